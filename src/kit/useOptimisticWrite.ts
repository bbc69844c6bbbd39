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
}

export type WriteOutcome<Result> = { ok: true; result: Result; idempotencyKey: string } | { ok: false; failure: Failure; idempotencyKey: string };

export interface SendOptions {
  /**
   * The idempotency key of this write. Leave it out for a new write (a fresh key is made); pass the key of the failed
   * attempt (`outcome.idempotencyKey`) when the reader retries it, so an attempt that reached the server after all is not
   * applied twice.
   */
  idempotencyKey?: string;
}

export interface OptimisticWrite<Request, Result> {
  /** Sends the machine's request; resolves once success is applied or the failure has been shown and dismissed. */
  send: (request: Request, options?: SendOptions) => Promise<WriteOutcome<Result>>;
  /** A request is on its way. */
  pending: boolean;
}

export function useOptimisticWrite<Request, Result>(options: OptimisticWriteOptions<Request, Result>): OptimisticWrite<Request, Result> {
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const queryClient = useQueryClient();
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const mutation = useMutation<Result, unknown, { request: Request; idempotencyKey: string }>({
    mutationFn: ({ request, idempotencyKey }) => optionsRef.current.mutationFn(request, withIdempotencyKey(api, idempotencyKey)),
  });
  const { mutateAsync } = mutation;
  const send = useCallback(
    async (request: Request, sendOptions: SendOptions = {}): Promise<WriteOutcome<Result>> => {
      const idempotencyKey = sendOptions.idempotencyKey ?? newIdempotencyKey();
      let result: Result;
      try {
        result = await mutateAsync({ request, idempotencyKey });
      } catch (error) {
        const failure = toFailure(error);
        const { onFailed, onDismissed, notice = 'alert' } = optionsRef.current;
        const text = onFailed(failure, request);
        if (text) {
          if (notice === 'toast') toast.show({ message: text });
          else await dialogs.alert(text);
        }
        onDismissed?.(failure, request);
        return { ok: false, failure, idempotencyKey };
      }
      const effects = optionsRef.current.reads?.(result, request);
      if (effects?.length) void applyReadEffects(queryClient, effects);
      await optionsRef.current.onSucceeded?.(result, request);
      return { ok: true, result, idempotencyKey };
    },
    [mutateAsync, dialogs, toast, queryClient],
  );
  return { send, pending: mutation.isPending };
}

/** The API with `key` on every write it makes (reads are left alone). */
function withIdempotencyKey(api: Api, key: string): Api {
  return { call: (def, input, options) => api.call(def, input, { idempotencyKey: key, ...options }) };
}
