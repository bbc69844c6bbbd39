/**
 * The collapsible panel's state machine (spec M54, K065): a panel that opens and closes with a 250 ms height
 * animation. Pure: no React, DOM or timers. The hook measures heights and turns animation frames, `transitionend`
 * and the 250 ms fallback timer into events.
 *
 * ```
 * collapsed ─TOGGLE/OPEN→ startExpanding ─FRAME→ expanding ─TRANSITION_END/TIMEOUT→ expanded
 * expanded ─TOGGLE/CLOSE→ startCollapsing ─FRAME→ collapsing ─TRANSITION_END/TIMEOUT→ collapsed
 * ```
 *
 * Reversing is allowed at every step: toggling while a panel moves sends it back the way it came, starting
 * from the height it has reached.
 */

/** Length of the height animation (K065). Equal to the `vars.motion.base` token. */
export const COLLAPSIBLE_DURATION_MS = 250;

export const collapsibleStateNames = ['collapsed', 'startExpanding', 'expanding', 'expanded', 'startCollapsing', 'collapsing'] as const;

export type CollapsibleStateName = (typeof collapsibleStateNames)[number];

export type CollapsibleState =
  /** At rest, closed: the content is hidden (`hidden`), taking no space and out of the tab order. */
  | { name: 'collapsed' }
  /**
   * The content is shown again and pinned at its starting height (0, or where a reversed collapse had reached);
   * its full height has been measured. Waits one frame so the browser paints the start before animating.
   */
  | { name: 'startExpanding' }
  /** The height moves towards the measured full height over 250 ms. */
  | { name: 'expanding' }
  /** At rest, open: the height is `auto`, so the content may grow or shrink freely. */
  | { name: 'expanded' }
  /**
   * The `auto` height has been pinned to its measured pixel value (the start of the animation). Waits one frame
   * so the browser paints it before animating to 0.
   */
  | { name: 'startCollapsing' }
  /** The height moves towards 0 over 250 ms; the content is hidden when it ends. */
  | { name: 'collapsing' };

export type CollapsibleEvent =
  /** The reader pressed the trigger: go towards the other resting state. */
  | { type: 'TOGGLE' }
  /** Go towards `expanded` (a host controlling `open` set it to true). Ignored when already going there. */
  | { type: 'OPEN' }
  /** Go towards `collapsed` (a host controlling `open` set it to false). Ignored when already going there. */
  | { type: 'CLOSE' }
  /** The next animation frame after the starting height was pinned and measured. */
  | { type: 'FRAME' }
  /** The region's height transition ended. */
  | { type: 'TRANSITION_END' }
  /** 250 ms passed since the animation started (fallback when no `transitionend` fires, e.g. reduced motion). */
  | { type: 'TIMEOUT' };

export type CollapsibleEventType = CollapsibleEvent['type'];

export const collapsibleEventTypes = ['TOGGLE', 'OPEN', 'CLOSE', 'FRAME', 'TRANSITION_END', 'TIMEOUT'] as const satisfies readonly CollapsibleEventType[];

export const initialState: CollapsibleState = { name: 'collapsed' };

/** The resting state for an initial `open` value. */
export function restingState(open: boolean): CollapsibleState {
  return open ? { name: 'expanded' } : { name: 'collapsed' };
}

const to = (name: CollapsibleStateName): CollapsibleState => ({ name }) as CollapsibleState;

export function transition(state: CollapsibleState, event: CollapsibleEvent): CollapsibleState {
  switch (state.name) {
    case 'collapsed':
      switch (event.type) {
        case 'TOGGLE':
        case 'OPEN':
          return to('startExpanding');
        case 'CLOSE':
        case 'FRAME':
        case 'TRANSITION_END':
        case 'TIMEOUT':
          return state;
        default:
          return event satisfies never;
      }
    case 'startExpanding':
      switch (event.type) {
        case 'FRAME':
          return to('expanding');
        // Nothing has moved yet: closing again is immediate.
        case 'TOGGLE':
        case 'CLOSE':
          return to('collapsed');
        case 'OPEN':
        case 'TRANSITION_END':
        case 'TIMEOUT':
          return state;
        default:
          return event satisfies never;
      }
    case 'expanding':
      switch (event.type) {
        case 'TRANSITION_END':
        case 'TIMEOUT':
          return to('expanded');
        // Reverse from the height reached so far.
        case 'TOGGLE':
        case 'CLOSE':
          return to('startCollapsing');
        case 'OPEN':
        case 'FRAME':
          return state;
        default:
          return event satisfies never;
      }
    case 'expanded':
      switch (event.type) {
        case 'TOGGLE':
        case 'CLOSE':
          return to('startCollapsing');
        case 'OPEN':
        case 'FRAME':
        case 'TRANSITION_END':
        case 'TIMEOUT':
          return state;
        default:
          return event satisfies never;
      }
    case 'startCollapsing':
      switch (event.type) {
        case 'FRAME':
          return to('collapsing');
        // Nothing has moved yet: opening again is immediate.
        case 'TOGGLE':
        case 'OPEN':
          return to('expanded');
        case 'CLOSE':
        case 'TRANSITION_END':
        case 'TIMEOUT':
          return state;
        default:
          return event satisfies never;
      }
    case 'collapsing':
      switch (event.type) {
        case 'TRANSITION_END':
        case 'TIMEOUT':
          return to('collapsed');
        // Reverse from the height reached so far.
        case 'TOGGLE':
        case 'OPEN':
          return to('startExpanding');
        case 'CLOSE':
        case 'FRAME':
          return state;
        default:
          return event satisfies never;
      }
    default:
      return state satisfies never;
  }
}

/** Whether the panel is open or opening: what `aria-expanded` and `onOpenChange` report. */
export function isOpen(state: CollapsibleState): boolean {
  return state.name === 'startExpanding' || state.name === 'expanding' || state.name === 'expanded';
}

/** Whether the panel is at rest (no animation under way). */
export function isResting(state: CollapsibleState): boolean {
  return state.name === 'collapsed' || state.name === 'expanded';
}

/** Whether the content is hidden (only when fully collapsed). */
export function isContentHidden(state: CollapsibleState): boolean {
  return state.name === 'collapsed';
}

/** Whether an animation frame is awaited (the hook requests one and sends `FRAME`). */
export function awaitsFrame(state: CollapsibleState): boolean {
  return state.name === 'startExpanding' || state.name === 'startCollapsing';
}

/** Whether the height is animating (the hook listens for `transitionend` and arms the 250 ms timer). */
export function isAnimating(state: CollapsibleState): boolean {
  return state.name === 'expanding' || state.name === 'collapsing';
}
