/** The like (M16) on the kit: E25/E26, or E27/E28 for a cross-post; "Post liked" / "Post unliked" toasts. */
import { useEffect } from 'react';
import { addCrossPostReaction, addPostReaction, removeCrossPostReaction, removePostReaction } from '../../api/endpoints/posts';
import type { Post } from '../../api/schemas/core';
import { failureText } from '../../kit/failure';
import { useMachine } from '../../kit/useMachine';
import { useOptimisticWrite } from '../../kit/useOptimisticWrite';
import { useT } from './i18n';
import { useToast } from '../../ui/Toast';
import { initialLikeState, likeFailure, likeRequest, likeSnapshotOf, shownLike, transition } from './like.machine';

export type LikeRequest = 'like' | 'unlike';

export interface UseLikeOptions {
  crossPost: boolean;
  surface: string;
  /** Flag `like_posts_enabled`: off, toggles are ignored. */
  enabled: boolean;
  /** The name the reactor list shows for the reader (`likerName`). */
  liker: string;
  /** A 401: the reader must sign in or free-subscribe to like. */
  onSignIn: () => void;
  /** After a like or unlike went through (facepile, like-upsell). */
  onDone: (request: LikeRequest) => void;
}

export function useLike(post: Post, { crossPost, surface, enabled, liker, onSignIn, onDone }: UseLikeOptions) {
  const t = useT();
  const toast = useToast();
  const [state, send] = useMachine(transition, () => initialLikeState(likeSnapshotOf(post), enabled));

  // Fresh server data (the host refetched the post) flows into the machine.
  const reactorKey = (post.reactor_names ?? []).join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields listed are the inputs
  useEffect(() => {
    const server = likeSnapshotOf(post);
    if (server.liked !== state.server.liked || server.count !== state.server.count) send({ type: 'SYNC', server });
  }, [post.reaction, post.reactions?.['❤'], reactorKey]);

  const write = useOptimisticWrite({
    mutationFn: (request: LikeRequest, api) =>
      request === 'like'
        ? api.call(crossPost ? addCrossPostReaction : addPostReaction, { params: { id: post.id }, body: { reaction: '❤', surface } })
        : api.call(crossPost ? removeCrossPostReaction : removePostReaction, { params: { id: post.id }, body: {} }),
    onSucceeded: (_result, request) => {
      send({ type: 'SUCCEEDED' });
      toast.show({ message: t(request === 'like' ? 'footer.toast.liked' : 'footer.toast.unliked') });
      onDone(request);
    },
    onFailed: (failure) => {
      const reason = likeFailure(send({ type: 'FAILED', error: failure }));
      if (reason?.kind === 'signIn') {
        onSignIn();
        return null;
      }
      // A ban is told as the ban (the server's words, the kit's rule), never as the generic like error.
      if (reason?.kind === 'banned') return failureText(failure, t);
      return t('footer.like.error');
    },
    onDismissed: () => send({ type: 'DISMISS_FAILURE' }),
  });

  const toggle = () => {
    const request = likeRequest(send({ type: 'TOGGLE', liker }));
    if (request) void write.send(request);
  };
  return { state, shown: shownLike(state), pending: state.name === 'pending', toggle };
}
