import { withScreenBoundary } from '../../../kit/Screen';
import type { ReactNode } from 'react';
import { aspectPadding as aspectPaddingOf, type VideoSource } from '../videoPlayer.machine';
import { type UseVideoPlayerOptions, useVideoPlayer } from './useVideoPlayer';
import { useVideoSources } from './useVideoSources';
import { type VideoCaptions, VideoPlayerView } from './views/VideoPlayerView';
import { safeMediaUrl } from '../../../kit/url';

export interface VideoPlayerProps extends Omit<UseVideoPlayerOptions, 'sources'> {
  /** The video upload to play (its E11 sources: HLS, then MP4). */
  videoId?: number | null;
  /** Sources of the host's own, tried in order; used instead of `videoId`'s. */
  sources?: VideoSource[];
  /** Names the player ("Video: {title}") and its play button ("Play {title}"). */
  title: string;
  /** The preview image before playback and when every source failed. */
  posterUrl?: string | null;
  /** The video's size, for the box's shape before it loads (height at most 60 % of the width; 16:9 when unknown). */
  width?: number | null;
  height?: number | null;
  /** A captions track (WebVTT), when the upload has one. */
  captions?: VideoCaptions | null;
  /** E11's email `token`, for readers who arrive from an email. */
  token?: string;
  /** Plays the upload's preview rendition (a clip still processing, a non-subscriber's preview). */
  preview?: boolean;
  /** Controls under the video, given the player's position (the post page's create-clip control). */
  actions?: (player: { currentTime: () => number }) => ReactNode;
}

/**
 * The video player (M52): preview → attempting → playing ⇄ paused, waiting while buffering, ended back to the
 * start. Sources are tried HLS → MP4 → native (hls.js loads on demand, only where the browser cannot play HLS
 * itself); autoplay falls back to muted, then to the preview; one player plays at a time; `startAt` (`t` /
 * `timestamp`) and the saved position resume it; ←/→ seek 5 s, `f` fullscreen, space plays and pauses.
 */
function ConnectedVideoPlayer({ videoId = null, sources, title, posterUrl, width, height, captions, token, preview, actions, ...options }: VideoPlayerProps) {
  const fromUpload = useVideoSources(sources ? null : videoId, { token, preview });
  const player = useVideoPlayer({ ...options, sources: sources ? safeSources(sources) : fromUpload });
  return (
    <VideoPlayerView
      state={player.state}
      title={title}
      posterUrl={safeMediaUrl(posterUrl)}
      aspectPadding={aspectPaddingOf(width, height)}
      overlayVisible={player.overlayVisible}
      captions={captions ? { ...captions, src: safeMediaUrl(captions.src) ?? '' } : null}
      videoRef={player.videoRef}
      containerRef={player.containerRef}
      onPlay={player.play}
      onRetry={player.retry}
      onKeyDown={player.onKeyDown}
      actions={actions?.({ currentTime: () => player.videoRef.current?.currentTime ?? 0 })}
    />
  );
}

/** A host's (or another part's) sources through the URL policy: a refused address is left out, as an upload's is. */
function safeSources(sources: VideoSource[]): VideoSource[] {
  return sources.flatMap((source) => {
    const src = safeMediaUrl(source.src);
    return src === undefined ? [] : [{ ...source, src }];
  });
}

/** VideoPlayer inside the screen error boundary: a render error shows an error state with "Try again" instead of taking the page down. */
export const VideoPlayer = withScreenBoundary('VideoPlayer', ConnectedVideoPlayer);
