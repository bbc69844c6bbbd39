import { notesMessages } from '../../i18n/catalog/notes';
import { defineAreaT } from '../../platform/context';

/** The notes area's translator: its texts and the core ones. */
export const useT = /* @__PURE__ */ defineAreaT(notesMessages);
export type NotesT = ReturnType<typeof useT>;
