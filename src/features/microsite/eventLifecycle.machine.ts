/**
 * M34 event lifecycle: the admin's create, update and delete of an event (E66 PUT, E67 DELETE).
 *
 *   closed ──OPEN_CREATE / OPEN_EDIT──▶ editing ──SAVE (valid)──▶ saving ──SAVE_SUCCEEDED──▶ closed (created | updated)
 *                                        ▲  │ SAVE (invalid): editing with the errors        │
 *                                        │  └─CANCEL──▶ closed                               │
 *                                        └──────────── SAVE_FAILED (the draft kept) ◀────────┘
 *   closed ──ASK_DELETE──▶ confirming_delete ──CONFIRMED──▶ deleting ──DELETE_SUCCEEDED | DELETE_FAILED──▶ closed
 *                                             └─DECLINED──▶ closed
 *
 * A new event's key (`event-` + 10 letters or digits) comes in with the first `SAVE` (the hook makes it; a machine has
 * no randomness) and is kept: a retry after a failure writes the same key, so an attempt that reached the server after
 * all is overwritten, never doubled. A `SAVE` while saving changes nothing (a double click sends one request). The draft
 * is never dropped by a failure. The outcome of the last write names its text (T079–T082, T129, T130); the failures
 * carry the message (the server's words, or the reader-text rule's).
 */
import { EVENT_KEY_PATTERN, eventTypes } from '../../api/constants/events';
import type { EventConfigItem, EventSpeaker, EventValue } from '../../api/schemas/events';

type EventType = (typeof eventTypes)[number];

/** A sponsor as the form edits it. */
export interface SponsorDraft {
  readonly name: string;
  readonly imageUrl: string;
}

/** The editor's form: text fields as typed (empty means none), the lists as they are. */
export interface EventDraft {
  readonly status: 'draft' | 'published';
  readonly title: string;
  readonly description: string;
  /** `YYYY-MM-DDTHH:mm` (a `datetime-local` value). */
  readonly dateTime: string;
  readonly place: string;
  readonly location: string;
  readonly type: readonly EventType[];
  readonly image: string;
  readonly placeholderImage: string;
  readonly ticketLink: string;
  readonly isSoldOut: boolean;
  readonly postSlug: string;
  readonly liveStreamId: string;
  readonly speakers: readonly EventSpeaker[];
  readonly sponsors: readonly SponsorDraft[];
}

export const draftFields = [
  'status',
  'title',
  'description',
  'dateTime',
  'place',
  'location',
  'type',
  'image',
  'placeholderImage',
  'ticketLink',
  'isSoldOut',
  'postSlug',
  'liveStreamId',
  'speakers',
  'sponsors',
] as const satisfies readonly (keyof EventDraft)[];
export type DraftField = (typeof draftFields)[number];

/** The validation rules a field can break; each has its text naming the field and the rule (`microsite.editor.invalid.*`). */
export type DraftError =
  | 'title.required'
  | 'title.tooLong'
  | 'dateTime.required'
  | 'dateTime.format'
  | 'type.required'
  | 'image.url'
  | 'placeholderImage.url'
  | 'ticketLink.url'
  | 'postSlug.format'
  | 'liveStreamId.format'
  | 'speakers.name'
  | 'sponsors.name'
  | 'sponsors.imageUrl';

export type DraftErrors = Partial<Record<DraftField, DraftError>>;

export type Mode = 'create' | 'update';

export type Outcome =
  | { readonly type: 'created' | 'updated' | 'deleted' }
  | { readonly type: 'create_failed' | 'update_failed' | 'delete_failed'; readonly message: string };

interface Editor {
  readonly mode: Mode;
  /** The event's key: an edited event's, or a new one's from its first `SAVE` on (`null` before). */
  readonly key: string | null;
  readonly draft: EventDraft;
}

export type State =
  | { readonly name: 'closed'; readonly outcome: Outcome | null }
  | (Editor & { readonly name: 'editing'; readonly errors: DraftErrors; readonly outcome: Outcome | null })
  | (Editor & { readonly name: 'saving'; readonly key: string })
  | { readonly name: 'confirming_delete'; readonly key: string; readonly title: string }
  | { readonly name: 'deleting'; readonly key: string; readonly title: string };

