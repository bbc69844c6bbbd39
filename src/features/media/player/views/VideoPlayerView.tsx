import { Play, RotateCcw } from 'lucide-react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { Button } from '../../../../ui/Button/Button';
import { Icon } from '../../../../ui/Icon/Icon';
import { useT } from '../../i18n';
import type { VideoPlayerState } from '../../videoPlayer.machine';
import * as styles from './VideoPlayerView.css';
import { safeMediaUrl } from '../../../../kit/url';

export interface VideoCaptions {
  /** A WebVTT file. */
  src: string;
  /** BCP 47 language of the captions (`en`). */
  srcLang: string;
  label?: string;
}

export interface VideoPlayerViewProps {
  state: VideoPlayerState;
  /** Names the player and its play button. */
  title: string;
  /** The preview image (already through the media URL policy). */
  posterUrl?: string;
  /** The box's height as a share of its width (percent; `aspectPadding`). */
  aspectPadding: number;
  overlayVisible: boolean;
  captions?: VideoCaptions | null;
  videoRef: RefObject<HTMLVideoElement | null>;
  containerRef: RefObject<HTMLElement | null>;
  onPlay: () => void;
  onRetry: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** Controls under the video (the create-clip control). */
  actions?: ReactNode;
}

/**
 * The video player's markup: a box of the video's shape with the `<video>` (native controls once playback was asked
 * for), the preview (poster and a play button) before it, the title for the first 3 s, and a failure notice with
 * "Try again" when every source failed. `data-state` is the machine's state; `data-source` the source in use.
 */
export function VideoPlayerView(props: VideoPlayerViewProps) {
  const { state, title, posterUrl, aspectPadding, overlayVisible, captions, videoRef, containerRef, onPlay, onRetry, onKeyDown, actions } = props;
  const t = useT();
  const preview = state.name === 'preview';
  const failed = preview && state.failed;
  const figure = (
    <figure
      ref={containerRef}
      className={styles.player}
      data-part="video-player"
      data-state={state.name}
      data-failed={failed || undefined}
      data-source={state.source}
      data-muted={state.muted || undefined}
      aria-label={t('media.player.label', { title })}
      onKeyDown={onKeyDown}
    >
      <div className={styles.frame} style={{ paddingBottom: `${aspectPadding}%` }}>
        {/* biome-ignore lint/a11y/useMediaCaption: the captions track is added when the upload has one */}
        <video
          ref={videoRef}
          className={styles.video}
          poster={safeMediaUrl(posterUrl)}
          controls={!preview}
          playsInline
          preload="none"
          aria-label={title}
          tabIndex={preview ? -1 : 0}
        >
          {captions ? (
            <track kind="captions" src={safeMediaUrl(captions.src)} srcLang={captions.srcLang} label={captions.label ?? t('media.player.captions')} default />
          ) : null}
        </video>
        {preview ? (
          <div className={styles.overlay} data-part="video-preview">
            {posterUrl ? <img className={styles.poster} src={safeMediaUrl(posterUrl)} alt="" /> : null}
            {failed ? (
              <>
                <p className={styles.failure} role="alert" style={{ position: 'relative' }}>
                  {t('media.player.failed')}
                </p>
                <Button
                  variant="secondary"
                  size="sm"
                  leadingIcon={<Icon icon={RotateCcw} size="compressed" />}
                  onClick={onRetry}
                  style={{ position: 'relative' }}
                >
                  {t('media.player.retry')}
                </Button>
              </>
            ) : (
              <button
                type="button"
                className={styles.playButton}
                onClick={onPlay}
                aria-label={t('media.player.play', { title })}
                style={{ position: 'relative' }}
              >
                <Icon icon={Play} size="tab" />
              </button>
            )}
          </div>
        ) : overlayVisible ? (
          <div className={styles.titleBar} aria-hidden>
            {title}
          </div>
        ) : null}
      </div>
    </figure>
  );
  if (!actions) return figure;
  return (
    <div className={styles.withActions}>
      {figure}
      <div className={styles.actions} data-part="video-actions">
        {actions}
      </div>
    </div>
  );
}
