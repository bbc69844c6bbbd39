/**
 * The chat's bare views: props in, markup out (no data fetching). The connected screens join them with the chat
 * hooks; hosts with their own data layer can use them directly.
 */
export { ChatActionsMenu, chatActionMenuOrder, type ChatActionsMenuProps } from './ChatActionsMenu';
export { ChatAudienceLabel, type ChatAudienceLabelAppearance, type ChatAudienceLabelProps, chatAudienceLabelAppearances } from './ChatAudienceLabel';
export { ChatBlockedNotice, chatBlockedRelations, type ChatBlockedNoticeProps, type ChatBlockedRelation } from './ChatBlockedNotice';
export { ChatBody, type ChatBodyMention, type ChatBodyProps } from './ChatBody';
export { type ChatBodySegment, chatBodySegments, chatBodyText, sliceSegments } from './chatBodySegments';
export { ChatComposer, type ChatComposerProps } from './ChatComposer';
export { ChatItemNotice, type ChatItemNoticeProps } from './ChatItemNotice';
export { ChatLinkPreview, type ChatLinkPreviewMetadata, type ChatLinkPreviewProps } from './ChatLinkPreview';
export {
  ChatMediaCarousel,
  type ChatMediaCarouselProps,
  type ChatMediaItem,
  chatMediaFromAttachments,
  chatMediaFromUploads,
} from './ChatMediaCarousel';
export { ChatReactionBar, type ChatReactionBarProps } from './ChatReactionBar';
export { ChatReactionIcon, type ChatReactionIconProps, chatReactionIcons, FaceSurprised } from './ChatReactionIcon';
export { ChatReplyItemView, type ChatReplyItemViewProps, chatReplyState } from './ChatReplyItemView';
export { ChatThreadCardView, type ChatThreadCardViewProps, chatThreadState } from './ChatThreadCardView';
export { ChatThreadEditor, type ChatThreadEditorProps } from './ChatThreadEditor';
export {
  type ChatReplyEntry,
  ChatThreadPageView,
  type ChatThreadPageStatus,
  type ChatThreadPageViewProps,
  chatThreadPageStatuses,
} from './ChatThreadPageView';
export { ChatUserBadge, type ChatUserBadgeKind, type ChatUserBadgeProps, chatUserBadgeKind, chatUserBadgeKinds } from './ChatUserBadge';
export {
  type ChatActionId,
  type ChatComposerDisabledReason,
  type ChatComposerPlaceholder,
  type ChatItemKind,
  type ChatItemNoticeKind,
  type ChatItemState,
  type ChatSendStatus,
  chatActionIds,
  chatComposerDisabledReasons,
  chatComposerPlaceholders,
  chatItemNoticeKinds,
  chatItemStates,
  chatReactionNames,
  chatSendStatuses,
} from './types';
