import { type KeyboardEvent, type RefObject, useCallback, useEffect, useRef } from 'react';
import { useMachine } from '../../../kit/useMachine';
import { initialVideoPlayerState, isVideoPlayerActive, type VideoPlayerState, type VideoSource, videoPlayerTransition } from '../videoPlayer.machine';
import type { AttachOptions } from './attachSource';
import { useActivePlayer, useMediaEvents, usePlayerKeys, usePlayRequest, usePreviewOverlay, useProgressReport, useSourceAttachment } from './playerHooks';

export interface UseVideoPlayerOptions {
  /** The sources in the order to try them (`videoSources`: HLS, MP4, native). */
  sources: VideoSource[];
  /** Starts playing on mount: with sound, else muted, else the preview stays (`autoPlay=true`, an embed's `autoplay=1`). */
  autoPlay?: boolean;
  /** Where to start (whole seconds, from `t` / `timestamp`); wins over the saved position. */
  startAt?: number | null;
  /** Saves the position under this key and resumes by the resume rule (M52); `null` turns resuming off. */
  resumeKey?: string | null;
  /** Whether an ended video goes back to the start (default `true`). */
  resetOnEnd?: boolean;
  /** Every source failed: the preview image shows again. */
  onFailure?: () => void;
  /** Every 5 s while playing (and on pause): the position and the played share. */
  onProgress?: (progress: { currentTime: number; percent: number }) => void;
  /** Plays HLS through hls.js even where the browser plays it itself. */
  forceHlsJs?: boolean;
  /** Loads hls.js (tests). */
  loadHls?: AttachOptions['loadHls'];
}

export interface VideoPlayer {
  state: VideoPlayerState;
  videoRef: RefObject<HTMLVideoElement | null>;
  containerRef: RefObject<HTMLElement | null>;
  /** The preview overlay (poster and play button) shows: before playback and for 3 s after it starts. */
  overlayVisible: boolean;
  play: () => void;
  retry: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * Data hook of the video player: the M52 machine, driven by the `<video>` element's events, composed from the
 * player's parts (playerHooks.ts): source attachment (hls.js only when needed), the play request, the element's
 * events, one player at a time, progress and resume on the platform's clock and storage, the overlay and the keys.
 */
export function useVideoPlayer(options: UseVideoPlayerOptions): VideoPlayer {
  const { sources, autoPlay = false, startAt = null, resumeKey = null, forceHlsJs, loadHls } = options;
  const [state, send] = useMachine(videoPlayerTransition, () => initialVideoPlayerState(sources.length));
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const containerRef = useRef<HTMLElement | null>(null);
  const resetOnEnd = useRef(true);
  resetOnEnd.current = options.resetOnEnd ?? true;
  const onProgress = useRef(options.onProgress);
  onProgress.current = options.onProgress;
  const onFailure = useRef(options.onFailure);
  onFailure.current = options.onFailure;

  useEffect(() => {
    if (autoPlay) send({ type: 'AUTOPLAY' });
  }, [autoPlay, send]);

  const { attached, seekOnLoad, firstPosition } = useSourceAttachment(videoRef, {
    sources,
    source: state.source,
    wanted: state.name !== 'preview',
    startAt,
    send,
    hls: { forceHlsJs, loadHls },
  });
  usePlayRequest(videoRef, { attempting: state.name === 'attempting', ready: attached === state.source, muted: state.muted, send });
  useMediaEvents(videoRef, { send, resetOnEnd, resumeKey, seekOnLoad, firstPosition });
  useActivePlayer(videoRef, isVideoPlayerActive(state));
  useProgressReport(videoRef, { playing: state.name === 'playing', resumeKey, onProgress });
  const overlayVisible = usePreviewOverlay(state);

  // Every source failed: tell the host once per failure.
  const failed = state.name === 'preview' && state.failed && sources.length > 0;
  useEffect(() => {
    if (failed) onFailure.current?.();
  }, [failed]);

  const play = useCallback(() => send({ type: 'PLAY' }), [send]);
  const retry = useCallback(() => send({ type: 'RETRY' }), [send]);
  const onKeyDown = usePlayerKeys(videoRef, containerRef, { state, send });
  return { state, videoRef, containerRef, overlayVisible, play, retry, onKeyDown };
}
