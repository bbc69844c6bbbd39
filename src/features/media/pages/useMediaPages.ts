/**
 * Data hooks of the videos, podcasts and all-podcasts pages: the only place with effects. Reads through TanStack
 * Query (E69 a page at a time, P40, P41), the machines through the kit's `useMachine` (M39 hero carousel, M40 videos
 * list, set up podcast), the P42 write through the kit's `useOptimisticWrite`, the copy through sharing's
 * `useCopyLink` with the T153 toast, and the carousel's 300 ms slide on the platform clock.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { getVideosPageData } from '../../../api/endpoints/livestream';
import { getAllPodcastsPageData, getPodcastsPageData, setUpSectionPodcast } from '../../../api/endpoints/podcasts';
import type { Post, Section } from '../../../api/schemas/core';
import { type Failure, failureText, toFailure } from '../../../kit/failure';
import { readFilter, useRead, useReadOf } from '../../../kit/read';
import { useMachine } from '../../../kit/useMachine';
import { useOptimisticWrite } from '../../../kit/useOptimisticWrite';
import { useClock, useViewer } from '../../../platform/context';
import type { ViewerRole } from '../../../platform/viewer';
import { useToast } from '../../../ui/Toast';
import { type ClipboardLike, useCopyLink } from '../../sharing';
import * as hero from '../heroCarousel.machine';
import { allPodcastsRead, podcastsRead } from '../reads';
import * as videos from '../videosPage.machine';
import { useT } from './i18n';
import * as setUp from './setUpPodcast.machine';

/** Who sees the free-with-ads note and "Listen Ad-Free": readers who do not pay (spec 001). */
export function isNonSubscriber(role: ViewerRole): boolean {
  return role === 'anonymous' || role === 'free';
}

/**
 * M40 on E69: the first page on mount (and on `retry`), the next 7 on `loadMore` from the shown count, until a page
 * brings fewer than 7. The series come with the first page. The last failure is kept for its text.
 */
export function useVideosPage() {
  const [state, send] = useMachine<videos.VideosListState<Post>, videos.VideosListEvent<Post>>(videos.transition, () => videos.initialVideosListState<Post>());
  // Each request (first load, retry, load more) is its own load (`attempt`), so a retry never reuses a failed answer.
  const [attempt, setAttempt] = useState(0);
  const fetching = state.name === 'loading' || state.name === 'loadingMore';
  const offset = videos.nextVideosOffset(state);
  const page = useRead(getVideosPageData, { query: { offset, limit: videos.VIDEOS_PAGE_SIZE } }, { enabled: fetching, attempt });
  const [series, setSeries] = useState<Section[]>([]);
  const [failure, setFailure] = useState<Failure | null>(null);
  const answer = page.isFetching ? null : page.isSuccess ? page.data : null;
  const error = page.isFetching ? null : page.isError ? page.error : null;

  useEffect(() => {
    if (!fetching) return;
    if (answer) {
      if (offset === 0) setSeries(answer.series);
      setFailure(null);
      send({ type: 'LOADED', items: answer.recentPosts });
    } else if (error) {
      setFailure(toFailure(error));
      send({ type: 'FAILED' });
    }
  }, [fetching, answer, error, offset, send]);

  const selectTab = useCallback((tab: videos.VideosTab) => void send({ type: 'SELECT_TAB', tab }), [send]);
  const loadMore = useCallback(() => {
    if (send({ type: 'LOAD_MORE' }).name === 'loadingMore') setAttempt((n) => n + 1);
  }, [send]);
  const retry = useCallback(() => {
    if (send({ type: 'RETRY' }).name === 'loading') setAttempt((n) => n + 1);
  }, [send]);
  return { state, series, failure, selectTab, loadMore, retry };
}

/**
 * M39 over the first 4 videos: Previous/Next/Go start a 300 ms slide; `SETTLED` comes from the slide's
 * `transitionend` or, when motion is off, from the timer on the platform clock, whichever is first.
 */
export function useHeroCarousel(items: number) {
  const clock = useClock();
  const [state, send] = useMachine(hero.transition, () => hero.initialHeroCarouselState(items));
  const sliding = state.name === 'sliding';
  useEffect(() => {
    if (!sliding) return;
    const id = clock.setTimeout(() => send({ type: 'SETTLED' }), hero.HERO_CAROUSEL_SLIDE_MS);
    return () => clock.clearTimeout(id);
  }, [sliding, clock, send]);
  const next = useCallback(() => void send({ type: 'NEXT' }), [send]);
  const previous = useCallback(() => void send({ type: 'PREV' }), [send]);
  const go = useCallback((index: number) => void send({ type: 'GO', index }), [send]);
  const settled = useCallback(() => void send({ type: 'SETTLED' }), [send]);
  return { state, next, previous, go, settled };
}

/** P40: the podcasts page's list. */
export function usePodcastsPage() {
  return useReadOf(podcastsRead());
}

export interface UseAllPodcastsPageOptions {
  /** The clipboard the RSS addresses are copied to. Default `navigator.clipboard`; `null`: none (the copy fails). */
  clipboard?: ClipboardLike | null | undefined;
}

/**
 * P41 for the page; copy of a private feed's RSS address (toast T153 once it is on the clipboard; the copy machine's
 * state shows on that feed's button); P42 "set up podcast" through the set-up machine: on success the page's data
 * is read again (the section moves into the podcasts) and a toast names it; a failure is told in an alert.
 */
export function useAllPodcastsPage({ clipboard }: UseAllPodcastsPageOptions = {}) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const query = useReadOf(allPodcastsRead());

  const link = useCopyLink({ clipboard });
  const [copyTarget, setCopyTarget] = useState<number | null>(null);
  const copyFeed = useCallback(
    async (sectionId: number, rssUrl: string) => {
      setCopyTarget(sectionId);
      if (await link.copy(rssUrl)) toast.show({ message: t('mediaPages.allPodcasts.copiedToast') });
    },
    [link.copy, toast, t],
  );

  const [setUpState, send] = useMachine(setUp.transition, setUp.initialSetUpPodcastState);
  const write = useOptimisticWrite({
    mutationFn: (sectionId: number, client) => client.call(setUpSectionPodcast, { params: { id: sectionId } }),
    onSucceeded: async (answer) => {
      // The section moves into the podcasts: both podcast pages read again.
      await Promise.all([queryClient.invalidateQueries(readFilter(getAllPodcastsPageData)), queryClient.invalidateQueries(readFilter(getPodcastsPageData))]);
      send({ type: 'SUCCEEDED' });
      toast.show({ message: t('mediaPages.allPodcasts.setUpDone', { name: answer.section.name }) });
    },
    onFailed: (failure) => {
      send({ type: 'FAILED' });
      return failureText(failure, t);
    },
    onDismissed: () => void send({ type: 'DISMISS_FAILURE' }),
  });
  const setUpPodcast = useCallback(
    (section: Pick<Section, 'id'>) => {
      const sectionId = setUp.setUpPodcastRequest(send({ type: 'SET_UP', sectionId: section.id }));
      if (sectionId !== null) void write.send(sectionId);
    },
    [send, write.send],
  );

  return {
    query,
    nonSubscriber: isNonSubscriber(viewer.role),
    copyFeed,
    copyState: (sectionId: number) => (copyTarget === sectionId ? link.state.name : 'idle'),
    setUpPodcast,
    settingUp: setUp.settingUpSection(setUpState),
  };
}
