/**
 * The livestream page's data hook: the only place with effects. E68 (the kit's read) starts M32; E70 is polled every
 * 30 s to notice the end (gap G42; the kit's poll: the platform clock, paused while the document is hidden and asked
 * again when it shows); ONE realtime socket per page (`useRealtimeConnection`) is
 * shared by the details (viewer counts) and the chat (messages); after every (re)connect the chat backlog (P55) is
 * fetched after the last id shown and merged by id, so nothing sent while the socket was away is lost or shown twice.
 * The socket closes when the page unmounts or the stream ends. Chat sends (P20) and blocks (P24) go through the
 * kit's `useOptimisticWrite`.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { getLiveStream, getLiveStreamChat, getLiveStreamPageData, kickLiveStreamUser, sendLiveStreamChat } from '../../api/endpoints/livestream';
import { type LiveStreamMessage, liveStreamChannel, REALTIME_PATH, RealtimeServerFrame } from '../../api/schemas/livestream';
import { useApi } from '../../api/useApi';
import { failureText, readOptions, toFailure, useMachine, useOptimisticWrite, usePoll, useRead } from '../../kit';
import { useFlag, useViewer } from '../../platform/context';
import { useT } from './i18n';
import * as chat from './liveChat.machine';
import * as live from './livestream.machine';
import { useLiveChatRelations } from './useLiveChatRelations';
import type { RealtimeFrame, SocketLike } from './realtime/RealtimeConnection';
import type { BackoffOptions } from './realtime/backoff';
import { useConnectionSnapshot, useRealtimeChannel, useRealtimeConnection } from './realtime/useRealtime';

/** E70 poll that notices the stream's end (gap G42, proposed 30 s). */
export const LIVE_STREAM_POLL_MS = 30_000;
/** The flag that gives site admins the block button (002 "kicking feature"). */
export const LIVE_CHAT_KICKING_FLAG = 'live_chat_kicking_enabled';

/** A one-off read through the query cache (not kept: each poll and each reconnect asks again). */
const once = { staleTime: 0, gcTime: 0, retry: false } as const;

export interface UseLivestreamPageOptions {
  /** Realtime socket factory, jitter source and backoff (tests, benchmarks). */
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
  backoff?: BackoffOptions;
}

