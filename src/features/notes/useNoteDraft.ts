/**
 * Keeps the composer's draft in the platform's storage, so a reload or a later visit finds it: read back when the
 * composer's key is first used (`RESTORE`, which never overwrites text typed since), written a moment after each
 * change (at once when the key changes, the composer unmounts or the page is hidden), removed when the draft is empty.
 * The platform's storage never throws (a refused write is kept in memory for the page's life).
 */
import { useEffect, useRef } from 'react';
import type { Send } from '../../kit/useMachine';
import { useStorage } from '../../platform/context';
import { decodeDraft, encodeDraft } from './noteDraft';
import { isDraftEmpty, type NoteComposerEvent, type NoteComposerState, type NoteDraft } from './noteComposer.machine';

/** How long after the last keystroke the draft is written (a 5,000-character note is not serialised per key). */
export const DRAFT_WRITE_DELAY_MS = 400;

export function useNoteDraft(key: string, draft: NoteDraft, send: Send<NoteComposerEvent, NoteComposerState>): void {
  const storage = useStorage();
  useEffect(() => {
    send({ type: 'RESTORE', draft: decodeDraft(storage.get(key)) });
  }, [key, storage, send]);

  const pending = useRef<(() => void) | null>(null);
  useEffect(() => {
    const write = () => {
      pending.current = null;
      if (isDraftEmpty(draft)) storage.remove(key);
      else storage.set(key, encodeDraft(draft));
    };
    pending.current = write;
    const timer = setTimeout(write, DRAFT_WRITE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      // A change of key or an unmount writes what was pending now: nothing typed is left unwritten.
      pending.current?.();
    };
  }, [key, draft, storage]);

  useEffect(() => {
    const flush = () => pending.current?.();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flush);
    };
  }, []);
}
