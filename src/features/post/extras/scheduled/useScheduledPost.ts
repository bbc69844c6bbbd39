import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { readKey } from '../../../../kit/read';
import { getPostBySlug } from '../../../../api/endpoints/posts';
import type { Post } from '../../../../api/schemas/core';
import { useApi } from '../../../../api/useApi';
import { useMachine } from '../../../../kit/useMachine';
import { useNavigation, useNow, useViewer } from '../../../../platform/context';
import { useT } from '../i18n';
import { COUNTDOWN_REFRESH_MS } from '../../../../ui/Countdown';
import { useToast } from '../../../../ui/Toast';
import { type ExtrasLoadStatus, extrasLoadStatus, serverMessageOf } from '../loadStatus';
import { type ScheduledCountdownEvent, type ScheduledCountdownState, initScheduledCountdown, scheduledCountdownTransition } from './scheduledCountdown.machine';
import { type ScheduledPostAccess, canManageScheduledPost, scheduledPostAccess, scheduledPostPath } from './scheduledPost';

/** TanStack Query key of the scheduled-post page's post (E23). */
/** The post's read by slug (E23): the post page's own entry, so a page the server read is not read again. */
export const scheduledPostQueryKey = (slug: string) => readKey(getPostBySlug, { params: { slug } });

export interface ScheduledPostController {
  status: ExtrasLoadStatus;
  post: Post | null;
  errorMessage?: string;
  /** M57, once the post is loaded (`null` before, or for a post without a schedule). */
  countdown: ScheduledCountdownState | null;
  access: ScheduledPostAccess;
  /** Contributors (and admins) may share or edit. */
  canManage: boolean;
  reload: () => void;
  /** "Refresh" next to "Available now!": reloads the page (the host shows the published post) and refetches. */
  refresh: () => void;
  /** Copies the post's link and says so. */
  share: () => void;
}

type Action = { type: 'INIT'; triggerAt: string; now: number } | ScheduledCountdownEvent;

function reducer(state: ScheduledCountdownState | null, action: Action): ScheduledCountdownState | null {
  if (action.type === 'INIT') {
    const triggerAt = new Date(action.triggerAt).getTime();
    if (state === null) return initScheduledCountdown(triggerAt, action.now);
    return scheduledCountdownTransition(state, { type: 'RESCHEDULE', triggerAt });
  }
  return state === null ? null : scheduledCountdownTransition(state, action);
}

/**
 * The data hook of the scheduled-post page: the post (E23) through TanStack Query; the M57 countdown fed a `TICK`
 * every 500 ms from the platform clock (so stories fast-forward it); who may see, share and edit; Refresh and Share.
 */
export function useScheduledPost(slug: string): ScheduledPostController {
  const api = useApi();
  const t = useT();
  const toast = useToast();
  const navigation = useNavigation();
  const viewer = useViewer();
  const query = useQuery({
    queryKey: scheduledPostQueryKey(slug),
    queryFn: ({ signal }) => api.call(getPostBySlug, { params: { slug } }, { signal }),
    retry: false,
  });
  const post = query.data ?? null;
  const triggerAt = post?.postSchedule?.trigger_at ?? null;
  const [countdown, dispatch] = useMachine(reducer, null);
  const counting = countdown === null || countdown.name === 'counting';
  const now = useNow(counting ? COUNTDOWN_REFRESH_MS : undefined).getTime();

  // `now` is read once per trigger time here; later ticks go through TICK below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `now` on purpose left out
  useEffect(() => {
    if (triggerAt !== null) dispatch({ type: 'INIT', triggerAt, now });
  }, [triggerAt]);
  useEffect(() => {
    dispatch({ type: 'TICK', now });
  }, [now, dispatch]);

  const refetch = query.refetch;
  const refresh = useCallback(() => {
    void refetch();
    navigation.reload?.();
  }, [refetch, navigation]);

  const share = useCallback(() => {
    if (!post) return;
    const href = navigation.href(scheduledPostPath(post));
    const url = typeof window === 'undefined' ? href : new URL(href, window.location.origin).toString();
    void globalThis.navigator?.clipboard?.writeText(url).catch(() => undefined);
    toast.show({ message: t('scheduled.shareCopied') });
  }, [post, navigation, toast, t]);

  return {
    status: extrasLoadStatus(query),
    post,
    errorMessage: serverMessageOf(query.error),
    countdown,
    access: scheduledPostAccess(post?.postSchedule?.email_audience ?? 'everyone', viewer.role),
    canManage: canManageScheduledPost(viewer.role),
    reload: () => void refetch(),
    refresh,
    share,
  };
}
