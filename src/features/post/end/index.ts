/** The end of a post and its prompts: calls to action, prompts, related and more posts, restacks, comments section. */
export { PostEnd, postEndPaths, type PostEndProps } from './PostEnd';
export {
  AppInstallDrawer,
  AppInstallDrawerView,
  APP_DRAWER_DISMISSED_KEY,
  APP_DRAWER_DISMISS_DAYS,
  type AppInstallDrawerProps,
  type AppInstallDrawerViewProps,
} from './AppInstallDrawer';
export { WebviewModal } from './WebviewModal';
export { WebviewModalView, type WebviewModalViewProps } from './WebviewModalView';
export {
  PostEndCtaView,
  RecommendCtaView,
  FollowPromptView,
  SubscribePromptView,
  SubscribeFooterView,
  GiftUnlockPromptView,
  followPromptStates,
  type PostEndCtaViewProps,
  type RecommendCtaViewProps,
  type FollowPromptState,
  type FollowPromptViewProps,
  type SubscribePromptViewProps,
  type SubscribeFooterViewProps,
  type GiftUnlockPromptViewProps,
} from './views/PostEndPrompts';
export {
  RelatedPostsListView,
  RestacksPreviewView,
  CommentsSectionView,
  MorePostsFooterView,
  type RelatedPostsListViewProps,
  type RestacksPreviewViewProps,
  type RestacksPreviewState,
  type RestackItem,
  type CommentsSectionViewProps,
  type CommentsPreviewState,
  type MorePostsFooterViewProps,
  type MorePostsState,
} from './views/PostEndLists';
export {
  postEndCtaTypes,
  postEndCtaType,
  freeUpsellVariant,
  showRecommendCta,
  topPostsCount,
  topPostsReader,
  publicationHasPlans,
  restacksPreview,
  showSubscribeFooter,
  bodyTextLength,
  subscribePromptKind,
  detectInAppBrowser,
  inAppBrowsers,
  commentsSectionMode,
  TOP_POSTS_DEFAULT,
  TOP_POSTS_EXTENDED,
  TOP_POSTS_DELAY_MS,
  RESTACKS_PREVIEW_COUNT,
  SUBSCRIBE_FOOTER_MIN_CHARS,
  type PostEndCtaType,
  type FreeUpsellVariant,
  type TopPostsReader,
  type InAppBrowser,
  type SubscribePromptKind,
  type CommentsSectionMode,
} from './rules';
export * as giftUnlockMachine from './giftUnlock.machine';
export * as topPostsMachine from './topPosts.machine';
export { useExperiment, experimentOverride } from './experiment';
export {
  usePostReaderContext,
  useGiftUnlock,
  useTopPosts,
  useRestacksPreview,
  useCommentsPreview,
  useMorePosts,
  useFollowPrompt,
} from './usePostEnd';
