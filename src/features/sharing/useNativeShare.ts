/**
 * The Web Share API (M15, C06): share through the device's own share sheet. Failures are tracked through the
 * platform analytics (`share_native_failed`); an `AbortError` (the reader closed the sheet) is ignored.
 */
import { useCallback, useRef } from 'react';
import { useMachine } from '../../kit/useMachine';
import { useAnalytics } from '../../platform/context';
import { initialNativeShareState, NATIVE_SHARE_FAILED_EVENT, type NativeShareState, nativeShareOutcome, transition } from './nativeShare.machine';
import { settle } from './settle';

/** What `navigator.share` takes. */
export interface NativeShareData {
  title?: string;
  text?: string;
  url?: string;
}

/** `navigator.share`, or a stand-in (tests, stories, a host's webview bridge). */
export type NativeShareFunction = (data: NativeShareData) => Promise<void>;

export interface UseNativeShareOptions {
  /** The share function. Default: `navigator.share` when the browser has it. `null`: not available. */
  share?: NativeShareFunction | null | undefined;
  /** Extra properties of the analytics event on failure (e.g. `{ kind: 'post' }`). */
  trackingProperties?: Record<string, unknown> | undefined;
}

export interface NativeShareController {
  /** The browser (or the injected function) can share: show the "Share via…" button only then. */
  supported: boolean;
  state: NativeShareState;
  share(data: NativeShareData): Promise<void>;
  reset(): void;
}

function defaultShare(): NativeShareFunction | null {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return null;
  return (data) => navigator.share(data);
}

/** `navigator.share` rejects with a `DOMException`; anything else it throws (a `TypeError` for bad data) becomes one. */
function asDomException(caught: unknown): DOMException {
  if (caught instanceof DOMException) return caught;
  if (caught instanceof Error) return new DOMException(caught.message, caught.name);
  return new DOMException(String(caught));
}

export function useNativeShare(options: UseNativeShareOptions = {}): NativeShareController {
  const analytics = useAnalytics();
  const [state, dispatch] = useMachine(transition, initialNativeShareState);
  const shareFn = options.share === undefined ? defaultShare() : options.share;
  const busy = useRef(false);
  const props = options.trackingProperties;

  const share = useCallback(
    async (data: NativeShareData) => {
      if (!shareFn || busy.current) return;
      busy.current = true;
      dispatch({ type: 'SHARE' });
      const outcome = await settle(() => shareFn(data));
      busy.current = false;
      if (outcome.ok) {
        dispatch({ type: 'SUCCEEDED' });
        return;
      }
      const error = asDomException(outcome.error);
      dispatch({ type: 'FAILED', error });
      if (nativeShareOutcome(error) === 'failed') {
        analytics.track(NATIVE_SHARE_FAILED_EVENT, { ...props, error_name: error.name || 'Error', error_message: error.message });
      }
    },
    [shareFn, analytics, props, dispatch],
  );

  const reset = useCallback(() => void dispatch({ type: 'RESET' }), [dispatch]);
  return { supported: shareFn !== null, state, share, reset };
}
