/**
 * The suggestion card's data hook (M45): the follow through the kit's optimistic write (P10 follow / unfollow; the
 * reader's follows read, E43, updated in place so every screen showing it agrees), its failure as a toast with the
 * card's text, a signed-out reader (or a 401) asked to sign in; the dismissal hides the card at once and tells the
 * server without waiting or reporting (E47, fire-and-forget).
 */
import { useCallback, useEffect } from 'react';
import { dismissUserSuggestion, followUser, getFollowing, unfollowUser } from '../../api/endpoints/feed';
import type { UserSuggestion } from '../../api/schemas/feed';
import { useApi } from '../../api/useApi';
import { updateRead } from '../../kit/readEffects';
import { useSignIn } from '../../kit/signIn/SignInHost';
import type { SignInEntry } from '../../kit/signIn/signInEntry';
import { useMachine } from '../../kit/useMachine';
import { useOptimisticWrite } from '../../kit/useOptimisticWrite';
import { useViewer } from '../../platform/context';
import { isolate } from '../../ui/bidi';
import { useT } from './i18n';
import { buttonLabelId, cardStateName, followFailure, followRequest, initialState, isFollowPending, transition } from './suggestionCard.machine';

/** What a sign-in request says it came from (the product-wide sign-in modal's `entry`). */
export const SUGGESTION_SIGN_IN_ENTRY: SignInEntry = 'follow';

export interface UseSuggestionCardOptions {
  suggestion: UserSuggestion;
  /** A signed-out reader pressed Follow, or the server answered 401. Default: the product's sign-in modal (`useSignIn`). */
  onSignInRequired?: ((entry: SignInEntry) => void) | undefined;
  /** The card was dismissed (the carousel drops it; all dismissed → the carousel goes). */
  onDismissed?: ((userId: number) => void) | undefined;
}

export function useSuggestionCard({ suggestion, onSignInRequired, onDismissed }: UseSuggestionCardOptions) {
  const t = useT();
  const api = useApi();
  const viewer = useViewer();
  const userId = suggestion.user.id;
  const signedIn = viewer.role !== 'anonymous' && viewer.user !== undefined;
  const [state, send] = useMachine(transition, () =>
    initialState({
      isFollowing: suggestion.isFollowing,
      followsViewer: suggestion.followsViewer === true,
      own: viewer.user?.id === userId,
      signedIn,
    }),
  );

  // Fresh server data for the same person (the feed read again).
  useEffect(() => void send({ type: 'SYNC', isFollowing: suggestion.isFollowing }), [send, suggestion.isFollowing]);

  const openSignIn = useSignIn();
  const signIn = useCallback(() => {
    if (onSignInRequired) onSignInRequired(SUGGESTION_SIGN_IN_ENTRY);
    else openSignIn({ entry: SUGGESTION_SIGN_IN_ENTRY });
  }, [onSignInRequired, openSignIn]);

  const write = useOptimisticWrite({
    mutationFn: (kind: 'follow' | 'unfollow', client) => client.call(kind === 'follow' ? followUser : unfollowUser, { params: { userId } }),
    reads: (result) => [
      updateRead(getFollowing, undefined, (ids) => (result.isFollowing ? (ids.includes(userId) ? ids : [...ids, userId]) : ids.filter((id) => id !== userId))),
    ],
    onSucceeded: () => void send({ type: 'SUCCEEDED' }),
    onFailed: (failure, kind) => {
      const reason = followFailure(send({ type: 'FAILED', error: failure }));
      if (reason === 'signIn') {
        signIn();
        return null;
      }
      return reason
        ? t(kind === 'follow' ? 'social.suggestion.error.follow' : 'social.suggestion.error.unfollow', { name: isolate(suggestion.user.name) })
        : null;
    },
    onDismissed: () => void send({ type: 'DISMISS_FAILURE' }),
    notice: 'toast',
  });

  const sendWrite = write.send;
  const follow = useCallback(() => {
    const next = send({ type: 'FOLLOW' });
    if (followFailure(next) === 'signIn') {
      send({ type: 'DISMISS_FAILURE' });
      signIn();
      return;
    }
    const kind = followRequest(next);
    if (kind) void sendWrite(kind);
  }, [send, signIn, sendWrite]);

  const dismiss = useCallback(() => {
    if (send({ type: 'DISMISS' }).name !== 'dismissed') return;
    onDismissed?.(userId);
    // Fire-and-forget (spec 002): the card has gone whatever the server answers; a signed-out reader sends nothing.
    if (signedIn) api.call(dismissUserSuggestion, { params: { userId } }).catch(() => undefined);
  }, [send, onDismissed, userId, signedIn, api]);

  const labelId = buttonLabelId(state);
  return {
    state,
    stateName: cardStateName(state),
    buttonLabel: labelId ? t(labelId) : null,
    pending: isFollowPending(state),
    follow,
    dismiss,
  };
}
