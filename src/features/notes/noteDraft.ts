/**
 * Where a note's draft is kept between visits: the platform's storage (which may refuse a write: the platform then
 * keeps it in memory for the page's life). Pure helpers: the key, and reading back what storage holds — a stored
 * draft is untrusted input, so its attachments go through the URL policy again (`acceptedAttachment`, the composer's
 * own check, kept here and not in the composer's view: the feed's first render reads drafts, and importing the view
 * for it would put the whole composer dialog in that first render in a host's bundler, which keeps every export of a
 * file it also loads on demand).
 */
import { safeLinkHref, safeMediaUrl } from '../../ui/url';
import { emptyDraft, MAX_NOTE_ATTACHMENTS, type NoteAttachment, type NoteAttachmentType, type NoteDraft, noteAttachmentTypes } from './noteComposer.machine';

/** An address typed for an attachment, through the URL policy at the element: the accepted form, or `null`. */
export function acceptedAttachment(type: NoteAttachmentType, input: string): NoteAttachment | null {
  const url = type === 'image' ? safeMediaUrl(input) : safeLinkHref(input);
  if (!url) return null;
  // Only addresses another reader can open: http(s) (no blob:/data: that live in this page only, no mailto:).
  return /^https?:\/\//i.test(url) ? { type, url } : null;
}

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
