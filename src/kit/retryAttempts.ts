/**
 * Which idempotency key a write is sent with when the reader sends it again: the bookkeeping behind
 * `useOptimisticWrite({ retry })`, pure (no React) so each rule is tested on its own.
 *
 * The rule, one for every write: a send with the same identity as the last failed attempt on its target is a retry
 * of that attempt and carries its key — but only when that attempt failed without an answer:
 *   - a timeout, a network error, an answer the client could not read (`schema`), a 5xx (or a failure with no status):
 *     the write may have reached the server and been applied, so the retry carries the same key and the server
 *     answers it as it answered the first time, applying it at most once;
 *   - a 4xx: the server did answer, and it did not apply the write. A server remembers the answer it gave a key
 *     (the mock does: `mocks/handlers/route.ts` stores every answer below 500 under its key and replays it to the same
 *     key, and forgets 5xx answers), so the same key again would only hear the refusal again, even once its cause is
 *     gone (the reader signed in, the conflict was resolved). The next send takes a fresh key.
 * The failed attempt is forgotten when its target's write succeeds, when another write (another identity) is sent to
 * the same target — a changed form is a new write, and a key that may have been applied must not answer for it
 * later — and when the caller says so (`forget`).
 */
import type { Failure } from './failure';

/** How a hook names its writes, for `useOptimisticWrite({ retry })`. */
export interface RetrySpec<Request> {
  /**
   * The parts that make a request the write it is (the form's fields, the message's client id, the item and the
   * action): two sends are the same write when every part is the same (`Object.is`).
   */
  identity: (request: Request) => readonly unknown[];
  /**
   * What the write changes, when one hook writes to many things that fail and are retried independently (a chat
   * message by its client id, a recommendation by its publication): a failed attempt is forgotten only by a write to
   * its own target. Leave it out when the hook has one thing to write (a form, a setting): every send is to it.
   */
  target?: (request: Request) => string;
}

/** The failure left no answer the server stands by: the write may have been applied, so its retry keeps the key. */
export function unanswered(failure: Failure): boolean {
  return failure.isTimeout || failure.isNetwork || failure.isMalformed || (failure.status ?? 500) >= 500;
}

export type AttemptOutcome = { ok: true } | { ok: false; failure: Failure };

export interface RetryAttempts<Request> {
  /**
   * Starts a send of `request`: the key of its failed attempt when this is a retry (else `undefined`, a fresh key),
   * and the ticket to settle the attempt with. Sending another identity forgets its target's failed attempt.
   */
  begin: (request: Request) => { key: string | undefined; ticket: number };
  /** How the attempt that was sent with `key` ended. A later send to the same target wins over it. */
  settle: (request: Request, ticket: number, key: string, outcome: AttemptOutcome) => void;
  /** Forgets every failed attempt: the next send of any request is a new write. */
  forget: () => void;
}

interface Failed {
  identity: readonly unknown[];
  key: string;
}

const ONE_TARGET = '';

function sameParts(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((part, i) => Object.is(part, b[i]));
}

export function retryAttempts<Request>(spec: RetrySpec<Request>): RetryAttempts<Request> {
  const failed = new Map<string, Failed>();
  const latest = new Map<string, number>();
  let tickets = 0;
  const targetOf = (request: Request) => spec.target?.(request) ?? ONE_TARGET;
  return {
    begin: (request) => {
      const target = targetOf(request);
      const ticket = ++tickets;
      latest.set(target, ticket);
      const last = failed.get(target);
      if (last && sameParts(last.identity, spec.identity(request))) return { key: last.key, ticket };
      failed.delete(target);
      return { key: undefined, ticket };
    },
    settle: (request, ticket, key, outcome) => {
      const target = targetOf(request);
      if (latest.get(target) !== ticket) return;
      if (!outcome.ok && unanswered(outcome.failure)) failed.set(target, { identity: spec.identity(request), key });
      else failed.delete(target);
    },
    forget: () => {
      failed.clear();
      latest.clear();
    },
  };
}
