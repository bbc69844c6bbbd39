/**
 * Editing one's own thread in place (P05 `PUT /api/v1/community/posts/{id}` `{ body }`; spec 000 actions menu
 * "Edit", T083; inventory §7 "Edit chat item": the author, threads only). Pure: no React, DOM, fetch or timers.
 *
 * ```
 * viewing ─START→ editing ─CHANGE→ editing
 *                    │  └─CANCEL→ viewing (the body as it was)
 *                    └─SAVE→ saving (optimistic: the card shows the new body, marked edited)
 *                              ├─SUCCEEDED→ saved (the server's body; START edits again)
 *                              └─FAILED→ failed: the editor again with the typed text, the body reverted, an alert
 *                                        (designed `chat.error.edit`; T024 + the server's text on PUBLICATION_BAN)
 * failed ─CHANGE→ editing · ─SAVE→ saving · ─CANCEL→ viewing
 * ```
 *
 * Decisions (the spec names the action, not the editor): `SAVE` of an unchanged text closes the editor without a
 * call; an empty text is not sent for a thread without media (the server's 400); the text is limited to
 * `CHAT_BODY_MAX_CHARS` like a reply. A save in flight cannot be cancelled. `SYNC` (fresh server data) moves the
 * body the editor started from, never the reader's typing. `START` is ignored unless the viewer may edit
 * (`editBlockedReason`, decided at `init` and on `SYNC`).
 *
 * The editor edits the thread's source: `raw_body` when it has one (mentions written `[@Name](user:ID)`, the API's
 * markup), else `body`, so saving an edited thread keeps its mentions (there is no mention picker to rebuild them).
 */
import { CHAT_BODY_MAX_CHARS } from '../../api/constants/community';
import type { ApiError } from '../../api/errors';
import type { ChatPost } from '../../api/schemas/community';
import type { Translate } from '../../i18n/translate';
import { type ChatContext, type ChatItem, type ChatViewer, type EditBlockedReason, editBlockedReason } from './permissions';
import { isPublicationBan, publicationBanText } from './reaction.machine';
import { chatBodySegments, chatBodyText } from './views/chatBodySegments';

export const editStateNames = ['viewing', 'editing', 'saving', 'saved', 'failed'] as const;
export type EditStateName = (typeof editStateNames)[number];

/** The alert of a failed save. */
export type EditFailure = { id: 'chat.error.edit' } | { id: 'chat.error.publicationBan'; serverMessage: string | null };

interface Base {
  /** The thread's body as the server has it (what Cancel and a failure go back to). */
  body: string;
  /** Whether the thread has media (then an empty text may be saved). */
  hasMedia: boolean;
  /** Why `START` is ignored, or `null`. */
  blocked: EditBlockedReason | null;
}

export type EditState =
  | (Base & { name: 'viewing' })
  | (Base & { name: 'editing'; draft: string })
  /** `draft`: the text sent, shown in the card while the call runs. */
  | (Base & { name: 'saving'; draft: string })
  | (Base & { name: 'saved' })
  /** The editor again, with the typed text kept; `failure`: the alert to show. */
  | (Base & { name: 'failed'; draft: string; failure: EditFailure });

export type EditEvent =
  | { type: 'START' }
  | { type: 'CHANGE'; text: string }
  | { type: 'SAVE' }
  | { type: 'CANCEL' }
  /** The server's thread after the save. */
  | { type: 'SUCCEEDED'; body: string }
  | { type: 'FAILED'; error?: ApiError }
  /** Fresh server data for the thread (a refetch), with the viewer's permission. */
  | { type: 'SYNC'; body: string; hasMedia: boolean; blocked: EditBlockedReason | null };

export type EditEventType = EditEvent['type'];
export const editEventTypes = ['START', 'CHANGE', 'SAVE', 'CANCEL', 'SUCCEEDED', 'FAILED', 'SYNC'] as const satisfies readonly EditEventType[];

export function initialState(body: string, blocked: EditBlockedReason | null = null, hasMedia = false): EditState {
  return { name: 'viewing', body, hasMedia, blocked };
}

/** The machine for a thread as the viewer sees it here. */
export function init(item: ChatItem, viewer: ChatViewer, context: ChatContext = {}): EditState {
  return initialState(editableSource(item.item), editBlockedReason(item, viewer, context), hasMediaOf(item));
}

/** What the editor edits: `raw_body` (with mention markup) when present, else `body`. */
export function editableSource(item: Pick<ChatPost, 'body' | 'raw_body'>): string {
  return item.raw_body ?? item.body;
}

function hasMediaOf(item: ChatItem): boolean {
  return item.kind === 'post' ? item.item.mediaAttachments.length > 0 : item.item.media_uploads.length > 0;
}

/** The SYNC event for a thread from the server. */
export function syncEvent(post: ChatPost, viewer: ChatViewer, context: ChatContext = {}): Extract<EditEvent, { type: 'SYNC' }> {
  const item: ChatItem = { kind: 'post', item: post };
  return { type: 'SYNC', body: editableSource(post), hasMedia: hasMediaOf(item), blocked: editBlockedReason(item, viewer, context) };
}

/** The alert a failed save shows. */
export function editFailure(error: ApiError | undefined): EditFailure {
  return isPublicationBan(error) ? { id: 'chat.error.publicationBan', serverMessage: error?.serverMessage ?? null } : { id: 'chat.error.edit' };
}

