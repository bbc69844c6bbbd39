/** Free signup by e-mail (E21) from the free-subscribe-to-like modal and the like-upsell; a failure alerts the server's words. */
import { freeSignup } from '../../api/endpoints/account';
import { serverWords } from '../../kit/failure';
import { useMachine } from '../../kit/useMachine';
import { useOptimisticWrite } from '../../kit/useOptimisticWrite';
import { useT } from './i18n';
import {
  type FreeSignupRequest,
  type FreeSignupSource,
  freeSignupFailureMessageId,
  freeSignupRequest,
  initialFreeSignupState,
  transition,
} from './freeSignup.machine';

export function useFreeSignup(publicationId: number | undefined) {
  const t = useT();
  const [state, send] = useMachine(transition, initialFreeSignupState);
  const write = useOptimisticWrite({
    mutationFn: ({ email, source }: FreeSignupRequest, api) =>
      api.call(freeSignup, { body: { email, source, ...(publicationId !== undefined ? { other_publication_id: publicationId } : {}) } }),
    onSucceeded: () => void send({ type: 'SUCCEEDED' }),
    onFailed: (failure) => {
      send({ type: 'FAILED' });
      return serverWords(failure) ?? t(freeSignupFailureMessageId);
    },
  });
  const submit = (email: string, source: FreeSignupSource) => {
    const before = state;
    const next = send({ type: 'SUBMIT', request: { email, source } });
    const request = next === before ? null : freeSignupRequest(next);
    if (request) void write.send(request);
  };
  return { state, submit, reset: () => void send({ type: 'RESET' }) };
}
