/**
 * The feed's per-item actions: like, restack and save, each item's choice an optimistic toggle (the footer's machines,
 * the comments area's for a note's like) in a keyed store, so a press re-renders that item only; a success is applied
 * to M41 (the item keeps it when windowed out and back), a failure reverts with its text.
 */
import { useCallback, useMemo, useState } from 'react';
import type { FeedItem } from '../../api/schemas/feed';
import { failureText } from '../../kit/failure';
import { createKeyedStore, type KeyedStore } from '../../kit/keyedStore';
import { useOptimisticWrite } from '../../kit/useOptimisticWrite';
import { useViewer } from '../../platform/context';
import {
  type CommentReactionEvent,
  type CommentReactionState,
  commentReactionFailure,
  commentReactionRequest,
  commentReactionSnapshotOf,
  commentReactionTransition,
  initialCommentReactionState,
} from '../comments';
import {
  initialLikeState,
  initialRestackState,
  initialSaveState,
  type LikeEvent,
  type LikeState,
  likeFailure,
  likeRequest,
  likeSnapshotOf,
  likeTransition,
  type RestackEvent,
  type RestackState,
  type RestackSubject,
  restackFailure,
  restackRequest,
  restackTransition,
  type SaveEvent,
  type SaveState,
  saveFailure,
  saveRequest,
  saveTransition,
} from '../footer';
import { restackSubjectOfComment } from '../notes';
import { itemOf as itemOfTable } from './feed.machine';
import type { FeedStore } from './feedStore';
import { useT } from './i18n';

/** The per-item toggles: one keyed store per kind, so a change re-renders one item. */
export interface FeedToggleStores {
  postLikes: KeyedStore<string, LikeState, LikeEvent>;
  noteLikes: KeyedStore<string, CommentReactionState, CommentReactionEvent>;
  saves: KeyedStore<string, SaveState, SaveEvent>;
  restacks: KeyedStore<string, RestackState, RestackEvent>;
}

export function createFeedToggleStores(): FeedToggleStores {
  return {
    postLikes: createKeyedStore(likeTransition),
    noteLikes: createKeyedStore(commentReactionTransition),
    saves: createKeyedStore(saveTransition),
    restacks: createKeyedStore(restackTransition),
  };
}

type LikeRequest = { key: string; kind: 'post' | 'note'; id: number; publicationId: number | null; on: boolean };
type SaveRequest = { key: string; id: number; on: boolean };
type RestackRequest = { key: string; postId: number | null; commentId: number | null; on: boolean; subject: RestackSubject };

const restackSnapshotOf = (entity: { restacked?: boolean | undefined; restacks?: number | undefined }) => ({
  restacked: entity.restacked === true,
  count: entity.restacks ?? 0,
});

/**
 * Like, save and restack of the feed's items. A signed-out reader's press calls nothing: `onSignIn` shows the login
 * prompt. Success: M41's `LIKE`/`SAVE`/`RESTACK` (the item's data agrees, the toggle's `SUCCEEDED`); failure: the toggle
 * reverts and the reader reads the text (the footer's: "Something went wrong. Please try again.").
 * The endpoints load with the first press (the feed's first render calls none of them).
 */
