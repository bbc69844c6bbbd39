/**
 * The data hook of the invites page `/invites` (M59): the invite data (E59) through the kit's read, the machine, and
 * the send (E60) through the kit's write, which reads E59 again on success (`reads`: the invites left and the sent
 * list). A reader the server refuses is sent away: to sign in (401), or home (403).
 */
import { useCallback, useEffect, useState } from 'react';
import { getPublicationInvites, sendPublicationInvite } from '../../../api/endpoints/growth';
import type { InviteData } from '../../../api/schemas/growth';
import { failureText } from '../../../kit/failure';
import { invalidateRead } from '../../../kit/readEffects';
import { type LoadStatus, loadStatus, useRead } from '../../../kit/read';
import { paths } from '../../../kit/routes';
import { useMachine } from '../../../kit/useMachine';
import { useOptimisticWrite } from '../../../kit/useOptimisticWrite';
import { useNavigation, useViewer } from '../../../platform/context';
import { useT } from '../i18n';
import {
  initialInvitesFormState,
  type InvitesFormState,
  inviteRequest,
  invitesFormShown,
  invitesLeft,
  invitesRedirect,
  transition,
} from './invitesForm.machine';

export interface InvitesController {
  load: LoadStatus<InviteData>;
  state: InvitesFormState;
  /** `null`: unlimited. */
  left: number | null;
  formShown: boolean;
  /** How many invites this page sent: the form is emptied after each. */
  sentCount: number;
  /** The text of a failed send, as the reader reads it. */
  errorText: string | null;
  loadErrorText: string | null;
  retry: () => void;
  send: (name: string, email: string) => void;
}

export function useInvites(): InvitesController {
  const t = useT();
  const viewer = useViewer();
  const navigation = useNavigation();
  const query = useRead(getPublicationInvites, {}, { retry: false });
  const load = loadStatus(query, 'growth.invites.error.load');
  const [state, dispatch] = useMachine(transition, initialInvitesFormState);
  const [sentCount, setSentCount] = useState(0);

  const redirect = load.name === 'error' ? invitesRedirect(load.failure.status) : null;
  useEffect(() => {
    if (redirect === 'signIn') navigation.replace(paths.signIn(paths.invites()));
    else if (redirect === 'home') navigation.replace(paths.home());
  }, [redirect, navigation]);

  const write = useOptimisticWrite({
    mutationFn: (request: { name: string; email: string }, api) => api.call(sendPublicationInvite, { body: request }),
    reads: () => [invalidateRead(getPublicationInvites)],
    onSucceeded: () => {
      dispatch({ type: 'SUCCEEDED' });
      setSentCount((n) => n + 1);
    },
    onFailed: (failure) => {
      dispatch({ type: 'FAILED', message: failureText(failure, t, 'growth.invites.error.send') });
      return null;
    },
    // The same invite sent again after a failure is a retry of that write (the kit keeps its key); another name or
    // address is a new invite.
    retry: { identity: (request) => [request.name, request.email] },
  });

  const send = useCallback(
    (name: string, email: string) => {
      if (state.name === 'sending') return;
      const request = inviteRequest(dispatch({ type: 'SEND', name, email }));
      if (!request) return;
      void write.send(request);
    },
    [state.name, dispatch, write.send],
  );

  const data = load.name === 'ready' ? load.data : null;
  return {
    load,
    state,
    left: data ? invitesLeft(data) : null,
    formShown: data ? invitesFormShown(data, viewer.role === 'contributor' || viewer.role === 'admin') : false,
    sentCount,
    errorText: state.name === 'failed' ? (state.message ?? t('growth.invites.error.send')) : null,
    loadErrorText: load.name === 'error' && !redirect ? failureText(load.failure, t, 'growth.invites.error.load') : null,
    retry: () => void query.refetch(),
    send,
  };
}
