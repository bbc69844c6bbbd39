import { type KeyboardEvent, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMachine } from '../../../kit/useMachine';
import { useAnalytics, useClock, useStorage } from '../../../platform/context';
import {
  initialVideoPlayerState,
  isVideoPlayerActive,
  PREVIEW_OVERLAY_HIDE_MS,
  PROGRESS_INTERVAL_MS,
  playerKeyAction,
  progressPercent,
  resumePosition,
  type VideoPlayerState,
  type VideoSource,
  videoPlayerTransition,
} from '../videoPlayer.machine';
import { claimActivePlayer, releaseActivePlayer } from './activePlayers';
import { type AttachOptions, attachSource } from './attachSource';

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

interface SavedPosition {
  position: number;
  savedAt: number;
}

function readSaved(raw: string | null): SavedPosition | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SavedPosition>;
    return typeof value.position === 'number' && typeof value.savedAt === 'number' && Number.isFinite(value.position) ? (value as SavedPosition) : null;
  } catch {
    return null;
  }
}

/**
 * Data hook of the video player: drives the M52 machine from the `<video>` element's events, attaches each source
 * in turn (hls.js only when needed), keeps one player playing per page, resumes and reports progress on the
 * platform's clock and storage, and maps the player's keys.
 */
export function useVideoPlayer(options: UseVideoPlayerOptions): VideoPlayer {
  const { sources, autoPlay = false, startAt = null, resumeKey = null, forceHlsJs, loadHls } = options;
  const [state, send] = useMachine(videoPlayerTransition, () => initialVideoPlayerState(sources.length));
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const containerRef = useRef<HTMLElement | null>(null);
  const clock = useClock();
  const storage = useStorage();
  const analytics = useAnalytics();
  const id = useMemo(() => Symbol('video-player'), []);
  const callbacks = useRef(options);
  callbacks.current = options;
  /** The source index attached and ready on the element (`-1`: none). */
  const [attached, setAttached] = useState(-1);
  /** Where to put the playhead once the next source's metadata is known. */
  const seekOnLoad = useRef<number | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [, setTick] = useState(0);

  // The first position: `t` / `timestamp`, else the saved one by the resume rule.
  const firstPosition = useRef<number | null | undefined>(undefined);
  if (firstPosition.current === undefined) {
    firstPosition.current = startAt ?? null;
  }

  // Autoplay on mount.
  useEffect(() => {
    if (autoPlay) send({ type: 'AUTOPLAY' });
  }, [autoPlay, send]);

  // Attach the current source once playback was asked for; detach on change and unmount.
  const wantsSource = state.name !== 'preview' || attached >= 0;
  const source = state.source;
  // `sources` is read for the current index only: a new array with the same addresses must not reattach.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const video = videoRef.current;
    const current = sources[source];
    if (!wantsSource || !video || !current) return;
    if (seekOnLoad.current === null && firstPosition.current != null) seekOnLoad.current = firstPosition.current;
    const detach = attachSource(video, current, {
      onFatal: () => send({ type: 'SOURCE_FAILED' }),
      onReady: () => setAttached(source),
      forceHlsJs,
      loadHls,
    });
    return () => {
      // The next source starts where this one was.
      const at = video.currentTime;
      detach();
      if (at > 0) seekOnLoad.current = at;
      setAttached(-1);
    };
  }, [wantsSource, source, send, forceHlsJs, loadHls]);

  // Ask the element to play whenever the machine is attempting on an attached source.
  const attempting = state.name === 'attempting';
  const muted = state.muted;
  useEffect(() => {
    const video = videoRef.current;
    if (!attempting || attached !== source || !video) return;
    video.muted = muted;
    let live = true;
    video.play().then(
      () => {},
      (error: unknown) => {
        if (!live) return;
        const name = error instanceof DOMException ? error.name : '';
        if (name === 'NotAllowedError') {
          analytics.track('video_autoplay_refused', { muted });
          send({ type: 'REJECTED' });
        } else if (name !== 'AbortError') send({ type: 'SOURCE_FAILED' });
      },
    );
    return () => {
      live = false;
    };
  }, [attempting, attached, source, muted, send, analytics]);

  // The element's events drive the machine.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const on = (type: string, listener: () => void) => {
      video.addEventListener(type, listener);
      return () => video.removeEventListener(type, listener);
    };
    const offs = [
      on('playing', () => send({ type: 'STARTED' })),
      on('pause', () => {
        if (!video.ended) send({ type: 'PAUSED' });
      }),
      on('waiting', () => send({ type: 'WAITING' })),
      on('ended', () => {
        send({ type: 'ENDED' });
        if (callbacks.current.resetOnEnd ?? true) video.currentTime = 0;
      }),
      on('volumechange', () => send({ type: 'MUTE', muted: video.muted })),
      on('loadedmetadata', () => {
        let at = seekOnLoad.current;
        seekOnLoad.current = null;
        if (firstPosition.current === null && at === null && resumeKey) {
          const saved = readSaved(storage.get(resumeKey));
          if (saved) at = resumePosition({ duration: video.duration, saved: saved.position, savedAt: saved.savedAt, now: clock.now().getTime() });
        }
        firstPosition.current = null;
        if (at !== null && at > 0 && Number.isFinite(video.duration) && at < video.duration) video.currentTime = at;
      }),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [send, resumeKey, storage, clock]);

  // One player at a time.
  const active = isVideoPlayerActive(state);
  useEffect(() => {
    if (!active) return;
    claimActivePlayer(id, () => videoRef.current?.pause());
    return () => releaseActivePlayer(id);
  }, [active, id]);
  useEffect(() => () => releaseActivePlayer(id), [id]);

  // Progress every 5 s while playing, and the position saved for resuming.
  const playing = state.name === 'playing';
  const report = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    const currentTime = video.currentTime;
    callbacks.current.onProgress?.({ currentTime, percent: progressPercent(currentTime, video.duration) });
    if (resumeKey) storage.set(resumeKey, JSON.stringify({ position: currentTime, savedAt: clock.now().getTime() }), { maxAgeDays: 365 });
  }, [resumeKey, storage, clock]);
  useEffect(() => {
    if (!playing) return;
    const timer = clock.setInterval(report, PROGRESS_INTERVAL_MS);
    return () => {
      clock.clearInterval(timer);
      report();
    };
  }, [playing, clock, report]);

  // The overlay hides 3 s after playback first starts.
  useEffect(() => {
    if (!playing || startedAt !== null) return;
    setStartedAt(clock.now().getTime());
    const timer = clock.setTimeout(() => setTick((n) => n + 1), PREVIEW_OVERLAY_HIDE_MS);
    return () => clock.clearTimeout(timer);
  }, [playing, startedAt, clock]);

  // Every source failed: tell the host once per failure.
  const failed = state.name === 'preview' && state.failed && sources.length > 0;
  useEffect(() => {
    if (failed) callbacks.current.onFailure?.();
  }, [failed]);

  const play = useCallback(() => send({ type: 'PLAY' }), [send]);
  const retry = useCallback(() => send({ type: 'RETRY' }), [send]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const action = playerKeyAction(event);
      const video = videoRef.current;
      if (!action || !video) return;
      // Keys typed into a control inside the player (a caption menu) stay the control's.
      const target = event.target as HTMLElement;
      if (target !== video && target !== containerRef.current && target.tagName !== 'BUTTON') return;
      event.preventDefault();
      if (action.type === 'seek') {
        const end = Number.isFinite(video.duration) ? video.duration : Number.POSITIVE_INFINITY;
        video.currentTime = Math.min(Math.max(0, video.currentTime + action.by), end);
      } else if (action.type === 'fullscreen') {
        const box = containerRef.current;
        if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => {});
        else void box?.requestFullscreen?.().catch(() => {});
      } else if (isVideoPlayerActive(state)) video.pause();
      else send({ type: state.name === 'preview' && state.failed ? 'RETRY' : 'PLAY' });
    },
    [state, send],
  );

  const overlayVisible =
    state.name === 'preview' ||
    (state.name === 'attempting' && startedAt === null) ||
    (startedAt !== null && clock.now().getTime() - startedAt < PREVIEW_OVERLAY_HIDE_MS);
  return { state, videoRef, containerRef, overlayVisible, play, retry, onKeyDown };
}