export type Event =
  | { readonly type: 'OPEN_CREATE' }
  | { readonly type: 'OPEN_EDIT'; readonly item: EventConfigItem }
  | { readonly type: 'EDIT'; readonly patch: Partial<EventDraft> }
  | { readonly type: 'CANCEL' }
  /** `newKey`: a fresh key, used only when the draft has none yet (a first save of a new event). */
  | { readonly type: 'SAVE'; readonly newKey: string; readonly validate: (draft: EventDraft) => DraftErrors }
  | { readonly type: 'SAVE_SUCCEEDED' }
  | { readonly type: 'SAVE_FAILED'; readonly message: string }
  | { readonly type: 'ASK_DELETE'; readonly key: string; readonly title: string }
  | { readonly type: 'CONFIRMED' }
  | { readonly type: 'DECLINED' }
  | { readonly type: 'DELETE_SUCCEEDED' }
  | { readonly type: 'DELETE_FAILED'; readonly message: string };

export const emptyDraft: EventDraft = {
  title: '',
  status: 'draft',
  description: '',
  dateTime: '',
  place: '',
  location: '',
  type: [],
  image: '',
  placeholderImage: '',
  ticketLink: '',
  isSoldOut: false,
  postSlug: '',
  liveStreamId: '',
  speakers: [],
  sponsors: [],
};

export function initialState(): State {
  return { name: 'closed', outcome: null };
}

/** An event as the form shows it (a date-time with seconds or a zone is cut to the minute). */
export function draftOf(value: EventValue): EventDraft {
  return {
    status: value.status,
    title: value.title,
    description: value.description ?? '',
    dateTime: value.dateTime.slice(0, 16),
    place: value.place ?? '',
    location: value.location ?? '',
    type: [...value.type],
    image: value.image ?? '',
    placeholderImage: value.placeholderImage ?? '',
    ticketLink: value.ticketLink ?? '',
    isSoldOut: value.isSoldOut === true,
    postSlug: value.postSlug ?? '',
    liveStreamId: value.liveStreamId === null || value.liveStreamId === undefined ? '' : String(value.liveStreamId),
    speakers: value.speakers.map((s) => ({ ...s })),
    sponsors: value.sponsors.map((s) => ({ name: s.name, imageUrl: s.imageUrl ?? '' })),
  };
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The event a (valid) draft stands for: trimmed, empty fields as `null`, a numeric live stream id as a number. */
export function eventValueOf(draft: EventDraft): EventValue {
  const stream = draft.liveStreamId.trim();
  return {
    status: draft.status,
    title: draft.title.trim(),
    description: orNull(draft.description),
    dateTime: draft.dateTime.trim(),
    place: orNull(draft.place),
    location: orNull(draft.location),
    type: eventTypes.filter((t) => draft.type.includes(t)),
    image: orNull(draft.image),
    placeholderImage: orNull(draft.placeholderImage),
    ticketLink: orNull(draft.ticketLink),
    isSoldOut: draft.isSoldOut,
    postSlug: orNull(draft.postSlug),
    liveStreamId: stream === '' ? null : /^\d+$/.test(stream) ? Number(stream) : stream,
    speakers: draft.speakers.map((s) => ({ ...s, name: s.name.trim() })),
    sponsors: draft.sponsors.map((s) => ({ name: s.name.trim(), imageUrl: orNull(s.imageUrl) })),
  };
}

export function hasErrors(errors: DraftErrors): boolean {
  return Object.keys(errors).length > 0;
}

function withoutErrors(errors: DraftErrors, patch: Partial<EventDraft>): DraftErrors {
  const next: DraftErrors = { ...errors };
  for (const field of Object.keys(patch) as DraftField[]) delete next[field];
  return next;
}

export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'OPEN_CREATE':
      return state.name === 'closed' ? { name: 'editing', mode: 'create', key: null, draft: emptyDraft, errors: {}, outcome: null } : state;
    case 'OPEN_EDIT':
      return state.name === 'closed'
        ? { name: 'editing', mode: 'update', key: event.item.key, draft: draftOf(event.item.value), errors: {}, outcome: null }
        : state;
    case 'EDIT':
      return state.name === 'editing' ? { ...state, draft: { ...state.draft, ...event.patch }, errors: withoutErrors(state.errors, event.patch) } : state;
    case 'CANCEL':
      return state.name === 'editing' ? { name: 'closed', outcome: null } : state;
    case 'SAVE': {
      if (state.name !== 'editing') return state;
      const errors = event.validate(state.draft);
      if (hasErrors(errors)) return { ...state, errors, outcome: null };
      const key = state.key ?? event.newKey;
      if (!EVENT_KEY_PATTERN.test(key)) return state;
      return { name: 'saving', mode: state.mode, key, draft: state.draft };
    }
    case 'SAVE_SUCCEEDED':
      return state.name === 'saving' ? { name: 'closed', outcome: { type: state.mode === 'create' ? 'created' : 'updated' } } : state;
    case 'SAVE_FAILED':
      return state.name === 'saving'
        ? {
            name: 'editing',
            mode: state.mode,
            key: state.key,
            draft: state.draft,
            errors: {},
            outcome: { type: state.mode === 'create' ? 'create_failed' : 'update_failed', message: event.message },
          }
        : state;
    case 'ASK_DELETE':
      return state.name === 'closed' ? { name: 'confirming_delete', key: event.key, title: event.title } : state;
    case 'CONFIRMED':
      return state.name === 'confirming_delete' ? { name: 'deleting', key: state.key, title: state.title } : state;
    case 'DECLINED':
      return state.name === 'confirming_delete' ? { name: 'closed', outcome: null } : state;
    case 'DELETE_SUCCEEDED':
      return state.name === 'deleting' ? { name: 'closed', outcome: { type: 'deleted' } } : state;
    case 'DELETE_FAILED':
      return state.name === 'deleting' ? { name: 'closed', outcome: { type: 'delete_failed', message: event.message } } : state;
    default:
      return event satisfies never;
  }
}

