/**
 * Cancelling a subscription from the subscription tab (P35): `idle` → `confirming` (the reader is asked) →
 * `cancelling` → `cancelled`; keeping it returns to `idle`; a failure goes to `failed` (its text shown) and back to
 * `idle` once dismissed. Only offered when M28 says the subscription is renewing-cancellable.
 */
import type { Failure } from '../../../kit/failure';

export type State = { name: 'idle' } | { name: 'confirming' } | { name: 'cancelling' } | { name: 'cancelled' } | { name: 'failed'; failure: Failure };

export type Event =
  | { type: 'REQUEST' }
  | { type: 'CONFIRM' }
  | { type: 'KEEP' }
  | { type: 'SUCCEEDED' }
  | { type: 'FAILED'; error: Failure }
  | { type: 'DISMISS_FAILURE' };

export const initialState: State = { name: 'idle' };

export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'REQUEST':
      return state.name === 'idle' ? { name: 'confirming' } : state;
    case 'CONFIRM':
      return state.name === 'confirming' ? { name: 'cancelling' } : state;
    case 'KEEP':
      return state.name === 'confirming' ? { name: 'idle' } : state;
    case 'SUCCEEDED':
      return state.name === 'cancelling' ? { name: 'cancelled' } : state;
    case 'FAILED':
      return state.name === 'cancelling' ? { name: 'failed', failure: event.error } : state;
    case 'DISMISS_FAILURE':
      return state.name === 'failed' ? { name: 'idle' } : state;
    default:
      event satisfies never;
      return state;
  }
}
