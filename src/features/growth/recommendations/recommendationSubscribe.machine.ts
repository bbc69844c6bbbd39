/**
 * M67 `recommendation-subscribe` (spec 003 "Publication pages", §8; inventory `recommendations-page`): Subscribe on
 * each recommended publication of the recommendations page, one machine per publication kept in one map. Pure.
 *
 * ```
 * idle ─SUBSCRIBE→ subscribing (POST /api/v1/free with other_publication_id, E21)
 * subscribing ─SUCCEEDED→ subscribed
 * subscribing ─FAILED(message)→ idle with the failure ("Something went wrong" when the server says nothing)
 * idle(failure) ─DISMISS_FAILURE→ idle
 * ```
 * A publication's events never change another's state.
 */

export const recommendationSubscribeStateNames = ['idle', 'subscribing', 'subscribed'] as const;

export type RecommendationSubscribeState =
  /** `failure`: the text of the last failed attempt, until dismissed. */
  { name: 'idle'; failure: string | null } | { name: 'subscribing' } | { name: 'subscribed' };

export type RecommendationSubscribeEvent =
  | { type: 'SUBSCRIBE'; publicationId: number }
  | { type: 'SUCCEEDED'; publicationId: number }
  | { type: 'FAILED'; publicationId: number; message: string }
  | { type: 'DISMISS_FAILURE'; publicationId: number };

export const recommendationSubscribeEventTypes = [
  'SUBSCRIBE',
  'SUCCEEDED',
  'FAILED',
  'DISMISS_FAILURE',
] as const satisfies readonly RecommendationSubscribeEvent['type'][];

/** The page's machines, by recommended publication id (absent = idle). */
export type RecommendationsSubscribeState = Readonly<Record<number, RecommendationSubscribeState>>;

export const idleRecommendation: RecommendationSubscribeState = { name: 'idle', failure: null };
export const initialRecommendationsSubscribeState: RecommendationsSubscribeState = {};

/** One publication's state. */
export function recommendationState(state: RecommendationsSubscribeState, publicationId: number): RecommendationSubscribeState {
  return state[publicationId] ?? idleRecommendation;
}

/**
 * The page's machines with the reader's subscriptions the server knows of (the reader's subscription list): a
 * publication the reader already subscribes to shows as subscribed; one being subscribed or with a failure to show
 * keeps its own state.
 */
export function withServerSubscriptions(state: RecommendationsSubscribeState, subscribedIds: ReadonlySet<number>): RecommendationsSubscribeState {
  let out: Record<number, RecommendationSubscribeState> | null = null;
  for (const id of subscribedIds) {
    const item = recommendationState(state, id);
    if (item.name !== 'idle' || item.failure !== null) continue;
    out ??= { ...state };
    out[id] = { name: 'subscribed' };
  }
  return out ?? state;
}

/** One publication's machine. */
export function itemTransition(item: RecommendationSubscribeState, event: RecommendationSubscribeEvent): RecommendationSubscribeState {
  switch (event.type) {
    case 'SUBSCRIBE':
      return item.name === 'idle' ? { name: 'subscribing' } : item;
    case 'SUCCEEDED':
      return item.name === 'subscribing' ? { name: 'subscribed' } : item;
    case 'FAILED':
      return item.name === 'subscribing' ? { name: 'idle', failure: event.message } : item;
    case 'DISMISS_FAILURE':
      return item.name === 'idle' && item.failure !== null ? idleRecommendation : item;
    default:
      return event satisfies never;
  }
}

export function transition(state: RecommendationsSubscribeState, event: RecommendationSubscribeEvent): RecommendationsSubscribeState {
  const item = recommendationState(state, event.publicationId);
  const next = itemTransition(item, event);
  return next === item ? state : { ...state, [event.publicationId]: next };
}
