/**
 * M32, the livestream page: loading → no active stream (upcoming and past lists) | active (player, chat, details) |
 * active but gated (no playback address: the access-gate modal, by audience) → ended ("Stream Ended"). Fullscreen is
 * a sub-state of active (hides header, chat and details). Pure: the page data, the polled stream (E70, gap G42) and
 * the channel's viewer counts arrive as events.
 */
import type { ApiError } from '../../api/errors';
import type { ActiveLiveStream, LiveStream, LiveStreamAudience, LiveStreamInformation, LiveStreamPageData, ViewerCounts } from '../../api/schemas/livestream';

export const livestreamStateNames = ['loading', 'failed', 'no_active', 'active', 'active_gated', 'ended'] as const;

export type State =
  | { name: 'loading' }
  | { name: 'failed'; failure: ApiError }
  | { name: 'no_active'; page: LiveStreamPageData }
  | { name: 'active'; stream: LiveStream; info: LiveStreamInformation; counts: ViewerCounts; fullscreen: boolean }
  | { name: 'active_gated'; stream: LiveStream; info: LiveStreamInformation; counts: ViewerCounts; gate: 'open' | 'dismissed' }
  | { name: 'ended'; stream: LiveStream; hadAccess: boolean };

export type Event =
  | { type: 'PAGE_LOADED'; data: LiveStreamPageData }
  | { type: 'PAGE_FAILED'; error: ApiError }
  | { type: 'RETRY' }
  /** E70 answered (the poll that notices the end, or access gained after subscribing). */
  | { type: 'STREAM_POLLED'; stream: ActiveLiveStream }
  /** `live-stream:viewer-count-updated`. */
  | { type: 'VIEWER_COUNTS'; counts: ViewerCounts }
  | { type: 'TOGGLE_FULLSCREEN' }
  | { type: 'EXIT_FULLSCREEN' }
  | { type: 'DISMISS_GATE' }
  | { type: 'OPEN_GATE' };

export const initialState: State = { name: 'loading' };

function countsOf(stream: LiveStream, fallback?: ViewerCounts): ViewerCounts {
  return fallback ?? { total_viewers: stream.total_viewers ?? 0, current_viewers: stream.current_viewers ?? 0 };
}

/** Where an E70 / E68 answer puts the page, keeping the counts already shown. */
function fromStream(active: ActiveLiveStream, previous: State): State {
  const { liveStream: stream, liveStreamInformation: info } = active;
  const hadAccess = previous.name === 'active' || (previous.name === 'ended' && previous.hadAccess);
  if (stream.status === 'ended') return { name: 'ended', stream, hadAccess };
  const counts = previous.name === 'active' || previous.name === 'active_gated' ? previous.counts : countsOf(stream);
  if (info.desktopPlaybackUrl) {
    return { name: 'active', stream, info, counts, fullscreen: previous.name === 'active' ? previous.fullscreen : false };
  }
  return { name: 'active_gated', stream, info, counts, gate: previous.name === 'active_gated' ? previous.gate : 'open' };
}

export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'PAGE_LOADED':
      if (state.name !== 'loading') return state;
      return event.data.activeLiveStream ? fromStream(event.data.activeLiveStream, state) : { name: 'no_active', page: event.data };
    case 'PAGE_FAILED':
      return state.name === 'loading' ? { name: 'failed', failure: event.error } : state;
    case 'RETRY':
      return state.name === 'failed' ? { name: 'loading' } : state;
    case 'STREAM_POLLED':
      if (state.name !== 'active' && state.name !== 'active_gated') return state;
      if (event.stream.liveStream.id !== state.stream.id) return state;
      return fromStream(event.stream, state);
    case 'VIEWER_COUNTS':
      if (state.name !== 'active' && state.name !== 'active_gated') return state;
      if (state.counts.total_viewers === event.counts.total_viewers && state.counts.current_viewers === event.counts.current_viewers) return state;
      return { ...state, counts: { total_viewers: event.counts.total_viewers, current_viewers: event.counts.current_viewers } };
    case 'TOGGLE_FULLSCREEN':
      return state.name === 'active' ? { ...state, fullscreen: !state.fullscreen } : state;
    case 'EXIT_FULLSCREEN':
      return state.name === 'active' && state.fullscreen ? { ...state, fullscreen: false } : state;
    case 'DISMISS_GATE':
      return state.name === 'active_gated' && state.gate === 'open' ? { ...state, gate: 'dismissed' } : state;
    case 'OPEN_GATE':
      return state.name === 'active_gated' && state.gate === 'dismissed' ? { ...state, gate: 'open' } : state;
    default:
      return event satisfies never;
  }
}

/** The stream the page follows (polls E70 for, listens to on the channel), or `null`. */
export function followedStream(state: State): LiveStream | null {
  return state.name === 'active' || state.name === 'active_gated' ? state.stream : null;
}

/** Header, chat and details hide in fullscreen. */
export function isFullscreen(state: State): boolean {
  return state.name === 'active' && state.fullscreen;
}

/** The access gate's variant: the stream's audience (only_founding, only_free, paid). */
export function gateVariant(stream: Pick<LiveStream, 'audience'>): LiveStreamAudience {
  return stream.audience;
}

/** The ended screen's message: thanks for viewers who had access, else the invitation for the stream's audience. */
export function endedMessage(state: Extract<State, { name: 'ended' }>): 'thanks' | LiveStreamAudience {
  return state.hadAccess ? 'thanks' : state.stream.audience;
}

/** `w:h` as numbers; 16:9 when unreadable (K032). */
export function aspectOf(ratio: string | null | undefined): { width: number; height: number } {
  const match = /^\s*(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)\s*$/.exec(ratio ?? '');
  const width = match ? Number(match[1]) : 0;
  const height = match ? Number(match[2]) : 0;
  return width > 0 && height > 0 ? { width, height } : { width: 16, height: 9 };
}
