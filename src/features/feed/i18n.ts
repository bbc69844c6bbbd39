import { feedPartsMessages, feedScreenMessages } from '../../i18n/catalog/feed';
import { defineAreaT } from '../../platform/context';

/** Feed's translator: its own texts and the core ones (a screen carries no other area's strings). The texts of the
 * parts loaded on demand are not in it: those parts use `useFeedPartsT`. */
export const useT = /* @__PURE__ */ defineAreaT(feedScreenMessages);

/** The translator of the feed's parts loaded on demand (the app prompt, the post card list, the discovery cards). */
export const useFeedPartsT = /* @__PURE__ */ defineAreaT(feedScreenMessages, feedPartsMessages);
