/**
 * The restack nudge's data hook for a list of restackable cards (the feed's notes, comments and posts): reads whether
 * the reader has ever restacked (E44, cached forever: the footer's stored `has_restacked` flag, else the server's
 * answer), runs the nudge's pure machine, and after the first restack opens the footer's `RestackNudgeModal` with the
 * item's variant. "View now" goes where the reader's restacks show (their profile, else their notes).
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { getHasRestacked } from '../../api/endpoints/feed';
import { useRead } from '../../kit/read';
import { paths } from '../../kit/routes';
import { useMachine } from '../../kit/useMachine';
import { useNavigation, useStorage, useViewer } from '../../platform/context';
import { currentOpener } from '../../ui/focusReturn';
import { HAS_RESTACKED_STORAGE_KEY, type RestackSubject } from '../footer';
import { initialRestackNudgeState, needsHasRestacked, nudgeSubject, transition } from './restackNudge.machine';

export interface RestackNudgeController {
  /** The variant the nudge shows, or `null` while closed. */
  subject: RestackSubject | null;
  /** Tell it a restack of `subject` went through (the first one ever opens the nudge). */
  restacked: (subject: RestackSubject) => void;
  /** "View now": closes it and goes to the reader's restacks. */
  viewNow: () => void;
  /** "OK", Escape or the close button. */
  close: () => void;
  /** Where focus goes when it closes: what had focus when the restack went through (the card's Restack button). */
  returnFocus: () => HTMLElement | null;
}

export function useRestackNudge(): RestackNudgeController {
  const storage = useStorage();
  const viewer = useViewer();
  const navigation = useNavigation();
  const [state, send] = useMachine(transition, () =>
    storage.get(HAS_RESTACKED_STORAGE_KEY) === 'true' ? transition(initialRestackNudgeState, { type: 'KNOWN', hasRestacked: true }) : initialRestackNudgeState,
  );
  const hasRestacked = useRead(
    getHasRestacked,
    {},
    {
      enabled: viewer.role !== 'anonymous' && needsHasRestacked(state),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
      retry: false,
    },
  );
  useEffect(() => {
    const known = hasRestacked.data?.hasRestacked;
    if (known === undefined) return;
    if (known) storage.set(HAS_RESTACKED_STORAGE_KEY, 'true');
    send({ type: 'KNOWN', hasRestacked: known });
  }, [hasRestacked.data, storage, send]);

  const viewPath = viewer.user?.handle ? paths.profile(viewer.user.handle) : paths.notes();
  const opener = useRef<HTMLElement | null>(null);
  const restacked = useCallback(
    (subject: RestackSubject) => {
      storage.set(HAS_RESTACKED_STORAGE_KEY, 'true');
      // The answer comes after the press: the nudge opens later than its Restack button took focus.
      if (send({ type: 'RESTACKED', subject }).name === 'open') opener.current = currentOpener();
    },
    [storage, send],
  );
  const returnFocus = useCallback(() => opener.current, []);
  const close = useCallback(() => void send({ type: 'CLOSED' }), [send]);
  const viewNow = useCallback(() => {
    send({ type: 'CLOSED' });
    navigation.navigate(viewPath);
  }, [send, navigation, viewPath]);
  const subject = nudgeSubject(state);
  return useMemo(() => ({ subject, restacked, viewNow, close, returnFocus }), [subject, restacked, viewNow, close, returnFocus]);
}
