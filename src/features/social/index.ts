/**
 * Social (spec 002): mute and block (M44) over the kit's one relation store, the suggestion card (M45) and the
 * friend-connect card's dismissal (M49). Connected parts, bare views, data hooks and machines.
 *
 * The relation store itself is the kit's (`kit/relationStore`: `useRelationState`, `useHiddenBy`, `useSeedRelations`,
 * pure `isHidden` / `hiddenReason` in `kit/relation`): the feed, comments and chat read it from there; it is
 * re-exported here for hosts.
 */
export { MuteBlockMenu, type MuteBlockMenuProps } from './MuteBlockMenu';
export { MuteBlockMenuView, type MuteBlockMenuViewProps } from './views/MuteBlockMenuView';
export { useMuteBlock, type UseMuteBlockOptions, MUTE_BLOCK_SIGN_IN_ENTRY } from './useMuteBlock';
export {
  applyAction as muteBlockApplyAction,
  failure as muteBlockFailure,
  initialState as muteBlockInitialState,
  menuActions as muteBlockMenuActions,
  menuMuteDurations,
  muteBlockStateNames,
  request as muteBlockRequest,
  shown as muteBlockShown,
  toastId as muteBlockToastId,
  transition as muteBlockTransition,
  type MenuActionId,
  type MuteBlockAction,
  type MuteBlockEvent,
  type MuteBlockFailure,
  type MuteBlockGuard,
  type MuteBlockState,
} from './muteBlock.machine';
export { SuggestionCard, type SuggestionCardProps } from './SuggestionCard';
export { SuggestionCardView, type SuggestionCardViewProps, SUGGESTION_FACEPILE_MAX } from './views/SuggestionCardView';
export { useSuggestionCard, type UseSuggestionCardOptions, SUGGESTION_SIGN_IN_ENTRY } from './useSuggestionCard';
export {
  buttonLabelId as suggestionButtonLabelId,
  cardStateName as suggestionCardStateName,
  followFailure as suggestionFollowFailure,
  followRequest as suggestionFollowRequest,
  initialState as suggestionCardInitialState,
  suggestionCardStateNames,
  suggestionFollow,
  transition as suggestionCardTransition,
  type SuggestionCardEvent,
  type SuggestionCardInit,
  type SuggestionCardState,
  type SuggestionCardStateName,
  type SuggestionFailure,
} from './suggestionCard.machine';
export { FriendConnectCard, type FriendConnectCardProps } from './FriendConnectCard';
export { FriendConnectCardView, type FriendConnectCardViewProps } from './views/FriendConnectCardView';
export { useFriendConnect, FRIEND_CONNECT_STORAGE_KEY } from './useFriendConnect';
export {
  FRIEND_CONNECT_DISMISS_MS,
  friendConnectStateNames,
  initialState as friendConnectInitialState,
  parseDismissedUntil,
  transition as friendConnectTransition,
  type FriendConnectEvent,
  type FriendConnectState,
} from './friendConnect.machine';
export {
  hiddenReason,
  isHidden,
  isMuted,
  muteDurationMs,
  muteUntil,
  noRelation,
  type Relation,
  type RelationName,
  relationChangesAt,
  relationFromBlockState,
  relationName,
} from '../../kit/relation';
export {
  createRelationStore,
  type RelationStore,
  type RelationView,
  relationStoreOf,
  useHiddenBy,
  useRelation,
  useRelationState,
  useRelationStore,
  useSeedRelations,
} from '../../kit/relationStore';
