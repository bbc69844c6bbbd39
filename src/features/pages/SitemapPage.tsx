import { defineScreen } from '../../kit/Screen';
import { usePublication } from '../../platform/context';
import { sitemapLinks } from './sitemap';
import { SitemapPageView } from './views/SitemapPageView';

export interface SitemapPageProps {
  /** The publication's name (default: the platform's publication). */
  publicationName?: string;
}

function ConnectedSitemapPage({ publicationName }: SitemapPageProps) {
  const publication = usePublication();
  return <SitemapPageView publicationName={publicationName ?? publication?.name} links={sitemapLinks()} />;
}

/** The sitemap (`/sitemap`): the publication's pages by group, from the route table. */
export const SitemapPage = defineScreen({
  name: 'SitemapPage',
  resolve: (props: SitemapPageProps) => props,
  Body: ConnectedSitemapPage,
});
