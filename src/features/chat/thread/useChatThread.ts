import { readerErrorText } from '../../../api/errors';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  addChatReaction,
  banChatCommentAuthor,
  deleteChatComment,
  deleteChatPost,
  editChatPost,
  getChatComment,
  getChatPost,
  listChatComments,
  lockChatComment,
  lockChatPost,
  removeChatReaction,
  reportChatItem,
  sendChatComment,
} from '../../../api/endpoints/community';
import { ChatComment, type ChatPost, type ChatReaction } from '../../../api/schemas/community';
import { useApi } from '../../../api/useApi';
import { useClock, useDialogs, useLocation, useNavigation, useT, useViewer } from '../../../platform/context';
import { useToast } from '../../../ui/Toast';
import * as ban from '../ban.machine';
import * as del from '../delete.machine';
import * as edit from '../edit.machine';
import { chatCopyLink, highlightedReplyId, parseChatThreadQuery } from '../links';
import * as lock from '../lockReplies.machine';
import { type ChatContext, type ChatItem, type ChatSurface, type ChatViewer, canReact, chatCommentItem, chatItemActions, chatPostItem } from '../permissions';
import * as reaction from '../reaction.machine';
import { replyBlockedReason } from '../replyPermission';
import * as report from '../report.machine';
import * as send from '../send.machine';
import type { ChatActionId, ChatComposerDisabledReason, ChatComposerPlaceholder } from '../views/types';
import type { ChatReplyEntry, ChatThreadPageStatus } from '../views/ChatThreadPageView';
import type { ChatThreadEditorProps } from '../views/ChatThreadEditor';
import { apiItemKind, composerDisabledReason, composerPlaceholderKind, hidesComposer } from './adapters';
import {
  type ItemMachineEvent,
  type ItemMachines,
  type ItemMachinesAction,
  type ItemMachinesMap,
  chatItemKey,
  commentKey,
  itemMachinesReducer,
  postKey,
  shownComment,
  shownPost,
} from './itemMachines';

/** Top-level replies per P04a page (the endpoint's maximum). */
export const CHAT_THREAD_REPLIES_PAGE_SIZE = 50;

/** TanStack Query keys of the thread page. */
export const chatThreadQueryKeys = {
  all: ['community', 'thread'] as const,
  post: (postId: number) => ['community', 'thread', postId, 'post'] as const,
  replies: (postId: number) => ['community', 'thread', postId, 'replies'] as const,
  /** Replies to one reply (P04a `parent_id`). The page itself no longer asks per parent (`include_replies`); kept for hosts. */
  nested: (postId: number, parentId: number) => ['community', 'thread', postId, 'replies', 'nested', parentId] as const,
};

export interface UseChatThreadOptions {
  postId: number;
  /** Read-only mode: no actions, no composer. */
  readOnly?: boolean;
  /** `recommendedFeed`: no reacting. Default `chat`. */
  context?: ChatSurface;
}

export interface ChatThreadComposer {
  placeholder: ChatComposerPlaceholder;
  value: string;
  disabledReason: ChatComposerDisabledReason | null;
}

/** The inline editor of the reader's own thread while it is open (the props of `ChatThreadEditor`). */
export type ChatThreadEditorController = Omit<ChatThreadEditorProps, 'className'>;

export interface ChatThreadController {
  status: ChatThreadPageStatus;
  errorMessage?: string;
  post: ChatPost | null;
  postActions: readonly ChatActionId[];
  postPendingReaction: ChatReaction | null;
  replies: readonly ChatReplyEntry[];
  repliesStatus: 'loading' | 'ready';
  hasMoreReplies: boolean;
  loadingMoreReplies: boolean;
  reactionsDisabled: boolean;
  composer: ChatThreadComposer | null;
  targetReplyId: number | null;
  targetRef: (element: HTMLElement | null) => void;
  /** `null` when the link carries no `back` action. */
  onBack: (() => void) | null;
  reload: () => void;
  loadMoreReplies: () => void;
  react: (item: ChatItem, reaction: ChatReaction) => void;
  toggleLock: (item: ChatItem) => void;
  ban: (item: ChatItem) => void;
  unban: (item: ChatItem) => void;
  delete: (item: ChatItem) => void;
  report: (item: ChatItem) => void;
  copyLink: (item: ChatItem) => void;
  copyText: (item: ChatItem) => void;
  /** Runs a menu action on an item. */
  action: (item: ChatItem, action: ChatActionId) => void;
  editDraft: (text: string) => void;
  /** The thread's inline editor (Edit, P05), or `null` while it is closed. */
  postEditor: ChatThreadEditorController | null;
  /** Opens the inline editor on the reader's own thread (the menu's Edit). */
  startEdit: () => void;
  send: (text: string) => void;
  retry: (clientId: string) => void;
}

