/**
 * The data hook of the invite acceptance page `/invite/{id}` (M58): the invite (P17) through the kit's read, the
 * machine, and the accept call (E61) through the kit's write. A failed fetch of the invite is alerted (spec 003 §8);
 * an accept refusal is shown on the page (the machine's `error`); a 401 opens the one sign-in modal. On success the
 * page goes to the answer's post (through the URL policy) or to `/invite-success/{id}`; a rejected invite goes to
 * `/invite-rejected/{id}`.
 */
import { useCallback, useEffect, useRef } from 'react';
import { acceptPublicationUserInvite, getPublicationInvites, getPublicationUserInvite } from '../../../api/endpoints/growth';
import type { Invite } from '../../../api/schemas/growth';
import { failureText } from '../../../kit/failure';
import { invalidateRead } from '../../../kit/readEffects';
import { type LoadStatus, loadStatus, useRead } from '../../../kit/read';
import { paths } from '../../../kit/routes';
import { useSignIn } from '../../../kit/signIn/SignInHost';
import { safeLinkHref } from '../../../kit/url';
import { useMachine } from '../../../kit/useMachine';
import { useOptimisticWrite } from '../../../kit/useOptimisticWrite';
import { useDialogs, useLocation, useNavigation, useViewer } from '../../../platform/context';
import { useT } from '../i18n';
import { type InviteAcceptEvent, type InviteAcceptState, initInviteAccept, inviteAcceptDestination, transition } from './inviteAccept.machine';

export interface InviteAcceptController {
  load: LoadStatus<Invite>;
  /** The M58 machine once the invite is loaded. */
  state: InviteAcceptState | null;
  /** The reader is signed out: the page asks them to sign in first. */
  signedOut: boolean;
  /** The message of the machine's `error`, as the reader reads it. */
  errorText: string | null;
  loadErrorText: string | null;
  retry: () => void;
  finishProfile: (name: string) => void;
  editProfile: () => void;
  accept: () => void;
  signIn: () => void;
}

type Action = { type: 'INIT'; invite: Invite; readerName: string } | InviteAcceptEvent;

function withInvite(state: InviteAcceptState | null, action: Action): InviteAcceptState | null {
  if (action.type === 'INIT') return state ?? initInviteAccept(action.invite, action.readerName);
  return state === null ? null : transition(state, action);
}

export function useInviteAccept(inviteId: number): InviteAcceptController {
  const t = useT();
  const viewer = useViewer();
  const dialogs = useDialogs();
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const openSignIn = useSignIn();
  const query = useRead(getPublicationUserInvite, { params: { id: inviteId } }, { retry: false });
  const load = loadStatus(query, 'growth.inviteAccept.error.load');
  const [state, send] = useMachine(withInvite, null);
  const readerName = viewer.user?.name ?? '';

  useEffect(() => {
    if (query.data) send({ type: 'INIT', invite: query.data, readerName });
  }, [query.data, readerName, send]);

  const loadErrorText = load.name === 'error' ? failureText(load.failure, t, 'growth.inviteAccept.error.load') : null;
  // A failed fetch of the invite is alerted once per failure (spec 003 §8), and the page offers Try again.
  const alerted = useRef<unknown>(null);
  useEffect(() => {
    if (load.name !== 'error' || !loadErrorText || alerted.current === query.error) return;
    alerted.current = query.error;
    void dialogs.alert(loadErrorText);
  }, [load.name, loadErrorText, query.error, dialogs]);

  const signIn = useCallback(
    () =>
      openSignIn({
        entry: 'unauthorized',
        title: t('growth.inviteAccept.signInTitle'),
        body: t('growth.inviteAccept.signInBody'),
        next: `${pathname}${search}`,
      }),
    [openSignIn, t, pathname, search],
  );

  const write = useOptimisticWrite({
    mutationFn: (_: null, api) => api.call(acceptPublicationUserInvite, { params: { id: inviteId } }),
    reads: () => [invalidateRead(getPublicationUserInvite, { params: { id: inviteId } }), invalidateRead(getPublicationInvites)],
    onSucceeded: (result) => void send({ type: 'SUCCEEDED', postUrl: safeLinkHref(result.postUrl ?? null) }),
    onFailed: (failure) => {
      if (failure.status === 401) {
        send({ type: 'FAILED', message: null });
        signIn();
        return null;
      }
      send({ type: 'FAILED', message: failureText(failure, t, 'growth.inviteAccept.error') });
      return null;
    },
    // Accepting the same invite again after a failure is a retry of that write (the kit keeps its key).
    retry: { identity: () => [inviteId] },
  });

  useEffect(() => {
    if (!state) return;
    if (state.name === 'rejected') {
      navigation.replace(paths.inviteRejected(inviteId));
      return;
    }
    const destination = inviteAcceptDestination(state, paths.inviteSuccess(inviteId));
    if (destination) navigation.navigate(destination);
  }, [state, navigation, inviteId]);

  const accept = useCallback(() => {
    if (viewer.role === 'anonymous') {
      signIn();
      return;
    }
    const next = send({ type: 'ACCEPT' });
    if (next?.name !== 'accepting' || state?.name === 'accepting') return;
    void write.send(null);
  }, [viewer.role, signIn, send, state, write.send]);

  return {
    load,
    state,
    signedOut: viewer.role === 'anonymous',
    errorText: state?.name === 'error' ? (state.message ?? t('growth.inviteAccept.error')) : null,
    loadErrorText,
    retry: () => void query.refetch(),
    finishProfile: (name) => void send({ type: 'PROFILE_DONE', name }),
    editProfile: () => void send({ type: 'EDIT_PROFILE' }),
    accept,
    signIn,
  };
}
