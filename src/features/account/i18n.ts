import { accountMessages } from '../../i18n/catalog/account';
import { defineAreaT } from '../../platform/context';

/** Account's translator: its own texts and the core ones (a screen carries no other area's strings). */
export const useT = /* @__PURE__ */ defineAreaT(accountMessages);
