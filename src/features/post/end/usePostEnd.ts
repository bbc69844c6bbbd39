/**
 * Data hooks of the end of a post: the only place with effects. The kit's reads (P27 reader context, E40/E41
 * restacks, E35 comments, E42 top and latest posts, E43 following), mutations for P22 unlock and P10a follow, the
 * platform clock for the top posts' 1000 ms first-load delay (K105); the writes (P22 unlock, P10a follow) through the
 * kit's `useOptimisticWrite`, their failures toasted.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { followUser, getArchive, getFollowing } from '../../../api/endpoints/feed';
import { getPostComments, getPostReaderContext, getPostRestackers, getPostRestacks, unlockPost } from '../../../api/endpoints/posts';
import { ApiError } from '../../../api/errors';
import type { Post } from '../../../api/schemas/core';
import type { PostReaderContext } from '../../../api/schemas/posts';
import { serverWords } from '../../../kit/failure';
import { useRead } from '../../../kit/read';
import { updateRead } from '../../../kit/readEffects';
import { useMachine } from '../../../kit/useMachine';
import { useOptimisticWrite } from '../../../kit/useOptimisticWrite';
import { useClock, useViewer } from '../../../platform/context';
import { useT } from './i18n';
import * as gift from './giftUnlock.machine';
import { COMMENTS_PREVIEW_COUNT, MORE_POSTS_COUNT, restacksPreview, TOP_POSTS_DELAY_MS, topPostsFor } from './rules';
import * as top from './topPosts.machine';
import type { FollowPromptState } from './views/PostEndPrompts';
import type { CommentsPreviewState, MorePostsState, RestacksPreviewState } from './views/PostEndLists';

/** P27: the publication and the reader's standing with it. */
export function usePostReaderContext(postId: number) {
  return useRead(getPostReaderContext, { params: { id: postId } });
}

/**
 * M24 with P22. On success every query is invalidated, so the page's E23 answers the post in full (the page owns
 * that query; its key is not assumed) and P27 reports the redeemed token; the machine leaves `unlocking` on
 * `SUCCEEDED` and stays `unlocked`. A failure toasts T049 (or the sign-in / generic text; a ban, the server's words) and returns to `error`.
 */
export function useGiftUnlock(post: Post, reader: PostReaderContext['user']) {
  const t = useT();
  const queryClient = useQueryClient();
  const [state, send] = useMachine(gift.transition, () => gift.init(post, reader));
  useEffect(() => {
    if (post.truncated_body_text !== undefined) send({ type: 'POST_SYNCED', truncated: post.truncated_body_text });
  }, [post.truncated_body_text, send]);
  const write = useOptimisticWrite({
    mutationFn: (postId: number, api) => api.call(unlockPost, { params: { id: postId } }),
    onSucceeded: () => {
      send({ type: 'SUCCEEDED' });
      void queryClient.invalidateQueries();
    },
    onFailed: (failure) => {
      const next = send({ type: 'FAILED', error: failure });
      if (next.name !== 'error') return null;
      // A ban says the server's words (bounded like every server text), never T049.
      return (next.serverText && serverWords(failure)) || t(next.failure);
    },
    notice: 'toast',
  });
  const unlock = useCallback(() => {
    if (state.name !== 'locked' && state.name !== 'error') return;
    if (send({ type: 'UNLOCK' }).name === 'unlocking') void write.send(post.id);
  }, [state.name, send, write.send, post.id]);
  return { state, unlock };
}

/** Related ("top") posts: waits K105 on the platform clock, then E42 `sort=top` of the publication (`count` + 1, the current post left out). */
export function useTopPosts(post: Pick<Post, 'id'>, publicationId: number | undefined, count: number | undefined) {
  const clock = useClock();
  const [state, send] = useMachine(top.transition<Post>, () => top.initialState<Post>());
  useEffect(() => {
    const id = clock.setTimeout(() => send({ type: 'DELAY_ELAPSED' }), TOP_POSTS_DELAY_MS);
    return () => clock.clearTimeout(id);
  }, [clock, send]);
  const query = useRead(
    getArchive,
    state.name !== 'waiting' && publicationId !== undefined && count !== undefined
      ? { query: { sort: 'top', limit: count + 1, publication_id: publicationId } }
      : null,
    { retry: false },
  );
  useEffect(() => {
    if (state.name !== 'loading' || query.fetchStatus !== 'idle' || count === undefined) return;
    if (query.status === 'success') send({ type: 'LOADED', posts: topPostsFor(query.data, post.id, count) });
    else if (query.status === 'error') send({ type: 'FAILED' });
  }, [state.name, query.status, query.fetchStatus, query.data, post.id, count, send]);
  const { refetch } = query;
  return {
    state,
    retry: () => {
      send({ type: 'RETRY' });
      void refetch();
    },
  };
}