function errorText(error: unknown, t: ReturnType<typeof useT>): string {
  return readerErrorText(error, {
    network: t('chat.permalink.errorNetwork'),
    malformed: t('chat.permalink.errorMalformed'),
    server: t('chat.permalink.errorServer'),
  });
}

const isNotFound = (error: unknown) => (error as { status?: number } | null)?.status === 404;

let clientSeq = 0;

/**
 * A pure machine run by `useReducer`, whose `apply` also returns the state the event leads to (handlers read it to
 * know which call to make, before React renders), as a pair like `useReducer`'s.
 */
function useMachine<S, E>(transition: (state: S, event: E) => S, init: () => S) {
  const [state, dispatch] = useReducer(transition, undefined, init);
  const ref = useRef(state);
  ref.current = state;
  const apply = useCallback(
    (event: E): S => {
      const next = transition(ref.current, event);
      ref.current = next;
      dispatch(event);
      return next;
    },
    [transition],
  );
  return [state, apply] as const;
}

/**
 * The data hook of the thread page `/chat/posts/{postId}`: the thread (E01) and its replies (P04a: top-level
 * replies page by page, each with its own replies in the same answer, `include_replies`) through TanStack Query; the
 * per-item machines (reaction, lock, ban, delete, report) in one `useReducer` map keyed by item; the composer's
 * send machine; the thread's edit machine (P05: optimistic body, reverted with an alert on failure); the calls,
 * alerts (T023–T030), confirmations (T020–T022), toasts and the target reply's scroll.
 */
