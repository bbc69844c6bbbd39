import type { MessageValue } from '../messages';

/** The post page: loading, header, body, paywall, access, query parameters (issue 5): prefix `post.*`. Spec texts verbatim with their inventory id (T…) in a comment. */
export const postMessages = {} as const satisfies Record<string, MessageValue>;
