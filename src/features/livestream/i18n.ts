import { livestreamMessages } from '../../i18n/catalog/livestream';
import { defineAreaT } from '../../platform/context';

/** Livestream's translator: its own texts and the core ones (a screen carries no other area's strings). */
export const useT = /* @__PURE__ */ defineAreaT(livestreamMessages);
