/**
 * The message catalog: every user-visible string of the package, in English, keyed by a stable id.
 * Exact texts from the spec are copied word for word (typos included) and carry their inventory id (T…) in a
 * comment. A value is either a template with `{param}` placeholders or a plural object selected with
 * `Intl.PluralRules` on the `count` parameter. Areas after the chat keep their texts in `catalog/<area>.ts`, spread
 * here (one file per area, so areas built side by side never edit the same lines). Hosts override any entry through
 * `PlatformProvider`'s `messages`.
 */
import { chatMessages } from './catalog/chat';
import { coreMessages } from './catalog/core';
import { footerMessages } from './catalog/footer';
import { sharingMessages } from './catalog/sharing';
import { postMessages } from './catalog/post';
import { postEndMessages } from './catalog/postEnd';
import { postExtrasMessages } from './catalog/postExtras';
import { mediaMessages } from './catalog/media';
import { mediaPagesMessages } from './catalog/mediaPages';
import { mediaExtrasMessages } from './catalog/mediaExtras';
import { accountMessages } from './catalog/account';
import { commentsMessages } from './catalog/comments';
import { newslettersMessages } from './catalog/newsletters';
import { followMessages } from './catalog/follow';
import { couponsMessages } from './catalog/coupons';
import { signupMessages } from './catalog/signup';
import { livestreamMessages } from './catalog/livestream';
import { mediaToolsMessages } from './catalog/mediaTools';
import { pagesMessages } from './catalog/pages';
import { micrositeMessages } from './catalog/microsite';
import { growthMessages } from './catalog/growth';
import { feedMessages } from './catalog/feed';
import { notesMessages } from './catalog/notes';
import { socialMessages } from './catalog/social';
import { discoverMessages } from './catalog/discover';
import { meetingsMessages } from './catalog/meetings';
import { surveyMessages } from './catalog/survey';

export const messages = {
  ...coreMessages,
  ...chatMessages,
  ...footerMessages,
  ...sharingMessages,
  ...postMessages,
  ...postEndMessages,
  ...accountMessages,
  ...commentsMessages,
  ...newslettersMessages,
  ...followMessages,
  ...couponsMessages,
  ...signupMessages,
  ...postExtrasMessages,
  ...livestreamMessages,
  ...mediaMessages,
  ...mediaPagesMessages,
  ...mediaToolsMessages,
  ...pagesMessages,
  ...micrositeMessages,
  ...growthMessages,
  ...feedMessages,
  ...notesMessages,
  ...socialMessages,
  ...discoverMessages,
  ...meetingsMessages,
  ...surveyMessages,
  ...mediaExtrasMessages,
} as const satisfies Record<string, MessageValue>;

export type MessageValue = string | PluralMessage;
export interface PluralMessage {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

export type Catalog = typeof messages;
export type MessageId = keyof Catalog;

/** Overrides a host passes: any subset of the catalog, same ids, same placeholders. */
export type MessageOverrides = { [K in MessageId]?: MessageValue };
