/**
 * The data hook of the subscribe widget: the publication the site serves (E58, through the kit's read), the e-mail
 * signup (the shared free signup, M31: E21 with source `embed`) or, for an invite-only publication, the request form
 * (M60: E19 through the kit's write). Failures are alerts: the signup's own rule (M31), and for a request the server's
 * words or "Failed to request a subscription" (T178).
 */
import { useCallback } from 'react';
import { requestSubscription } from '../../../api/endpoints/account';
import { getWelcomePageData } from '../../../api/endpoints/growth';
import type { WelcomePageData } from '../../../api/schemas/growth';
import { commonFailureId, serverWords } from '../../../kit/failure';
import { type LoadStatus, loadStatus, useRead } from '../../../kit/read';
import { useMachine } from '../../../kit/useMachine';
import { useOptimisticWrite } from '../../../kit/useOptimisticWrite';
import { useViewer } from '../../../platform/context';
import { useFreeSignup } from '../../signup';
import { useT } from '../i18n';
import { embedRequestEmail, embedRequestFailure, type EmbedRequestState, initialEmbedRequestState, transition } from './embedRequest.machine';
import { embedPublication } from './embedPublication';
import type { EmbedFormState, EmbedPublication } from './EmbedSubscribeWidgetView';

export { embedPublication };

export interface EmbedSubscribeController {
  load: LoadStatus<WelcomePageData>;
  publication: EmbedPublication | null;
  retry: () => void;
  formState: EmbedFormState;
  email: string | null;
  /** The M60 machine (invite-only publications). */
  request: EmbedRequestState;
  signedInAs: string | null;
  submit: (email: string) => void;
}

export function useEmbedSubscribe(): EmbedSubscribeController {
  const t = useT();
  const viewer = useViewer();
  const query = useRead(getWelcomePageData, {});
  const load = loadStatus(query, 'growth.embed.error.load');
  const data = load.name === 'ready' ? load.data.publication : undefined;
  const publicationId = data?.id;
  const signup = useFreeSignup(publicationId);

  const [request, send] = useMachine(transition, initialEmbedRequestState);
  const write = useOptimisticWrite({
    mutationFn: (email: string, api) => api.call(requestSubscription, { query: { publication_id: publicationId ?? 0 }, body: { email, source: 'embed' } }),
    onSucceeded: () => void send({ type: 'SUCCEEDED' }),
    onFailed: (failure) => {
      const next = send({ type: 'FAILED', messageId: commonFailureId(failure, 'growth.embed.requestFailed'), serverMessage: serverWords(failure) ?? null });
      const told = embedRequestFailure(next);
      if (!told) return null;
      return 'serverMessage' in told ? told.serverMessage : t(told.messageId);
    },
    onDismissed: () => void send({ type: 'DISMISS_FAILURE' }),
  });

  const inviteOnly = data?.invite_only === true;
  const { submit: signupSubmit } = signup;
  const submit = useCallback(
    (email: string) => {
      if (inviteOnly) {
        const wanted = embedRequestEmail(send({ type: 'SUBMIT', email }));
        if (wanted !== null) void write.send(wanted);
      } else {
        signupSubmit(email, 'embed');
      }
    },
    [inviteOnly, send, write, signupSubmit],
  );

  const formState: EmbedFormState = inviteOnly
    ? request.name === 'loading'
      ? 'submitting'
      : request.name === 'requested'
        ? 'done'
        : 'idle'
    : signup.state.name === 'submitting'
      ? 'submitting'
      : signup.state.name === 'success'
        ? 'done'
        : 'idle';
  const email = inviteOnly ? (request.name === 'idle' ? null : request.email) : signup.state.name === 'success' ? signup.state.email : null;

  return {
    load,
    publication: data ? embedPublication(data) : null,
    retry: () => void query.refetch(),
    formState,
    email,
    request,
    signedInAs: viewer.user?.name ?? null,
    submit,
  };
}
