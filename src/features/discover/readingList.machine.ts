/**
 * M46 `reading-list-modal` (spec 002): create or edit a reading list of publications. Pure.
 *
 * ```
 * pristine ─RENAME/ADD/REMOVE→ dirty ─(back to what was loaded)→ pristine
 * dirty ─SAVE (name non-empty ∧ ≥ 1 publication)→ saving ─SAVED→ saved ─(an edit)→ dirty
 *                                                  saving ─FAILED→ error ─SAVE→ saving      (the draft is kept)
 * any ─CLOSE→ the state it opened with
 * ```
 *
 * Save is enabled iff the draft differs from what was loaded (dirty), its name is non-empty once trimmed (default
 * "My list", T122) and it holds at least one publication (`canSave`). The publication search runs beside it:
 * `idle` ("Search publications to get started") → `searching` ("Searching...") → `results` | `empty`
 * ("No publications found") | `failed`; an answer for a query the reader has since changed is ignored.
 */
import type { ApiError } from '../../api/errors';
import type { Publication } from '../../api/schemas/core';
import type { ReadingList } from '../../api/schemas/feed';

/** What the modal needs of a publication: its id, its name (the toasts name it) and what its row shows. */
export type ListPublication = Pick<Publication, 'id' | 'name' | 'subdomain' | 'logo_url'> & { hero_text?: string | null | undefined };

export interface ReadingListDraft {
  readonly name: string;
  readonly publications: readonly ListPublication[];
}

export type PublicationSearch =
  | { readonly name: 'idle' }
  | { readonly name: 'searching'; readonly query: string }
  | { readonly name: 'results'; readonly query: string; readonly results: readonly ListPublication[] }
  | { readonly name: 'empty'; readonly query: string }
  | { readonly name: 'failed'; readonly query: string; readonly error: ApiError };

export const readingListStateNames = ['pristine', 'dirty', 'saving', 'saved', 'error'] as const;
export type ReadingListStateName = (typeof readingListStateNames)[number];

export interface ReadingListState {
  readonly name: ReadingListStateName;
  /** `create` until the list exists on the server; `edit` with its id after. */
  readonly mode: 'create' | 'edit';
  readonly listId: number | null;
  /** What was loaded (or last saved): the draft is dirty when it differs from this. */
  readonly saved: ReadingListDraft;
  readonly draft: ReadingListDraft;
  readonly search: PublicationSearch;
  /** The failure of the last save (state `error`). */
  readonly failure: ApiError | null;
  /** The state the modal opened with (`CLOSE` returns to it). */
  readonly opened: ReadingListOpening;
}

/** What the modal opened with: a new list, or an existing one. */
export type ReadingListOpening = { readonly mode: 'create'; readonly defaultName: string } | { readonly mode: 'edit'; readonly list: ReadingListLike };

export type ReadingListLike = Pick<ReadingList, 'id' | 'name'> & { publications: readonly ListPublication[] };

export type ReadingListEvent =
  | { type: 'RENAME'; name: string }
  | { type: 'ADD'; publication: ListPublication }
  | { type: 'REMOVE'; publicationId: number }
  | { type: 'SEARCH'; query: string }
  | { type: 'SEARCH_RESULTS'; query: string; results: readonly ListPublication[] }
  | { type: 'SEARCH_FAILED'; query: string; error: ApiError }
  | { type: 'SAVE' }
  | { type: 'SAVED'; list: ReadingListLike }
  | { type: 'FAILED'; error: ApiError }
  | { type: 'CLOSE' };

export const readingListEventTypes = [
  'RENAME',
  'ADD',
  'REMOVE',
  'SEARCH',
  'SEARCH_RESULTS',
  'SEARCH_FAILED',
  'SAVE',
  'SAVED',
  'FAILED',
  'CLOSE',
] as const satisfies readonly ReadingListEvent['type'][];

const idle: PublicationSearch = { name: 'idle' };

/** The state for a new list (name `defaultName`, T122 "My list") or for editing `list`. */
export function initialReadingListState(opening: ReadingListOpening): ReadingListState {
  const loaded: ReadingListDraft =
    opening.mode === 'create' ? { name: opening.defaultName, publications: [] } : { name: opening.list.name, publications: opening.list.publications };
  return {
    name: 'pristine',
    mode: opening.mode,
    listId: opening.mode === 'edit' ? opening.list.id : null,
    saved: loaded,
    draft: loaded,
    search: idle,
    failure: null,
    opened: opening,
  };
}

