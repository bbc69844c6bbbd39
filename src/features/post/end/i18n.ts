import { postEndMessages } from '../../../i18n/catalog/postEnd';
import { defineAreaT } from '../../../platform/context';

/** The post end's translator: its texts and the core ones. */
export const useT = /* @__PURE__ */ defineAreaT(postEndMessages);
export type PostEndT = ReturnType<typeof useT>;
