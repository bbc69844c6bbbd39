/**
 * Scheduled post, cross-post embed, takeovers, gift modal and gift page, file page (spec 003): connected screens,
 * their bare views, data hooks, and the pure machines and rules behind them. Routes (designed, inventory (P)):
 * `/cross-post/{postId}`, `/gift/{token}`, `/file/{name}`; the scheduled-post page is what `/p/{slug}` shows for a
 * scheduled post; the takeovers and the gift modal are mounted on the post page.
 */

// Scheduled post page (M57)
export { ScheduledPostPage, postSlugFromPath as scheduledPostSlugFromPath, type ScheduledPostPageProps } from './scheduled/ScheduledPostPage';
export { ScheduledPostPageView, SCHEDULED_FOUNDING_PATH, type ScheduledPostPageViewProps } from './scheduled/ScheduledPostPageView';
export { useScheduledPost, scheduledPostQueryKey, type ScheduledPostController } from './scheduled/useScheduledPost';
export {
  SCHEDULED_DESCRIPTION_MAX,
  isScheduledPost,
  scheduledPostAccess,
  canManageScheduledPost,
  scheduledDescription,
  scheduledPostEditPath,
  scheduledPostPath,
  type ScheduledPostAccess,
  type ScheduledEmailAudience,
  type ScheduledPostLike,
} from './scheduled/scheduledPost';
export {
  initScheduledCountdown,
  scheduledCountdownTransition,
  isScheduledPostAvailable,
  isAtZero as isScheduledCountdownAtZero,
  scheduledCountdownStateNames,
  scheduledCountdownEventTypes,
  type ScheduledCountdownState,
  type ScheduledCountdownEvent,
} from './scheduled/scheduledCountdown.machine';

// Cross-post embed page (E39)
export { CrossPostPage, type CrossPostPageProps } from './crossPost/CrossPostPage';
export { CrossPostPageView, type CrossPostPageViewProps } from './crossPost/CrossPostPageView';
export { useCrossPost, type CrossPostController } from './crossPost/useCrossPost';
export { CROSS_POST_TOP_POSTS_MAX, crossPostTopPosts, crossPostTopPostsPublication, originalPostUrl, crossPostIdFromPath } from './crossPost/crossPost';

// Takeovers (M65)
export { Takeovers, type TakeoversProps } from './takeovers/Takeovers';
export { TakeoverView, TAKEOVER_SUBSCRIBE_PATH, WELCOME_LIST_MAX, type TakeoverViewProps } from './takeovers/TakeoverView';
export { useTakeover, welcomePageDataQueryKey, TAKEOVER_TICK_MS, type UseTakeoverOptions, type TakeoverController } from './takeovers/useTakeover';
export {
  TAKEOVER_DELAY_MS,
  TAKEOVER_NEXT_SHOWN_MS,
  takeoverKinds,
  takeoverStateNames,
  takeoverEventTypes,
  takeoverFor,
  takeoverDue,
  initTakeover,
  takeoverTransition,
  takeoverNextShownAt,
  takeoverStorageKey,
  type TakeoverKind,
  type TakeoverState,
  type TakeoverEvent,
} from './takeovers/takeover.machine';

// Gift modal (M61; experiment variant through the post-end area's `useExperiment`, G31)
export { GiftModal, type GiftModalProps } from './gift/GiftModal';
export { GiftModalView, type GiftModalViewProps } from './gift/GiftModalView';
export { useGiftModal, type UseGiftModalOptions, type GiftModalController } from './gift/useGiftModal';
export {
  GIFT_MODAL_DEFAULT_MONTHS,
  GIFT_MODAL_REDIRECT_MS,
  GIFT_MODAL_EXPERIMENT,
  giftModalVariants,
  giftModalStateNames,
  giftModalEventTypes,
  giftModalEligibility,
  giftModalError,
  initGiftModal,
  giftModalTransition,
  isGiftModalOpen,
  type GiftModalVariant,
  type GiftModalShownVariant,
  type GiftModalIneligibleReason,
  type GiftModalGuardInput,
  type GiftModalError,
  type GiftModalState,
  type GiftModalEvent,
} from './gift/giftModal.machine';

// Gift acceptance page (M62)
export { GiftAcceptPage, giftTokenFromPath, type GiftAcceptPageProps } from './gift/GiftAcceptPage';
export { GiftAcceptPageView, GIFT_SUBSCRIBE_PATH, type GiftAcceptPageViewProps } from './gift/GiftAcceptPageView';
export { useGiftAccept, viralGiftQueryKey, type GiftAcceptController } from './gift/useGiftAccept';
export {
  giftAcceptStateNames,
  giftAcceptEventTypes,
  initGiftAccept,
  giftAcceptTransition,
  isGiftAllGone,
  isAllGoneError,
  type GiftAcceptState,
  type GiftAcceptEvent,
  type GiftAcceptGift,
} from './gift/giftAccept.machine';

// File page (E64)
export { FilePage, type FilePageProps } from './file/FilePage';
export { FilePageView, type FilePageViewProps } from './file/FilePageView';
export { useFileEntry, fileEntryQueryKey, type FileEntryController } from './file/useFileEntry';
export { fileSize, fileSizeUnits, panelsHref, fileNameFromPath, type FileSizeUnit } from './file/fileEntry';

// Shared
export { extrasLoadStatuses, type ExtrasLoadStatus } from './loadStatus';
