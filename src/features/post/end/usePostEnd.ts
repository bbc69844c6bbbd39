/**
 * Data hooks of the end of a post: the only place with effects. TanStack Query for reads (P27 reader context, E40/E41
 * restacks, E35 comments, E42 top and latest posts, E43 following), mutations for P22 unlock and P10a follow, the
 * platform clock for the top posts' 1000 ms first-load delay (K105), toasts for failures.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { followUser, getArchive, getFollowing } from '../../../api/endpoints/feed';
import { getPostComments, getPostReaderContext, getPostRestackers, getPostRestacks, unlockPost } from '../../../api/endpoints/posts';
import { ApiError } from '../../../api/errors';
import type { Post } from '../../../api/schemas/core';
import type { PostReaderContext } from '../../../api/schemas/posts';
import { useApi } from '../../../api/useApi';
import { useClock, useT, useViewer } from '../../../platform/context';
import { useToast } from '../../../ui/Toast';
import * as gift from './giftUnlock.machine';
import { COMMENTS_PREVIEW_COUNT, MORE_POSTS_COUNT, restacksPreview, TOP_POSTS_DELAY_MS, topPostsFor } from './rules';
import * as top from './topPosts.machine';
import type { FollowPromptState } from './views/PostEndPrompts';
import type { CommentsPreviewState, MorePostsState, RestacksPreviewState } from './views/PostEndLists';

/** TanStack Query keys of the end of a post. */
export const postEndQueryKeys = {
  all: ['post-end'] as const,
  context: (postId: number) => ['post-end', 'context', postId] as const,
  restacks: (postId: number) => ['post-end', 'restacks', postId] as const,
  restackers: (postId: number) => ['post-end', 'restackers', postId] as const,
  comments: (postId: number) => ['post-end', 'comments', postId] as const,
  morePosts: (publicationId: number) => ['post-end', 'more-posts', publicationId] as const,
  following: () => ['post-end', 'following'] as const,
};

/** P27: the publication and the reader's standing with it. */
export function usePostReaderContext(postId: number) {
  const api = useApi();
  return useQuery<PostReaderContext>({
    queryKey: postEndQueryKeys.context(postId),
    queryFn: ({ signal }) => api.call(getPostReaderContext, { params: { id: postId } }, { signal }),
  });
}

/**
 * M24 with P22. On success every query is invalidated, so the page's E23 answers the post in full (the page owns
 * that query; its key is not assumed) and P27 reports the redeemed token; the machine leaves `unlocking` on
 * `SUCCEEDED` and stays `unlocked`. A failure toasts T049 (or the sign-in / generic text) and returns to `error`.
 */
export function useGiftUnlock(post: Post, reader: PostReaderContext['user']) {
  const api = useApi();
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(gift.transition, undefined, () => gift.init(post, reader));
  useEffect(() => {
    if (post.truncated_body_text !== undefined) dispatch({ type: 'POST_SYNCED', truncated: post.truncated_body_text });
  }, [post.truncated_body_text]);
  const mutation = useMutation({
    mutationFn: () => api.call(unlockPost, { params: { id: post.id } }),
    onSuccess: () => {
      dispatch({ type: 'SUCCEEDED' });
      void queryClient.invalidateQueries();
    },
    onError: (error) => {
      const e = error instanceof ApiError ? error : undefined;
      const failure = gift.giftUnlockFailure(e?.status, e?.code);
      dispatch({ type: 'FAILED', status: e?.status, code: e?.code });
      toast.show({ message: t(failure) });
    },
  });
  const unlock = useCallback(() => {
    if (state.name !== 'locked' && state.name !== 'error') return;
    dispatch({ type: 'UNLOCK' });
    mutation.mutate();
  }, [state.name, mutation]);
  return { state, unlock };
}

