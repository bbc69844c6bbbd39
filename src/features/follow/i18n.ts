import { followMessages } from '../../i18n/catalog/follow';
import { defineAreaT } from '../../platform/context';

/** Follow's translator: its own texts and the core ones (a screen carries no other area's strings). */
export const useT = /* @__PURE__ */ defineAreaT(followMessages);
