/**
 * The featured-tag editor of a post page (M68 `featured-tag-editor`; spec 002: "The featured tag save button is
 * disabled until the tag changes"; admins, desktop only). Pure.
 *
 * ```
 * pristine ─SELECT(≠ saved)→ dirty ─SELECT(= saved)→ pristine
 * dirty ─SAVE→ saving ─SUCCEEDED(tag)→ saved(tag) ─SELECT(≠ tag)→ dirty
 *                     ─FAILED(message)→ failed (the choice kept, Save enabled again; the hook alerts the message)
 * failed ─SELECT→ dirty | pristine;  failed ─SAVE→ saving
 * ```
 *
 * `saved` shows "Saved" and, like `pristine`, keeps Save disabled. While `saving`, SELECT and SAVE are ignored.
 * `SYNC(tag)` (the post was refetched) moves `pristine`/`saved` to the server's tag and is ignored otherwise.
 */

export type FeaturedTagId = number | null;

export type FeaturedTagState =
  | { status: 'pristine'; saved: FeaturedTagId }
  | { status: 'dirty'; saved: FeaturedTagId; selected: FeaturedTagId }
  | { status: 'saving'; saved: FeaturedTagId; selected: FeaturedTagId }
  | { status: 'saved'; saved: FeaturedTagId }
  | { status: 'failed'; saved: FeaturedTagId; selected: FeaturedTagId; message: string };

export type FeaturedTagEvent =
  | { type: 'SELECT'; tagId: FeaturedTagId }
  | { type: 'SAVE' }
  | { type: 'SUCCEEDED'; tagId: FeaturedTagId }
  | { type: 'FAILED'; message: string }
  | { type: 'SYNC'; tagId: FeaturedTagId };

export const featuredTagStateNames = ['pristine', 'dirty', 'saving', 'saved', 'failed'] as const;

export function init(savedTagId: FeaturedTagId): FeaturedTagState {
  return { status: 'pristine', saved: savedTagId };
}

/** The tag the select shows. */
export function selectedTag(state: FeaturedTagState): FeaturedTagId {
  return state.status === 'pristine' || state.status === 'saved' ? state.saved : state.selected;
}

/** Save is enabled only when the choice differs from the saved tag and nothing is in flight. */
export function canSave(state: FeaturedTagState): boolean {
  return state.status === 'dirty' || state.status === 'failed';
}

function select(saved: FeaturedTagId, tagId: FeaturedTagId): FeaturedTagState {
  return tagId === saved ? { status: 'pristine', saved } : { status: 'dirty', saved, selected: tagId };
}

export function transition(state: FeaturedTagState, event: FeaturedTagEvent): FeaturedTagState {
  switch (event.type) {
    case 'SELECT':
      return state.status === 'saving' ? state : select(state.saved, event.tagId);
    case 'SAVE':
      return state.status === 'dirty' || state.status === 'failed' ? { status: 'saving', saved: state.saved, selected: state.selected } : state;
    case 'SUCCEEDED':
      return state.status === 'saving' ? { status: 'saved', saved: event.tagId } : state;
    case 'FAILED':
      return state.status === 'saving' ? { status: 'failed', saved: state.saved, selected: state.selected, message: event.message } : state;
    case 'SYNC':
      return state.status === 'pristine' || state.status === 'saved' ? { ...state, saved: event.tagId } : state;
    default:
      event satisfies never;
      return state;
  }
}
