/**
 * The restack nudge's data hook for a list of restackable cards (the feed's notes, comments and posts): whether the
 * reader has ever restacked comes from the footer's `useHasRestacked` (E44, cached forever in the stored
 * `has_restacked` flag, else the server's answer); it runs the nudge's pure machine, and after the first restack opens the footer's `RestackNudgeModal` with the
 * item's variant. "View now" goes where the reader's restacks show (their profile, else their notes).
 */
import { useCallback, useMemo, useRef } from 'react';
import { paths } from '../../kit/routes';
import { useMachine } from '../../kit/useMachine';
import { useNavigation, useViewer } from '../../platform/context';
import { currentOpener } from '../../ui/focusReturn';
import { type RestackSubject, useHasRestacked } from '../footer';
import { initialRestackNudgeState, nudgeSubject, transition } from './restackNudge.machine';

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
  const viewer = useViewer();
  const navigation = useNavigation();
  const hasRestacked = useHasRestacked({ wanted: true, onKnown: (known) => void send({ type: 'KNOWN', hasRestacked: known }) });
  const [state, send] = useMachine(transition, () =>
    hasRestacked.stored ? transition(initialRestackNudgeState, { type: 'KNOWN', hasRestacked: true }) : initialRestackNudgeState,
  );

  const viewPath = viewer.user?.handle ? paths.profile(viewer.user.handle) : paths.notes();
  const opener = useRef<HTMLElement | null>(null);
  const { remember } = hasRestacked;
  const restacked = useCallback(
    (subject: RestackSubject) => {
      remember();
      // The answer comes after the press: the nudge opens later than its Restack button took focus.
      if (send({ type: 'RESTACKED', subject }).name === 'open') opener.current = currentOpener();
    },
    [remember, send],
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
