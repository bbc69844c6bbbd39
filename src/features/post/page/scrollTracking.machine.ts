/**
 * Scroll tracking of a post (M13 `post-scroll-tracking`; spec 000 §4: "Bottom-reached and top-reached tracking of
 * the post each fire once"; K017 "a post tracking event is sampled at 0.1%"). Pure: the hook observes the page and
 * passes the random draw in.
 *
 * ```
 * idle ─TOP_REACHED→ top seen (emits post_top_reached)      ─TOP_REACHED again→ ignored
 *      ─BOTTOM_REACHED→ bottom seen (emits post_bottom_reached) ─BOTTOM_REACHED again→ ignored
 * any ─PAGE_VIEW(draw)→ both reset (a new page view), emits post_page_view when draw < 0.1 %
 * ```
 */

/** K017: the share of page views that send the sampled post tracking event. */
export const POST_TRACKING_SAMPLE_RATE = 0.001;

export interface ScrollTrackingState {
  topReached: boolean;
  bottomReached: boolean;
}

export type ScrollTrackingEvent = { type: 'TOP_REACHED' } | { type: 'BOTTOM_REACHED' } | { type: 'PAGE_VIEW'; draw: number };

export const postTrackingEvents = ['post_top_reached', 'post_bottom_reached', 'post_page_view'] as const;
export type PostTrackingEvent = (typeof postTrackingEvents)[number];

export const initialState: ScrollTrackingState = { topReached: false, bottomReached: false };

/** Whether a page view with this random draw (0 ≤ draw < 1) sends the sampled event. */
export function isSampled(draw: number): boolean {
  return draw >= 0 && draw < POST_TRACKING_SAMPLE_RATE;
}

/** The next state and the tracking event to send, if any. */
export function transition(state: ScrollTrackingState, event: ScrollTrackingEvent): { state: ScrollTrackingState; emit: PostTrackingEvent | null } {
  switch (event.type) {
    case 'TOP_REACHED':
      return state.topReached ? { state, emit: null } : { state: { ...state, topReached: true }, emit: 'post_top_reached' };
    case 'BOTTOM_REACHED':
      return state.bottomReached ? { state, emit: null } : { state: { ...state, bottomReached: true }, emit: 'post_bottom_reached' };
    case 'PAGE_VIEW':
      return { state: initialState, emit: isSampled(event.draw) ? 'post_page_view' : null };
    default:
      event satisfies never;
      return { state, emit: null };
  }
}
