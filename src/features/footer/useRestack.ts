/**
 * Restack (M19) on the kit: E45/E46, the has-restacked fact (E44, cached forever: `useHasRestacked`), the first-time nudge,
 * the "… restacked" (+ View) / "Restack undone" toasts; a failure alerts the server's words.
 */
import { useEffect } from 'react';
import { getHasRestacked, restack as restackEndpoint, unrestack as unrestackEndpoint } from '../../api/endpoints/feed';
import type { Post } from '../../api/schemas/core';
import { serverWords } from '../../kit/failure';
import { updateRead } from '../../kit/readEffects';
import { paths } from '../../kit/routes';
import { useMachine } from '../../kit/useMachine';
import { useOptimisticWrite } from '../../kit/useOptimisticWrite';
import { useViewer } from '../../platform/context';
import { useT } from './i18n';
import { useToast } from '../../ui/Toast';
import type { RestackPermission } from './footerPermissions';
import { initialRestackState, type RestackSubject, restackFailure, restackRequest, restackToast, shownRestack, transition } from './restack.machine';
import { useHasRestacked } from './useHasRestacked';

export interface UseRestackOptions {
  surface: string;
  subject: RestackSubject;
  permission: RestackPermission;
  /** A signed-out reader (or a 401): ask them to sign in. */
  onSignIn: () => void;
  /** After a restack or undo went through (facepile). */
  onDone: () => void;
}

const blockedBy = (permission: RestackPermission) =>
  permission === 'disabled' || permission === 'hidden' ? 'disabled' : permission === 'signIn' ? 'signedOut' : null;

export function useRestack(post: Post, { surface, subject, permission, onSignIn, onDone }: UseRestackOptions) {
  const t = useT();
  const toast = useToast();
  const viewer = useViewer();
  const hasRestacked = useHasRestacked({
    wanted: permission === 'enabled',
    onKnown: (known) => void send({ type: 'HAS_RESTACKED_KNOWN', hasRestacked: known }),
  });
  const [state, send] = useMachine(transition, () =>
    initialRestackState({ restacked: post.restacked === true, count: post.restacks ?? 0 }, blockedBy(permission), hasRestacked.stored ? true : null),
  );

  // A refetch's restacked and count (the machine keeps its state when nothing changed).
  useEffect(
    () => void send({ type: 'SYNC', server: { restacked: post.restacked === true, count: post.restacks ?? 0 } }),
    [post.restacked, post.restacks, send],
  );

  const viewPath = viewer.user?.handle ? paths.profile(viewer.user.handle) : paths.notes();
  const write = useOptimisticWrite({
    mutationFn: (request: 'restack' | 'undo', client) =>
      request === 'restack'
        ? client.call(restackEndpoint, { body: { postId: post.id, surface } })
        : client.call(unrestackEndpoint, { body: { postId: post.id } }),
    reads: (_result, request) => (request === 'restack' ? [updateRead(getHasRestacked, undefined, () => ({ hasRestacked: true }))] : []),
    onSucceeded: (_result, request) => {
      send({ type: 'SUCCEEDED' });
      if (request === 'restack') hasRestacked.remember();
      const done = restackToast(request, subject);
      toast.show(done.view ? { message: t(done.id), action: { label: t('footer.toast.view'), href: viewPath } } : { message: t(done.id) });
      onDone();
    },
    onFailed: (failure) => {
      if (restackFailure(send({ type: 'FAILED', error: failure }))?.kind !== 'signIn') return serverWords(failure) ?? t('footer.restack.error');
      onSignIn();
      return null;
    },
    onDismissed: () => send({ type: 'DISMISS_FAILURE' }),
  });

  const toggle = () => {
    const next = send({ type: 'TOGGLE' });
    if (restackFailure(next)?.kind === 'signIn') {
      onSignIn();
      send({ type: 'DISMISS_FAILURE' });
      return;
    }
    const request = restackRequest(next);
    if (request) void write.send(request);
  };
  return {
    state,
    shown: shownRestack(state),
    pending: state.name === 'pending',
    nudge: state.nudge,
    viewPath,
    toggle,
    closeNudge: () => void send({ type: 'NUDGE_CLOSED' }),
  };
}
