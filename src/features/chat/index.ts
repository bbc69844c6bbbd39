/**
 * The subscriber chat (spec 000 "Chat thread and comment views", "Chat permalink pages"; 002 "Chat permalink status"):
 * connected screens, their bare views, data hooks, and the pure machines and rules behind them.
 * Routes (gap G03): thread `/chat/posts/{postId}` (`?comment&targetReply&showTarget=true&back`), permalinks
 * `/chat/p/{postId}` and `/chat/c/{commentId}`, landing `/chat`.
 */

// Screens (connected) and their bare views
export { ChatThreadPage, type ChatThreadPageProps } from './thread/ChatThreadPage';
export {
  useChatThread,
  CHAT_THREAD_REPLIES_PAGE_SIZE,
  type UseChatThreadOptions,
  type ChatThreadController,
  type ChatThreadComposer,
  type ChatThreadEditorController,
} from './thread/useChatThread';
export { itemMachinesReducer, initItemMachines, type ItemMachines, type ItemMachinesMap, type ItemMachinesAction } from './thread/itemMachines';
export { ChatList, type ChatListProps } from './list/ChatList';
export { ChatListView, ChatListRow, type ChatListViewProps, type ChatListRowProps } from './list/ChatListView';
export { useChatList, chatListQueryKey, type UseChatListOptions, type ChatListController } from './list/useChatList';
export { isThreadUnread, CHAT_LIST_PAGE_SIZE } from './list/chatListModel';
export {
  ChatPostPermalinkPage,
  ChatPostPermalinkPageView,
  type ChatPostPermalinkPageProps,
  type ChatPostPermalinkPageViewProps,
} from './permalink/ChatPostPermalinkPage';
export {
  ChatCommentPermalinkPage,
  ChatCommentPermalinkPageView,
  type ChatCommentPermalinkPageProps,
  type ChatCommentPermalinkPageViewProps,
} from './permalink/ChatCommentPermalinkPage';
export { ChatLockedTeaser, type ChatLockedTeaserProps } from './permalink/ChatLockedTeaser';
export { useChatPostPermalink } from './permalink/useChatPostPermalink';
export { useChatCommentPermalink } from './permalink/useChatCommentPermalink';
export { permalinkState, chatTeaserVariants, chatAppLink, type ChatTeaserVariant, type PermalinkState } from './permalink/permalink';
export { ChatLandingPage, ChatLandingPageView, type ChatLandingPageProps, type ChatLandingPageViewProps } from './landing/ChatLandingPage';
export { useChatLanding } from './landing/useChatLanding';
export { ChatPreviewSnippet, type ChatPreviewSnippetProps } from './snippet/ChatPreviewSnippet';
export * from './views';

// Pure machines and rules
export * from './machines';
export {
  chatItemActions,
  chatItemActionIds,
  chatItemActionLabels,
  chatPostItem,
  chatCommentItem,
  canReact,
  isOwnItem,
  isPublicationAdmin,
  editBlockedReason,
  type EditBlockedReason,
  type ChatItem,
  type ChatItemAction,
  type ChatViewer,
  type ChatContext,
  type ChatSurface,
} from './permissions';
export { canReply, replyBlockedReason, replyBlockedMessageId, composerPlaceholder, audienceLabel, type ReplyBlockedReason } from './replyPermission';
export {
  chatThreadLink,
  chatReplyLink,
  chatCopyLink,
  chatThreadPath,
  chatReplyPath,
  chatPostPermalinkPath,
  chatCommentPermalinkPath,
  chatLandingLink,
  parseChatThreadQuery,
  highlightedReplyId,
  CHAT_LANDING_PATH,
  CHAT_WEB_PATH,
  CHAT_SUBSCRIBE_PATH,
  type ChatPermalinkKind,
  type ChatLinkOptions,
} from './links';
export { chatSnippet, chatItemSnippet } from './snippet';
// Parts the screens compose, shown on their own in the stories
export { AppStoreBadge, GooglePlayBadge } from './landing/StoreBadges';
export { ChatReactionRow, type ChatReactionRowProps } from './views/ChatReactionRow';
export { PermalinkCard, type PermalinkCardProps } from './permalink/PermalinkCard';
export { PermalinkFrame, type PermalinkFrameProps, TeaserByline } from './permalink/PermalinkFrame';
