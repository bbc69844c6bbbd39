/** Author follow (M20): the connected toggle, its bare view, the data hook and the machine. */
export { AuthorFollowButton, type AuthorFollowButtonProps } from './AuthorFollowButton';
export {
  AuthorFollowButtonView,
  type AuthorFollowButtonViewProps,
  type AuthorFollowViewState,
  authorFollowViewStates,
} from './views/AuthorFollowButtonView';
export { useAuthorFollow, type UseAuthorFollowOptions } from './useAuthorFollow';
export {
  initialFollowState,
  followRequest,
  followToastId,
  followFailure,
  followFailureMessageId,
  followToggle,
  isAutoFollow,
  followStateNames,
  isFollowing,
  transition as authorFollowTransition,
  type FollowState,
  type FollowEvent,
  type FollowSetting,
  type FollowFailureMessageId,
  type FollowToggleState,
} from './authorFollow.machine';
