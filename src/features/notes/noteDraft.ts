/**
 * Where a note's draft is kept between visits: the platform's storage (which may refuse a write: the platform then
 * keeps it in memory for the page's life). Pure helpers: the key, and reading back what storage holds — a stored
 * draft is untrusted input, so its attachments go through the URL policy again.
 */
import { acceptedAttachment } from './views/NoteComposerModalView';
import { emptyDraft, MAX_NOTE_ATTACHMENTS, type NoteAttachment, type NoteDraft, noteAttachmentTypes } from './noteComposer.machine';

/** The most characters kept in storage (a note longer than this is kept in memory only beyond it). */
export const MAX_STORED_DRAFT_CHARS = 100_000;

/** The storage key of a reader's draft: a new note, or a reply to one note. */
export function draftKey(userId: number | null, replyToId: number | null): string {
  return `notes:draft:${userId ?? 'anonymous'}:${replyToId === null ? 'new' : `reply-${replyToId}`}`;
}

export function encodeDraft(draft: NoteDraft): string {
  return JSON.stringify({ text: draft.text.slice(0, MAX_STORED_DRAFT_CHARS), attachments: draft.attachments });
}

export function decodeDraft(raw: string | null): NoteDraft {
  if (!raw) return emptyDraft;
  try {
    const value = JSON.parse(raw) as { text?: unknown; attachments?: unknown };
    const text = typeof value?.text === 'string' ? value.text.slice(0, MAX_STORED_DRAFT_CHARS) : '';
    const attachments = (Array.isArray(value?.attachments) ? value.attachments : [])
      .map((a: { type?: unknown; url?: unknown }) =>
        a && (noteAttachmentTypes as readonly unknown[]).includes(a.type) && typeof a.url === 'string'
          ? acceptedAttachment(a.type as NoteAttachment['type'], a.url)
          : null,
      )
      .filter((a): a is NoteAttachment => a !== null)
      .slice(0, MAX_NOTE_ATTACHMENTS);
    return { text, attachments };
  } catch {
    return emptyDraft;
  }
}
