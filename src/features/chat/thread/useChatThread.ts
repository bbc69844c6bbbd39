/**
 * The data hook of the thread page `/chat/posts/{postId}`, composed of small hooks with one job each: the reads
 * (`useChatThreadQueries`), the per-item machines (`useChatItemMachines`) and what a reader does to an item
 * (`useChatItemActions`), the thread's inline edit (`useChatThreadEdit`, P05), the composer (`useChatComposer`),
 * the replies as shown (`useChatReplies`) and the comment link's target reply (`useTargetReply`).
 */
import { useCallback, useMemo } from 'react';
import type { ChatPost, ChatReaction } from '../../../api/schemas/community';
import { failureText, toFailure } from '../../../kit/failure';
import { matchRoute, paths } from '../../../kit/routes';
import { useKeyed } from '../../../kit/keyedStore';
import { useLocation, useNavigation, useViewer } from '../../../platform/context';
import { useT } from '../i18n';
import * as edit from '../edit.machine';
import { type ChatContext, type ChatItem, type ChatSurface, type ChatViewer, canReact, chatItemActions, chatPostItem } from '../permissions';
import type { ChatReplyEntry, ChatThreadPageStatus } from '../views/ChatThreadPageView';
import type { ChatActionId } from '../views/types';
import { postKey, shownPost } from './itemMachines';
import { useChatComposer, type ChatThreadComposer } from './useChatComposer';
import { useChatItemActions } from './useChatItemActions';
import { useChatItemMachines } from './useChatItemMachines';
import { pendingReactionOf, useChatReplies } from './useChatReplies';
import { type ChatThreadEditorController, useChatThreadEdit } from './useChatThreadEdit';
import { useChatThreadQueries } from './useChatThreadQueries';
import { useTargetReply } from './useTargetReply';

export { CHAT_THREAD_REPLIES_PAGE_SIZE } from './useChatThreadQueries';
export type { ChatThreadComposer } from './useChatComposer';
export type { ChatThreadEditorController } from './useChatThreadEdit';

export interface UseChatThreadOptions {
  postId: number;
  /** Read-only mode: no actions, no composer. */
  readOnly?: boolean;
  /** `recommendedFeed`: no reacting. Default `chat`. */
  context?: ChatSurface;
}

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

/** Spec 002: a reader on a thread's own page when it is deleted is taken to the chat, replacing the address. */
function useLeaveDeletedThread(postId: number) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const onThisPage = (() => {
    const route = matchRoute(pathname);
    return route?.screen === 'chatThread' && Number(route.params.postId) === postId;
  })();
  return useCallback(
    (item: ChatItem) => {
      if (item.kind === 'post' && item.item.id === postId && onThisPage) navigation.replace(paths.chatList());
    },
    [navigation, postId, onThisPage],
  );
}

export function useChatThread({ postId, readOnly = false, context: surface = 'chat' }: UseChatThreadOptions): ChatThreadController {
  const t = useT();
  const viewer: ChatViewer = useViewer();
  const context: ChatContext = useMemo(() => ({ readOnly, surface }), [readOnly, surface]);
  const reads = useChatThreadQueries(postId);
  const { store: items, sendItem } = useChatItemMachines(reads.serverPost, reads.serverReplies, viewer, context);
  const editing = useChatThreadEdit(postId, reads.serverPost, viewer, context, reads.patchPost);
  const actions = useChatItemActions({ sendItem, cache: reads, startEdit: editing.startEdit, onDeleted: useLeaveDeletedThread(postId) });
  const target = useTargetReply();

  const postEntry = useKeyed(items, postKey(postId));
  const { serverPost } = reads;
  const post = useMemo(() => (serverPost ? edit.shownPost(shownPost(serverPost, postEntry), editing.state) : null), [serverPost, postEntry, editing.state]);
  const postItem = useMemo(() => (post ? chatPostItem(post) : null), [post]);
  const composer = useChatComposer(postId, post, viewer, context, reads);
  const replies = useChatReplies(postId, reads.serverReplies, items, composer.localReplies, viewer, context);
  // Edit opens the inline editor; it is left out while the editor is open or a save runs.
  const postActions = useMemo(
    () => (postItem ? chatItemActions(postItem, viewer, context).filter((a) => a !== 'edit' || editing.canEdit) : []),
    [postItem, viewer, context, editing.canEdit],
  );

  const { postQuery } = reads;
  let status: ChatThreadPageStatus = 'ready';
  if (postQuery.isPending) status = 'loading';
  else if (postQuery.isError) status = toFailure(postQuery.error).isNotFound ? 'unavailable' : 'error';
  else if (post && post.status !== 'open' && post.status !== 'deleted') status = 'unavailable';

  return {
    status,
    errorMessage: status === 'error' ? failureText(postQuery.error, t) : undefined,
    post,
    postActions,
    postPendingReaction: pendingReactionOf(postEntry),
    replies,
    repliesStatus: reads.repliesStatus,
    hasMoreReplies: reads.hasMoreReplies,
    loadingMoreReplies: reads.loadingMoreReplies,
    reactionsDisabled: postItem === null || canReact(postItem, viewer, context) === false,
    composer: composer.composer,
    ...target,
    reload: reads.reload,
    loadMoreReplies: reads.loadMoreReplies,
    ...actions,
    editDraft: composer.editDraft,
    postEditor: editing.editor,
    startEdit: editing.startEdit,
    send: composer.send,
    retry: composer.retry,
  };
}
