/**
 * The video player (M52; spec 002 "Video player", 000 video-player). Pure: the media element's events, the
 * autoplay promise and the source failures arrive as events; the hook owns the `<video>` element.
 *
 * ```
 * preview ─PLAY──────────→ attempting(user)      ─STARTED→ playing ⇄ PAUSED/PLAY ⇄ paused
 * preview ─AUTOPLAY──────→ attempting(sound)     ─REJECTED→ attempting(muted) ─REJECTED→ preview (logged)
 * attempting(user) ─REJECTED→ attempting(user, muted) ─REJECTED→ paused (the browser refused; the controls stay)
 * playing ─WAITING→ waiting ─STARTED→ playing;  playing|waiting ─ENDED→ ended ─PLAY→ attempting
 * any playing state ─SOURCE_FAILED→ attempting on the next source (HLS → MP4 → native) … last → preview(failed)
 * preview(failed) ─RETRY→ attempting on the first source again
 * ```
 *
 * `ended` resets to the start (the hook seeks to 0) unless the player is told to keep the last frame. "Only one
 * video plays at a time" is the hook's: playing one pauses the others, which then send `PAUSED`.
 */

/** K054: resume only videos longer than this (seconds). */
export const RESUME_MIN_DURATION_S = 240;
/** K055: resume only from a saved position past this (seconds). */
export const RESUME_MIN_POSITION_S = 5;
/** K056: resume only when at least this much is left (seconds). */
export const RESUME_MIN_REMAINING_S = 60;
/** K057: rewind this much when the reader was away… */
export const RESUME_REWIND_S = 3;
/** K058: …longer than this (ms). */
export const RESUME_AWAY_MS = 60_000;
/** K059: the preview overlay hides this long after playback starts (ms). */
export const PREVIEW_OVERLAY_HIDE_MS = 3_000;
/** K060: ←/→ seek by this much (seconds). */
export const SEEK_STEP_S = 5;
/** K061: playback progress is reported this often (ms). */
export const PROGRESS_INTERVAL_MS = 5_000;
/** K063: the player's height is at most this share of its width (percent). */
export const MAX_ASPECT_PADDING_PERCENT = 60;
/** K064: a live video without a known shape is 16:9 (percent). */
export const LIVE_ASPECT_PADDING_PERCENT = 56.25;

/** One way to play the video, in the order the player tries them. */
export interface VideoSource {
  /** `hls`: an HLS playlist (natively where the browser can, else through hls.js); `mp4`: a progressive file; `native`: the original address, left to the browser. */
  kind: 'hls' | 'mp4' | 'native';
  src: string;
}

/** Who asked for playback: the reader (a click or a key), or the page (`autoPlay=true`, an embed's `autoplay=1`). */
export type PlayOrigin = 'reader' | 'autoplay';

interface Common {
  /** Index into the source list the player is on. */
  source: number;
  /** How many sources the player has: the fallback stops after the last. */
  sources: number;
  muted: boolean;
}

export type VideoPlayerState =
  /** Nothing has played yet (or every source failed: `failed`): the preview image, a play button. */
  | ({ name: 'preview'; failed: boolean } & Common)
  /** `play()` was called and its answer is awaited. */
  | ({ name: 'attempting'; origin: PlayOrigin } & Common)
  | ({ name: 'playing' } & Common)
  | ({ name: 'paused' } & Common)
  /** Playing, but the data ran out (buffering). */
  | ({ name: 'waiting' } & Common)
  | ({ name: 'ended' } & Common);

export type VideoPlayerEvent =
  | { type: 'PLAY' }
  | { type: 'AUTOPLAY' }
  /** The media element started (or resumed) playing. */
  | { type: 'STARTED' }
  /** `play()` was refused (autoplay policy). */
  | { type: 'REJECTED' }
  | { type: 'PAUSED' }
  | { type: 'WAITING' }
  | { type: 'ENDED' }
  /** The current source failed (network or decode error): try the next. */
  | { type: 'SOURCE_FAILED' }
  | { type: 'MUTE'; muted: boolean }
  /** After every source failed: start again from the first source. */
  | { type: 'RETRY' };

export const videoPlayerStateNames = ['preview', 'attempting', 'playing', 'paused', 'waiting', 'ended'] as const;
export const videoPlayerEventTypes = [
  'PLAY',
  'AUTOPLAY',
  'STARTED',
  'REJECTED',
  'PAUSED',
  'WAITING',
  'ENDED',
  'SOURCE_FAILED',
  'MUTE',
  'RETRY',
] as const satisfies readonly VideoPlayerEvent['type'][];

/** The first state of a player with `sourceCount` sources (none: it can only show its preview). */
export function initialVideoPlayerState(sourceCount: number): VideoPlayerState {
  return { name: 'preview', failed: sourceCount === 0, source: 0, sources: sourceCount, muted: false };
}

