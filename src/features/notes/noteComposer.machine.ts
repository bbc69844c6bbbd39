/**
 * The note composer (composer-bar, composer-modal; spec 002 §2, §4 "Composer gate"; inventory M48, P09b). Pure: no
 * React, DOM, fetch, timers or storage — the data hook reads and writes the draft and calls the server.
 *
 * **Drafts are never lost.** The draft (text and attachments) lives in every state and leaves only on a post the
 * server took (`SUCCEEDED`) or the reader's own `DISCARD`:
 * ```
 * closed ─OPEN(open gate)→ editing ─SUBMIT→ sending ─SUCCEEDED→ closed (draft cleared)
 *    │                        │                 └──FAILED→ failed (draft kept, the server's words) ─SUBMIT→ sending
 *    │                        └─CLOSE→ closed (draft kept for the next OPEN)
 *    └─OPEN(closed gate)→ gated (sign-in or requirement modal; draft kept) ─DISMISS_GATE→ closed
 * sending ─FAILED(401)→ gated(signIn) (draft kept)
 * ```
 * `RESTORE` brings back a stored draft (after a reload) only while the composer holds none, so it never overwrites
 * what the reader typed since. `ATTACH` takes an image or link address the kit's URL policy has already accepted.
 */
import type { ApiError } from '../../api/errors';
import type { Gate, GateRefusal } from '../../kit/composerGate';

/** The most attachments a note carries (the endpoint's limit). */
export const MAX_NOTE_ATTACHMENTS = 10;

export const noteAttachmentTypes = ['image', 'link'] as const;
export type NoteAttachmentType = (typeof noteAttachmentTypes)[number];
export interface NoteAttachment {
  type: NoteAttachmentType;
  /** An address the URL policy accepted (`safeMediaUrl` for images, `safeLinkHref` for links). */
  url: string;
}

export interface NoteDraft {
  text: string;
  attachments: readonly NoteAttachment[];
}

export const emptyDraft: NoteDraft = { text: '', attachments: [] };

export type NoteComposerState =
  | { name: 'closed'; draft: NoteDraft }
  /** The gate refused: the sign-in modal or the requirement modal shows instead of the composer. */
  | { name: 'gated'; gate: GateRefusal; draft: NoteDraft }
  | { name: 'editing'; draft: NoteDraft }
  | { name: 'sending'; draft: NoteDraft }
  /** The server refused or could not be reached: the draft stays, with the failure, and Post sends again. */
  | { name: 'failed'; draft: NoteDraft; error: ApiError };

export type NoteComposerEvent =
  /** The reader asked to write (the composer bar, Reply), with the gate's answer for them. */
  | { type: 'OPEN'; gate: Gate }
  | { type: 'CHANGE'; text: string }
  | { type: 'ATTACH'; attachment: NoteAttachment }
  | { type: 'DETACH'; index: number }
  | { type: 'SUBMIT' }
  | { type: 'SUCCEEDED' }
  | { type: 'FAILED'; error: ApiError }
  /** Close, Escape or a click outside: the composer closes and keeps its draft. */
  | { type: 'CLOSE' }
  /** The gate's modal was closed. */
  | { type: 'DISMISS_GATE' }
  /** A draft read back from storage (after a reload). */
  | { type: 'RESTORE'; draft: NoteDraft }
  /** The reader confirmed throwing the draft away. */
  | { type: 'DISCARD' };

export const noteComposerStateNames = ['closed', 'gated', 'editing', 'sending', 'failed'] as const satisfies readonly NoteComposerState['name'][];
export const noteComposerEventTypes = [
  'OPEN',
  'CHANGE',
  'ATTACH',
  'DETACH',
  'SUBMIT',
  'SUCCEEDED',
  'FAILED',
  'CLOSE',
  'DISMISS_GATE',
  'RESTORE',
  'DISCARD',
] as const satisfies readonly NoteComposerEvent['type'][];

export const initialNoteComposerState: NoteComposerState = { name: 'closed', draft: emptyDraft };