/** Whether a text may be sent: within the limit, and not empty unless the thread has media. */
export function isSavable(text: string, hasMedia: boolean): boolean {
  if (text.length > CHAT_BODY_MAX_CHARS) return false;
  return hasMedia || text.trim().length > 0;
}

function base(state: EditState): Base {
  return { body: state.body, hasMedia: state.hasMedia, blocked: state.blocked };
}

function save(state: Extract<EditState, { draft: string }>): EditState {
  if (state.draft === state.body) return { ...base(state), name: 'viewing' };
  if (!isSavable(state.draft, state.hasMedia)) return state;
  return { ...base(state), name: 'saving', draft: state.draft };
}

export function transition(state: EditState, event: EditEvent): EditState {
  switch (state.name) {
    case 'viewing':
    case 'saved':
      switch (event.type) {
        case 'START':
          return state.blocked === null ? { ...base(state), name: 'editing', draft: state.body } : state;
        case 'SYNC':
          return event.body === state.body && event.hasMedia === state.hasMedia && event.blocked === state.blocked
            ? state
            : { ...state, body: event.body, hasMedia: event.hasMedia, blocked: event.blocked };
        case 'CHANGE':
        case 'SAVE':
        case 'CANCEL':
        case 'SUCCEEDED':
        case 'FAILED':
          return state;
        default:
          return event satisfies never;
      }
    case 'editing':
    case 'failed':
      switch (event.type) {
        case 'CHANGE':
          return state.name === 'editing' && state.draft === event.text ? state : { ...base(state), name: 'editing', draft: event.text };
        case 'SAVE':
          return save(state);
        case 'CANCEL':
          return { ...base(state), name: 'viewing' };
        case 'SYNC':
          // The reader keeps typing over the new body; losing the permission closes the editor.
          if (event.blocked !== null) return { body: event.body, hasMedia: event.hasMedia, blocked: event.blocked, name: 'viewing' };
          return event.body === state.body && event.hasMedia === state.hasMedia ? state : { ...state, body: event.body, hasMedia: event.hasMedia };
        case 'START':
        case 'SUCCEEDED':
        case 'FAILED':
          return state;
        default:
          return event satisfies never;
      }
    case 'saving':
      switch (event.type) {
        case 'SUCCEEDED':
          return { ...base(state), body: event.body, name: 'saved' };
        case 'FAILED':
          return { ...base(state), name: 'failed', draft: state.draft, failure: editFailure(event.error) };
        // The call settles the body; a refetch meanwhile changes nothing shown.
        case 'SYNC':
        case 'START':
        case 'CHANGE':
        case 'SAVE':
        case 'CANCEL':
          return state;
        default:
          return event satisfies never;
      }
    default:
      return state satisfies never;
  }
}

// ——— selectors ———

/** Whether the inline editor is open (editing, or back after a failed save). */
export function isEditorOpen(state: EditState): state is Extract<EditState, { name: 'editing' | 'failed' }> {
  return state.name === 'editing' || state.name === 'failed';
}

export function isPending(state: EditState): boolean {
  return state.name === 'saving';
}

/** Whether the actions menu offers Edit. */
export function canEdit(state: EditState): boolean {
  return state.blocked === null && (state.name === 'viewing' || state.name === 'saved');
}

/** The text in the editor, or `null` when it is closed. */
export function draftOf(state: EditState): string | null {
  return isEditorOpen(state) ? state.draft : null;
}

/** Whether Save would send (or close an unchanged text): false for an empty text on a thread without media. */
export function canSave(state: EditState): boolean {
  return isEditorOpen(state) && (state.draft === state.body || isSavable(state.draft, state.hasMedia));
}

/** The body the card shows: the text being saved (optimistic), else the server's. */
export function shownBody(state: EditState): string {
  return state.name === 'saving' ? state.draft : state.body;
}

/** Whether the card marks the thread edited because of this machine (saving or saved). */
export function marksEdited(state: EditState): boolean {
  return state.name === 'saving' || state.name === 'saved';
}

/**
 * The thread as the card shows it: while saving, the text being saved (mentions shown as names) marked edited;
 * after a save, marked edited; otherwise the server's thread as it is (a failure shows the server's body again).
 */
export function shownPost(post: ChatPost, state: EditState): ChatPost {
  if (state.name === 'saving') {
    const text = state.draft.trim();
    return { ...post, body: chatBodyText(chatBodySegments(text, text)), raw_body: text, is_edited: true };
  }
  if (state.name === 'saved' && !post.is_edited) return { ...post, is_edited: true };
  return post;
}

/** The body of the pending P05 call, or `null`. */
export function editRequest(state: EditState): { body: string } | null {
  return state.name === 'saving' ? { body: state.draft } : null;
}

/** The alert of the save that just failed, or `null`. */
export function editFailureOf(state: EditState): EditFailure | null {
  return state.name === 'failed' ? state.failure : null;
}

/** The text of an edit alert: the designed `chat.error.edit`, or T024 followed by the server's text. */
export function editFailureMessage(failure: EditFailure, t: Translate): string {
  return failure.id === 'chat.error.publicationBan' ? publicationBanText(failure.serverMessage, t) : t(failure.id);
}
