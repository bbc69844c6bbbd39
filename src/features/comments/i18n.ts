import { commentItemMessages, commentsMessages } from '../../i18n/catalog/comments';
import { defineAreaT } from '../../platform/context';

/** Comments's translator: its own texts and the core ones (a screen carries no other area's strings). */
export const useT = /* @__PURE__ */ defineAreaT(commentsMessages);

/** The comment item's translator: its own texts and the core ones, so a card of another area (the feed's note card)
 * that shows a comment carries no other comments text. */
export const useCommentItemT = /* @__PURE__ */ defineAreaT(commentItemMessages);
