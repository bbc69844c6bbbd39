import { mediaMessages } from '../../i18n/catalog/media';
import { defineAreaT } from '../../platform/context';

/** Media's translator: its own texts and the core ones. */
export const useT = /* @__PURE__ */ defineAreaT(mediaMessages);
export type MediaT = ReturnType<typeof useT>;
