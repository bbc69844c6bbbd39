/**
 * The kit's one optimistic write, on TanStack `useMutation`.
 *
 * The sequence every write of the product follows, written once:
 *   1. the caller dispatches the reader's event to its machine (`send({ type: 'TOGGLE' })`), which shows the change at
 *      once and names the request to make (`likeRequest(next)`); a `null` request means nothing to send;
 *   2. `write.send(request)` runs the mutation;
 *   3. success → `onSucceeded(result, request)` (the machine's `SUCCEEDED`, cache updates, a toast);
 *      failure → `onFailed(failure, request)` (the machine's `FAILED`, which reverts) returns the text to show, or
 *      `null` when the failure needs no text (the machine opened a sign-in dialog instead);
 *   4. the text is shown through the platform (an alert the reader dismisses, or a toast), then `onDismissed`
 *      (the machine's `DISMISS_FAILURE`).
 * A write declares the reads it changes (`reads`: `updateRead` / `invalidateRead`, `readEffects.ts`); they are applied
 * to the query cache on success, before `onSucceeded`, so every screen showing those reads agrees at once.
 * Hooks pass machine selectors, never hand-write the try/catch. The spec's texts come from the machines' failure
 * selectors; `failureText` (the kit's reader-text rule) covers failures the spec names no text for.
 *
 * A retried write cannot be applied twice: with `retry` (which requests are the same write), sending the same write
 * again after a failure that left no answer (a timeout, a network error, an unreadable answer, a 5xx) carries the
 * failed attempt's idempotency key; after a 4xx, a success, or another write to the same target it takes a fresh one
 * (the rule and its reasons: `retryAttempts.ts`).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '../api/http';
import type { Api } from '../api/useApi';
import { useApi } from '../api/useApi';
import { useDialogs } from '../platform/context';
import { useToast } from '../ui/Toast';
import { type Failure, toFailure } from './failure';
import { applyReadEffects, type ReadEffect } from './readEffects';
import { type RetryAttempts, type RetrySpec, retryAttempts } from './retryAttempts';

export interface OptimisticWriteOptions<Request, Result> {
  /**
   * The call for a request, made with the platform's API client. Every write this `api` makes carries the send's
   * idempotency key, so the server applies it once however often it is retried with that key.
   */
  mutationFn: (request: Request, api: Api) => Promise<Result>;
  /**
   * The reads this write changes, once the server agrees: cached answers updated in place (`updateRead`) or read
   * again (`invalidateRead`). Applied before `onSucceeded`.
   */
  reads?: (result: Result, request: Request) => readonly ReadEffect[];
  /** The machine's `SUCCEEDED` (plus confirmation toasts). */
  onSucceeded?: (result: Result, request: Request) => void | Promise<void>;
  /** The machine's `FAILED`; returns the text the reader is told, or `null` when nothing is said. */
  onFailed: (failure: Failure, request: Request) => string | null | undefined;
  /** Runs once the failure's text has been dismissed (or at once when there was none): the machine's `DISMISS_FAILURE`. */
  onDismissed?: (failure: Failure, request: Request) => void;
  /** How the failure text is shown: an alert the reader dismisses (default) or a toast. */
  notice?: 'alert' | 'toast';
  /**
   * Which requests are the same write (`identity`) and, for a hook writing to many things at once, what each write
   * changes (`target`). Then `send(request)` of the same write after a failure without an answer (a timeout, a
   * network error, an unreadable answer, a 5xx) reuses the failed attempt's idempotency key, so an attempt that
   * reached the server after all is applied once; after a 4xx (the server answered, and would replay that answer to
   * the same key), a success, or another write to the same target, the next send takes a fresh key.
   */
  retry?: RetrySpec<Request>;
}

export type WriteOutcome<Result> = { ok: true; result: Result; idempotencyKey: string } | { ok: false; failure: Failure; idempotencyKey: string };

export interface SendOptions {
  /**
   * The idempotency key of this write, for a caller that manages keys itself. Leave it out for a new write (a fresh
   * key is made, or the failed attempt's key when the write has `retry` and this is its retry); a key given here wins.
   */
  idempotencyKey?: string;
}

export interface OptimisticWrite<Request, Result> {
  /** Sends the machine's request; resolves once success is applied or the failure has been shown and dismissed. */
  send: (request: Request, options?: SendOptions) => Promise<WriteOutcome<Result>>;
  /** A request is on its way. */
  pending: boolean;
  /** With `retry`: forgets the failed attempts, so the next send is a new write (the reader gave the write up). */
  forgetFailedAttempts: () => void;
}

export function useOptimisticWrite<Request, Result>(options: OptimisticWriteOptions<Request, Result>): OptimisticWrite<Request, Result> {
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const queryClient = useQueryClient();
  const optionsRef = useRef(options);
  optionsRef.current = options;
  // The failed attempts of this write (the latest `retry` is read at each send).
  const attemptsRef = useRef<RetryAttempts<Request> | null>(null);
  attemptsRef.current ??= retryAttempts<Request>({
    identity: (request) => optionsRef.current.retry?.identity(request) ?? [],
    target: (request) => optionsRef.current.retry?.target?.(request) ?? '',
  });
  const mutation = useMutation<Result, unknown, { request: Request; idempotencyKey: string }>({
    mutationFn: ({ request, idempotencyKey }) => optionsRef.current.mutationFn(request, withIdempotencyKey(api, idempotencyKey)),
  });
  const { mutateAsync } = mutation;
  const send = useCallback(
    async (request: Request, sendOptions: SendOptions = {}): Promise<WriteOutcome<Result>> => {
      const attempts = optionsRef.current.retry ? attemptsRef.current : null;
      const attempt = attempts?.begin(request);
      const idempotencyKey = sendOptions.idempotencyKey ?? attempt?.key ?? newIdempotencyKey();
      let result: Result;
      try {
        result = await mutateAsync({ request, idempotencyKey });
      } catch (error) {
        const failure = toFailure(error);
        if (attempt) attempts?.settle(request, attempt.ticket, idempotencyKey, { ok: false, failure });
        const { onFailed, onDismissed, notice = 'alert' } = optionsRef.current;
        const text = onFailed(failure, request);
        if (text) {
          if (notice === 'toast') toast.show({ message: text });
          else await dialogs.alert(text);
        }
        onDismissed?.(failure, request);
        return { ok: false, failure, idempotencyKey };
      }
      if (attempt) attempts?.settle(request, attempt.ticket, idempotencyKey, { ok: true });
      const effects = optionsRef.current.reads?.(result, request);
      if (effects?.length) void applyReadEffects(queryClient, effects);
      await optionsRef.current.onSucceeded?.(result, request);
      return { ok: true, result, idempotencyKey };
    },
    [mutateAsync, dialogs, toast, queryClient],
  );
  const forgetFailedAttempts = useCallback(() => attemptsRef.current?.forget(), []);
  return { send, pending: mutation.isPending, forgetFailedAttempts };
}

/** The API with `key` on every write it makes (reads are left alone). */
function withIdempotencyKey(api: Api, key: string): Api {
  return { call: (def, input, options) => api.call(def, input, { idempotencyKey: key, ...options }) };
}
