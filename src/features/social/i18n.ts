import { socialMessages } from '../../i18n/catalog/social';
import { defineAreaT } from '../../platform/context';

/** Social's translator: its own texts and the core ones (a screen carries no other area's strings). */
export const useT = /* @__PURE__ */ defineAreaT(socialMessages);
