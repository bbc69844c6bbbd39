/** Feed (spec 002 "Feed", feed items, the feed reducer M41): the pure machine, data hooks, views and connected screens. */
export {
  initialFeedState,
  transition as feedTransition,
  feedStateNames,
  feedEventTypes,
  liveStreamKept,
  newItemCount as feedNewItemCount,
  isHidden as isFeedItemHidden,
  isPaused as isFeedItemPaused,
  archivedAt as feedItemArchivedAt,
  hasMore as feedHasMore,
  CULL_KEEP as FEED_CULL_KEEP,
  CURSOR_MAX_AGE_MS as FEED_CURSOR_MAX_AGE_MS,
  LIVE_STREAM_MIN_AGE_MS as FEED_LIVE_STREAM_MIN_AGE_MS,
  type FeedState,
  type FeedStateName,
  type FeedEvent,
  type FeedData,
  type Removal as FeedRemoval,
  // M41's items table (FeedData.items): read with these
  itemOf as feedItemOf,
  hasItem as hasFeedItem,
  forEachItem as forEachFeedItem,
  findItem as findFeedItem,
  itemKeys as feedItemKeys,
  type FeedItems,
} from './feed.machine';

// The feed's store (M41 outside React, one subscription per item) and its data hooks
export { createFeedStore, useFeedStore, useFeedList, useFeedEntry, type FeedStore, type FeedEntry } from './feedStore';
export { useFeedPages, type FeedInput } from './useFeedPages';
export { useFeedNewItems, FEED_NEW_ITEMS_POLL_MS } from './useFeedNewItems';
export { useFeedItemActions, createFeedToggleStores, type FeedItemActions, type FeedToggleStores } from './useFeedItemActions';

// Screens (connected) and bare views
export { FeedPage, type FeedPageProps } from './FeedPage';
export {
  FeedView,
  LoginPromptView,
  feedViewStatuses,
  feedEnds,
  type LoginPromptViewProps,
  type FeedViewProps,
  type FeedViewStatus,
  type FeedEnd,
} from './views/FeedView';
export {
  PostCardView,
  NoteCardView,
  MissingItemView,
  HiddenItemView,
  RankedPublicationListView,
  readingMinutes,
  type PostCardViewProps,
  type NoteCardViewProps,
  type MissingItemViewProps,
} from './views/FeedCards';
export {
  InviteFriendsView,
  FeaturedPublicationView,
  FeaturedCollectionView,
  ChatFeedItemView,
  ProfileSearchResultsView,
  chatPostOfPreview,
  type InviteFriendsViewProps,
  type FeaturedPublicationViewProps,
  type FeaturedCollectionViewProps,
  type ChatFeedItemViewProps,
  type ProfileSearchResultsViewProps,
} from './views/FeedDiscoveryCards';

// The app prompt, the post card list and the visited-surface frame: rules, hooks, views
export { appPromptShown, APP_PROMPT_DISMISSED_KEY, APP_PROMPT_DISMISS_DAYS, APP_PROMPT_DEFAULT_HREF, type AppPromptInput } from './appPrompt';
export { postCardListState, postCardListStates, POST_CARD_LIST_SKELETON_ROWS, type PostCardListState } from './postCardList';
export {
  recordVisit,
  parseVisit,
  parseVisited,
  serializeVisited,
  visitedKey,
  visitedSurfaceKinds,
  VISITED_SURFACES_CAP,
  VISITED_SURFACES_KEY,
  type VisitedSurface,
  type VisitedSurfaceKind,
} from './visitedSurfaces';
export { useAppPrompt } from './useAppPrompt';
export { useVisitedSurfaces } from './useVisitedSurfaces';
export { VisitedSurfaceFrame, VISITED_SURFACE_MESSAGE } from './VisitedSurfaceFrame';
export { AppPromptView, PostCardListView, type AppPromptViewProps, type PostCardListViewProps, type PostCardListPost } from './views/FeedPrompts';