/** Related ("top") posts: waits K105 on the platform clock, then E42 `sort=top` of the publication (`count` + 1, the current post left out). */
export function useTopPosts(post: Pick<Post, 'id'>, publicationId: number | undefined, count: number | undefined) {
  const api = useApi();
  const clock = useClock();
  const [state, dispatch] = useReducer(top.transition<Post>, undefined, () => top.initialState<Post>());
  useEffect(() => {
    const id = clock.setTimeout(() => dispatch({ type: 'DELAY_ELAPSED' }), TOP_POSTS_DELAY_MS);
    return () => clock.clearTimeout(id);
  }, [clock]);
  useEffect(() => {
    if (state.name !== 'loading' || publicationId === undefined || count === undefined) return;
    const controller = new AbortController();
    api
      .call(getArchive, { query: { sort: 'top', limit: count + 1, publication_id: publicationId } }, { signal: controller.signal })
      .then((posts) => dispatch({ type: 'LOADED', posts: topPostsFor(posts, post.id, count) }))
      .catch(() => {
        if (!controller.signal.aborted) dispatch({ type: 'FAILED' });
      });
    return () => controller.abort();
  }, [state.name, publicationId, count, post.id, api]);
  return { state, retry: () => dispatch({ type: 'RETRY' }) };
}

/** E40 (`filterForPub=true`) and, when there are more than shown, E41 for the faces of the others. */
export function useRestacksPreview(postId: number, enabled = true) {
  const api = useApi();
  const restacks = useQuery({
    queryKey: postEndQueryKeys.restacks(postId),
    queryFn: ({ signal }) => api.call(getPostRestacks, { params: { post_id: postId }, query: { filterForPub: true } }, { signal }),
    enabled,
  });
  const preview = restacks.data ? restacksPreview(restacks.data.restacks, restacks.data.total) : null;
  const restackers = useQuery({
    queryKey: postEndQueryKeys.restackers(postId),
    queryFn: ({ signal }) => api.call(getPostRestackers, { params: { post_id: postId } }, { signal }),
    enabled: enabled && (preview?.remaining ?? 0) > 0,
  });
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
  const api = useApi();
  const query = useQuery({
    queryKey: postEndQueryKeys.comments(postId),
    queryFn: ({ signal }) => api.call(getPostComments, { params: { id: postId } }, { signal }),
    enabled,
  });
  let state: CommentsPreviewState;
  if (query.error instanceof ApiError && query.error.status === 400) state = { status: 'notAllowed' };
  else if (query.isError) state = { status: 'error' };
  else if (!query.data) state = { status: 'loading' };
  else state = { status: 'ready', comments: query.data.comments.slice(0, COMMENTS_PREVIEW_COUNT) };
  return { state, retry: () => void query.refetch() };
}

/** E42 `sort=new`: the publication's latest posts, the current one left out. */
export function useMorePosts(post: Pick<Post, 'id'>, publicationId: number | undefined) {
  const api = useApi();
  const query = useQuery({
    queryKey: postEndQueryKeys.morePosts(publicationId ?? -1),
    queryFn: ({ signal }) => api.call(getArchive, { query: { sort: 'new', limit: MORE_POSTS_COUNT + 1, publication_id: publicationId ?? -1 } }, { signal }),
    enabled: publicationId !== undefined,
  });
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
  const api = useApi();
  const t = useT();
  const toast = useToast();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const signedIn = viewer.role !== 'anonymous';
  const following = useQuery({
    queryKey: postEndQueryKeys.following(),
    queryFn: ({ signal }) => api.call(getFollowing, {}, { signal }),
    enabled: enabled && signedIn && authorId != null,
  });
  const [pending, setPending] = useState(false);
  const mutation = useMutation({
    mutationFn: (userId: number) => api.call(followUser, { params: { userId } }),
    onMutate: () => setPending(true),
    onSettled: () => setPending(false),
    onSuccess: (result) => queryClient.setQueryData<number[]>(postEndQueryKeys.following(), (ids = []) => [...new Set([...ids, result.userId])]),
    onError: () => toast.show({ message: t('postEnd.follow.failed', { publication: publicationName }) }),
  });
  const isFollowing = authorId != null && (following.data ?? []).includes(authorId);
  const state: FollowPromptState = isFollowing ? 'following' : pending ? 'pending' : 'idle';
  const follow = signedIn && authorId != null ? () => mutation.mutate(authorId) : undefined;
  return { state, follow };
}
