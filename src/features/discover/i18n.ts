import { discoverMessages } from '../../i18n/catalog/discover';
import { defineAreaT } from '../../platform/context';

/** Discover's translator: its own texts and the core ones (a screen carries no other area's strings). */
export const useT = /* @__PURE__ */ defineAreaT(discoverMessages);
