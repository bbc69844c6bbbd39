import type { MessageValue } from '../messages';

/** End of post and prompts: calls to action, prompts, related/more posts, restacks preview, comments section (issue 5): prefix `postEnd.*`. Spec texts verbatim with their inventory id (T…) in a comment. */
export const postEndMessages = {} as const satisfies Record<string, MessageValue>;
