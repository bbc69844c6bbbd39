/** The podcast and video embed players (spec 003): the route screens, their frame view, the episode player with autoplay, and the rules. */
export { PodcastEmbed, type PodcastEmbedProps } from './PodcastEmbed';
export { VideoEmbed, type VideoEmbedProps } from './VideoEmbed';
export { PodcastEmbedPlayer, type PodcastEmbedPlayerProps } from './PodcastEmbedPlayer';
export { EmbedFrameView, type EmbedFrameViewProps } from './views/EmbedFrameView';
export { type EmbedPost, useEmbedPost } from './useEmbedPost';
export {
  embedAutoplay,
  type EmbedKind,
  embedKinds,
  type EmbedMedia,
  embedMediaOf,
  type EmbedStatus,
  embedStatus,
  embedStatuses,
} from './embed';
