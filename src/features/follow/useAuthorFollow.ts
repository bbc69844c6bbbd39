/**
 * The author-follow data hook (M20): the reader's subscription to the publication (E14, the kit's read: the same
 * cache entry the account settings read) says whether they follow the author's section; a toggle saves the section's
 * e-mail setting at once (E15, optimistic through the kit, reverted with its text on failure; the write updates every
 * read of E14 and of the newsletters, so the newsletters panel on the same page agrees) and toasts T057/T058. A reader who is not subscribed is sent to the subscribe page with a
 * return address carrying `follow=true`; arriving with it, a subscribed reader follows by itself.
 */
import { useCallback, useEffect, useRef } from 'react';
import { getSubscription, updateSectionEmailSettings } from '../../api/endpoints/account';
import { useRead } from '../../kit/read';
import { paths } from '../../kit/routes';
import { sectionEmailSettingsWritten } from '../../kit/sharedReads';
import { useMachine } from '../../kit/useMachine';
import { useOptimisticWrite } from '../../kit/useOptimisticWrite';
import { useLocation, useNavigation, useViewer } from '../../platform/context';
import { useToast } from '../../ui/Toast';
import {
  type FollowEvent,
  type FollowSetting,
  type FollowState,
  followFailure,
  followRequest,
  followToastId,
  initialFollowState,
  isAutoFollow,
  transition,
} from './authorFollow.machine';
import { useT } from './i18n';

export interface UseAuthorFollowOptions {
  /** The author's primary section (whose e-mails "Get Notified" turns on). */
  sectionId: number;
  /** The author's publication (E14/E15 `publication_id`); the current one when omitted. */
  publicationId?: number | undefined;
  /** Named in the failure texts. */
  authorName: string;
  /** The address carried `follow=true`: follow on arrival (a subscribed, signed-in reader). */
  arriving: boolean;
}

/** The address with `follow` set (`true`) or removed. */
function withFollow(pathname: string, search: string, on: boolean): string {
  const query = new URLSearchParams(search);
  if (on) query.set('follow', 'true');
  else query.delete('follow');
  const text = query.toString();
  return `${pathname}${text ? `?${text}` : ''}`;
}

export function useAuthorFollow({ sectionId, publicationId, authorName, arriving }: UseAuthorFollowOptions) {
  const t = useT();
  const toast = useToast();
  const viewer = useViewer();
  const navigation = useNavigation();
  const location = useLocation();
  const signedIn = viewer.role !== 'anonymous';
  const [state, send] = useMachine(transition, () => initialFollowState(arriving));

  const subscription = useRead(getSubscription, signedIn ? { query: { publication_id: publicationId } } : null);

  const write = useOptimisticWrite({
    mutationFn: (setting: FollowSetting, client) => client.call(updateSectionEmailSettings, { body: { [String(sectionId)]: { setting } } }),
    reads: (_result, setting) => sectionEmailSettingsWritten({ [String(sectionId)]: { setting } }),
    onSucceeded: (_result, setting) => {
      send({ type: 'SUCCEEDED' });
      toast.show({ message: t(followToastId(setting)) });
    },
    onFailed: (failure) => {
      const messageId = followFailure(send({ type: 'FAILED', error: failure }));
      return messageId ? t(messageId, { author: authorName }) : null;
    },
    onDismissed: () => void send({ type: 'DISMISS_FAILURE' }),
  });

  // The state a request (or the trip to the subscribe page) was made for: a repeated event that leaves the state as it
  // is does nothing again.
  const sentFor = useRef<FollowState | null>(null);
  const sendWrite = write.send;
  const locationRef = useRef(location);
  locationRef.current = location;
  const dispatch = useCallback(
    (event: FollowEvent) => {
      const next = send(event);
      const setting = followRequest(next);
      if (setting && sentFor.current !== next) {
        sentFor.current = next;
        // The arrival's follow is done once asked for: a reload of the page must not ask again.
        if (isAutoFollow(next)) navigation.replace(withFollow(locationRef.current.pathname, locationRef.current.search, false));
        void sendWrite(setting);
      }
      if (next.name === 'redirecting' && sentFor.current !== next) {
        sentFor.current = next;
        const back = withFollow(locationRef.current.pathname, locationRef.current.search, true);
        navigation.navigate(paths.subscribe({ next: back }));
      }
    },
    [send, sendWrite, navigation],
  );

  const data = subscription.data;
  useEffect(() => {
    if (!signedIn) dispatch({ type: 'LOADED', subscribed: false, setting: null });
    else if (data) dispatch({ type: 'LOADED', subscribed: data.is_free_subscribed, setting: data.email_settings[String(sectionId)] ?? null });
  }, [signedIn, data, sectionId, dispatch]);

  useEffect(() => {
    if (arriving) dispatch({ type: 'ARRIVE' });
  }, [arriving, dispatch]);

  const toggle = useCallback(() => dispatch({ type: 'TOGGLE' }), [dispatch]);
  return { state, toggle, loadFailed: subscription.isError };
}