export function useFeedItemActions(store: FeedStore, onSignIn: () => void, onRestacked?: (subject: RestackSubject) => void) {
  const t = useT();
  const viewer = useViewer();
  const signedIn = viewer.role !== 'anonymous';
  const [toggles] = useState(createFeedToggleStores);

  const likeWrite = useOptimisticWrite({
    mutationFn: async (request: LikeRequest, api) => {
      const { addCommentReaction, addPostReaction, removeCommentReaction, removePostReaction } = await import('../../api/endpoints/posts');
      if (request.kind === 'post') {
        return request.on
          ? api.call(addPostReaction, { params: { id: request.id }, body: { reaction: '❤', surface: 'feed' } })
          : api.call(removePostReaction, { params: { id: request.id }, body: {} });
      }
      const body = { reaction: '❤' as const, ...(request.publicationId !== null ? { publication_id: request.publicationId } : {}) };
      return request.on
        ? api.call(addCommentReaction, { params: { id: request.id }, body })
        : api.call(removeCommentReaction, { params: { id: request.id }, body });
    },
    onSucceeded: (_result, request) => {
      if (request.kind === 'post') toggles.postLikes.send(request.key, { type: 'SUCCEEDED' });
      else toggles.noteLikes.send(request.key, { type: 'SUCCEEDED' });
      store.send({ type: 'LIKE', key: request.key });
    },
    onFailed: (failure, request) => {
      const reason =
        request.kind === 'post'
          ? likeFailure(toggles.postLikes.send(request.key, { type: 'FAILED', error: failure }) as LikeState)
          : commentReactionFailure(toggles.noteLikes.send(request.key, { type: 'FAILED', error: failure }) as CommentReactionState);
      if (reason?.kind === 'signIn') {
        onSignIn();
        return null;
      }
      // A ban is told as the ban (the server's words), and a note's failure with the error's text (M43), as the footer
      // and the comments do; any other failure of a post's like is the footer's generic text.
      if (reason?.kind === 'banned' || request.kind === 'note') return failureText(failure, t);
      return t('feed.like.error');
    },
    onDismissed: (_failure, request) => {
      if (request.kind === 'post') toggles.postLikes.send(request.key, { type: 'DISMISS_FAILURE' });
      else toggles.noteLikes.send(request.key, { type: 'DISMISS_FAILURE' });
    },
  });

  const saveWrite = useOptimisticWrite({
    mutationFn: async (request: SaveRequest, api) => {
      const { savePost, unsavePost } = await import('../../api/endpoints/posts');
      return api.call(request.on ? savePost : unsavePost, { body: { post_id: request.id } });
    },
    onSucceeded: (_result, request) => {
      toggles.saves.send(request.key, { type: 'SUCCEEDED' });
      store.send({ type: 'SAVE', key: request.key });
    },
    onFailed: (failure, request) => {
      const reason = saveFailure(toggles.saves.send(request.key, { type: 'FAILED', error: failure }) as SaveState);
      if (reason?.kind === 'signIn') {
        onSignIn();
        return null;
      }
      return t('feed.save.error');
    },
    onDismissed: (_failure, request) => void toggles.saves.send(request.key, { type: 'DISMISS_FAILURE' }),
    notice: 'toast',
  });

  const restackWrite = useOptimisticWrite({
    mutationFn: async (request: RestackRequest, api) => {
      const { restack: restackEndpoint, unrestack } = await import('../../api/endpoints/feed');
      const body = { postId: request.postId, commentId: request.commentId };
      return request.on ? api.call(restackEndpoint, { body: { ...body, surface: 'feed' } }) : api.call(unrestack, { body });
    },
    onSucceeded: (_result, request) => {
      toggles.restacks.send(request.key, { type: 'SUCCEEDED' });
      store.send({ type: 'RESTACK', key: request.key });
      // The notes area's restack nudge: the first restack ever opens it with the item's variant.
      if (request.on) onRestacked?.(request.subject);
    },
    onFailed: (failure, request) => {
      const reason = restackFailure(toggles.restacks.send(request.key, { type: 'FAILED', error: failure }) as RestackState);
      if (reason?.kind === 'signIn') {
        onSignIn();
        return null;
      }
      return reason?.kind === 'alert' && reason.message ? reason.message : t('feed.restack.error');
    },
    onDismissed: (_failure, request) => void toggles.restacks.send(request.key, { type: 'DISMISS_FAILURE' }),
  });

  const itemOf = useCallback((key: string): FeedItem | undefined => itemOfTable(store.get().items, key), [store]);
  const { send: sendLike } = likeWrite;
  const { send: sendSave } = saveWrite;
  const { send: sendRestack } = restackWrite;

  const like = useCallback(
    (key: string) => {
      const item = itemOf(key);
      if (!item) return;
      if (!signedIn) return onSignIn();
      if (item.type === 'post') {
        const next = toggles.postLikes.send(key, { type: 'TOGGLE', liker: viewer.user?.name ?? '' }, () => initialLikeState(likeSnapshotOf(item.post)));
        const request = next ? likeRequest(next) : null;
        if (request) void sendLike({ key, kind: 'post', id: item.post.id, publicationId: item.publication.id, on: request === 'like' });
      } else if (item.type === 'comment') {
        const next = toggles.noteLikes.send(key, { type: 'TOGGLE' }, () => initialCommentReactionState(commentReactionSnapshotOf(item.comment)));
        const request = next ? commentReactionRequest(next) : null;
        if (request) void sendLike({ key, kind: 'note', id: item.comment.id, publicationId: item.comment.publication_id ?? null, on: request === 'like' });
      }
    },
    [itemOf, signedIn, onSignIn, toggles, viewer.user?.name, sendLike],
  );

  const save = useCallback(
    (key: string) => {
      const item = itemOf(key);
      if (item?.type !== 'post') return;
      if (!signedIn) return onSignIn();
      const next = toggles.saves.send(key, { type: 'TOGGLE' }, () => initialSaveState(item.post.is_saved === true, true));
      const request = next ? saveRequest(next) : null;
      if (request) void sendSave({ key, id: item.post.id, on: request === 'save' });
    },
    [itemOf, signedIn, onSignIn, toggles, sendSave],
  );

  const restack = useCallback(
    (key: string) => {
      const item = itemOf(key);
      if (!item || (item.type !== 'post' && item.type !== 'comment')) return;
      if (!signedIn) return onSignIn();
      const entity = item.type === 'post' ? item.post : item.comment;
      const next = toggles.restacks.send(key, { type: 'TOGGLE' }, () => initialRestackState(restackSnapshotOf(entity)));
      const request = next ? restackRequest(next) : null;
      if (request) {
        void sendRestack({
          key,
          postId: item.type === 'post' ? item.post.id : null,
          commentId: item.type === 'comment' ? item.comment.id : null,
          on: request === 'restack',
          subject: item.type === 'comment' ? restackSubjectOfComment(item.comment) : 'post',
        });
      }
    },
    [itemOf, signedIn, onSignIn, toggles, sendRestack],
  );

  // One object while its parts stay the same: the screen re-renders while a write is pending (the kit's write reports
  // it), and a new object each time would hand every mounted card new props — a like would re-render them all.
  return useMemo(() => ({ toggles, like, save, restack }), [toggles, like, save, restack]);
}

export type FeedItemActions = ReturnType<typeof useFeedItemActions>;
