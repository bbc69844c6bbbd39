/**
 * The videos page's hero carousel (M39; spec 001 "Videos page", K030, K031). Pure: the slide animation's end
 * arrives as `SETTLED` (the view's transitionend, or the hook's 300 ms timer when motion is reduced).
 *
 * ```
 * idle(i) ─NEXT→ sliding(i → i+1 mod n) ─SETTLED→ idle(i+1 mod n);  PREV likewise;  GO(j) jumps
 * ```
 * A press while sliding is queued behind nothing: it is ignored, so a burst of clicks moves one slide at a time.
 */

/** K030: the carousel shows the first 4 recent videos. */
export const HERO_CAROUSEL_ITEMS = 4;
/** K031: one slide moves in 300 ms. */
export const HERO_CAROUSEL_SLIDE_MS = 300;

export type HeroCarouselState = { name: 'idle'; index: number; count: number } | { name: 'sliding'; from: number; index: number; count: number };

export type HeroCarouselEvent = { type: 'NEXT' } | { type: 'PREV' } | { type: 'GO'; index: number } | { type: 'SETTLED' };

export const heroCarouselEventTypes = ['NEXT', 'PREV', 'GO', 'SETTLED'] as const satisfies readonly HeroCarouselEvent['type'][];

/** A carousel over `items` videos (only the first 4 count). */
export function initialHeroCarouselState(items: number): HeroCarouselState {
  return { name: 'idle', index: 0, count: Math.max(0, Math.min(HERO_CAROUSEL_ITEMS, Math.floor(items))) };
}

export function transition(state: HeroCarouselState, event: HeroCarouselEvent): HeroCarouselState {
  const { count } = state;
  if (event.type === 'SETTLED') return state.name === 'sliding' ? { name: 'idle', index: state.index, count } : state;
  if (state.name === 'sliding' || count < 2) return state;
  const to =
    event.type === 'NEXT'
      ? (state.index + 1) % count
      : event.type === 'PREV'
        ? (state.index - 1 + count) % count
        : Number.isInteger(event.index) && event.index >= 0 && event.index < count
          ? event.index
          : state.index;
  return to === state.index ? state : { name: 'sliding', from: state.index, index: to, count };
}

/** The machine's transition under the name the package exports. */
export const heroCarouselTransition = transition;
