/** The post page (spec 000/001/002/003 "Post page"): routes, loading, header, body, paywall and access. */
export { PostPage, type PostPageProps } from './PostPage';
export { usePostPage, postRead, comingSoonSeenKey, type PostPageController, type FeaturedTagController } from './usePostPage';
export { paywallActionPath, signInPath, commentsPagePath, DEFAULT_PAGE_PATH, matchPostRoute, postPath, postIdPath } from './postPaths';
export { PostPageView, postPageViewStatuses, type PostPageViewProps, type PostPageViewStatus } from './views/PostPageView';
export {
  PostHeader,
  PostByline,
  PostAudienceBadge,
  PostReadingTime,
  MAX_BYLINES,
  type PostHeaderProps,
  type PostBylineProps,
  type PostAudienceBadgeProps,
  type PostReadingTimeProps,
} from './views/PostHeader';
export {
  PostBody,
  GeoblockedNotice,
  GuestBios,
  SelectionShareView,
  selectionShareStates,
  type PostBodyProps,
  type GuestBiosProps,
  type PostSelectionTarget,
  type SelectionShareState,
  type SelectionShareViewProps,
} from './views/PostBody';
export { PostPaywall, type PostPaywallProps } from './views/PostPaywall';
export {
  PageEditButton,
  FeaturedTagEditor,
  ComingSoonExplainer,
  postEditorPath,
  type PageEditButtonProps,
  type FeaturedTagEditorProps,
  type ComingSoonExplainerProps,
} from './views/PostAdminTools';
export {
  transition as postPageLoadTransition,
  initialState as postPageLoadInitialState,
  loadOutcome as postPageLoadOutcome,
  needsMeteredReload,
  meteredReloadGuardKey,
  postPageLoadStateNames,
  type PostPageLoadState,
  type PostPageLoadEvent,
  type PostPageLoadStatus,
  type LoadedPost,
} from './postPageLoad.machine';
export {
  transition as featuredTagTransition,
  init as featuredTagInit,
  canSave as featuredTagCanSave,
  selectedTag as featuredTagSelected,
  featuredTagStateNames,
  type FeaturedTagState,
  type FeaturedTagEvent,
  type FeaturedTagId,
} from './featuredTag.machine';
export {
  transition as scrollTrackingTransition,
  initialState as scrollTrackingInitialState,
  isSampled as isPostTrackingSampled,
  POST_TRACKING_SAMPLE_RATE,
  postTrackingEvents,
  type ScrollTrackingState,
  type ScrollTrackingEvent,
  type PostTrackingEvent,
} from './scrollTracking.machine';
export { readingTime, roundMinutes, countWords, WORDS_PER_MINUTE, type ReadingTime, type ReadingTimePost } from './readingTime';
export { shouldShowFullDate, audienceBadge, audienceBadgeKinds, FULL_DATE_REACTIONS, type AudienceBadgeKind } from './postHeaderRules';
export {
  paywallDecision,
  canReadFull,
  accessNeeded,
  previewLimit,
  paywallVariants,
  DEFAULT_POST_PREVIEW_LIMIT,
  type PaywallDecision,
  type PaywallVariant,
  type PaywallPublication,
  type AccessNeeded,
} from './paywall';
export { parsePostQuery, withoutParams, oneShotPostParams, type PostQuery, type PostRoute } from './postQuery';
export { sanitizePostHtml, previewHtml, highlightSelection, EXTERNAL_LINK_REL } from './sanitizePostHtml';
