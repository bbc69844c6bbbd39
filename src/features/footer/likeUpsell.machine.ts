/**
 * The like-upsell decision (M18; spec 000 "Like-upsell modal", §9; 001 §4). Pure: time and the stored date come in.
 *
 * After a like, the modal shows to a reader who is neither contributor nor admin, at most once every 30 days
 * (K011). The date it was last shown is kept in the cookie `LIKE_UPSELL_COOKIE` for 3650 days (K012), through the
 * platform storage adapter (`useStorage()`), which a host backs with a real cookie or `localStorage`. The view is
 * `share` (the share dialog's content) for a reader who already subscribes — paid or founding (permission table
 * §7) — and `plans` (the plan picker, monthly / yearly) for everyone else, anonymous readers included (§7 "(P)").
 *
 * States (M18): `ineligible` · `eligible` · `shown(share|plans)` · `closed`; see `likeUpsellTransition`.
 */
import type { ViewerRole } from '../../platform/viewer';

/** K011: days between two showings. */
export const LIKE_UPSELL_COOLDOWN_DAYS = 30;
/** K012: lifetime of the shown-date cookie. */
export const LIKE_UPSELL_COOKIE_DAYS = 3650;
/** The cookie (storage key) holding the ISO date the modal was last shown. */
export const LIKE_UPSELL_COOKIE = 'like_upsell_last_shown';

const DAY_MS = 86_400_000;

export type LikeUpsellView = 'share' | 'plans';
export type LikeUpsellDecision = { show: true; view: LikeUpsellView } | { show: false; reason: 'staff' | 'cooldown' };

/** Whether the reader already subscribes (paid or founding): they get the share view. */
export function isSubscriberRole(role: ViewerRole): boolean {
  return role === 'paid' || role === 'founding';
}

/**
 * Whether the modal shows after a like, and which view. `lastShown`: the stored date (ISO), `null` when absent or
 * unreadable. Exactly 30 days after the last showing it may show again.
 */
export function likeUpsellDecision(role: ViewerRole, lastShown: string | null, now: Date): LikeUpsellDecision {
  if (role === 'contributor' || role === 'admin') return { show: false, reason: 'staff' };
  const last = lastShown === null ? Number.NaN : Date.parse(lastShown);
  if (Number.isFinite(last) && now.getTime() - last < LIKE_UPSELL_COOLDOWN_DAYS * DAY_MS) return { show: false, reason: 'cooldown' };
  return { show: true, view: isSubscriberRole(role) ? 'share' : 'plans' };
}

export type LikeUpsellState = { name: 'ineligible' } | { name: 'eligible' } | { name: 'shown'; view: LikeUpsellView } | { name: 'closed' };

export type LikeUpsellEvent =
  /** A like succeeded; `decision` from `likeUpsellDecision` at that moment. */
  { type: 'LIKED'; decision: LikeUpsellDecision } | { type: 'CLOSE' };

/** Staff never see it; everyone else starts eligible. */
export function initialLikeUpsellState(role: ViewerRole): LikeUpsellState {
  return role === 'contributor' || role === 'admin' ? { name: 'ineligible' } : { name: 'eligible' };
}

export function transition(state: LikeUpsellState, event: LikeUpsellEvent): LikeUpsellState {
  switch (state.name) {
    case 'ineligible':
      return state;
    case 'eligible':
    case 'closed':
      switch (event.type) {
        case 'LIKED':
          return event.decision.show ? { name: 'shown', view: event.decision.view } : state;
        case 'CLOSE':
          return state;
        default:
          return event satisfies never;
      }
    case 'shown':
      switch (event.type) {
        case 'LIKED':
          return state;
        case 'CLOSE':
          return { name: 'closed' };
        default:
          return event satisfies never;
      }
    default:
      return state satisfies never;
  }
}

/** The machine's transition under the name the package exports. */
export const likeUpsellTransition = transition;