/** Whether a draft holds anything the reader would miss. */
export function isDraftEmpty(draft: NoteDraft): boolean {
  return draft.text.length === 0 && draft.attachments.length === 0;
}

/** Whether a draft may be posted: a note needs some text besides white space (P09b). */
export function canPost(draft: NoteDraft): boolean {
  return draft.text.trim().length > 0;
}

function withDraft(state: NoteComposerState, draft: NoteDraft): NoteComposerState {
  return { ...state, draft } as NoteComposerState;
}

const writable = (state: NoteComposerState): state is Extract<NoteComposerState, { name: 'editing' | 'failed' }> =>
  state.name === 'editing' || state.name === 'failed';

export function transition(state: NoteComposerState, event: NoteComposerEvent): NoteComposerState {
  switch (event.type) {
    case 'OPEN':
      if (state.name !== 'closed' && state.name !== 'gated') return state;
      return event.gate.kind === 'open' ? { name: 'editing', draft: state.draft } : { name: 'gated', gate: event.gate, draft: state.draft };
    case 'CHANGE':
      if (!writable(state) || event.text === state.draft.text) return state;
      return { name: 'editing', draft: { ...state.draft, text: event.text } };
    case 'ATTACH':
      if (!writable(state) || state.draft.attachments.length >= MAX_NOTE_ATTACHMENTS) return state;
      if (state.draft.attachments.some((a) => a.type === event.attachment.type && a.url === event.attachment.url)) return state;
      return { name: 'editing', draft: { ...state.draft, attachments: [...state.draft.attachments, event.attachment] } };
    case 'DETACH':
      if (!writable(state) || event.index < 0 || event.index >= state.draft.attachments.length) return state;
      return { name: 'editing', draft: { ...state.draft, attachments: state.draft.attachments.filter((_, i) => i !== event.index) } };
    case 'SUBMIT':
      return writable(state) && canPost(state.draft) ? { name: 'sending', draft: state.draft } : state;
    case 'SUCCEEDED':
      return state.name === 'sending' ? { name: 'closed', draft: emptyDraft } : state;
    case 'FAILED':
      if (state.name !== 'sending') return state;
      return event.error.isUnauthorized
        ? { name: 'gated', gate: { kind: 'signIn' }, draft: state.draft }
        : { name: 'failed', draft: state.draft, error: event.error };
    case 'CLOSE':
      return writable(state) || state.name === 'gated' ? { name: 'closed', draft: state.draft } : state;
    case 'DISMISS_GATE':
      return state.name === 'gated' ? { name: 'closed', draft: state.draft } : state;
    case 'RESTORE':
      if (state.name === 'sending' || !isDraftEmpty(state.draft) || isDraftEmpty(event.draft)) return state;
      return withDraft(state, event.draft);
    case 'DISCARD':
      return state.name === 'sending' ? state : { name: 'closed', draft: emptyDraft };
    default:
      return event satisfies never;
  }
}

// ——— selectors ———

/** What a sending state wants posted, or `null`. */
export function postRequest(state: NoteComposerState): NoteDraft | null {
  return state.name === 'sending' ? { text: state.draft.text.trim(), attachments: state.draft.attachments } : null;
}

/** Whether the composer modal shows (writing, sending, or after a failed post). */
export function isComposerOpen(state: NoteComposerState): boolean {
  return state.name === 'editing' || state.name === 'sending' || state.name === 'failed';
}

/** Whether Post may be pressed. */
export function canSubmit(state: NoteComposerState): boolean {
  return writable(state) && canPost(state.draft);
}

/** The gate's refusal shown instead of the composer, or `null`. */
export function gateShown(state: NoteComposerState): GateRefusal | null {
  return state.name === 'gated' ? state.gate : null;
}

/** Whether leaving the page now would lose text the reader is working on (the page asks first). */
export function hasUnsentWork(state: NoteComposerState): boolean {
  return isComposerOpen(state) && !isDraftEmpty(state.draft);
}
