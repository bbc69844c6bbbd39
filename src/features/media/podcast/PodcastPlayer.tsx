import { withScreenBoundary } from '../../../kit/Screen';
import type { ReactNode } from 'react';
import { safeMediaUrl } from '../../../kit/url';
import { usePodcastPlayer } from './usePodcastPlayer';
import { type PodcastPlayerVariant, PodcastPlayerView } from './views/PodcastPlayerView';

export interface PodcastPlayerProps {
  /** The episode's audio upload (`podcastUpload.src_media_upload_id`). */
  audioId: string;
  title: string;
  subtitle?: string;
  artworkUrl?: string | null;
  /** The episode is for paid (or founding) subscribers: decides the paywall (M53). */
  paidAudience: boolean;
  /** `episode-page` (400 px, default), `editor` (320), `notes-embed` (128), `notes-full` (250). */
  variant?: PodcastPlayerVariant;
  /** The paywall's subscribe action (a link to the subscribe page). */
  subscribeAction?: ReactNode;
  /** Starts the episode once it is ready, with sound only (an embed's `autoplay=1`). */
  autoPlay?: boolean;
}

/**
 * The podcast episode player: the whole episode for readers with access, the free preview otherwise (with the
 * paywall when it ends, and a way to hear it again), or the paywall alone for a paid episode without a preview.
 */
function ConnectedPodcastPlayer({ audioId, title, subtitle, artworkUrl, paidAudience, variant, subscribeAction, autoPlay }: PodcastPlayerProps) {
  const player = usePodcastPlayer({ audioId, paidAudience, autoPlay });
  return (
    <PodcastPlayerView
      variant={variant}
      title={title}
      subtitle={subtitle}
      artworkUrl={safeMediaUrl(artworkUrl)}
      status={player.status}
      paywall={player.paywall}
      isPreview={player.isPreview}
      src={player.src}
      playing={player.playing}
      currentTime={player.currentTime}
      duration={player.duration}
      audioRef={player.audioRef}
      onToggle={player.toggle}
      onSeek={player.seek}
      onRestart={player.restart}
      onRetry={player.retry}
      subscribeAction={subscribeAction}
    />
  );
}

/** PodcastPlayer inside the screen error boundary: a render error shows an error state with "Try again" instead of taking the page down. */
export const PodcastPlayer = withScreenBoundary('PodcastPlayer', ConnectedPodcastPlayer);
