/**
 * Copy a link with a 3-second "Copied" confirmation (M14) on the platform clock. The footer, comments and the
 * share dialog share it.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useMachine } from '../../kit/useMachine';
import { useClock } from '../../platform/context';
import { type CopyLinkState, initialCopyLinkState, transition } from './copyLink.machine';
import { settle } from './settle';

/** The part of the Clipboard API used (inject one in tests and stories). */
export interface ClipboardLike {
  writeText(text: string): Promise<void>;
}

export interface UseCopyLinkOptions {
  /**
   * The clipboard to write to. Default: `navigator.clipboard`. `null` means there is none (the copy fails with
   * the failure message).
   */
  clipboard?: ClipboardLike | null | undefined;
}

export interface CopyLinkController {
  /** The machine's state (`idle`, `copying`, `copied`, `failed`). */
  state: CopyLinkState;
  /** True while the confirmation shows (3 s after a successful copy). */
  copied: boolean;
  /** True after the clipboard refused; cleared by the next copy or `reset`. */
  failed: boolean;
  /** Copies `text`; resolves `true` when it reached the clipboard. */
  copy(text: string): Promise<boolean>;
  /** Back to idle (hides a confirmation or a failure). */
  reset(): void;
}

function defaultClipboard(): ClipboardLike | null {
  return typeof navigator !== 'undefined' && navigator.clipboard ? navigator.clipboard : null;
}

/**
 * Copy + confirmation. `copy(text)` writes to the clipboard; on success `copied` is true for 3 s (K027) of the
 * platform clock, on failure `failed` is true until the next copy.
 *
 * ```tsx
 * const link = useCopyLink();
 * <Button onClick={() => link.copy(url)}>{link.copied ? 'Copied!' : 'Copy link'}</Button>
 * ```
 */
export function useCopyLink(options: UseCopyLinkOptions = {}): CopyLinkController {
  const clock = useClock();
  const [state, dispatch] = useMachine(transition, initialCopyLinkState);
  const injected = options.clipboard;
  const clipboardRef = useRef<ClipboardLike | null | undefined>(injected);
  clipboardRef.current = injected;
  const busy = useRef(false);

  const copy = useCallback(
    async (text: string) => {
      if (busy.current) return false;
      busy.current = true;
      dispatch({ type: 'COPY', text, at: clock.now().getTime() });
      const clipboard = clipboardRef.current === undefined ? defaultClipboard() : clipboardRef.current;
      const outcome = await settle(async () => {
        if (!clipboard) throw new Error('The clipboard is not available');
        await clipboard.writeText(text);
      });
      busy.current = false;
      if (outcome.ok) dispatch({ type: 'SUCCEEDED' });
      else dispatch({ type: 'FAILED', reason: outcome.error instanceof Error ? outcome.error.message : String(outcome.error) });
      return outcome.ok;
    },
    [clock, dispatch],
  );

  const reset = useCallback(() => void dispatch({ type: 'RESET' }), [dispatch]);

  const until = state.name === 'copied' ? state.until : null;
  useEffect(() => {
    if (until === null) return;
    const id = clock.setTimeout(() => dispatch({ type: 'TIMEOUT', now: clock.now().getTime() }), Math.max(0, until - clock.now().getTime()));
    return () => clock.clearTimeout(id);
  }, [until, clock, dispatch]);

  return { state, copied: state.name === 'copied', failed: state.name === 'failed', copy, reset };
}