/** E40 (`filterForPub=true`) and, when there are more than shown, E41 for the faces of the others. */
export function useRestacksPreview(postId: number, enabled = true) {
  const restacks = useRead(getPostRestacks, { params: { post_id: postId }, query: { filterForPub: true } }, { enabled });
  const preview = restacks.data ? restacksPreview(restacks.data.restacks, restacks.data.total) : null;
  const restackers = useRead(getPostRestackers, { params: { post_id: postId } }, { enabled: enabled && (preview?.remaining ?? 0) > 0 });
  let state: RestacksPreviewState;
  if (restacks.isError) state = { status: 'error' };
  else if (!preview) state = { status: 'loading' };
  else {
    const shownIds = new Set(preview.shown.map((r) => r.user.id));
    const others = (restackers.data?.restackers ?? []).filter((u) => !shownIds.has(u.id));
    state = { status: 'ready', shown: preview.shown, remaining: preview.remaining, others };
  }
  return { state, retry: () => void restacks.refetch() };
}

/** E35: the first comments for the preview; 400 → not allowed. */
export function useCommentsPreview(postId: number, enabled: boolean) {
  const query = useRead(getPostComments, { params: { id: postId } }, { enabled });
  let state: CommentsPreviewState;
  if (query.error instanceof ApiError && query.error.kind === 'http' && query.error.status === 400) state = { status: 'notAllowed' };
  else if (query.isError) state = { status: 'error' };
  else if (!query.data) state = { status: 'loading' };
  else state = { status: 'ready', comments: query.data.comments.slice(0, COMMENTS_PREVIEW_COUNT) };
  return { state, retry: () => void query.refetch() };
}

/** E42 `sort=new`: the publication's latest posts, the current one left out. */
export function useMorePosts(post: Pick<Post, 'id'>, publicationId: number | undefined) {
  const query = useRead(
    getArchive,
    publicationId !== undefined ? { query: { sort: 'new', limit: MORE_POSTS_COUNT + 1, publication_id: publicationId } } : null,
  );
  const state: MorePostsState = query.isError
    ? { status: 'error' }
    : query.data
      ? { status: 'ready', posts: query.data.filter((p) => p.id !== post.id).slice(0, MORE_POSTS_COUNT) }
      : { status: 'loading' };
  return { state, retry: () => void query.refetch() };
}

/**
 * The follow prompt (`follow=true`): E43 says whether the reader already follows the publication's author; P10a
 * follows. Anonymous readers get a sign-in link instead (no calls). A failure toasts and returns to `idle`.
 */
export function useFollowPrompt(authorId: number | null | undefined, publicationName: string, enabled: boolean) {
  const t = useT();
  const viewer = useViewer();
  const signedIn = viewer.role !== 'anonymous';
  const following = useRead(getFollowing, {}, { enabled: enabled && signedIn && authorId != null });
  const write = useOptimisticWrite({
    mutationFn: (userId: number, client) => client.call(followUser, { params: { userId } }),
    reads: (result) => [updateRead(getFollowing, undefined, (ids) => [...new Set([...ids, result.userId])])],
    onFailed: () => t('postEnd.follow.failed', { publication: publicationName }),
    notice: 'toast',
  });
  const isFollowing = authorId != null && (following.data ?? []).includes(authorId);
  const state: FollowPromptState = isFollowing ? 'following' : write.pending ? 'pending' : 'idle';
  const follow = signedIn && authorId != null ? () => void write.send(authorId) : undefined;
  return { state, follow };
}
