import { growthEmbedMessages, growthMessages } from '../../i18n/catalog/growth';
import { defineAreaT } from '../../platform/context';

/** Growth's translator: its own texts and the core ones (a screen carries no other area's strings). */
export const useT = /* @__PURE__ */ defineAreaT(growthMessages);

/** The subscribe widget's translator: its texts only (the standalone script carries no other growth text). */
export const useEmbedT = /* @__PURE__ */ defineAreaT(growthEmbedMessages);
