/**
 * The thread's data hook: its store, and the reader's writes on the kit's optimistic write — likes (M43: E29/E30,
 * 401 → the sign-in modal, any other failure reverts and alerts the error's text) and comments and replies (M48:
 * the composer gate first; P09b; a failed send keeps the text with the error's text beside it). The store is created
 * once; actions are stable for the hook's life, so the thread's items never re-render for a new callback.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { bodyJsonOfText, textOfBodyJson } from '../../../api/schemas/bodyJsonText';
import type { FeedComment } from '../../../api/schemas/feed';
import type { Comment, CommentSort } from '../../../api/schemas/posts';
import { failureText } from '../../../kit/failure';
import { useOptimisticWrite } from '../../../kit/useOptimisticWrite';
import { reactionFailure, reactionRequest } from '../commentReaction.machine';
import { gateViewerOf, type ReaderStanding } from '../commentsAccess';
import { composerGate, type Gate, type GatePost, sendRequest } from '../composerGate.machine';
import { useT } from '../i18n';
import { type CommentNode, parentIdOf } from '../threadModel';
import type { CommentThreadActions } from './CommentThread';
import { type CommentThreadStore, createCommentThreadStore, POST_COMPOSER } from './threadStore';

/** The dialog the thread has open: sign in (a like or a comment by a signed-out reader) or a reply requirement. */
export type ThreadDialog = { kind: 'signIn'; reason: 'like' | 'comment'; key?: number } | { kind: 'requirement'; need: 'paid' | 'subscriber'; key: number };

export interface UseCommentThreadOptions {
  postId: number;
  publicationId: number | null;
  /** The post's comment settings (the composer gate). */
  post: GatePost;
  /** The reader's standing with the publication (P27). */
  standing: ReaderStanding;
  /** The page's sort: where a new comment of the reader's goes. */
  sort: CommentSort;
  likesEnabled: boolean;
  /** Collapse and expand (the page's M51); without it the thread keeps its own list. */
  onToggleCollapse?: (id: number) => void;
  /** After the reader's comment was posted (e.g. the page scrolls to it). */
  onPosted?: (id: number) => void;
}

export interface CommentThreadController {
  store: CommentThreadStore;
  actions: CommentThreadActions;
  /** The composer gate for a comment (`null`: the post) for this reader. */
  gateFor: (target: CommentNode | null) => Gate;
  dialog: ThreadDialog | null;
  closeDialog: () => void;
}

/** The comment a P09b answer describes, as the thread keeps comments. */
export function commentOfCreated(created: FeedComment): Comment {
  return {
    id: created.id,
    post_id: created.post_id ?? null,
    publication_id: created.publication_id ?? null,
    user_id: created.user_id,
    name: created.name ?? null,
    handle: created.handle ?? null,
    photo_url: created.photo_url ?? null,
    user_pub_role: null,
    date: created.date,
    edited_at: created.edited_at ?? null,
    body: created.body ?? (created.body_json ? textOfBodyJson(created.body_json) : ''),
    hidden: false,
    deleted: created.deleted,
    status: created.status,
    parent_id: parentIdOf({ parent_id: null, ancestor_path: created.ancestor_path }),
    ancestor_path: created.ancestor_path,
    attachments: created.attachments,
    reaction: created.reaction ?? false,
    reactions: created.reactions,
    reaction_count: created.reaction_count,
    children_count: created.children_count,
    restacks: created.restacks,
    restacked: created.restacked,
    reply_minimum_role: created.reply_minimum_role ?? null,
    children: [],
  };
}

type LikeRequest = { id: number; request: 'like' | 'unlike' };
type SendRequest = { key: number; text: string };

