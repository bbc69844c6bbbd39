import type { ReactNode } from 'react';
import { BOOKSHOP_LISTS } from '../../api/schemas/growth';
import { defineScreen } from '../../kit/Screen';
import { safeLinkHref } from '../../ui/url';
import { type BookshopWidget, bookshopWidgets, DEFAULT_BOOKSHOP_BASE } from './whatWereReading';
import { WhatWereReadingPageView } from './views/WhatWereReadingPageView';

export interface WhatWereReadingPageProps {
  /** The lists to show, in order (default: the publication's configured ones, G45). */
  lists?: readonly string[];
  /** The shop's lists address, e.g. with the publication's affiliate path (default `https://bookshop.org/lists`). */
  shopBase?: string;
  /** The shop's own embed for a list, when the host loads the shop's script. */
  renderWidget?: (widget: BookshopWidget) => ReactNode;
}

function ConnectedWhatWereReadingPage({ lists, shopBase, renderWidget }: WhatWereReadingPageProps) {
  const widgets = bookshopWidgets(lists ?? BOOKSHOP_LISTS, shopBase ?? DEFAULT_BOOKSHOP_BASE, (href) => safeLinkHref(href));
  return <WhatWereReadingPageView widgets={widgets} renderWidget={renderWidget} />;
}

/** What We're Reading (`/what-were-reading`, route designed): the configured bookshop lists and the affiliate disclosure. */
export const WhatWereReadingPage = defineScreen({
  name: 'WhatWereReadingPage',
  resolve: (props: WhatWereReadingPageProps) => props,
  Body: ConnectedWhatWereReadingPage,
});
