import { Lock, Pause, Play } from 'lucide-react';
import type { PostAudioItem } from '../../../../api/schemas/mediaExtras';
import { Link } from '../../../../platform/Link';
import { button } from '../../../../ui/Button/Button.css';
import { Button } from '../../../../ui/Button/Button';
import { Icon } from '../../../../ui/Icon/Icon';
import { Skeleton } from '../../../../ui/Skeleton/Skeleton';
import { formatPlayTime } from '../../podcast/views/PodcastPlayerView';
import { useExtrasT } from '../i18n';
import type { PostAudioState } from '../postAudio.machine';
import * as styles from './PostAudioPlayerView.css';
import { safeMediaUrl } from '../../../../kit/url';

export interface PostAudioPlayerViewProps {
  state: PostAudioState;
  /** The post's title: names the player ("Audio version: {title}"). */
  title: string;
  /** `voiceover` (the author reads it) or `tts` (the reading); decides the label. */
  kind?: PostAudioItem['type'] | null;
  src?: string;
  currentTime?: number;
  duration?: number;
  /** Playback speed (1, 1.25, 1.5, 2). */
  rate?: number;
  /** Where the paywalled state's "Subscribe to listen" goes (an app path). */
  subscribeTo: string;
  audioRef?: (element: HTMLAudioElement | null) => void;
  playButtonRef?: (element: HTMLButtonElement | null) => void;
  onToggle?: () => void;
  onSeek?: (seconds: number) => void;
  onCycleRate?: () => void;
  onRetry?: () => void;
}

/**
 * The post's audio player: a play/pause button, a seek slider with the time and a speed button; "Press play to
 * listen" when the browser refused to start it by itself; the paywalled state with a subscribe link; an error with
 * "Try again"; a skeleton while loading; nothing when the post has no audio version. `data-state` is the machine's state.
 */
export function PostAudioPlayerView(props: PostAudioPlayerViewProps) {
  const { state, title, kind, src, currentTime = 0, duration = 0, rate = 1 } = props;
  const t = useExtrasT();
  if (state.name === 'none') return null;
  const playing = state.name === 'playing';
  const ready = state.name === 'paused' || state.name === 'playing';
  const heading = t(kind === 'voiceover' ? 'mediaExtras.audio.voiceover' : 'mediaExtras.audio.tts');
  return (
    <section className={styles.player} data-part="post-audio-player" data-state={state.name} aria-label={t('mediaExtras.audio.label', { title })}>
      {/* biome-ignore lint/a11y/useMediaCaption: the post's text is the transcript of its audio version */}
      {ready || state.name === 'error' ? <audio ref={props.audioRef} src={safeMediaUrl(src)} preload="metadata" /> : null}
      {state.name === 'loading' ? (
        <>
          <Skeleton width={44} height={44} radius="round" />
          <div className={styles.body} role="status" aria-label={t('mediaExtras.audio.loading')}>
            <Skeleton width="40%" height={14} />
            <Skeleton height={8} />
          </div>
        </>
      ) : state.name === 'paywalled' ? (
        <>
          <span className={styles.lockIcon} aria-hidden>
            <Icon icon={Lock} size="button" />
          </span>
          <div className={styles.body}>
            <p className={styles.label}>{t('mediaExtras.audio.paywalled')}</p>
          </div>
          <Link to={props.subscribeTo} className={`${button({ variant: 'primary', size: 'sm' })} ${styles.action}`}>
            {t('mediaExtras.audio.subscribe')}
          </Link>
        </>
      ) : state.name === 'error' ? (
        <>
          <div className={styles.body}>
            <p className={styles.errorText} role="alert">
              {t('mediaExtras.audio.failed')}
            </p>
          </div>
          <Button size="sm" variant="secondary" onClick={props.onRetry}>
            {t('media.player.retry')}
          </Button>
        </>
      ) : (
        <>
          <button
            ref={props.playButtonRef}
            type="button"
            className={styles.playButton}
            onClick={props.onToggle}
            disabled={!src}
            aria-label={t(playing ? 'mediaExtras.audio.pause' : 'mediaExtras.audio.play')}
          >
            <Icon icon={playing ? Pause : Play} size="button" />
          </button>
          <div className={styles.body}>
            <p className={styles.label}>{heading}</p>
            <div className={styles.track}>
              <input
                className={styles.seek}
                type="range"
                min={0}
                max={Math.max(duration, 0.01)}
                step="any"
                value={Math.min(currentTime, duration || 0)}
                onChange={(event) => props.onSeek?.(Number(event.currentTarget.value))}
                disabled={!src}
                aria-label={t('mediaExtras.audio.seek')}
                aria-valuetext={`${formatPlayTime(currentTime)} / ${formatPlayTime(duration)}`}
              />
              <span className={styles.time} aria-hidden>
                {formatPlayTime(currentTime)} / {formatPlayTime(duration)}
              </span>
            </div>
            {state.name === 'paused' && state.autoplay === 'refused' ? (
              <p className={styles.hint} aria-live="polite">
                {t('mediaExtras.audio.pressPlay')}
              </p>
            ) : null}
          </div>
          <button type="button" className={styles.speed} onClick={props.onCycleRate} aria-label={t('mediaExtras.audio.speed', { rate: String(rate) })}>
            {rate}×
          </button>
        </>
      )}
    </section>
  );
}
