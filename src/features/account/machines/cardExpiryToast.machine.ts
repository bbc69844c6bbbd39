/**
 * M29 `card-expiry-toast`: `hidden` · `shown` · `dismissed`. Shown to a subscribed reader whose card expires
 * before the subscription's end minus a grace period, when that expiry is within 12 days of now (or already past),
 * unless it was dismissed in the last week. Pure: `now` and the dismissal time come in.
 */

/** Spec 002: the toast warns when the card expires within 12 days. */
export const CARD_EXPIRY_WINDOW_DAYS = 12;
/** Spec 002: a dismissal hides the toast for one week. */
export const CARD_EXPIRY_DISMISS_DAYS = 7;
/** The grace period before the renewal (value not given by the spec; designed: 3 days). */
export const CARD_EXPIRY_GRACE_DAYS = 3;
const DAY_MS = 86_400_000;

export interface CardExpiryInput {
  isSubscribed: boolean;
  /** ISO date the saved card expires, or null. */
  cardExpiresAt: string | null | undefined;
  /** ISO date the subscription ends or renews, or null (lifetime, comped without an end). */
  expiry: string | null | undefined;
  now: Date;
  /** When the reader last dismissed the toast (ms since epoch), or null. */
  dismissedAt: number | null;
}

export type State = { name: 'hidden' } | { name: 'shown'; cardExpiresAt: string; expired: boolean } | { name: 'dismissed'; until: number };

export type Event = { type: 'EVALUATE'; input: CardExpiryInput } | { type: 'DISMISS'; now: Date };

export const initialState: State = { name: 'hidden' };

/** The state the rule gives for `input`. */
export function evaluate(input: CardExpiryInput): State {
  const { isSubscribed, cardExpiresAt, expiry, now, dismissedAt } = input;
  if (dismissedAt !== null && now.getTime() - dismissedAt < CARD_EXPIRY_DISMISS_DAYS * DAY_MS) {
    return { name: 'dismissed', until: dismissedAt + CARD_EXPIRY_DISMISS_DAYS * DAY_MS };
  }
  if (!isSubscribed || !cardExpiresAt || !expiry) return { name: 'hidden' };
  const card = Date.parse(cardExpiresAt);
  const end = Date.parse(expiry);
  if (Number.isNaN(card) || Number.isNaN(end)) return { name: 'hidden' };
  if (card >= end - CARD_EXPIRY_GRACE_DAYS * DAY_MS) return { name: 'hidden' };
  if (card - now.getTime() > CARD_EXPIRY_WINDOW_DAYS * DAY_MS) return { name: 'hidden' };
  return { name: 'shown', cardExpiresAt, expired: card <= now.getTime() };
}

export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'EVALUATE':
      return state.name === 'dismissed' && event.input.now.getTime() < state.until ? state : evaluate(event.input);
    case 'DISMISS':
      return state.name === 'shown' ? { name: 'dismissed', until: event.now.getTime() + CARD_EXPIRY_DISMISS_DAYS * DAY_MS } : state;
    default:
      event satisfies never;
      return state;
  }
}
