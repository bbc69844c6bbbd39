/**
 * Media (issue: clips, the video and podcast players, post audio, embeds, the videos and podcasts pages): the pure
 * machines and rules the players and pages are built on. M09 clip display, M10 clip modal address, M39 hero
 * carousel, M40 videos page, M52 video player, M53 podcast paywall, M54 collapsible panel, M55 original download,
 * M69 podcast links validation, M70 file drop. Each machine's `transition` is exported as `<name>Transition`.
 */
export {
  clipDisplayState,
  CLIP_POLL_INTERVAL_MS,
  CLIP_POLL_MAX_FAILURES,
  clipCreateBlock,
  type ClipCreateBlock,
  type ClipDisplayEvent,
  clipDisplayEventTypes,
  type ClipDisplayMachineState,
  clipDisplayTransition,
  initialClipDisplayState,
  MIN_CLIPPABLE_DURATION_S,
} from './clipDisplay.machine';
export {
  type ClipModalEvent,
  clipModalEventTypes,
  clipModalFromQuery,
  clipModalQuery,
  type ClipModalState,
  clipModalStateNames,
  clipModalTitleId,
  clipModalTransition,
} from './clipModal.machine';
export {
  COLLAPSIBLE_ANIMATION_MS,
  type CollapsiblePanelEvent,
  collapsiblePanelEventTypes,
  type CollapsiblePanelState,
  collapsiblePanelStateNames,
  collapsiblePanelTransition,
  isCollapsiblePanelOpen,
} from './collapsiblePanel.machine';
export { type FileDropEvent, fileDropEventTypes, type FileDropState, fileDropStateNames, fileDropTransition, initialFileDropState } from './fileDrop.machine';
export {
  HERO_CAROUSEL_ITEMS,
  HERO_CAROUSEL_SLIDE_MS,
  type HeroCarouselEvent,
  heroCarouselEventTypes,
  type HeroCarouselState,
  heroCarouselTransition,
  initialHeroCarouselState,
} from './heroCarousel.machine';
export {
  downloadFailed,
  initialOriginalDownloadState,
  type OriginalDownloadEvent,
  originalDownloadEventTypes,
  type OriginalDownloadMessageId,
  type OriginalDownloadState,
  originalDownloadStateNames,
  originalDownloadTransition,
} from './originalDownload.machine';
export {
  PODCAST_LINK_MAX_LENGTH,
  PODCAST_LINK_PREFIXES,
  type PodcastLinkField,
  podcastLinkFields,
  type PodcastLinkVerdict,
  validatePodcastLink,
  validatePodcastLinks,
} from './podcastLinks';
export {
  initialPodcastPaywallState,
  type PodcastAccess,
  type PodcastPaywallEvent,
  podcastPaywallEventTypes,
  type PodcastPaywallState,
  podcastPaywallTransition,
} from './podcastPaywall.machine';
export {
  aspectPadding,
  aspectPaddingOf,
  initialVideoPlayerState,
  isVideoPlayerActive,
  LIVE_ASPECT_PADDING_PERCENT,
  MAX_ASPECT_PADDING_PERCENT,
  parseStartTime,
  playerKeyAction,
  type PlayerKeyAction,
  type PlayOrigin,
  PREVIEW_OVERLAY_HIDE_MS,
  previewOverlayVisible,
  PROGRESS_INTERVAL_MS,
  progressPercent,
  RESUME_AWAY_MS,
  RESUME_MIN_DURATION_S,
  RESUME_MIN_POSITION_S,
  RESUME_MIN_REMAINING_S,
  RESUME_REWIND_S,
  resumePosition,
  SEEK_STEP_S,
  type VideoPlayerEvent,
  videoPlayerEventTypes,
  type VideoPlayerState,
  videoPlayerStateNames,
  videoPlayerTransition,
  type VideoSource,
  videoSources,
} from './videoPlayer.machine';
export {
  initialVideosListState,
  nextVideosOffset,
  VIDEOS_PAGE_SIZE,
  type VideosListEvent,
  type VideosListState,
  videosPageEventTypes,
  videosPageTransition,
  type VideosTab,
} from './videosPage.machine';
export { VideoPlayer, type VideoPlayerProps } from './player/VideoPlayer';
export { VideoPlayerView, type VideoPlayerViewProps, type VideoCaptions } from './player/views/VideoPlayerView';
export { useVideoPlayer, type UseVideoPlayerOptions, type VideoPlayer as VideoPlayerHandle } from './player/useVideoPlayer';
export { useVideoSources } from './player/useVideoSources';
export { PodcastPlayer, type PodcastPlayerProps } from './podcast/PodcastPlayer';
export {
  formatPlayTime,
  PodcastPlayerView,
  type PodcastPlayerViewProps,
  type PodcastPlayerVariant,
  podcastPlayerVariants,
} from './podcast/views/PodcastPlayerView';
export { usePodcastPlayer, type PodcastPlayer as PodcastPlayerHandle, SMOOTH_PROGRESS_MAX_DURATION_S } from './podcast/usePodcastPlayer';
export { ClipModal, type ClipModalProps } from './clips/ClipModal';
export { ClipModalView, type ClipModalViewProps } from './clips/views/ClipModalView';
export { useClipDisplay, type ClipDisplay } from './clips/useClipDisplay';
export { useClipModalAddress, type ClipModalAddress } from './clips/useClipModalAddress';
export { PostMedia, type PostMediaProps } from './PostMedia';
/** The post audio player's props (the player itself is exported from `./audio`, its own entry for hosts). */
export type { PostAudioPlayerProps } from './audio';

// The area's parts with an index of their own (the post's index does the same with its parts): one public face.
export * from './audio';
export * from './embeds';
export * from './clips/create';
export * from './tools';
export * from './pages';