/** The write a state wants: the PUT of `saving`, the DELETE of `deleting`, else none. */
export type LifecycleRequest = { readonly type: 'put'; readonly key: string; readonly value: EventValue } | { readonly type: 'delete'; readonly key: string };

export function requestOf(state: State): LifecycleRequest | null {
  if (state.name === 'saving') return { type: 'put', key: state.key, value: eventValueOf(state.draft) };
  if (state.name === 'deleting') return { type: 'delete', key: state.key };
  return null;
}

/** The text of an outcome: its catalogue id and its parameters (T079–T082, T129, T130). */
export function outcomeText(outcome: Outcome):
  | { readonly id: 'microsite.editor.created' | 'microsite.editor.updated' | 'microsite.editor.deleted' }
  | {
      readonly id: 'microsite.editor.createFailed' | 'microsite.editor.updateFailed';
      readonly params: { readonly message: string };
    }
  | { readonly id: 'microsite.editor.deleteFailed'; readonly params: { readonly error: string } } {
  switch (outcome.type) {
    case 'created':
      return { id: 'microsite.editor.created' };
    case 'updated':
      return { id: 'microsite.editor.updated' };
    case 'deleted':
      return { id: 'microsite.editor.deleted' };
    case 'create_failed':
      return { id: 'microsite.editor.createFailed', params: { message: outcome.message } };
    case 'update_failed':
      return { id: 'microsite.editor.updateFailed', params: { message: outcome.message } };
    case 'delete_failed':
      return { id: 'microsite.editor.deleteFailed', params: { error: outcome.message } };
    default:
      return outcome satisfies never;
  }
}

/** The editor is open (editing or saving). */
export function editorOpen(state: State): state is Extract<State, { name: 'editing' | 'saving' }> {
  return state.name === 'editing' || state.name === 'saving';
}
