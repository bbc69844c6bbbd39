/**
 * Comments (spec 002 "post comments page", comment item, comment visibility, reactions, composer gate, polling; 003
 * the post page's comments section): connected screens, the reusable thread parts, their data hooks and the pure
 * machines and rules behind them.
 */

// Pure machines and rules
// (Named one by one, never `export * as`: a namespace is a top-level call a bundler keeps in every screen.)
export {
  initialVisibility as initialCommentVisibility,
  transition as commentVisibilityTransition,
  presentationOf as commentPresentation,
  isVisible as isCommentVisible,
  missingReasons,
  authorRelations,
  visibleStatuses as visibleCommentStatuses,
  type VisibilityState as CommentVisibilityState,
  type VisibilityEvent as CommentVisibilityEvent,
  type MissingReason,
  type AuthorRelation,
  type CommentPresentation,
} from './commentVisibility.machine';
export {
  initialReactionState as initialCommentReactionState,
  transition as commentReactionTransition,
  shownReaction as shownCommentReaction,
  reactionRequest as commentReactionRequest,
  reactionFailure as commentReactionFailure,
  reactionSnapshotOf as commentReactionSnapshotOf,
  type ReactionState as CommentReactionState,
  type ReactionEvent as CommentReactionEvent,
  type ReactionSnapshot as CommentReactionSnapshot,
  type ReactionFailure as CommentReactionFailure,
} from './commentReaction.machine';
export {
  composerGate,
  replyLimit,
  initialComposerState,
  transition as composerTransition,
  sendRequest as composerSendRequest,
  isComposerOpen,
  canSend as canSendComment,
  type Gate as ComposerGate,
  type GateRefusal as ComposerGateRefusal,
  type GateViewer,
  type GatePost,
  type GateTarget,
  type ComposerState,
  type ComposerEvent,
  type MembershipState,
} from './composerGate.machine';
export {
  initialCommentsPageState,
  transition as commentsPageTransition,
  pollRequest as commentsPollRequest,
  nextPollAt as commentsNextPollAt,
  newCommentCount,
  showsComments,
  type CommentsPageState,
  type CommentsPageEvent,
  type CommentsPageStateName,
} from './commentsPage.machine';
export {
  threadFromTrees,
  mergeComments,
  compareComments,
  ancestorIds,
  depthIn,
  subtreeSize,
  lastCommentAt,
  idsInOrder,
  parentIdOf,
  type CommentNode,
  type ThreadModel,
  type MergeResult,
} from './threadModel';
export {
  commentSortOptions,
  defaultCommentSort,
  sortFromSearch,
  searchWithSort,
  tokenFromSearch,
  parseCommentsHash,
  parsePostCommentParams,
  parseCollapsedIds,
  serializeCollapsedIds,
  commentAnchor,
  type CommentsHash,
  type PostCommentParams,
} from './commentsAddress';
export { commentsPaywall, commentsOff, standingOf, paywallTitleId, type ReaderStanding, type CommentsPaywall } from './commentsAccess';
export { COMMENTS_POLL_INTERVAL_MS, MAX_COLLAPSED_IDS, INLINE_DEPTH } from './constants';
export { createCommentThreadStore, POST_COMPOSER, type CommentThreadStore, type CommentEntry, type ThreadStoreOptions } from './thread/threadStore';

// Screens (connected)
export { CommentsPage, type CommentsPageProps } from './page/CommentsPage';
export { CommentPermalinkPage, type CommentPermalinkPageProps } from './page/CommentPermalinkPage';

// The reusable thread parts and their hooks
export {
  CommentThread,
  CommentThreadItem,
  PostComposer,
  FIRST_SCREEN_COMMENTS,
  CHUNK_COMMENTS,
  type CommentThreadProps,
  type CommentThreadActions,
  type CommentThreadOptions,
} from './thread/CommentThread';
export { useCommentThread, commentOfCreated, type UseCommentThreadOptions, type CommentThreadController, type ThreadDialog } from './thread/useCommentThread';
export { useCommentsScreen, type UseCommentsScreenOptions, type CommentsScreenController, type CommentsScreenMode } from './page/useCommentsScreen';
export { createManualVisibility, documentVisibility, type PageVisibility, type ManualVisibility } from '../../platform/visibility';

// Bare views
export { CommentItemView, type CommentItemViewProps, type CommentItemFields } from './views/CommentItemView';
export { commentItemOf, type FeedCommentItemSource } from './commentItemOf';
export { CommentBody, COMMENT_LINK_REL, type CommentBodyProps } from './views/CommentBody';
export { CommentAttachments, type CommentAttachmentsProps } from './views/CommentAttachments';
export { CommentComposerView, commentComposerStates, type CommentComposerViewProps, type CommentComposerViewState } from './views/CommentComposerView';
export {
  CommentsPageView,
  CommentPermalinkView,
  CommentSortSelect,
  CommentsPaywallView,
  CommentsLockedNotice,
  NewCommentsButton,
  CommentsSkeleton,
  type CommentsPageViewProps,
  type CommentPermalinkViewProps,
  type CommentSortSelectProps,
  type CommentsPaywallViewProps,
} from './views/CommentsPageView';
export { CommentGateDialog, type CommentGateDialogProps, type CommentGateDialogKind } from './views/CommentGateDialog';
export { PostCommentsSection, type PostCommentsSectionProps } from './section/PostCommentsSection';
export { addressWantsComments } from './commentsAddress';
export { useCommentsPost } from './page/useCommentsData';
