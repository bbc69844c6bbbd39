import { newslettersMessages } from '../../i18n/catalog/newsletters';
import { defineAreaT } from '../../platform/context';

/** Newsletters' translator: its own texts and the core ones (a screen carries no other area's strings). */
export const useT = /* @__PURE__ */ defineAreaT(newslettersMessages);
