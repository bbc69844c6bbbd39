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
  | { name: 'pristine'; saved: FeaturedTagId }
  | { name: 'dirty'; saved: FeaturedTagId; selected: FeaturedTagId }
  | { name: 'saving'; saved: FeaturedTagId; selected: FeaturedTagId }
  | { name: 'saved'; saved: FeaturedTagId }
  | { name: 'failed'; saved: FeaturedTagId; selected: FeaturedTagId; message: string };

export type FeaturedTagEvent =
  | { type: 'SELECT'; tagId: FeaturedTagId }
  | { type: 'SAVE' }
  | { type: 'SUCCEEDED'; tagId: FeaturedTagId }
  | { type: 'FAILED'; message: string }
  | { type: 'SYNC'; tagId: FeaturedTagId };

export const featuredTagStateNames = ['pristine', 'dirty', 'saving', 'saved', 'failed'] as const;

export function init(savedTagId: FeaturedTagId): FeaturedTagState {
  return { name: 'pristine', saved: savedTagId };
}

/** The tag the select shows. */
export function selectedTag(state: FeaturedTagState): FeaturedTagId {
  return state.name === 'pristine' || state.name === 'saved' ? state.saved : state.selected;
}

/** Save is enabled only when the choice differs from the saved tag and nothing is in flight. */
export function canSave(state: FeaturedTagState): boolean {
  return state.name === 'dirty' || state.name === 'failed';
}

function select(saved: FeaturedTagId, tagId: FeaturedTagId): FeaturedTagState {
  return tagId === saved ? { name: 'pristine', saved } : { name: 'dirty', saved, selected: tagId };
}

export function transition(state: FeaturedTagState, event: FeaturedTagEvent): FeaturedTagState {
  switch (event.type) {
    case 'SELECT':
      return state.name === 'saving' ? state : select(state.saved, event.tagId);
    case 'SAVE':
      return state.name === 'dirty' || state.name === 'failed' ? { name: 'saving', saved: state.saved, selected: state.selected } : state;
    case 'SUCCEEDED':
      return state.name === 'saving' ? { name: 'saved', saved: event.tagId } : state;
    case 'FAILED':
      return state.name === 'saving' ? { name: 'failed', saved: state.saved, selected: state.selected, message: event.message } : state;
    case 'SYNC':
      return state.name === 'pristine' || state.name === 'saved' ? { ...state, saved: event.tagId } : state;
    default:
      event satisfies never;
      return state;
  }
}
