import { sharingMessages } from '../../i18n/catalog/sharing';
import { defineAreaT } from '../../platform/context';

/** Sharing's translator: the sharing texts and the core ones. */
export const useT = /* @__PURE__ */ defineAreaT(sharingMessages);
export type SharingT = ReturnType<typeof useT>;