export function useCommentThread(options: UseCommentThreadOptions): CommentThreadController {
  const t = useT();
  const [store] = useState(() => createCommentThreadStore({ likesEnabled: options.likesEnabled }));
  const [dialog, setDialogState] = useState<ThreadDialog | null>(null);
  const dialogRef = useRef<ThreadDialog | null>(null);
  const setDialog = useCallback((next: ThreadDialog | null) => {
    dialogRef.current = next;
    setDialogState(next);
  }, []);
  const latest = useRef(options);
  latest.current = options;
  const tRef = useRef(t);
  tRef.current = t;

  const gateFor = useCallback(
    (target: CommentNode | null): Gate =>
      composerGate(gateViewerOf(options.standing), options.post, target ? { reply_minimum_role: target.reply_minimum_role, user_id: target.user_id } : null),
    [options.standing, options.post],
  );
  const gateRef = useRef(gateFor);
  gateRef.current = gateFor;

  const likeWrite = useOptimisticWrite({
    // The like's endpoints load with the first press: the page's first render calls neither.
    mutationFn: async ({ id, request }: LikeRequest, api) => {
      const { addCommentReaction, removeCommentReaction } = await import('../../../api/endpoints/posts');
      return api.call(request === 'like' ? addCommentReaction : removeCommentReaction, {
        params: { id },
        body: { reaction: '❤', publication_id: latest.current.publicationId },
      });
    },
    onSucceeded: (_result, { id }) => void store.sendReaction(id, { type: 'SUCCEEDED' }),
    onFailed: (failure, { id }) => {
      const failed = store.sendReaction(id, { type: 'FAILED', error: failure });
      if (failed && reactionFailure(failed)?.kind === 'signIn') {
        setDialog({ kind: 'signIn', reason: 'like' });
        return null;
      }
      // Spec 002 §8: the like reverts and the error's text is alerted (the server's words, else the shared text).
      return failureText(failure, tRef.current);
    },
    onDismissed: (_failure, { id }) => void store.sendReaction(id, { type: 'DISMISS_FAILURE' }),
  });

  const sendWrite = useOptimisticWrite({
    // The comment endpoint (and the feed schemas it validates with) loads with the first send: most readers never
    // write, so it is not part of the page's first render.
    mutationFn: async ({ key, text }: SendRequest, api) => {
      const { createFeedComment } = await import('../../../api/endpoints/feed');
      return api.call(createFeedComment, {
        body: {
          bodyJson: bodyJsonOfText(text),
          attachments: [],
          post_id: latest.current.postId,
          parent_id: key === POST_COMPOSER ? null : key,
        },
      });
    },
    onSucceeded: (created, { key }) => {
      store.merge([commentOfCreated(created)], latest.current.sort);
      store.sendComposer(key, { type: 'SUCCEEDED' });
      latest.current.onPosted?.(created.id);
    },
    onFailed: (failure, { key }) => {
      const next = store.sendComposer(key, { type: 'FAILED', error: failure });
      if (next.name === 'gated') setDialog({ kind: 'signIn', reason: 'comment', key });
      // The text stays in the composer with the error beside it: no alert to dismiss.
      return null;
    },
  });
  const likeSend = useRef(likeWrite.send);
  likeSend.current = likeWrite.send;
  const commentSend = useRef(sendWrite.send);
  commentSend.current = sendWrite.send;

  // Collapse without a page machine (the post page's section): the thread keeps its own list.
  const localCollapsed = useRef<number[]>([]);

  const actions = useMemo<CommentThreadActions>(
    () => ({
      like: (id) => {
        const next = store.sendReaction(id, { type: 'TOGGLE' });
        const request = next ? reactionRequest(next) : null;
        if (request) void likeSend.current({ id, request });
      },
      openComposer: (key) => {
        const target = key === POST_COMPOSER ? null : (store.model().nodes.get(key) ?? null);
        const gate = gateRef.current(target);
        const next = store.sendComposer(key, { type: 'OPEN', gate });
        if (next.name !== 'gated') return;
        if (next.gate.kind === 'signIn') setDialog({ kind: 'signIn', reason: 'comment', key });
        else if (next.gate.kind === 'requirement') setDialog({ kind: 'requirement', need: next.gate.need, key });
        else store.sendComposer(key, { type: 'DISMISS_GATE' });
      },
      changeDraft: (key, text) => void store.sendComposer(key, { type: 'CHANGE', text }),
      submit: (key) => {
        const text = sendRequest(store.sendComposer(key, { type: 'SUBMIT' }));
        if (text !== null) void commentSend.current({ key, text });
      },
      cancel: (key) => void store.sendComposer(key, { type: 'CLOSE' }),
      toggleCollapse: (id) => {
        const toggle = latest.current.onToggleCollapse;
        if (toggle) {
          toggle(id);
          return;
        }
        const list = localCollapsed.current;
        localCollapsed.current = list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
        store.setCollapsed(localCollapsed.current);
      },
      failureText: (error) => failureText(error, tRef.current),
    }),
    [store, setDialog],
  );

  const closeDialog = useCallback(() => {
    const open = dialogRef.current;
    if (open && open.key !== undefined) store.sendComposer(open.key, { type: 'DISMISS_GATE' });
    setDialog(null);
  }, [store, setDialog]);

  return { store, actions, gateFor, dialog, closeDialog };
}
