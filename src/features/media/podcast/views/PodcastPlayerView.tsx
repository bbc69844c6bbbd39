import { Pause, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../../ui/Button/Button';
import { Icon } from '../../../../ui/Icon/Icon';
import { useT } from '../../i18n';
import type { PodcastPaywallState } from '../../podcastPaywall.machine';
import type { ShowLink } from '../showLinks';
import * as styles from './PodcastPlayerView.css';
import { safeLinkHref, safeMediaUrl } from '../../../../kit/url';

export const podcastPlayerVariants = ['episode-page', 'editor', 'notes-embed', 'notes-full'] as const;
export type PodcastPlayerVariant = (typeof podcastPlayerVariants)[number];

export interface PodcastPlayerViewProps {
  variant?: PodcastPlayerVariant;
  title: string;
  /** A line under the title (the show's name). */
  subtitle?: string;
  artworkUrl?: string;
  status: 'loading' | 'ready' | 'error';
  paywall: PodcastPaywallState;
  isPreview: boolean;
  src?: string;
  playing: boolean;
  currentTime: number;
  duration: number;
  audioRef: (element: HTMLAudioElement | null) => void;
  onToggle: () => void;
  onSeek: (seconds: number) => void;
  onRestart: () => void;
  onRetry: () => void;
  /** The paywall's subscribe action (a link or button of the host's). */
  subscribeAction?: ReactNode;
  /** The show's links on podcast platforms (`showLinksFor`: already through the URL policy); none when empty. */
  showLinks?: readonly ShowLink[];
}

/** `m:ss` or `h:mm:ss`. */
export function formatPlayTime(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/**
 * The podcast player's markup: artwork, title, play/pause, a seek slider with the time, the "Free preview" badge,
 * and the paywall (M53) over it — with "Play the preview again" after the preview ended. `data-state` is `loading`,
 * `ready` or `error`; `data-paywall` is `shown` or `hidden`.
 */
export function PodcastPlayerView(props: PodcastPlayerViewProps) {
  const { variant = 'episode-page', title, subtitle, artworkUrl, status, paywall, isPreview, src, playing, currentTime, duration, showLinks = [] } = props;
  const t = useT();
  const locked = paywall.name === 'shown';
  return (
    <section
      className={`${styles.player} ${styles.variant[variant]}`}
      data-part="podcast-player"
      data-variant={variant}
      data-state={status}
      data-paywall={paywall.name}
      aria-label={t('media.podcast.label', { title })}
    >
      {artworkUrl ? <img className={styles.artwork} src={safeMediaUrl(artworkUrl)} alt="" /> : null}
      {/* biome-ignore lint/a11y/useMediaCaption: an audio episode; its transcript is the post's */}
      <audio ref={props.audioRef} src={safeMediaUrl(src)} preload="metadata" />
      {isPreview && !locked ? <span className={styles.badge}>{t('media.podcast.preview')}</span> : null}
      <p className={styles.title}>{title}</p>
      {subtitle && variant !== 'notes-embed' ? <p className={styles.meta}>{subtitle}</p> : null}
      {status === 'error' ? (
        <div className={styles.controls}>
          <p className={styles.meta} role="alert">
            {t('media.podcast.failed')}
          </p>
          <Button size="sm" variant="secondary" onClick={props.onRetry}>
            {t('media.player.retry')}
          </Button>
        </div>
      ) : (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.playButton}
            onClick={props.onToggle}
            disabled={locked || !src}
            aria-label={t(playing ? 'media.podcast.pause' : 'media.podcast.play', { title })}
          >
            <Icon icon={playing ? Pause : Play} size="button" />
          </button>
          <input
            className={styles.seek}
            type="range"
            min={0}
            max={Math.max(duration, 0.01)}
            step="any"
            value={Math.min(currentTime, duration || 0)}
            onChange={(event) => props.onSeek(Number(event.currentTarget.value))}
            disabled={status !== 'ready' || locked || !src}
            aria-label={t('media.podcast.seek')}
            aria-valuetext={`${formatPlayTime(currentTime)} / ${formatPlayTime(duration)}`}
          />
          <span className={styles.time} aria-hidden>
            {formatPlayTime(currentTime)} / {formatPlayTime(duration)}
          </span>
        </div>
      )}
      {/* Under the paywall they would be hidden yet focusable: shown only while the player is open. */}
      {showLinks.length > 0 && !locked ? (
        <ul className={styles.showLinks} aria-label={t('media.podcast.showLinks')} data-part="podcast-show-links" data-count={showLinks.length}>
          {showLinks.map((link) => (
            <li key={link.platform}>
              <a
                className={styles.showLink}
                href={safeLinkHref(link.href) ?? undefined}
                target="_blank"
                rel="noopener noreferrer"
                data-platform={link.platform}
              >
                {t(`media.podcast.platform.${link.platform}`)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {locked ? (
        <div className={styles.paywall} data-part="podcast-paywall">
          <p className={styles.paywallTitle}>{t(paywall.restart ? 'media.podcast.previewEnded' : 'media.podcast.paywallTitle')}</p>
          <div className={styles.paywallActions}>
            {props.subscribeAction}
            {paywall.restart ? (
              <Button size="sm" variant="secondary" onClick={props.onRestart}>
                {t('media.podcast.restart')}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
