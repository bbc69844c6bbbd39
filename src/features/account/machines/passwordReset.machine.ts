/**
 * M26 (password reset): `idle` → `sending` → `sent` (the notice, shown for `PASSWORD_RESET_NOTICE_MS`) → `idle`;
 * a failure goes to `failed` with the reason, and asking again retries. Time comes in as the NOTICE_EXPIRED event
 * (the hook arms it on the platform clock).
 */
import type { Failure } from '../../../kit/failure';

/** Spec 001 §9: the password reset notice shows for 20 seconds. */
export const PASSWORD_RESET_NOTICE_MS = 20_000;

export type State = { name: 'idle' } | { name: 'sending' } | { name: 'sent' } | { name: 'failed'; failure: Failure };

export type Event = { type: 'REQUEST' } | { type: 'SUCCEEDED' } | { type: 'FAILED'; error: Failure } | { type: 'NOTICE_EXPIRED' };

export const initialState: State = { name: 'idle' };

export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'REQUEST':
      return state.name === 'idle' || state.name === 'failed' ? { name: 'sending' } : state;
    case 'SUCCEEDED':
      return state.name === 'sending' ? { name: 'sent' } : state;
    case 'FAILED':
      return state.name === 'sending' ? { name: 'failed', failure: event.error } : state;
    case 'NOTICE_EXPIRED':
      return state.name === 'sent' ? { name: 'idle' } : state;
    default:
      event satisfies never;
      return state;
  }
}
