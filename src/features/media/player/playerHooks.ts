import { listenToMedia } from '../mediaEvents';
/**
 * The video player's parts, one job each; `useVideoPlayer` composes them around the M52 machine. Each takes the
 * `<video>` ref and the machine's `send` (or the fields of its state it reads).
 */
import { type KeyboardEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { Send } from '../../../kit/useMachine';
import { useAnalytics, useClock, useStorage } from '../../../platform/context';
import {
  isVideoPlayerActive,
  PREVIEW_OVERLAY_HIDE_MS,
  PROGRESS_INTERVAL_MS,
  playerKeyAction,
  progressPercent,
  resumePosition,
  type VideoPlayerEvent,
  type VideoPlayerState,
  type VideoSource,
} from '../videoPlayer.machine';
import { claimActivePlayer, releaseActivePlayer } from './activePlayers';
import { type AttachOptions, attachSource } from './attachSource';

type VideoRef = RefObject<HTMLVideoElement | null>;
type SendEvent = Send<VideoPlayerEvent, VideoPlayerState>;

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
 * Attaches the machine's current source once playback was asked for (hls.js only where needed), detaches it on a
 * change and on unmount, and remembers where the next source must start. Answers the index attached and ready
 * (`-1`: none) and the playhead to set once the next metadata is known.
 */
export function useSourceAttachment(
  videoRef: VideoRef,
  {
    sources,
    source,
    wanted,
    startAt,
    send,
    hls,
  }: { sources: VideoSource[]; source: number; wanted: boolean; startAt: number | null; send: SendEvent; hls: Pick<AttachOptions, 'forceHlsJs' | 'loadHls'> },
) {
  const [attached, setAttached] = useState(-1);
  /** Where to put the playhead once the next source's metadata is known. */
  const seekOnLoad = useRef<number | null>(null);
  /** `t` / `timestamp`, used by the first source only. */
  const firstPosition = useRef<number | null | undefined>(undefined);
  if (firstPosition.current === undefined) firstPosition.current = startAt;
  const wantsSource = wanted || attached >= 0;
  const { forceHlsJs, loadHls } = hls;
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
  return { attached, seekOnLoad, firstPosition };
}

/** Asks the element to play whenever the machine is attempting on an attached source; a refusal goes back to the machine. */
export function usePlayRequest(
  videoRef: VideoRef,
  { attempting, ready, muted, send }: { attempting: boolean; ready: boolean; muted: boolean; send: SendEvent },
) {
  const analytics = useAnalytics();
  useEffect(() => {
    const video = videoRef.current;
    if (!attempting || !ready || !video) return;
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
  }, [videoRef, attempting, ready, muted, send, analytics]);
}

/**
 * The element's events drive the machine; an ended video goes back to the start unless told otherwise; new metadata
 * puts the playhead where it must be (`t`, the previous source's position, or the saved one by the resume rule).
 */
export function useMediaEvents(
  videoRef: VideoRef,
  {
    send,
    resetOnEnd,
    resumeKey,
    seekOnLoad,
    firstPosition,
  }: {
    send: SendEvent;
    resetOnEnd: RefObject<boolean>;
    resumeKey: string | null;
    seekOnLoad: RefObject<number | null>;
    firstPosition: RefObject<number | null | undefined>;
  },
) {
  const clock = useClock();
  const storage = useStorage();
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    return listenToMedia(video, {
      playing: () => send({ type: 'STARTED' }),
      pause: () => {
        if (!video.ended) send({ type: 'PAUSED' });
      },
      waiting: () => send({ type: 'WAITING' }),
      ended: () => {
        send({ type: 'ENDED' });
        if (resetOnEnd.current) video.currentTime = 0;
      },
      volumechange: () => send({ type: 'MUTE', muted: video.muted }),
      loadedmetadata: () => {
        let at = seekOnLoad.current;
        seekOnLoad.current = null;
        if (firstPosition.current === null && at === null && resumeKey) {
          const saved = readSaved(storage.get(resumeKey));
          if (saved) at = resumePosition({ duration: video.duration, saved: saved.position, savedAt: saved.savedAt, now: clock.now().getTime() });
        }
        firstPosition.current = null;
        if (at !== null && at > 0 && Number.isFinite(video.duration) && at < video.duration) video.currentTime = at;
      },
    });
  }, [videoRef, send, resetOnEnd, resumeKey, seekOnLoad, firstPosition, storage, clock]);
}

/** One player plays at a time: an active player claims the page and pauses the one before it. */
export function useActivePlayer(videoRef: VideoRef, active: boolean) {
  const [id] = useState(() => Symbol('video-player'));
  useEffect(() => {
    if (!active) return;
    claimActivePlayer(id, () => videoRef.current?.pause());
    return () => releaseActivePlayer(id);
  }, [videoRef, active, id]);
  useEffect(() => () => releaseActivePlayer(id), [id]);
}

/** Every 5 s while playing (and once when it stops): the progress callback, and the position saved for resuming. */
export function useProgressReport(
  videoRef: VideoRef,
  {
    playing,
    resumeKey,
    onProgress,
  }: { playing: boolean; resumeKey: string | null; onProgress: RefObject<((progress: { currentTime: number; percent: number }) => void) | undefined> },
) {
  const clock = useClock();
  const storage = useStorage();
  const report = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    const currentTime = video.currentTime;
    onProgress.current?.({ currentTime, percent: progressPercent(currentTime, video.duration) });
    if (resumeKey) storage.set(resumeKey, JSON.stringify({ position: currentTime, savedAt: clock.now().getTime() }), { maxAgeDays: 365 });
  }, [videoRef, onProgress, resumeKey, storage, clock]);
  useEffect(() => {
    if (!playing) return;
    const timer = clock.setInterval(report, PROGRESS_INTERVAL_MS);
    return () => {
      clock.clearInterval(timer);
      report();
    };
  }, [playing, clock, report]);
}

/** The preview overlay shows before playback, while the first start is awaited, and for 3 s after it starts. */
export function usePreviewOverlay(state: VideoPlayerState): boolean {
  const clock = useClock();
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [, setTick] = useState(0);
  const playing = state.name === 'playing';
  useEffect(() => {
    if (!playing || startedAt !== null) return;
    setStartedAt(clock.now().getTime());
    const timer = clock.setTimeout(() => setTick((n) => n + 1), PREVIEW_OVERLAY_HIDE_MS);
    return () => clock.clearTimeout(timer);
  }, [playing, startedAt, clock]);
  return (
    state.name === 'preview' ||
    (state.name === 'attempting' && startedAt === null) ||
    (startedAt !== null && clock.now().getTime() - startedAt < PREVIEW_OVERLAY_HIDE_MS)
  );
}

/** The player's keys (←/→ seek 5 s, `f` fullscreen, space play/pause) on the player's box. */
export function usePlayerKeys(
  videoRef: VideoRef,
  containerRef: RefObject<HTMLElement | null>,
  { state, send }: { state: VideoPlayerState; send: SendEvent },
): (event: KeyboardEvent<HTMLElement>) => void {
  return useCallback(
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
    [videoRef, containerRef, state, send],
  );
}
