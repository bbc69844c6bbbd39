import { footerMessages } from '../../../i18n/catalog/footer';
import { postMessages } from '../../../i18n/catalog/post';
import { defineAreaT } from '../../../platform/context';

/** The post page's translator: the post texts, the footer's (the page renders the footer and shares its save text) and the core ones. */
export const useT = /* @__PURE__ */ defineAreaT(postMessages, footerMessages);
export type PostT = ReturnType<typeof useT>;
