import { postExtrasMessages } from '../../../i18n/catalog/postExtras';
import { defineAreaT } from '../../../platform/context';

/** The post extras' translator (scheduled, file, gift, cross-post and takeover screens): their texts and the core ones. */
export const useT = /* @__PURE__ */ defineAreaT(postExtrasMessages);
export type PostExtrasT = ReturnType<typeof useT>;
