/**
 * The events hub's data hooks. `useEventsHub` reads the publication's sections with the reader's choices (P19, the
 * kit's read: the same cache entry the newsletters page reads). `useSectionSubscribe` runs one section's subscribe
 * control: the author follow's machine (M20, from the follow area's index) over the section's e-mail setting, saved
 * with E15 through the kit's optimistic write (its reads updated for every screen: the newsletters list, the
 * subscription), a toast naming the section; a reader who is not subscribed (or is signed out) goes to the subscribe
 * page and comes back to the hub.
 */
import { useCallback, useEffect, useRef } from 'react';
import { updateSectionEmailSettings } from '../../api/endpoints/account';
import { commonFailureId } from '../../kit/failure';
import { loadStatus, useReadOf } from '../../kit/read';
import { paths } from '../../kit/routes';
import { sectionEmailSettingsWritten } from '../../kit/sharedReads';
import { useMachine } from '../../kit/useMachine';
import { useOptimisticWrite } from '../../kit/useOptimisticWrite';
import { useLocation, useNavigation, usePublication } from '../../platform/context';
import { useToast } from '../../ui/Toast';
import { authorFollowTransition, type FollowEvent, type FollowSetting, type FollowState, followRequest, initialFollowState } from '../follow';
import { type HubSection, hubSections, type SectionControlState, sectionControlState, sectionFailure, sectionSubscribed } from './eventsHub';
import { useT } from './i18n';
import { sectionsRead } from './reads';

/** The hub's sections part: loading, the sections with whether the reader is subscribed to the publication, or a failed load. */
export type EventsHubSections =
  | { name: 'loading' }
  | { name: 'error'; message: string }
  | { name: 'ready'; sections: readonly HubSection[]; subscribed: boolean; selected: ReadonlySet<number> };

export interface EventsHub {
  publicationName: string;
  sections: EventsHubSections;
  retry(): void;
}

export function useEventsHub(publicationId?: number): EventsHub {
  const t = useT();
  const publication = usePublication();
  const query = useReadOf(sectionsRead(publicationId));
  const load = loadStatus(query, 'pages.events.error');
  const sections: EventsHubSections =
    load.name === 'ready'
      ? {
          name: 'ready',
          sections: hubSections(load.data.newsletters),
          subscribed: load.data.is_free_subscribed,
          selected: new Set(load.data.newsletters.filter((n) => n.selected).map((n) => n.sectionId)),
        }
      : load.name === 'loading'
        ? { name: 'loading' }
        : { name: 'error', message: load.name === 'error' ? t(load.messageId) : t('pages.events.error') };
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { publicationName: query.data?.publication_name ?? publication?.name ?? '', sections, retry };
}

export interface SectionSubscribe {
  state: SectionControlState;
  subscribed: boolean;
  toggle(): void;
}

export function useSectionSubscribe(section: HubSection, readerSubscribed: boolean, selected: boolean): SectionSubscribe {
  const t = useT();
  const toast = useToast();
  const navigation = useNavigation();
  const location = useLocation();
  const [state, send] = useMachine(authorFollowTransition, () => initialFollowState(false));
  const write = useOptimisticWrite({
    mutationFn: (setting: FollowSetting, client) => client.call(updateSectionEmailSettings, { body: { [String(section.id)]: { setting } } }),
    reads: (_result, setting) => sectionEmailSettingsWritten({ [String(section.id)]: { setting } }),
    onSucceeded: (_result, setting) => {
      send({ type: 'SUCCEEDED' });
      toast.show({ message: t(setting === 'individual' ? 'pages.events.section.toast.on' : 'pages.events.section.toast.off', { section: section.name }) });
    },
    onFailed: (failure) => {
      const error = sectionFailure(send({ type: 'FAILED', error: failure }));
      return error ? t(commonFailureId(error, 'pages.events.section.error'), { section: section.name }) : null;
    },
    onDismissed: () => void send({ type: 'DISMISS_FAILURE' }),
    notice: 'toast',
  });
  // The state a request (or the trip to the subscribe page) was made for: a repeated event changes nothing.
  const sentFor = useRef<FollowState | null>(null);
  const sendWrite = write.send;
  const back = `${location.pathname}${location.search}`;
  const dispatch = useCallback(
    (event: FollowEvent) => {
      const next = send(event);
      const setting = followRequest(next);
      if (setting && sentFor.current !== next) {
        sentFor.current = next;
        void sendWrite(setting);
      }
      if (next.name === 'redirecting' && sentFor.current !== next) {
        sentFor.current = next;
        navigation.navigate(paths.subscribe({ next: back }));
      }
    },
    [send, sendWrite, navigation, back],
  );
  useEffect(() => {
    dispatch({ type: 'LOADED', subscribed: readerSubscribed, setting: selected ? 'individual' : 'disabled' });
  }, [readerSubscribed, selected, dispatch]);
  const toggle = useCallback(() => dispatch({ type: 'TOGGLE' }), [dispatch]);
  return { state: sectionControlState(state), subscribed: sectionSubscribed(state), toggle };
}
