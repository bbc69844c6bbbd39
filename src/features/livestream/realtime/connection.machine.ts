/**
 * The realtime connection's life as a pure machine: connecting → open; a drop → waiting (the backoff delay) →
 * connecting again; `CLOSE` ends it for good. No socket, timers or randomness here: the delay arrives in the
 * `DROPPED` event, and `reconnects` counts the opens after the first (a reconnect asks for the backlog).
 */
export type ConnectionState =
  | { name: 'idle' }
  | { name: 'connecting'; attempt: number; reconnects: number }
  | { name: 'open'; reconnects: number }
  | { name: 'waiting'; attempt: number; delayMs: number; reconnects: number }
  | { name: 'closed' };

export type ConnectionEvent =
  | { type: 'CONNECT' }
  | { type: 'OPENED' }
  /** The socket closed or failed without being asked to; `delayMs` is the backoff before the next attempt. */
  | { type: 'DROPPED'; delayMs: number }
  | { type: 'RETRY_DUE' }
  | { type: 'CLOSE' };

/** What a reader sees: the first connection, live, trying again after a drop, or closed. */
export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export const connectionInitialState: ConnectionState = { name: 'idle' };

export function connectionTransition(state: ConnectionState, event: ConnectionEvent): ConnectionState {
  switch (event.type) {
    case 'CONNECT':
      return state.name === 'idle' ? { name: 'connecting', attempt: 0, reconnects: 0 } : state;
    case 'OPENED':
      if (state.name !== 'connecting') return state;
      return { name: 'open', reconnects: state.attempt > 0 || state.reconnects > 0 ? state.reconnects + 1 : 0 };
    case 'DROPPED':
      if (state.name === 'open') return { name: 'waiting', attempt: 0, delayMs: event.delayMs, reconnects: state.reconnects };
      if (state.name === 'connecting') return { name: 'waiting', attempt: state.attempt, delayMs: event.delayMs, reconnects: state.reconnects };
      return state;
    case 'RETRY_DUE':
      return state.name === 'waiting' ? { name: 'connecting', attempt: state.attempt + 1, reconnects: state.reconnects } : state;
    case 'CLOSE':
      return state.name === 'closed' ? state : { name: 'closed' };
    default:
      return event satisfies never;
  }
}

/** The status a reader sees for a state. */
export function connectionStatus(state: ConnectionState): ConnectionStatus {
  switch (state.name) {
    case 'idle':
      return 'connecting';
    case 'connecting':
      return state.attempt > 0 || state.reconnects > 0 ? 'reconnecting' : 'connecting';
    case 'open':
      return 'open';
    case 'waiting':
      return 'reconnecting';
    case 'closed':
      return 'closed';
    default:
      return state satisfies never;
  }
}

/** The attempt number a drop in this state waits for (0 after an open connection dropped). */
export function nextAttempt(state: ConnectionState): number {
  return state.name === 'connecting' ? state.attempt : 0;
}

/** The machine's transition under the house name. */
export const transition = connectionTransition;
