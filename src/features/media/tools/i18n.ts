import { mediaMessages } from '../../../i18n/catalog/media';
import { mediaToolsMessages } from '../../../i18n/catalog/mediaTools';
import { defineAreaT } from '../../../platform/context';

/** The media tools' translator: the tools' own texts, media's exact spec texts (T123–T125, T142–T144) and the core ones. */
export const useT = /* @__PURE__ */ defineAreaT(mediaToolsMessages, mediaMessages);
export type MediaToolsT = ReturnType<typeof useT>;
