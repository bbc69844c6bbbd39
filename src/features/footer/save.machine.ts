/**
 * Saving a post to the reader's saved list (M17; spec 001 §4 Save, 000, 002). Pure.
 *
 * ```
 * unsaved ─TOGGLE→ pending(save)   ─SUCCEEDED→ saved   ─FAILED→ unsaved (+ failure)
 * saved   ─TOGGLE→ pending(unsave) ─SUCCEEDED→ unsaved ─FAILED→ saved   (+ failure)
 * ```
 *
 * Guard: a signed-out reader's toggle makes no call; it sets the `signIn` failure (the footer asks them to sign
 * in). A 401 from the server does the same. Other failures are not specified (M17 "Failure n/s"): we follow the
 * inventory's proposal, revert and show a toast (`footer.save.error`).
 *
 * Success toasts (chosen by `saveSucceededToast`): "Post saved" (T052) with a "View" (T053) link to the saved
 * list, "Post unsaved" (T054).
 */
import type { ApiError } from '../../api/errors';

export type SaveFailure = { kind: 'signIn' } | { kind: 'toast' };

interface Base {
  /** `is_saved` as the server has it. */
  readonly saved: boolean;
  /** `false` for a signed-out reader: toggling asks them to sign in. */
  readonly signedIn: boolean;
}

export type SaveState =
  | (Base & { name: 'unsaved'; failure: SaveFailure | null })
  | (Base & { name: 'saved'; failure: SaveFailure | null })
  | (Base & { name: 'pending'; target: boolean });

export type SaveEvent =
  | { type: 'TOGGLE' }
  | { type: 'SUCCEEDED' }
  | { type: 'FAILED'; error: ApiError }
  | { type: 'SYNC'; saved: boolean }
  | { type: 'DISMISS_FAILURE' };

export const saveStateNames = ['unsaved', 'saved', 'pending'] as const;
export const saveEventTypes = ['TOGGLE', 'SUCCEEDED', 'FAILED', 'SYNC', 'DISMISS_FAILURE'] as const satisfies readonly SaveEvent['type'][];

function resting(saved: boolean, signedIn: boolean, failure: SaveFailure | null = null): SaveState {
  return saved ? { name: 'saved', saved, signedIn, failure } : { name: 'unsaved', saved, signedIn, failure };
}

export function initialSaveState(saved: boolean, signedIn: boolean): SaveState {
  return resting(saved, signedIn);
}

export function transition(state: SaveState, event: SaveEvent): SaveState {
  switch (state.name) {
    case 'unsaved':
    case 'saved':
      switch (event.type) {
        case 'TOGGLE':
          if (!state.signedIn) return { ...state, failure: { kind: 'signIn' } };
          return { name: 'pending', target: !state.saved, saved: state.saved, signedIn: state.signedIn };
        case 'SYNC':
          return resting(event.saved, state.signedIn, state.failure);
        case 'DISMISS_FAILURE':
          return state.failure === null ? state : { ...state, failure: null };
        case 'SUCCEEDED':
        case 'FAILED':
          return state;
        default:
          return event satisfies never;
      }
    case 'pending':
      switch (event.type) {
        case 'SUCCEEDED':
          return resting(state.target, state.signedIn);
        case 'FAILED':
          return resting(state.saved, state.signedIn, event.error.isUnauthorized ? { kind: 'signIn' } : { kind: 'toast' });
        case 'SYNC':
          return { ...state, saved: event.saved };
        case 'TOGGLE':
        case 'DISMISS_FAILURE':
          return state;
        default:
          return event satisfies never;
      }
    default:
      return state satisfies never;
  }
}

/** The machine's transition under the name the package exports. */
export const saveTransition = transition;

/** Whether the post shows as saved (optimistic while pending). */
export function shownSaved(state: SaveState): boolean {
  return state.name === 'pending' ? state.target : state.saved;
}

/** The call a pending state needs: E32 `save` or E33 `unsave`. */
export function saveRequest(state: SaveState): 'save' | 'unsave' | null {
  return state.name === 'pending' ? (state.target ? 'save' : 'unsave') : null;
}

export function saveFailure(state: SaveState): SaveFailure | null {
  return state.name === 'pending' ? null : state.failure;
}

/**
 * THE text for a failed save, everywhere a post is saved (the footer's toast, the post page's `?action=save`): the
 * spec names none (M17 "n/s"), so the product says it one way.
 */
export const SAVE_FAILED_MESSAGE_ID = 'footer.save.error' as const;

/** The toast after a successful call: T052 (+ T053 "View") after saving, T054 after unsaving. */
export function saveSucceededToast(saved: boolean): { id: 'footer.toast.saved'; view: true } | { id: 'footer.toast.unsaved'; view: false } {
  return saved ? { id: 'footer.toast.saved', view: true } : { id: 'footer.toast.unsaved', view: false };
}
