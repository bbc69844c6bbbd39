import { withScreenBoundary } from '../../../kit/Screen';
import type { ReactNode } from 'react';
import { safeMediaUrl } from '../../../kit/url';
import { usePodcastPlayer } from './usePodcastPlayer';
import { useShowLinks } from './useShowLinks';
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
  /** The show's podcast section (`post.section_id`): its show links (P46) show in the player. None without it. */
  sectionId?: number | null;
}

/**
 * The podcast episode player: the whole episode for readers with access, the free preview otherwise (with the
 * paywall when it ends, and a way to hear it again), or the paywall alone for a paid episode without a preview; and
 * the show's links on podcast platforms when its section has any.
 */
function ConnectedPodcastPlayer({ audioId, title, subtitle, artworkUrl, paidAudience, variant, subscribeAction, autoPlay, sectionId }: PodcastPlayerProps) {
  const player = usePodcastPlayer({ audioId, paidAudience, autoPlay });
  // A listener who hears the whole of a paid episode gets Spotify's link for paid listeners.
  const paidListener = paidAudience && player.status === 'ready' && !player.isPreview && player.paywall.name === 'hidden';
  const showLinks = useShowLinks(sectionId, paidListener);
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
      showLinks={showLinks}
    />
  );
}

/** PodcastPlayer inside the screen error boundary: a render error shows an error state with "Try again" instead of taking the page down. */
export const PodcastPlayer = withScreenBoundary('PodcastPlayer', ConnectedPodcastPlayer);
