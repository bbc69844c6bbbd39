/**
 * The friend-connect card's dismissal (M49): the machine on the platform clock, its end kept in the platform storage
 * (`social.friendConnect.dismissedUntil`; a storage that throws is guarded by the platform: the dismissal then holds
 * for the page's life), and a timer on the platform clock that shows the card again when the 7 days are over.
 */
import { useCallback, useEffect } from 'react';
import { useMachine } from '../../kit/useMachine';
import { useClock, useStorage } from '../../platform/context';
import { initialState, parseDismissedUntil, transition } from './friendConnect.machine';

export const FRIEND_CONNECT_STORAGE_KEY = 'social.friendConnect.dismissedUntil';

function readStored(storage: ReturnType<typeof useStorage>): string | null {
  try {
    return storage.get(FRIEND_CONNECT_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function useFriendConnect() {
  const clock = useClock();
  const storage = useStorage();
  // The first render shows the card (a server render knows no storage); the stored dismissal is read in an effect.
  const [state, send] = useMachine(transition, () => initialState(null, clock.now().getTime()));

  useEffect(() => {
    send({ type: 'RESTORE', until: parseDismissedUntil(readStored(storage)), now: clock.now().getTime() });
  }, [storage, clock, send]);

  const until = state.name === 'dismissed' ? state.until : null;
  useEffect(() => {
    if (until === null) return;
    const id = clock.setTimeout(() => send({ type: 'TICK', now: clock.now().getTime() }), Math.max(0, until - clock.now().getTime()));
    return () => clock.clearTimeout(id);
  }, [clock, until, send]);

  const dismiss = useCallback(() => {
    const next = send({ type: 'DISMISS', now: clock.now().getTime() });
    if (next.name !== 'dismissed') return;
    try {
      storage.set(FRIEND_CONNECT_STORAGE_KEY, String(next.until), { maxAgeDays: 7 });
    } catch {
      // The platform's storage is guarded; an unguarded host adapter that throws leaves the dismissal for this page only.
    }
  }, [send, clock, storage]);

  return { state, dismiss };
}
