/**
 * The videos, podcasts and all-podcasts pages (spec 001–003): connected screens, bare views, data hooks and the
 * set-up-podcast machine. The hero carousel (M39) and the videos list (M40) machines are exported from `../index.ts`.
 */
export { VideosPage, type VideosPageProps, VideoHeroCarousel } from './VideosPage';
export { PodcastsPage, type PodcastsPageProps } from './PodcastsPage';
export { AllPodcastsPage, type AllPodcastsPageProps } from './AllPodcastsPage';
export {
  HeroCarouselView,
  type HeroCarouselViewProps,
  type HeroVideo,
  VideoSeriesList,
  type VideoSeriesListProps,
  VideosPageView,
  type VideosPageViewProps,
} from './views/VideosPageView';
export { type MediaPageStatus, PodcastList, type PodcastListProps, PodcastsPageView, type PodcastsPageViewProps } from './views/PodcastsPageView';
export { AllPodcastsPageView, type AllPodcastsPageViewProps } from './views/AllPodcastsPageView';
export {
  isNonSubscriber,
  type UseAllPodcastsPageOptions,
  useAllPodcastsPage,
  useHeroCarousel,
  usePodcastsPage,
  useVideosPage,
} from './useMediaPages';
export {
  initialSetUpPodcastState,
  type SetUpPodcastEvent,
  setUpPodcastEventTypes,
  setUpPodcastRequest,
  type SetUpPodcastState,
  setUpPodcastTransition,
  settingUpSection,
} from './setUpPodcast.machine';
export { sectionPath } from './sectionPath';
