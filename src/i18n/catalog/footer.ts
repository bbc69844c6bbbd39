import type { MessageValue } from '../messages';

/** Post footer, likes, saves, restacks, like-upsell (issue 6): prefix `footer.*`. Spec texts verbatim with their inventory id (T…) in a comment. */
export const footerMessages = {} as const satisfies Record<string, MessageValue>;
