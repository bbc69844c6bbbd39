import { mediaMessages } from '../../../i18n/catalog/media';
import { mediaExtrasMessages } from '../../../i18n/catalog/mediaExtras';
import { defineAreaT } from '../../../platform/context';

/**
 * The translator of the media extras (post audio, embeds, the create-clip control): their own texts, media's (the
 * clip texts T035–T037, "Try again") and the core ones.
 */
export const useExtrasT = /* @__PURE__ */ defineAreaT(mediaExtrasMessages, mediaMessages);
export type MediaExtrasT = ReturnType<typeof useExtrasT>;
