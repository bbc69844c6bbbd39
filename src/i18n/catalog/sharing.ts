import type { MessageValue } from '../messages';

/** Sharing: share dialog, copy link, native share, email footer (issue 6): prefix `sharing.*`. Spec texts verbatim with their inventory id (T…) in a comment. */
export const sharingMessages = {} as const satisfies Record<string, MessageValue>;
