/**
 * Native share (M15, spec 000 "Native share failure is tracked; an abort is ignored"; C06 Web Share API). Pure:
 * the hook calls `navigator.share` and reports the outcome.
 *
 * ```
 * idle | done | failed ─SHARE→ sharing ─SUCCEEDED→ done
 *                                       ─FAILED(AbortError)→ idle     (the reader closed the sheet: ignored)
 *                                       ─FAILED(other)→ failed         (tracked through analytics)
 * ```
 *
 * `navigator.share` rejects with a `DOMException` (`AbortError`, `NotAllowedError`, `DataError`…); the hook turns
 * anything else it throws into one, so the machine reads one error type.
 *
 * One share at a time: `SHARE` while sharing is ignored, as are outcomes outside `sharing`. `RESET` returns to
 * idle (the dialog closed).
 */

export const nativeShareStateNames = ['idle', 'sharing', 'done', 'failed'] as const;
export type NativeShareStateName = (typeof nativeShareStateNames)[number];

export type NativeShareState =
  | { readonly name: 'idle' }
  | { readonly name: 'sharing' }
  | { readonly name: 'done' }
  | { readonly name: 'failed'; readonly errorName: string; readonly reason: string };

export const nativeShareEventTypes = ['SHARE', 'SUCCEEDED', 'FAILED', 'RESET'] as const;

export type NativeShareEvent =
  | { readonly type: 'SHARE' }
  | { readonly type: 'SUCCEEDED' }
  | { readonly type: 'FAILED'; readonly error: DOMException }
  | { readonly type: 'RESET' };

export const initialNativeShareState: NativeShareState = { name: 'idle' };

/** What a rejected `navigator.share` means: the reader cancelled (`AbortError`, ignored) or it failed (tracked). */
export function nativeShareOutcome(error: Pick<DOMException, 'name'> | null | undefined): 'aborted' | 'failed' {
  return error?.name === 'AbortError' ? 'aborted' : 'failed';
}

export function transition(state: NativeShareState, event: NativeShareEvent): NativeShareState {
  switch (event.type) {
    case 'SHARE':
      return state.name === 'sharing' ? state : { name: 'sharing' };
    case 'SUCCEEDED':
      return state.name === 'sharing' ? { name: 'done' } : state;
    case 'FAILED':
      if (state.name !== 'sharing') return state;
      return nativeShareOutcome(event.error) === 'aborted'
        ? initialNativeShareState
        : { name: 'failed', errorName: event.error.name || 'Error', reason: event.error.message };
    case 'RESET':
      return state.name === 'idle' ? state : initialNativeShareState;
    default:
      event satisfies never;
      return state;
  }
}

/** The transition under the name the package exports. */
export const nativeShareTransition = transition;

/** The analytics event of a failed native share (M15: "failure → tracked"). */
export const NATIVE_SHARE_FAILED_EVENT = 'share_native_failed';
