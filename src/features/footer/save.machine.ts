/**
 * Saving a post to the reader's saved list (M17; spec 001 §4 Save, 000, 002). Pure: the kit's optimistic toggle
 * (`kit/optimisticToggle.ts`) over `is_saved`.
 *
 * ```
 * unsaved ─TOGGLE→ pending(save)   ─SUCCEEDED→ saved   ─FAILED→ unsaved (+ failure)
 * saved   ─TOGGLE→ pending(unsave) ─SUCCEEDED→ unsaved ─FAILED→ saved   (+ failure)
 * ```
 *
 * Guard: a signed-out reader's machine is built with the `signIn` refusal, so a toggle makes no call and sets that
 * failure (the footer asks them to sign in). A 401 from the server does the same. Other failures are not specified
 * (M17 "Failure n/s"): we follow the inventory's proposal, revert and show a toast (`footer.save.error`).
 *
 * Success toasts (chosen by `saveSucceededToast`): "Post saved" (T052) with a "View" (T053) link to the saved
 * list, "Post unsaved" (T054).
 */
import type { ApiError } from '../../api/errors';
import { optimisticToggle, type ToggleEvent, type ToggleState } from '../../kit/optimisticToggle';

export type SaveFailure = { kind: 'signIn' } | { kind: 'toast' };

/** `server`: `is_saved` as the server has it; `refusal` (a signed-out reader): every toggle asks them to sign in. */
export type SaveState = ToggleState<'saved', 'unsaved', boolean, SaveFailure>;

/** `SYNC` carries the post's fresh `is_saved` (a refetch). */
export type SaveEvent = ToggleEvent<boolean>;

export const saveStateNames = ['unsaved', 'saved', 'pending'] as const;
export const saveEventTypes = ['TOGGLE', 'SUCCEEDED', 'FAILED', 'SYNC', 'DISMISS_FAILURE'] as const satisfies readonly SaveEvent['type'][];

/** 401 → sign in; anything else → the toast. */
export function saveFailureOf(error: ApiError): SaveFailure {
  return error.isUnauthorized ? { kind: 'signIn' } : { kind: 'toast' };
}

const toggle = /* @__PURE__ */ optimisticToggle<'saved', 'unsaved', boolean, SaveFailure>({
  on: 'saved',
  off: 'unsaved',
  isOn: (saved) => saved,
  apply: (_saved, on) => on,
  failureOf: saveFailureOf,
});

/** The machine for a post's `is_saved`; a signed-out reader's machine refuses every toggle with `signIn`. */
export function initialSaveState(saved: boolean, signedIn: boolean): SaveState {
  return toggle.initial(saved, true, signedIn ? null : { kind: 'signIn' });
}

export const transition: (state: SaveState, event: SaveEvent) => SaveState = toggle.transition;

/** The machine's transition under the name the package exports. */
export const saveTransition = transition;

/** Whether the post shows as saved (optimistic while pending). */
export const shownSaved: (state: SaveState) => boolean = toggle.shown;

/** The call a pending state needs: E32 `save` or E33 `unsave`. */
export function saveRequest(state: SaveState): 'save' | 'unsave' | null {
  const target = toggle.request(state);
  return target === null ? null : target ? 'save' : 'unsave';
}

export const saveFailure: (state: SaveState) => SaveFailure | null = toggle.failure;

/**
 * THE text for a failed save, everywhere a post is saved (the footer's toast, the post page's `?action=save`): the
 * spec names none (M17 "n/s"), so the product says it one way.
 */
export const SAVE_FAILED_MESSAGE_ID = 'footer.save.error' as const;

/** The toast after a successful call: T052 (+ T053 "View") after saving, T054 after unsaving. */
export function saveSucceededToast(saved: boolean): { id: 'footer.toast.saved'; view: true } | { id: 'footer.toast.unsaved'; view: false } {
  return saved ? { id: 'footer.toast.saved', view: true } : { id: 'footer.toast.unsaved', view: false };
}