export function useChatThread({ postId, readOnly = false, context: surface = 'chat' }: UseChatThreadOptions): ChatThreadController {
  const api = useApi();
  const t = useT();
  const dialogs = useDialogs();
  const clock = useClock();
  const toast = useToast();
  const navigation = useNavigation();
  const location = useLocation();
  const queryClient = useQueryClient();
  const viewer: ChatViewer = useViewer();
  const context: ChatContext = useMemo(() => ({ readOnly, surface }), [readOnly, surface]);

  // ——— reads ———
  const postQuery = useQuery({
    queryKey: chatThreadQueryKeys.post(postId),
    queryFn: async ({ signal }) => (await api.call(getChatPost, { params: { id: postId } }, { signal })).communityPost,
    retry: false,
  });
  const serverPost = postQuery.data ?? null;
  const open = serverPost?.status === 'open';

  const repliesQuery = useInfiniteQuery({
    queryKey: chatThreadQueryKeys.replies(postId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.call(
        listChatComments,
        {
          params: { id: postId },
          // Each top-level reply comes with its own replies: one request per page, not one more per parent (N+1).
          query:
            pageParam === undefined
              ? { limit: CHAT_THREAD_REPLIES_PAGE_SIZE, include_replies: true }
              : { limit: CHAT_THREAD_REPLIES_PAGE_SIZE, cursor: pageParam, include_replies: true },
        },
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: open,
    retry: false,
  });
  // Reading order as the server sends it: each top-level reply followed by its replies (`include_replies`).
  const serverReplies = useMemo(() => repliesQuery.data?.pages.flatMap((p) => p.comments) ?? [], [repliesQuery.data]);

  // ——— the item machines ———
  const [items, dispatchItems] = useReducer(itemMachinesReducer, {} as ItemMachinesMap);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  /** Dispatches and returns the state the reducer will hold (handlers read it to know which call to make). */
  const apply = useCallback((action: ItemMachinesAction): ItemMachinesMap => {
    const next = itemMachinesReducer(itemsRef.current, action);
    itemsRef.current = next;
    dispatchItems(action);
    return next;
  }, []);
  const eventFor = useCallback(
    (item: ChatItem, e: ItemMachineEvent): ItemMachines | undefined =>
      apply({ type: 'EVENT', item, viewer, context, ...e } as ItemMachinesAction)[chatItemKey(item)],
    [apply, viewer, context],
  );

  useEffect(() => {
    const all: ChatItem[] = serverReplies.map(chatCommentItem);
    if (serverPost) all.push(chatPostItem(serverPost));
    dispatchItems({ type: 'SYNC', items: all });
  }, [serverPost, serverReplies]);

  /**
   * Confirmations open from a menu item: wait one task so the menu has closed and given focus back to its
   * trigger, which the dialog then restores when it closes.
   */
  const afterMenuCloses = useCallback(
    () =>
      new Promise<void>((resolve) => {
        let tries = 0;
        const check = () => {
          const active = typeof document === 'undefined' ? null : document.activeElement;
          // Still in the menu, or between the menu and its trigger (focus on the body for a moment).
          const moving = active !== null && (active === document.body || active.closest('[role="menu"]') !== null);
          if (!moving || tries++ > 10) resolve();
          else clock.setTimeout(check, 16);
        };
        clock.setTimeout(check, 0);
      }),
    [clock],
  );

  const patchPost = useCallback(
    (update: (post: ChatPost) => ChatPost) => queryClient.setQueryData<ChatPost>(chatThreadQueryKeys.post(postId), (old) => (old ? update(old) : old)),
    [queryClient, postId],
  );

  // ——— editing the thread (P05) ———
  const [editState, applyEdit] = useMachine(edit.transition, () => edit.initialState('', 'unavailable'));
  useEffect(() => {
    if (serverPost) applyEdit(edit.syncEvent(serverPost, viewer, context));
  }, [applyEdit, serverPost, viewer, context]);

  const startEdit = useCallback(async () => {
    if (!edit.canEdit(editState)) return;
    // From the menu: let it close and hand focus back first, so the editor's field keeps the focus it takes.
    await afterMenuCloses();
    applyEdit({ type: 'START' });
  }, [applyEdit, afterMenuCloses, editState]);
  const changeEdit = useCallback((text: string) => void applyEdit({ type: 'CHANGE', text }), [applyEdit]);
  const cancelEdit = useCallback(() => void applyEdit({ type: 'CANCEL' }), [applyEdit]);
  const saveEdit = useCallback(() => {
    const request = edit.editRequest(applyEdit({ type: 'SAVE' }));
    if (!request) return;
    api.call(editChatPost, { params: { id: postId }, body: request }).then(
      ({ communityPost }) => {
        applyEdit({ type: 'SUCCEEDED', body: edit.editableSource(communityPost) });
        patchPost(() => communityPost);
      },
      async (error) => {
        const failure = edit.editFailureOf(applyEdit({ type: 'FAILED', error }));
        if (failure) await dialogs.alert(edit.editFailureMessage(failure, t));
      },
    );
  }, [api, postId, applyEdit, patchPost, dialogs, t]);

  // ——— actions ———
  const react = useCallback(
    (item: ChatItem, r: ChatReaction) => {
      const entry = eventFor(item, { machine: 'reaction', event: { type: 'CLICK', reaction: r } });
      const request = entry ? reaction.reactionRequest(entry.reaction) : null;
      if (!entry || !request || entry.reaction.name !== 'pending') return;
      const params = { kind: apiItemKind(item.kind), id: item.item.id };
      const call =
        request.method === 'add'
          ? api.call(addChatReaction, { params, body: { reaction: request.reaction as ChatReaction } })
          : api.call(removeChatReaction, { params, body: request.reaction ? { reaction: request.reaction as ChatReaction } : {} });
      call.then(
        (result) => {
          eventFor(item, { machine: 'reaction', event: { type: 'SUCCEEDED', result } });
          if (item.kind === 'post') patchPost((p) => ({ ...p, reaction: result.reaction, reactions: result.reactions }));
        },
        async (error) => {
          eventFor(item, { machine: 'reaction', event: { type: 'FAILED', error } });
          await dialogs.alert(reaction.reactionFailureMessage(error, t));
          eventFor(item, { machine: 'reaction', event: { type: 'DISMISS_FAILURE' } });
        },
      );
    },
    [api, dialogs, t, eventFor, patchPost],
  );

  const toggleLock = useCallback(
    (item: ChatItem) => {
      const entry = eventFor(item, { machine: 'lock', event: { type: 'TOGGLE' } });
      const body = entry ? lock.lockRequest(entry.lock) : null;
      if (!entry || !body) return;
      const id = item.item.id;
      const call =
        item.kind === 'post'
          ? api.call(lockChatPost, { params: { id }, body }).then((r) => {
              patchPost(() => r.communityPost);
              return r.communityPost.is_locked;
            })
          : api.call(lockChatComment, { params: { id }, body }).then((r) => r.comment.is_locked);
      call.then(
        (isLocked) => eventFor(item, { machine: 'lock', event: { type: 'SUCCEEDED', isLocked } }),
        async (error) => {
          const failed = eventFor(item, { machine: 'lock', event: { type: 'FAILED', error } });
          const alertId = failed ? lock.lockFailure(failed.lock) : null;
          if (alertId) await dialogs.alert(t(alertId));
          eventFor(item, { machine: 'lock', event: { type: 'DISMISS_FAILURE' } });
        },
      );
    },
    [api, dialogs, t, eventFor, patchPost],
  );

  const runBan = useCallback(
    (item: ChatItem, entry: ItemMachines | undefined) => {
      const query = entry ? ban.banRequest(entry.ban) : null;
      if (!entry || !query || item.kind !== 'comment') return;
      api.call(banChatCommentAuthor, { params: { id: item.item.id }, query }).then(
        (result) => {
          eventFor(item, { machine: 'ban', event: { type: 'SUCCEEDED', isBanned: result.is_banned } });
          // The ban is the author's: their other replies follow on the next read.
          void queryClient.invalidateQueries({ queryKey: chatThreadQueryKeys.replies(postId) });
        },
        async (error) => {
          const failed = eventFor(item, { machine: 'ban', event: { type: 'FAILED', error } });
          const alertId = failed ? ban.banFailure(failed.ban) : null;
          if (alertId) await dialogs.alert(t(alertId));
          eventFor(item, { machine: 'ban', event: { type: 'DISMISS_FAILURE' } });
        },
      );
    },
    [api, dialogs, t, eventFor, queryClient, postId],
  );

  const banAuthor = useCallback(
    async (item: ChatItem) => {
      const entry = eventFor(item, { machine: 'ban', event: { type: 'BAN' } });
      if (entry?.ban.name !== 'confirming') return;
      await afterMenuCloses();
      const ok = await dialogs.confirm(t('chat.confirm.ban'), { destructive: true, confirmLabel: t('chat.action.ban') });
      runBan(item, eventFor(item, { machine: 'ban', event: { type: ok ? 'CONFIRM' : 'CANCEL' } }));
    },
    [dialogs, t, eventFor, runBan, afterMenuCloses],
  );

  const unbanAuthor = useCallback((item: ChatItem) => runBan(item, eventFor(item, { machine: 'ban', event: { type: 'UNBAN' } })), [eventFor, runBan]);

  const runDelete = useCallback(
    (item: ChatItem, entry: ItemMachines | undefined) => {
      const request = entry ? del.deleteRequest(entry.delete) : null;
      if (!entry || !request) return;
      const call =
        request.kind === 'post'
          ? api.call(deleteChatPost, { params: { id: request.id }, body: request.body })
          : api.call(deleteChatComment, { params: { id: request.id }, body: request.body });
      call.then(
        async () => {
          const done = eventFor(item, { machine: 'delete', event: { type: 'SUCCEEDED' } });
          for (const target of done ? del.refetchTargets(done.delete) : []) {
            if (target.kind === 'post') {
              void queryClient.invalidateQueries({ queryKey: chatThreadQueryKeys.post(target.id) });
            } else {
              try {
                const { comment } = await api.call(getChatComment, { params: { id: target.id } });
                queryClient.setQueryData<{ pages: { comments: ChatComment[] }[]; pageParams: unknown[] }>(chatThreadQueryKeys.replies(postId), (old) =>
                  old ? { ...old, pages: old.pages.map((p) => ({ ...p, comments: p.comments.map((c) => (c.id === comment.id ? comment : c)) })) } : old,
                );
              } catch (error) {
                console.warn(`Could not refetch chat reply ${target.id}`, error);
              }
            }
          }
        },
        (error) => {
          const failed = eventFor(item, { machine: 'delete', event: { type: 'FAILED', error } });
          const warning = failed ? del.deleteWarning(failed.delete) : null;
          if (warning) console.warn(warning);
        },
      );
    },
    [api, eventFor, queryClient, postId],
  );

  const deleteItem = useCallback(
    async (item: ChatItem) => {
      // A reply is deleted from its own actions (the reply-action delete: 500 ms before it goes, K007).
      const source: del.DeleteSource = item.kind === 'comment' ? 'replyAction' : 'menu';
      const entry = eventFor(item, { machine: 'delete', event: { type: 'DELETE', source } });
      const messageId = entry ? del.deleteConfirmMessageId(entry.delete) : null;
      if (!entry || !messageId) return;
      await afterMenuCloses();
      const ok = await dialogs.confirm(t(messageId), { destructive: true, confirmLabel: t('chat.action.delete') });
      const next = eventFor(item, { machine: 'delete', event: { type: ok ? 'CONFIRM' : 'CANCEL' } });
      const wait = next ? del.delayMs(next.delete) : null;
      if (wait !== null) {
        clock.setTimeout(() => runDelete(item, eventFor(item, { machine: 'delete', event: { type: 'DELAY_ELAPSED' } })), wait);
      } else {
        runDelete(item, next);
      }
    },
    [dialogs, t, clock, eventFor, runDelete, afterMenuCloses],
  );

  const reportItem = useCallback(
    (item: ChatItem) => {
      const entry = eventFor(item, { machine: 'report', event: { type: 'REPORT' } });
      const body = entry ? report.reportRequest(entry.report) : null;
      if (!entry || !body) return;
      api.call(reportChatItem, { params: { kind: apiItemKind(item.kind), id: item.item.id }, body }).then(
        () => eventFor(item, { machine: 'report', event: { type: 'SUCCEEDED' } }),
        async (error) => {
          const failed = eventFor(item, { machine: 'report', event: { type: 'FAILED', error } });
          const alertId = failed ? report.reportFailure(failed.report) : null;
          if (alertId) await dialogs.alert(t(alertId));
          eventFor(item, { machine: 'report', event: { type: 'DISMISS_FAILURE' } });
        },
      );
    },
    [api, dialogs, t, eventFor],
  );

  const copy = useCallback(
    async (text: string, message: string) => {
      try {
        await navigator.clipboard.writeText(text);
        toast.show({ message });
      } catch (error) {
        console.warn('Could not copy to the clipboard', error);
      }
    },
    [toast],
  );
  const copyLink = useCallback(
    (item: ChatItem) => void copy(chatCopyLink(typeof window === 'undefined' ? '' : window.location.origin, item), t('chat.toast.linkCopied')),
    [copy, t],
  );
  const copyText = useCallback((item: ChatItem) => void copy(item.item.body, t('chat.toast.textCopied')), [copy, t]);

  const action = useCallback(
    (item: ChatItem, id: ChatActionId) => {
      switch (id) {
        case 'copyLink':
          return copyLink(item);
        case 'copyText':
          return copyText(item);
        case 'delete':
          return void deleteItem(item);
        case 'lock':
        case 'unlock':
          return toggleLock(item);
        case 'ban':
          return void banAuthor(item);
        case 'unban':
          return unbanAuthor(item);
        case 'report':
          return reportItem(item);
        case 'edit':
          // Threads only (the permission rules offer Edit on the reader's own thread).
          return item.kind === 'post' ? void startEdit() : undefined;
        default:
          return id satisfies never;
      }
    },
    [copyLink, copyText, deleteItem, toggleLock, banAuthor, unbanAuthor, reportItem, startEdit],
  );

  // ——— the thread as shown ———
  const postEntry = items[postKey(postId)];
  const post = useMemo(() => (serverPost ? edit.shownPost(shownPost(serverPost, postEntry), editState) : null), [serverPost, postEntry, editState]);
  const postItem = useMemo(() => (post ? chatPostItem(post) : null), [post]);
  // Edit opens the inline editor; it is left out while the editor is open or a save runs.
  const canEdit = edit.canEdit(editState);
  const postActions = useMemo(
    () => (postItem ? chatItemActions(postItem, viewer, context).filter((a) => a !== 'edit' || canEdit) : []),
    [postItem, viewer, context, canEdit],
  );
  const editorDraft = edit.draftOf(editState);
  const editorCanSave = edit.canSave(editState);
  const postEditor = useMemo<ChatThreadEditorController | null>(
    () => (editorDraft === null ? null : { value: editorDraft, onValueChange: changeEdit, onSave: saveEdit, onCancel: cancelEdit, canSave: editorCanSave }),
    [editorDraft, editorCanSave, changeEdit, saveEdit, cancelEdit],
  );

  // ——— sending ———
  const [banned, setBanned] = useState(false);
  const blockedReason = post ? replyBlockedReason(post, viewer, context) : 'unavailable';
  const [sendState, applySend] = useMachine(send.transition, () => send.initialState(blockedReason));
  useEffect(() => {
    applySend({ type: 'PERMISSION_CHANGED', reason: blockedReason });
  }, [applySend, blockedReason]);

  const deliver = useCallback(
    (local: send.LocalReply | undefined) => {
      if (local?.status !== 'sending') return;
      const { clientId, attempt } = local;
      api.call(sendChatComment, { params: { id: postId }, body: send.sendRequest(local) }).then(
        async ({ comment }) => {
          applySend({ type: 'SUCCEEDED', clientId, comment, attempt });
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: chatThreadQueryKeys.replies(postId) }),
            queryClient.invalidateQueries({ queryKey: chatThreadQueryKeys.post(postId) }),
          ]);
          applySend({ type: 'DISCARD', clientId });
        },
        async (error) => {
          const next = applySend({ type: 'FAILED', clientId, error, attempt });
          const failed = send.findLocalReply(next, clientId);
          const message = failed?.status === 'failed' ? send.sendFailureMessage(failed.failure, t) : null;
          if (message) {
            setBanned(true);
            await dialogs.alert(message);
          }
        },
      );
    },
    [api, postId, applySend, queryClient, dialogs, t],
  );

  const editDraft = useCallback((text: string) => void applySend({ type: 'EDIT', text }), [applySend]);
  const sendText = useCallback(
    (text: string) => {
      clientSeq += 1;
      const clientId = `local-${clientSeq}`;
      applySend({ type: 'EDIT', text });
      const next = applySend({ type: 'SUBMIT', clientId, at: clock.now().toISOString() });
      deliver(send.findLocalReply(next, clientId));
    },
    [applySend, clock, deliver],
  );
  const retry = useCallback((clientId: string) => deliver(send.findLocalReply(applySend({ type: 'RETRY', clientId }), clientId)), [applySend, deliver]);

  // ——— the replies as shown ———
  const cache = useRef(new WeakMap<ChatComment, { entry: ItemMachines; comment: ChatComment | null }>());
  const localCache = useRef(new Map<string, { local: send.LocalReply; comment: ChatComment }>());
  const replies = useMemo(() => {
    const out: ChatReplyEntry[] = [];
    const listed = new Set<number>();
    for (const comment of serverReplies) {
      listed.add(comment.id);
      const entry = items[commentKey(comment.id)];
      let shown: ChatComment | null = comment;
      if (entry) {
        const hit = cache.current.get(comment);
        if (hit && hit.entry === entry) shown = hit.comment;
        else {
          shown = shownComment(comment, entry);
          cache.current.set(comment, { entry, comment: shown });
        }
      }
      if (!shown) continue;
      const pending =
        entry && reaction.isPending(entry.reaction)
          ? ((reaction.shownReaction(entry.reaction) ?? entry.reaction.server.reaction) as ChatReaction | null)
          : null;
      out.push({ comment: shown, actions: chatItemActions(chatCommentItem(shown), viewer, context), pendingReaction: pending });
    }
    for (const local of sendState.items) {
      if (local.status === 'sent' && listed.has(local.comment.id)) continue;
      let comment: ChatComment;
      if (local.status === 'sent') comment = local.comment;
      else {
        const hit = localCache.current.get(local.clientId);
        if (hit && hit.local === local) comment = hit.comment;
        else {
          comment = ChatComment.parse({
            id: Number.MAX_SAFE_INTEGER - Number(local.clientId.replace(/\D/g, '') || 0),
            post_id: postId,
            user_id: viewer.user?.id ?? 1,
            user: viewer.user ? { id: viewer.user.id, name: viewer.user.name } : null,
            body: local.body,
            parent_id: local.parentId,
            created_at: local.createdAt,
          });
          localCache.current.set(local.clientId, { local, comment });
        }
      }
      out.push({
        comment,
        localId: local.clientId,
        sendStatus: local.status === 'sent' ? 'idle' : local.status,
        actions: local.status === 'sent' ? chatItemActions(chatCommentItem(comment), viewer, context) : [],
      });
    }
    return out;
  }, [serverReplies, items, sendState.items, viewer, context, postId]);

  // ——— target reply and back ———
  const query = useMemo(() => parseChatThreadQuery(location.search), [location.search]);
  const targetReplyId = highlightedReplyId(query);
  const scrolledTo = useRef<number | null>(null);
  const targetRef = useCallback(
    (element: HTMLElement | null) => {
      if (!element || targetReplyId === null || scrolledTo.current === targetReplyId) return;
      scrolledTo.current = targetReplyId;
      element.scrollIntoView?.({ block: 'center' });
    },
    [targetReplyId],
  );
  const onBack = useMemo(() => (query.back ? () => navigation.back() : null), [query.back, navigation]);

  // ——— status ———
  let status: ChatThreadPageStatus;
  let errorMessage: string | undefined;
  if (postQuery.isPending) status = 'loading';
  else if (postQuery.isError) {
    status = isNotFound(postQuery.error) ? 'unavailable' : 'error';
    errorMessage = status === 'error' ? errorText(postQuery.error, t) : undefined;
  } else if (post && post.status !== 'open' && post.status !== 'deleted') status = 'unavailable';
  else status = 'ready';

  const reactionsDisabled = postItem === null || canReact(postItem, viewer, context) === false;
  const composer: ChatThreadComposer | null =
    post && !readOnly && !hidesComposer(blockedReason)
      ? { placeholder: composerPlaceholderKind(post.audience), value: sendState.draft, disabledReason: composerDisabledReason(blockedReason, banned) }
      : null;

  return {
    status,
    errorMessage,
    post,
    postActions,
    postPendingReaction:
      postEntry && reaction.isPending(postEntry.reaction)
        ? ((reaction.shownReaction(postEntry.reaction) ?? postEntry.reaction.server.reaction) as ChatReaction | null)
        : null,
    replies,
    // Nested replies come in the same answer as their parents, so the list does not jump as they arrive.
    repliesStatus: open && repliesQuery.isPending ? 'loading' : 'ready',
    hasMoreReplies: repliesQuery.hasNextPage,
    loadingMoreReplies: repliesQuery.isFetchingNextPage,
    reactionsDisabled,
    composer,
    targetReplyId,
    targetRef,
    onBack,
    reload: () => {
      void postQuery.refetch();
    },
    loadMoreReplies: () => {
      if (repliesQuery.hasNextPage && !repliesQuery.isFetchingNextPage) void repliesQuery.fetchNextPage();
    },
    react,
    toggleLock,
    ban: (item) => void banAuthor(item),
    unban: unbanAuthor,
    delete: (item) => void deleteItem(item),
    report: reportItem,
    copyLink,
    copyText,
    action,
    editDraft,
    postEditor,
    startEdit: () => void startEdit(),
    send: sendText,
    retry,
  };
}
