import { micrositeMessages } from '../../i18n/catalog/microsite';
import { defineAreaT } from '../../platform/context';

/** Microsite's translator: its own texts and the core ones (a screen carries no other area's strings). */
export const useT = /* @__PURE__ */ defineAreaT(micrositeMessages);
