/**
 * M65 `takeovers` (spec 003 §4 "Takeovers", §9; inventory `welcome-popup`, `subscribe-takeover`, K120, K121): the
 * welcome popup and the subscribe takeover can show once the reader has been on the page for 120 s; once shown, the
 * next time it may show is stored (now + 1 hour) so it does not come back within the hour. Pure: the data hook feeds
 * `TICK` events from the platform clock and persists `nextShownAt` in platform storage, so stories fast-forward.
 *
 * ```
 * waiting ─TICK(now − openedAt ≥ 120 s ∧ now ≥ nextShownAt)→ shown      (nextShownAt := now + 1 h)
 * waiting ─TICK(otherwise)→ waiting
 * shown ─DISMISS(now)→ dismissed                                         (nextShownAt := now + 1 h)
 * dismissed ─TICK(now ≥ nextShownAt)→ shown                               (nextShownAt := now + 1 h)
 * ineligible: every event ignored (paid readers, staff, or no takeover for this viewer)
 * ```
 *
 * Decision (the spec says "After 1 hour, next-shown times are stored"): the next-shown time is stored when the
 * takeover shows and again when it is dismissed, so neither a reload nor a dismissal brings it back within the hour.
 */
import type { ViewerRole } from '../../../../platform/viewer';

/** K120: the takeover may show after 120 000 ms on the page. */
export const TAKEOVER_DELAY_MS = 120_000 as const;
/** K121: once shown, it may show again after 1 hour. */
export const TAKEOVER_NEXT_SHOWN_MS = 3_600_000 as const;

export const takeoverKinds = ['welcome', 'subscribe'] as const;
export type TakeoverKind = (typeof takeoverKinds)[number];

/**
 * Which takeover a viewer gets (inventory: welcome popup for anonymous readers, subscribe takeover for anonymous and
 * free). Decision: an anonymous reader gets the welcome popup (it introduces the publication and already asks them to
 * subscribe); a free subscriber gets the subscribe takeover; paid and founding readers and staff get none.
 */
export function takeoverFor(role: ViewerRole): TakeoverKind | null {
  switch (role) {
    case 'anonymous':
      return 'welcome';
    case 'free':
      return 'subscribe';
    case 'paid':
    case 'founding':
    case 'contributor':
    case 'admin':
      return null;
    default:
      return role satisfies never;
  }
}

export const takeoverStateNames = ['ineligible', 'waiting', 'shown', 'dismissed'] as const;

export type TakeoverState =
  | { name: 'ineligible' }
  /** On the page since `openedAt`; `nextShownAt` (ms, from storage) is the earliest it may show, or `null`. */
  | { name: 'waiting'; kind: TakeoverKind; openedAt: number; nextShownAt: number | null }
  | { name: 'shown'; kind: TakeoverKind; openedAt: number; shownAt: number; nextShownAt: number }
  | { name: 'dismissed'; kind: TakeoverKind; openedAt: number; nextShownAt: number };

export type TakeoverEvent =
  /** The platform clock's current time (ms). */
  | { type: 'TICK'; now: number }
  /** The reader closed the takeover (close button, Escape, "Maybe later", or a link inside it). */
  | { type: 'DISMISS'; now: number };

export const takeoverEventTypes = ['TICK', 'DISMISS'] as const satisfies readonly TakeoverEvent['type'][];

/**
 * The machine for a page opened at `openedAt` (ms) by a viewer who gets `kind` (`null`: none), with the stored
 * next-shown time (`null` when nothing is stored).
 */
export function initTakeover(kind: TakeoverKind | null, openedAt: number, nextShownAt: number | null): TakeoverState {
  return kind === null ? { name: 'ineligible' } : { name: 'waiting', kind, openedAt, nextShownAt };
}

/** Whether a waiting takeover may show at `now`. */
export function takeoverDue(openedAt: number, nextShownAt: number | null, now: number): boolean {
  return now - openedAt >= TAKEOVER_DELAY_MS && (nextShownAt === null || now >= nextShownAt);
}

export function takeoverTransition(state: TakeoverState, event: TakeoverEvent): TakeoverState {
  switch (state.name) {
    case 'ineligible':
      return state;
    case 'waiting':
      switch (event.type) {
        case 'TICK':
          return takeoverDue(state.openedAt, state.nextShownAt, event.now)
            ? { name: 'shown', kind: state.kind, openedAt: state.openedAt, shownAt: event.now, nextShownAt: event.now + TAKEOVER_NEXT_SHOWN_MS }
            : state;
        case 'DISMISS':
          return state;
        default:
          return event satisfies never;
      }
    case 'shown':
      switch (event.type) {
        case 'TICK':
          return state;
        case 'DISMISS':
          return { name: 'dismissed', kind: state.kind, openedAt: state.openedAt, nextShownAt: event.now + TAKEOVER_NEXT_SHOWN_MS };
        default:
          return event satisfies never;
      }
    case 'dismissed':
      switch (event.type) {
        case 'TICK':
          return event.now >= state.nextShownAt
            ? { name: 'shown', kind: state.kind, openedAt: state.openedAt, shownAt: event.now, nextShownAt: event.now + TAKEOVER_NEXT_SHOWN_MS }
            : state;
        case 'DISMISS':
          return state;
        default:
          return event satisfies never;
      }
    default:
      return state satisfies never;
  }
}

/** The next-shown time to persist, or `null` when there is nothing to store. */
export function takeoverNextShownAt(state: TakeoverState): number | null {
  return state.name === 'ineligible' ? null : state.nextShownAt;
}

/** The storage key of a takeover's next-shown time. */
export function takeoverStorageKey(kind: TakeoverKind): string {
  return `takeover.${kind}.nextShownAt`;
}

/** The kit's name for the machine's transition (`useMachine(transition, …)`). */
export { takeoverTransition as transition };
