import { mediaPagesMessages } from '../../../i18n/catalog/mediaPages';
import { defineAreaT } from '../../../platform/context';

/** The media pages' translator (videos, podcasts, all podcasts): their own texts and the core ones. */
export const useT = /* @__PURE__ */ defineAreaT(mediaPagesMessages);
export type MediaPagesT = ReturnType<typeof useT>;
