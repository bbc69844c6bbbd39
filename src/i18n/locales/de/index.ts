import type { Catalog } from '../../messages';
import type { LocaleTable } from '../types';
import { deCoreMessages } from './core';
import { deChatMessages } from './chat';
import { deFooterMessages } from './footer';
import { deSharingMessages } from './sharing';
import { dePostMessages } from './post';
import { dePostEndMessages } from './postEnd';
import { deAccountMessages } from './account';
import { deCommentsMessages } from './comments';
import { deNewslettersMessages } from './newsletters';
import { deFollowMessages } from './follow';
import { deCouponsMessages } from './coupons';
import { deSignupMessages } from './signup';
import { dePostExtrasMessages } from './postExtras';
import { deLivestreamMessages } from './livestream';
import { deMediaMessages } from './media';
import { deMediaPagesMessages } from './mediaPages';
import { deMediaToolsMessages } from './mediaTools';
import { dePagesMessages } from './pages';
import { deMicrositeMessages } from './microsite';
import { deGrowthMessages } from './growth';
import { deFeedMessages } from './feed';
import { deNotesMessages } from './notes';
import { deSocialMessages } from './social';
import { deDiscoverMessages } from './discover';
import { deMeetingsMessages } from './meetings';
import { deSurveyMessages } from './survey';
import { deMediaExtrasMessages } from './mediaExtras';

/** The locale these messages are for: plural forms are chosen with `Intl.PluralRules('de')` (one, other). */
export const locale = 'de';

/**
 * The German (de) translation of the whole catalogue, one table per area spread into one object in the order of the
 * English `messages`. Formal address (Sie); ids and placeholders as in English; `de.test.ts` checks completeness.
 */
export const deMessages = {
  ...deCoreMessages,
  ...deChatMessages,
  ...deFooterMessages,
  ...deSharingMessages,
  ...dePostMessages,
  ...dePostEndMessages,
  ...deAccountMessages,
  ...deCommentsMessages,
  ...deNewslettersMessages,
  ...deFollowMessages,
  ...deCouponsMessages,
  ...deSignupMessages,
  ...dePostExtrasMessages,
  ...deLivestreamMessages,
  ...deMediaMessages,
  ...deMediaPagesMessages,
  ...deMediaToolsMessages,
  ...dePagesMessages,
  ...deMicrositeMessages,
  ...deGrowthMessages,
  ...deFeedMessages,
  ...deNotesMessages,
  ...deSocialMessages,
  ...deDiscoverMessages,
  ...deMeetingsMessages,
  ...deSurveyMessages,
  ...deMediaExtrasMessages,
} as const satisfies LocaleTable<Catalog>;
