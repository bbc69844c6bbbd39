import { useEffect, useRef } from 'react';
import { safeLinkHref, safeMediaUrl } from '../../../kit/url';
import { button } from '../../../ui/Button/Button.css';
import { useExtrasT } from '../audio/i18n';
import { usePodcastPlayer } from '../podcast/usePodcastPlayer';
import { type PodcastPlayerVariant, PodcastPlayerView } from '../podcast/views/PodcastPlayerView';

export interface PodcastEmbedPlayerProps {
  audioId: string;
  title: string;
  subtitle?: string;
  artworkUrl?: string | null;
  paidAudience: boolean;
  /** `autoplay=1`: starts once the episode is ready (with sound; a browser that refuses leaves it paused). */
  autoPlay?: boolean;
  /** The paywall's "Subscribe" (the publication's subscribe page, opened in a new tab: the embed lives on another site). */
  subscribeUrl?: string | null;
  /** Default `notes-full` (250 px high), the embed's size. */
  variant?: PodcastPlayerVariant;
}

/**
 * The podcast player of an embed: the episode player's hook and view (free preview, paywall, restart) with
 * `autoplay=1`. Autoplay asks for sound only: audio playing muted is no use to a listener, so a refusing browser
 * leaves the player paused with its play button ready.
 */
export function PodcastEmbedPlayer({
  audioId,
  title,
  subtitle,
  artworkUrl,
  paidAudience,
  autoPlay = false,
  subscribeUrl,
  variant = 'notes-full',
}: PodcastEmbedPlayerProps) {
  const t = useExtrasT();
  const player = usePodcastPlayer({ audioId, paidAudience });
  const element = useRef<HTMLAudioElement | null>(null);
  const tried = useRef(false);
  const canStart = autoPlay && player.status === 'ready' && player.paywall.name === 'hidden' && Boolean(player.src);
  useEffect(() => {
    if (!canStart || tried.current || !element.current) return;
    tried.current = true;
    void element.current.play().catch(() => undefined);
  }, [canStart]);
  const href = subscribeUrl ? safeLinkHref(subscribeUrl) : null;
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
      audioRef={(node) => {
        element.current = node;
        player.audioRef(node);
      }}
      onToggle={player.toggle}
      onSeek={player.seek}
      onRestart={player.restart}
      onRetry={player.retry}
      subscribeAction={
        href ? (
          <a className={button({ variant: 'primary', size: 'sm' })} href={href} target="_blank" rel="noopener noreferrer">
            {t('mediaExtras.embed.subscribe')}
          </a>
        ) : undefined
      }
    />
  );
}
