import { footerMessages } from '../../i18n/catalog/footer';
import { defineAreaT } from '../../platform/context';

/** The footer's translator: the footer's texts and the core ones. */
export const useT = /* @__PURE__ */ defineAreaT(footerMessages);
export type FooterT = ReturnType<typeof useT>;
