import { safeLinkHref } from '../../../kit/url';
import { button } from '../../../ui/Button/Button.css';
import { useExtrasT } from '../audio/i18n';
import { PodcastPlayer } from '../podcast/PodcastPlayer';
import type { PodcastPlayerVariant } from '../podcast/views/PodcastPlayerView';

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
  /** The show's podcast section: its show links show in the player. */
  sectionId?: number | null;
}

/**
 * The podcast player of an embed: the episode player (free preview, paywall, restart; `autoPlay` for `autoplay=1`,
 * with sound only) at the embed's size, its paywall's Subscribe opening the publication in a new tab (the embed lives
 * on another site).
 */
export function PodcastEmbedPlayer({ subscribeUrl, variant = 'notes-full', ...player }: PodcastEmbedPlayerProps) {
  const t = useExtrasT();
  const href = subscribeUrl ? safeLinkHref(subscribeUrl) : null;
  return (
    <PodcastPlayer
      {...player}
      variant={variant}
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
