import { couponsMessages } from '../../i18n/catalog/coupons';
import { defineAreaT } from '../../platform/context';

/** Coupons' translator: its own texts and the core ones (a screen carries no other area's strings). */
export const useT = /* @__PURE__ */ defineAreaT(couponsMessages);
