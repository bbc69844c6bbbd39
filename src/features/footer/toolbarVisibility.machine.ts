/**
 * The mobile footer toolbar's visibility (M21; spec 001 "Post footer bar", §9). Pure: scroll samples come in.
 *
 * The hook samples `window.scrollY` at most every `TOOLBAR_THROTTLE_MS` (250 ms, K020). Between two samples:
 * scrolling down faster than `TOOLBAR_HIDE_SPEED` (100 px/s, K019) hides the toolbar; any scroll up shows it
 * again; slower scrolling down leaves it as it is. Within `TOOLBAR_FOOTER_OFFSET` (64 px, K021) of the top the
 * toolbar always shows. The spec names the 64 px footer offset without saying where it applies; we read it as the
 * toolbar's own height: while the page has scrolled less than one toolbar there is nothing to reveal by hiding it.
 * A sample closer than 250 ms to the last accepted one is ignored (throttle).
 */

/** K019: scroll-down speed (px/s) above which the toolbar hides. */
export const TOOLBAR_HIDE_SPEED = 100;
/** K020: samples closer together than this are ignored. */
export const TOOLBAR_THROTTLE_MS = 250;
/** K021: footer offset (px). */
export const TOOLBAR_FOOTER_OFFSET = 64;

export interface ScrollSample {
  /** `scrollY` in px. */
  readonly y: number;
  /** Time in ms (any monotonic origin). */
  readonly t: number;
}

export type ToolbarVisibility = 'visible' | 'hidden';

/** The toolbar's state, keyed by `name` (`visible` or `hidden`). */
export interface ToolbarState {
  readonly name: ToolbarVisibility;
  /** The last accepted sample; `null` before the first. */
  readonly last: ScrollSample | null;
}

export const initialToolbarState: ToolbarState = { name: 'visible', last: null };

/** Scroll speed between two samples in px/s (positive: down). */
export function scrollSpeed(from: ScrollSample, to: ScrollSample): number {
  const dt = to.t - from.t;
  return dt <= 0 ? 0 : ((to.y - from.y) / dt) * 1000;
}

/** The rule itself, for one pair of samples. */
export function nextVisibility(current: ToolbarVisibility, from: ScrollSample, to: ScrollSample): ToolbarVisibility {
  if (to.y <= TOOLBAR_FOOTER_OFFSET) return 'visible';
  if (to.y < from.y) return 'visible';
  if (scrollSpeed(from, to) > TOOLBAR_HIDE_SPEED) return 'hidden';
  return current;
}

/** Feeds one scroll sample (throttled): the machine's transition (the event is the sample). */
export function transition(state: ToolbarState, sample: ScrollSample): ToolbarState {
  if (state.last === null) return { name: sample.y <= TOOLBAR_FOOTER_OFFSET ? 'visible' : state.name, last: sample };
  if (sample.t - state.last.t < TOOLBAR_THROTTLE_MS) return state;
  return { name: nextVisibility(state.name, state.last, sample), last: sample };
}

/** The transition under the name the package exports. */
export const toolbarOnScroll = transition;

/** Runs a series of samples (tests, replays). */
export function toolbarAfter(samples: readonly ScrollSample[], state: ToolbarState = initialToolbarState): ToolbarState {
  return samples.reduce(toolbarOnScroll, state);
}
