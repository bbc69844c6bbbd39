import { commentsMessages } from '../../i18n/catalog/comments';
import { defineAreaT } from '../../platform/context';

/** Comments's translator: its own texts and the core ones (a screen carries no other area's strings). */
export const useT = /* @__PURE__ */ defineAreaT(commentsMessages);
