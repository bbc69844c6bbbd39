import { feedMessages } from '../../i18n/catalog/feed';
import { defineAreaT } from '../../platform/context';

/** Feed's translator: its own texts and the core ones (a screen carries no other area's strings). */
export const useT = /* @__PURE__ */ defineAreaT(feedMessages);