/** Whether two drafts say the same: the same name and the same publications in the same order. */
export function sameDraft(a: ReadingListDraft, b: ReadingListDraft): boolean {
  return a.name === b.name && a.publications.length === b.publications.length && a.publications.every((p, i) => p.id === b.publications[i]?.id);
}

export function isDirty(state: ReadingListState): boolean {
  return !sameDraft(state.draft, state.saved);
}

/** Save is enabled iff the draft is dirty, its name non-empty and it holds at least one publication (M46's guard). */
export function canSave(state: ReadingListState): boolean {
  if (state.name === 'saving') return false;
  return isDirty(state) && state.draft.name.trim() !== '' && state.draft.publications.length >= 1;
}

/** Whether the draft holds the publication. */
export function hasPublication(state: ReadingListState, publicationId: number): boolean {
  return state.draft.publications.some((p) => p.id === publicationId);
}

/** The body of the create / update call (E53/E54) for the draft. */
export function saveRequest(state: ReadingListState): { listId: number | null; body: { name: string; publications: number[] } } {
  return { listId: state.listId, body: { name: state.draft.name.trim(), publications: state.draft.publications.map((p) => p.id) } };
}

/** After an edit: pristine when the draft is back to what was saved, else dirty (a save under way is not disturbed). */
function edited(state: ReadingListState, draft: ReadingListDraft): ReadingListState {
  if (state.name === 'saving') return state;
  if (sameDraft(draft, state.draft)) return state;
  return { ...state, draft, name: sameDraft(draft, state.saved) ? 'pristine' : 'dirty', failure: null };
}

function searchAnswered(state: ReadingListState, query: string, next: PublicationSearch): ReadingListState {
  // Only the answer to the query the reader is waiting for.
  if (state.search.name !== 'searching' || state.search.query !== query) return state;
  return { ...state, search: next };
}

export function readingListTransition(state: ReadingListState, event: ReadingListEvent): ReadingListState {
  switch (event.type) {
    case 'RENAME':
      return edited(state, { ...state.draft, name: event.name });
    case 'ADD':
      if (hasPublication(state, event.publication.id)) return state;
      return edited(state, { ...state.draft, publications: [...state.draft.publications, event.publication] });
    case 'REMOVE':
      if (!hasPublication(state, event.publicationId)) return state;
      return edited(state, { ...state.draft, publications: state.draft.publications.filter((p) => p.id !== event.publicationId) });
    case 'SEARCH': {
      const query = event.query.trim();
      if (!query) return state.search.name === 'idle' ? state : { ...state, search: idle };
      // The same query again (a space typed after it): what is shown for it stands.
      if (state.search.name !== 'idle' && state.search.query === query) return state;
      return { ...state, search: { name: 'searching', query } };
    }
    case 'SEARCH_RESULTS':
      return searchAnswered(
        state,
        event.query,
        event.results.length === 0 ? { name: 'empty', query: event.query } : { name: 'results', query: event.query, results: event.results },
      );
    case 'SEARCH_FAILED':
      return searchAnswered(state, event.query, { name: 'failed', query: event.query, error: event.error });
    case 'SAVE':
      return canSave(state) ? { ...state, name: 'saving', failure: null } : state;
    case 'SAVED': {
      if (state.name !== 'saving') return state;
      const saved: ReadingListDraft = { name: event.list.name, publications: state.draft.publications };
      return { ...state, name: 'saved', mode: 'edit', listId: event.list.id, saved, draft: saved };
    }
    case 'FAILED':
      return state.name === 'saving' ? { ...state, name: 'error', failure: event.error } : state;
    case 'CLOSE':
      return initialReadingListState(state.opened);
    default:
      return event satisfies never;
  }
}

/** The toast of a finished save: T152 "{name} created" for a new list, T151 "{name} updated" for an edit. */
export function savedToastId(wasMode: 'create' | 'edit'): 'discover.readingList.toast.created' | 'discover.readingList.toast.updated' {
  return wasMode === 'create' ? 'discover.readingList.toast.created' : 'discover.readingList.toast.updated';
}

/** The machine's transition under the name every machine exports. */
export { readingListTransition as transition };