export function transition(state: VideoPlayerState, event: VideoPlayerEvent): VideoPlayerState {
  const { source, sources, muted } = state;
  const sourceCount = sources;
  if (event.type === 'MUTE') return state.muted === event.muted ? state : { ...state, muted: event.muted };
  if (event.type === 'SOURCE_FAILED') {
    if (state.name === 'preview') return state;
    if (source + 1 < sourceCount) {
      const origin: PlayOrigin = state.name === 'attempting' ? state.origin : 'reader';
      return { name: 'attempting', origin, source: source + 1, sources, muted };
    }
    return { name: 'preview', failed: true, source, sources, muted };
  }
  switch (state.name) {
    case 'preview':
      if (event.type === 'RETRY') return state.failed && sourceCount > 0 ? { name: 'attempting', origin: 'reader', source: 0, sources, muted } : state;
      if (state.failed || sourceCount === 0) return state;
      if (event.type === 'PLAY') return { name: 'attempting', origin: 'reader', source, sources, muted };
      if (event.type === 'AUTOPLAY') return { name: 'attempting', origin: 'autoplay', source, sources, muted: false };
      return state;
    case 'attempting':
      switch (event.type) {
        case 'STARTED':
          return { name: 'playing', source, sources, muted };
        case 'REJECTED':
          // Autoplay with sound refused → muted autoplay; refused again → back to the preview (the hook logs it).
          if (state.origin === 'autoplay') return muted ? { name: 'preview', failed: false, source, sources, muted: false } : { ...state, muted: true };
          // A reader's play the browser refuses with sound (an embed without a user activation) plays muted; refused
          // again, the player stays paused with its controls.
          return muted ? { name: 'paused', source, sources, muted } : { ...state, muted: true };
        case 'PAUSED':
          return { name: 'paused', source, sources, muted };
        default:
          return state;
      }
    case 'playing':
      switch (event.type) {
        case 'PAUSED':
          return { name: 'paused', source, sources, muted };
        case 'WAITING':
          return { name: 'waiting', source, sources, muted };
        case 'ENDED':
          return { name: 'ended', source, sources, muted };
        default:
          return state;
      }
    case 'waiting':
      switch (event.type) {
        case 'STARTED':
          return { name: 'playing', source, sources, muted };
        case 'PAUSED':
          return { name: 'paused', source, sources, muted };
        case 'ENDED':
          return { name: 'ended', source, sources, muted };
        default:
          return state;
      }
    case 'paused':
    case 'ended':
      switch (event.type) {
        case 'PLAY':
          return { name: 'attempting', origin: 'reader', source, sources, muted };
        case 'STARTED':
          return { name: 'playing', source, sources, muted };
        default:
          return state;
      }
    default:
      return state satisfies never;
  }
}

/** The machine's transition under the name the package exports. */
export const videoPlayerTransition = transition;

/** Whether the player is (or is about to be) playing: the state in which it pauses the other players. */
export function isVideoPlayerActive(state: VideoPlayerState): boolean {
  return state.name === 'attempting' || state.name === 'playing' || state.name === 'waiting';
}

/**
 * The sources in the order the player tries them: HLS, then MP4, then the original address left to the browser.
 * Empty and repeated addresses are left out.
 */
export function videoSources(input: { hls?: string | null; mp4?: string | null; native?: string | null }): VideoSource[] {
  const out: VideoSource[] = [];
  for (const kind of ['hls', 'mp4', 'native'] as const) {
    const src = input[kind]?.trim();
    if (src && !out.some((s) => s.src === src)) out.push({ kind, src });
  }
  return out;
}

/**
 * Where a returning reader resumes (seconds), or `null` to start at the beginning: only videos longer than 240 s,
 * a saved position past 5 s, and at least 60 s left; after more than a minute away, 3 s earlier.
 */
export function resumePosition(input: { duration: number; saved: number; savedAt: number; now: number }): number | null {
  const { duration, saved, savedAt, now } = input;
  if (!(duration > RESUME_MIN_DURATION_S) || !(saved > RESUME_MIN_POSITION_S) || duration - saved < RESUME_MIN_REMAINING_S) return null;
  return now - savedAt > RESUME_AWAY_MS ? Math.max(0, saved - RESUME_REWIND_S) : saved;
}

/** `t` / `timestamp` from the address: whole seconds only (`90`), anything else (`1:30`, `90.5`, `-3`, `abc`) is ignored. */
export function parseStartTime(value: string | null | undefined): number | null {
  if (value == null || !/^\d{1,7}$/.test(value.trim())) return null;
  return Number(value.trim());
}

export type PlayerKeyAction = { type: 'seek'; by: number } | { type: 'fullscreen' } | { type: 'toggle' };

/** The player's keys: ←/→ seek 5 s, `f` fullscreen, space play/pause. Other keys (and modified ones) are the page's. */
export function playerKeyAction(event: { key: string; altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean }): PlayerKeyAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  switch (event.key) {
    case 'ArrowLeft':
      return { type: 'seek', by: -SEEK_STEP_S };
    case 'ArrowRight':
      return { type: 'seek', by: SEEK_STEP_S };
    case 'f':
    case 'F':
      return { type: 'fullscreen' };
    case ' ':
    case 'Spacebar':
      return { type: 'toggle' };
    default:
      return null;
  }
}

/** The box's height as a share of its width (percent), at most 60 %; unknown or broken sizes give 16:9. */
export function aspectPadding(width: number | null | undefined, height: number | null | undefined): number {
  if (!width || !height || !Number.isFinite(width / height) || width <= 0 || height <= 0) return LIVE_ASPECT_PADDING_PERCENT;
  return Math.min((height / width) * 100, MAX_ASPECT_PADDING_PERCENT);
}

/** A `w:h` aspect (the live stream's `16:9`) as padding; anything unreadable gives 56.25 %. */
export function aspectPaddingOf(ratio: string | null | undefined): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)\s*$/.exec(ratio ?? '');
  return match ? aspectPadding(Number(match[1]), Number(match[2])) : LIVE_ASPECT_PADDING_PERCENT;
}

/** Whether the preview overlay still shows: until 3 s after playback started. */
export function previewOverlayVisible(startedAt: number | null, now: number): boolean {
  return startedAt === null || now - startedAt < PREVIEW_OVERLAY_HIDE_MS;
}

/** Played share of the video (0–100, whole percent) for the post's progress report; 0 for an unknown duration. */
export function progressPercent(currentTime: number, duration: number): number {
  if (!(duration > 0) || !Number.isFinite(currentTime)) return 0;
  return Math.round(Math.min(100, Math.max(0, (currentTime / duration) * 100)));
}
