import type { MessageValue } from '../messages';

/** Scheduled post, cross-post embed, takeovers, gift modal and gift page, file page (issue 5): prefixes `scheduled.*`, `crossPost.*`, `takeover.*`, `gift.*`, `file.*`. Spec texts verbatim with their inventory id (T…) in a comment. */
export const postExtrasMessages = {} as const satisfies Record<string, MessageValue>;