const narrowQuery = `(max-width: ${chat.LIVE_CHAT_HIDDEN_BELOW_PX - 1}px)`;
function subscribeNarrow(onChange: () => void) {
  if (typeof matchMedia === 'undefined') return () => {};
  const list = matchMedia(narrowQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
const isNarrow = () => typeof matchMedia !== 'undefined' && matchMedia(narrowQuery).matches;

/** Under 800 px: the chat is not a side panel (K072). */
export function useNarrowViewport(): boolean {
  return useSyncExternalStore(subscribeNarrow, isNarrow, () => false);
}

/**
 * Collects frames that arrive within one frame and hands them over together (a burst is one render, not fifty). At
 * most `keep` wait (a hidden tab gets no frames): the panel would drop older ones anyway.
 */
function useBatched<T>(flush: (items: T[]) => void, keep: number): (item: T) => void {
  const queue = useRef<T[]>([]);
  const scheduled = useRef<number | null>(null);
  const flushRef = useRef(flush);
  flushRef.current = flush;
  useEffect(
    () => () => {
      if (scheduled.current !== null) (typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame : clearTimeout)(scheduled.current);
    },
    [],
  );
  return useCallback(
    (item: T) => {
      queue.current.push(item);
      if (queue.current.length > keep) queue.current.splice(0, queue.current.length - keep);
      if (scheduled.current !== null) return;
      const run = () => {
        scheduled.current = null;
        const items = queue.current;
        queue.current = [];
        flushRef.current(items);
      };
      scheduled.current = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(run) : (setTimeout(run, 16) as unknown as number);
    },
    [keep],
  );
}

export function useLivestreamPage(options: UseLivestreamPageOptions = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT();
  const viewer = useViewer();
  const kicking = useFlag(LIVE_CHAT_KICKING_FLAG);
  const narrow = useNarrowViewport();

  // M32: the page.
  const [state, send] = useMachine(live.transition, live.initialState);
  const page = useRead(getLiveStreamPageData, {}, { retry: false });
  useEffect(() => {
    if (state.name !== 'loading' || page.fetchStatus !== 'idle') return;
    if (page.status === 'success') send({ type: 'PAGE_LOADED', data: page.data });
    else if (page.status === 'error') send({ type: 'PAGE_FAILED', error: toFailure(page.error) });
  }, [state.name, page.status, page.fetchStatus, page.data, page.error, send]);
  const { refetch } = page;
  const retry = useCallback(() => {
    send({ type: 'RETRY' });
    void refetch();
  }, [send, refetch]);

  const followed = live.followedStream(state);
  const streamId = followed?.id ?? null;

  // E70 poll: notices the end, or access gained. A failed poll waits for the next one.
  usePoll(
    () => {
      if (streamId === null) return;
      queryClient.fetchQuery(readOptions(api, getLiveStream, { params: { id: streamId } }, once)).then(
        (answer) => send({ type: 'STREAM_POLLED', stream: answer.activeLiveStream }),
        () => {},
      );
    },
    { every: LIVE_STREAM_POLL_MS, enabled: streamId !== null },
  );

  // One socket for the page, while a stream is followed.
  const connection = useRealtimeConnection({
    path: REALTIME_PATH,
    enabled: streamId !== null,
    ...(options.createSocket ? { createSocket: options.createSocket } : {}),
    ...(options.random ? { random: options.random } : {}),
    ...(options.backoff ? { backoff: options.backoff } : {}),
  });
  const snapshot = useConnectionSnapshot(connection);

  // M33: the chat.
  const [chatState, sendChat] = useMachine(chat.transition, () => chat.initialState({ phone: isNarrow() }));
  const lastIdRef = useRef<number | undefined>(undefined);
  lastIdRef.current = chatState.messages.at(-1)?.id;
  const receive = useBatched<LiveStreamMessage>((messages) => sendChat({ type: 'MESSAGES_RECEIVED', messages }), chat.LIVE_CHAT_KEEP);

  useRealtimeChannel(connection, streamId === null ? null : liveStreamChannel(streamId), (raw: RealtimeFrame) => {
    const frame = RealtimeServerFrame.safeParse(raw);
    if (!frame.success) return;
    if (frame.data.event === 'live-stream:message-sent') receive(frame.data.data.message);
    else if (frame.data.event === 'live-stream:viewer-count-updated') send({ type: 'VIEWER_COUNTS', counts: frame.data.data });
  });

  // After every (re)connect (a new reconnect count asks again): the backlog after the last message shown, merged by id.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each reconnect asks again, even with the same last id
  useEffect(() => {
    if (snapshot.status !== 'open' || streamId === null) return;
    let current = true;
    const after = lastIdRef.current;
    const backlog = readOptions(api, getLiveStreamChat, { params: { id: streamId }, query: after === undefined ? {} : { after_id: after } }, once);
    const { queryKey } = backlog;
    queryClient.fetchQuery(backlog).then(
      (answer) => {
        if (current) sendChat({ type: 'MESSAGES_RECEIVED', messages: answer.messages });
      },
      () => {}, // the channel still delivers new messages; the next reconnect asks again
    );
    return () => {
      current = false;
      void queryClient.cancelQueries({ queryKey, exact: true });
    };
  }, [api, queryClient, snapshot.status, snapshot.reconnects, streamId, sendChat]);

  // P20: send; a failure keeps the text and is toasted.
  const sendWrite = useOptimisticWrite({
    mutationFn: (body: string, client) => client.call(sendLiveStreamChat, { params: { id: streamId ?? 0 }, body: { body } }),
    onSucceeded: (message) => void sendChat({ type: 'SEND_SUCCEEDED', message }),
    onFailed: (failure) => {
      sendChat({ type: 'SEND_FAILED', error: failure });
      return failureText(failure, t);
    },
    notice: 'toast',
  });
  const submit = useCallback(() => {
    const next = sendChat({ type: 'SEND' });
    if (next.composer.name === 'sending') void sendWrite.send(next.composer.text.trim());
  }, [sendChat, sendWrite.send]);

  // P24: block a user (site admins with the kicking feature).
  const blockWrite = useOptimisticWrite({
    mutationFn: (userId: number, client) => client.call(kickLiveStreamUser, { params: { id: streamId ?? 0 }, body: { user_id: userId } }),
    onSucceeded: (_result, userId) => void sendChat({ type: 'BLOCK_SUCCEEDED', userId }),
    onFailed: (failure, userId) => {
      sendChat({ type: 'BLOCK_FAILED', userId, error: failure });
      return failureText(failure, t);
    },
    onDismissed: () => void sendChat({ type: 'DISMISS_BLOCK_FAILURE' }),
  });
  const block = useCallback(
    (userId: number) => {
      if (sendChat({ type: 'BLOCK', userId }).blocking.includes(userId)) void blockWrite.send(userId);
    },
    [sendChat, blockWrite.send],
  );

  const info = state.name === 'active' || state.name === 'active_gated' ? state.info : null;
  const shownChat = useLiveChatRelations(chatState);
  return {
    state,
    send,
    retry,
    chat: {
      state: shownChat,
      send: sendChat,
      submit,
      block,
      canBlock: kicking && viewer.role === 'admin',
      ownUserId: viewer.user?.id ?? null,
      availability: chat.composerAvailability(info?.chatAuthInfo ?? null, chatState.composer),
      connection: snapshot.status,
      narrow,
    },
  };
}

export type LivestreamPageModel = ReturnType<typeof useLivestreamPage>;
