/**
 * The shared free signup (M31, E21): the post footer's modals, the newsletters page, the signup flow page and embeds
 * all sign up through this hook. Success keeps the referral token; a failure alerts the server's words (spec 001)
 * or the catalogue text, then the form is back for another try.
 */
import { useCallback } from 'react';
import { freeSignup } from '../../api/endpoints/account';
import type { FreeSignupResult } from '../../api/schemas/account';
import { serverWords } from '../../kit/failure';
import { useMachine } from '../../kit/useMachine';
import { useOptimisticWrite } from '../../kit/useOptimisticWrite';
import {
  type FreeSignupRequest,
  type FreeSignupSource,
  type FreeSignupState,
  freeSignupRequest,
  initialFreeSignupState,
  transition,
} from './freeSignup.machine';
import { useFreeSignupT } from './i18n';

export interface UseFreeSignupOptions {
  /** After the signup went through (the machine is already in `success`): e.g. go on to the signup flow. */
  onSucceeded?: (result: FreeSignupResult, request: FreeSignupRequest) => void;
}

export interface FreeSignupController {
  state: FreeSignupState;
  /** Signs `email` up (ignored while a signup is under way). */
  submit: (email: string, source: FreeSignupSource) => void;
  /** Back to `idle` (a modal opens afresh). */
  reset: () => void;
}

/** Free signup to `publicationId` (E21 `other_publication_id`; the current publication when omitted). */
export function useFreeSignup(publicationId: number | undefined, options: UseFreeSignupOptions = {}): FreeSignupController {
  const t = useFreeSignupT();
  const [state, send] = useMachine(transition, initialFreeSignupState);
  const write = useOptimisticWrite({
    mutationFn: ({ email, source }: FreeSignupRequest, api) =>
      api.call(freeSignup, { body: { email, source, ...(publicationId !== undefined ? { other_publication_id: publicationId } : {}) } }),
    onSucceeded: (result, request) => {
      send({ type: 'SUCCEEDED', referralToken: result.referral_token, ...(result.email ? { email: result.email } : {}) });
      options.onSucceeded?.(result, request);
    },
    onFailed: (failure) => {
      const next = send({ type: 'FAILED', error: failure });
      return next.name === 'error' ? (serverWords(failure) ?? t(next.messageId)) : null;
    },
    onDismissed: () => void send({ type: 'DISMISS_FAILURE' }),
  });
  const submit = useCallback(
    (email: string, source: FreeSignupSource) => {
      const request: FreeSignupRequest = { email, source };
      // The machine took this request only if the next state carries this very object (a signup under way keeps its own).
      if (freeSignupRequest(send({ type: 'SUBMIT', request })) === request) void write.send(request);
    },
    [send, write],
  );
  const reset = useCallback(() => void send({ type: 'RESET' }), [send]);
  return { state, submit, reset };
}
