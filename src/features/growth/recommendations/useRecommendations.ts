/**
 * The data hook of the recommendations page `/recommendations` (M67): the publication's recommendations (P18) through
 * the kit's read, and Subscribe per publication through the kit's write (the shared free signup, E21, with
 * `other_publication_id` and the reader's address). A failure alerts the server's words, else the shared text, else
 * "Something went wrong" (T181), and the button is back; a signed-out reader gets the one sign-in modal.
 */
import { useCallback, useMemo } from 'react';
import { freeSignup, listSubscriptions } from '../../../api/endpoints/account';
import { getRecommendations } from '../../../api/endpoints/growth';
import type { Recommendation } from '../../../api/schemas/growth';
import { failureText } from '../../../kit/failure';
import { type LoadStatus, loadStatus, useRead } from '../../../kit/read';
import { invalidateRead } from '../../../kit/readEffects';
import { useSignIn } from '../../../kit/signIn/SignInHost';
import { useMachine } from '../../../kit/useMachine';
import { useOptimisticWrite } from '../../../kit/useOptimisticWrite';
import { useLocation, usePublication, useViewer } from '../../../platform/context';
import { useT } from '../i18n';
import {
  initialRecommendationsSubscribeState,
  type RecommendationsSubscribeState,
  recommendationState,
  transition,
  withServerSubscriptions,
} from './recommendationSubscribe.machine';

export interface RecommendationsController {
  load: LoadStatus<Recommendation[]>;
  subscriptions: RecommendationsSubscribeState;
  /** An admin of the publication: "Manage recommendations". */
  admin: boolean;
  publication: { id: number; name: string } | null;
  loadErrorText: string | null;
  retry: () => void;
  subscribe: (publicationId: number) => void;
}

export function useRecommendations(): RecommendationsController {
  const t = useT();
  const viewer = useViewer();
  const publication = usePublication();
  const { pathname, search } = useLocation();
  const openSignIn = useSignIn();
  const query = useRead(getRecommendations, publication ? { params: { publicationId: publication.id } } : null, { retry: false });
  const load = loadStatus(query, 'growth.recommendations.error.load');
  const [machines, send] = useMachine(transition, initialRecommendationsSubscribeState);
  // The reader's subscriptions (E16's first page: the account area's entry, the same cache key): a publication the
  // reader already subscribes to shows "Subscribed".
  const signedIn = viewer.role !== 'anonymous';
  const own = useRead(listSubscriptions, signedIn ? {} : null);
  const subscribedIds = useMemo(
    () => new Set((own.data?.subscriptions ?? []).filter((s) => s.membership_state !== 'unsubscribed').map((s) => s.publication_id)),
    [own.data],
  );
  const subscriptions = useMemo(() => withServerSubscriptions(machines, subscribedIds), [machines, subscribedIds]);

  const write = useOptimisticWrite({
    mutationFn: (request: { publicationId: number; email: string }, api) =>
      api.call(freeSignup, { body: { email: request.email, other_publication_id: request.publicationId, source: 'recommendations' } }),
    reads: () => [invalidateRead(listSubscriptions)],
    onSucceeded: (_, request) => void send({ type: 'SUCCEEDED', publicationId: request.publicationId }),
    onFailed: (failure, request) => {
      const text = failureText(failure, t, 'growth.recommendations.failed');
      send({ type: 'FAILED', publicationId: request.publicationId, message: text });
      return text;
    },
    onDismissed: (_, request) => void send({ type: 'DISMISS_FAILURE', publicationId: request.publicationId }),
    // A retry for the same publication is a retry of that write (the kit keeps its key); publications fail and are
    // retried independently.
    retry: { identity: (request) => [request.publicationId, request.email], target: (request) => String(request.publicationId) },
  });

  const email = viewer.user?.email;
  const subscribe = useCallback(
    (publicationId: number) => {
      if (viewer.role === 'anonymous' || !email) {
        openSignIn({
          entry: 'follow',
          title: t('growth.recommendations.signInTitle'),
          body: t('growth.recommendations.signInBody'),
          next: `${pathname}${search}`,
        });
        return;
      }
      if (recommendationState(subscriptions, publicationId).name !== 'idle') return;
      send({ type: 'SUBSCRIBE', publicationId });
      void write.send({ publicationId, email });
    },
    [viewer.role, email, openSignIn, t, pathname, search, subscriptions, send, write.send],
  );

  return {
    load,
    subscriptions,
    admin: viewer.role === 'admin',
    publication: publication ? { id: publication.id, name: publication.name } : null,
    loadErrorText: load.name === 'error' ? failureText(load.failure, t, 'growth.recommendations.error.load') : null,
    retry: () => void query.refetch(),
    subscribe,
  };
}
