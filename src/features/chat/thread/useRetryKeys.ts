/**
 * The idempotency key a retried chat write is sent with. When a write fails without a clear answer — a timeout, a
 * network error, an answer the client could not read, a 5xx — it may have reached the server after all, so the
 * reader's retry of the same write (the same request, `signature`) is sent with the failed attempt's key and the
 * server applies it at most once (`SendOptions.idempotencyKey`). After a 4xx the server did answer, and the mock (like
 * a real server) replays a key's remembered answer, so the next attempt gets a fresh key.
 */
import { useMemo, useRef } from 'react';
import type { WriteOutcome } from '../../../kit/useOptimisticWrite';

/** The key to send a retry of this outcome's write with, or `undefined` for a fresh one. */
export function retryKeyAfter(outcome: WriteOutcome<unknown>): string | undefined {
  if (outcome.ok) return undefined;
  const { failure } = outcome;
  const unanswered = failure.isTimeout || failure.isNetwork || failure.kind === 'schema' || (failure.status ?? 500) >= 500;
  return unanswered ? outcome.idempotencyKey : undefined;
}

export interface RetryKeys {
  /** The key for sending the write `signature` now (`undefined`: a fresh one). */
  keyFor: (signature: string) => string | undefined;
  /** Records how the write `signature` ended. */
  settle: (signature: string, outcome: WriteOutcome<unknown>) => void;
}

export function useRetryKeys(): RetryKeys {
  const keys = useRef(new Map<string, string>());
  return useMemo(
    () => ({
      keyFor: (signature) => keys.current.get(signature),
      settle: (signature, outcome) => {
        const key = retryKeyAfter(outcome);
        if (key === undefined) keys.current.delete(signature);
        else keys.current.set(signature, key);
      },
    }),
    [],
  );
}
