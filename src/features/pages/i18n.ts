import { pagesMessages } from '../../i18n/catalog/pages';
import { defineAreaT } from '../../platform/context';

/** The pages' translator: their own texts and the core ones (a screen carries no other area's strings). */
export const useT = /* @__PURE__ */ defineAreaT(pagesMessages);
