/**
 * The friend-connect card's dismissal (M49, spec 002), pure: `shown` → `dismissed` for 604800 s (K066, 7 days), then
 * shown again. Time arrives in events (`now`, ms on the platform clock); the dismissal's end is what the data hook
 * keeps in the platform storage.
 *
 * ```
 * shown ─DISMISS(now)→ dismissed(until = now + 7 d) ─TICK(now ≥ until)→ shown
 * ```
 */

/** K066: how long a dismissal hides the card. */
export const FRIEND_CONNECT_DISMISS_MS = 604_800_000;

export type FriendConnectState = { readonly name: 'shown' } | { readonly name: 'dismissed'; readonly until: number };

export type FriendConnectEvent =
  | { type: 'DISMISS'; now: number }
  /** The clock moved (a timer at the dismissal's end, a page shown again). */
  | { type: 'TICK'; now: number }
  /** A dismissal read back from storage (its end, `null` when none or unreadable). */
  | { type: 'RESTORE'; until: number | null; now: number };

export const friendConnectStateNames = ['shown', 'dismissed'] as const satisfies readonly FriendConnectState['name'][];

/** The state for a stored dismissal end (`null` or unreadable: never dismissed) at `now`. */
export function initialState(storedUntil: number | null, now: number): FriendConnectState {
  return storedUntil !== null && Number.isFinite(storedUntil) && now < storedUntil ? { name: 'dismissed', until: storedUntil } : { name: 'shown' };
}

export function transition(state: FriendConnectState, event: FriendConnectEvent): FriendConnectState {
  switch (event.type) {
    case 'DISMISS':
      return state.name === 'shown' ? { name: 'dismissed', until: event.now + FRIEND_CONNECT_DISMISS_MS } : state;
    case 'TICK':
      return state.name === 'dismissed' && event.now >= state.until ? { name: 'shown' } : state;
    case 'RESTORE': {
      const restored = initialState(event.until, event.now);
      if (restored.name === 'shown') return state.name === 'dismissed' && event.now >= state.until ? restored : state;
      return state.name === 'dismissed' && state.until >= restored.until ? state : restored;
    }
    default:
      return event satisfies never;
  }
}

/** The stored form of a dismissal end (ms since the epoch), read back by `parseDismissedUntil`. */
export function parseDismissedUntil(stored: string | null): number | null {
  if (stored === null || !/^\d{1,16}$/.test(stored)) return null;
  return Number(stored);
}
