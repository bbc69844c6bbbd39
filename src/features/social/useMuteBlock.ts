/**
 * The mute and block data hook (M44): runs one person's machine, writes the chosen relation into the one relation
 * store at once (so the feed, comments and chat hide or show the person's items together), sends E49/E50 through the
 * kit's optimistic write, puts the server's answer (or, on a failure, the relation before) back into the store, and
 * toasts "{name} muted" / "unmuted" / "blocked" / "unblocked" (T131–T135) or the failure's text. A signed-out reader's
 * choice, or a 401, asks for sign-in: `onSignInRequired(entry)`, else the product's one sign-in modal.
 */
import { useCallback, useEffect } from 'react';
import { blockUser, unblockUser } from '../../api/endpoints/feed';
import type { BlockState } from '../../api/schemas/feed';
import { failureText } from '../../kit/failure';
import { noRelation, relationFromBlockState, sameRelation } from '../../kit/relation';
import { useRelationState, useRelationStore } from '../../kit/relationStore';
import { useSignIn } from '../../kit/signIn/SignInHost';
import type { SignInEntry } from '../../kit/signIn/signInEntry';
import { useMachine } from '../../kit/useMachine';
import { useOptimisticWrite } from '../../kit/useOptimisticWrite';
import { useClock, useViewer } from '../../platform/context';
import { isolate } from '../../ui/bidi';
import { useToast } from '../../ui/Toast';
import { useT } from './i18n';
import {
  initialState,
  type MenuActionId,
  type MuteBlockAction,
  type MuteBlockGuard,
  menuActions,
  request,
  shown,
  toastId,
  transition,
} from './muteBlock.machine';

/** What a sign-in request says it came from (the product-wide sign-in modal's `entry`). */
export const MUTE_BLOCK_SIGN_IN_ENTRY: SignInEntry = 'unauthorized';

export interface UseMuteBlockOptions {
  /** The person. */
  userId: number;
  /** Their name, for the toasts ("User" when unknown, T135). */
  name?: string | null | undefined;
  /** Where the menu is (E49 `surface`, e.g. `feed`, `comments`, `chat`). */
  surface?: string | undefined;
  /** The note the menu was opened on (E49 `noteId`). */
  noteId?: number | null | undefined;
  /** The server's relation from the read that showed the person (a feed item's `blockState`): seeds the store. */
  blockState?: BlockState | null | undefined;
  /** A signed-out reader chose an action, or the server answered 401. Default: the product's sign-in modal (`useSignIn`). */
  onSignInRequired?: ((entry: SignInEntry) => void) | undefined;
}

export function useMuteBlock({ userId, name, surface, noteId, blockState, onSignInRequired }: UseMuteBlockOptions) {
  const t = useT();
  const toast = useToast();
  const clock = useClock();
  const viewer = useViewer();
  const store = useRelationStore();
  const guard: MuteBlockGuard = viewer.user?.id === userId ? 'self' : viewer.role === 'anonymous' || !viewer.user ? 'signedOut' : 'allowed';

  // The server's relation from the read seeds the store (a write made on this page wins).
  useEffect(() => {
    if (blockState) store.seed(userId, relationFromBlockState(blockState));
  }, [store, userId, blockState]);
  // Read through the clock-aware view, so the menu re-renders (and offers Mute again) when a mute ends.
  const stored = useRelationState(userId).relation;
  const [state, send] = useMachine(transition, () => initialState(store.get(userId) ?? (blockState ? relationFromBlockState(blockState) : noRelation), guard));

  // Another menu (or a read) changed the person's relation: take it when nothing is on its way.
  useEffect(() => {
    if (state.name !== 'pending' && !sameRelation(stored, state.server)) send({ type: 'SYNC', server: stored });
  }, [stored, state, send]);

  const openSignIn = useSignIn();
  const signIn = useCallback(() => {
    if (onSignInRequired) onSignInRequired(MUTE_BLOCK_SIGN_IN_ENTRY);
    else openSignIn({ entry: MUTE_BLOCK_SIGN_IN_ENTRY });
  }, [onSignInRequired, openSignIn]);

  const label = name?.trim() ? name : t('social.user');
  const write = useOptimisticWrite({
    mutationFn: (action: MuteBlockAction, api) =>
      action.kind === 'mute' || action.kind === 'block'
        ? api.call(blockUser, {
            params: { userId },
            body: {
              type: action.kind,
              ...(surface ? { surface } : {}),
              ...(noteId != null ? { noteId } : {}),
              ...(action.kind === 'mute' ? { duration: action.duration } : {}),
            },
          })
        : api.call(unblockUser, {
            params: { userId },
            query: { type: action.kind === 'unmute' ? 'mute' : 'block', ...(surface ? { surface } : {}), ...(noteId != null ? { noteId } : {}) },
          }),
    onSucceeded: (result, action) => {
      const next = send({ type: 'SUCCEEDED', server: relationFromBlockState(result.blockState) });
      store.set(userId, shown(next));
      toast.show({ message: t(toastId(action), { name: isolate(label) }) });
    },
    onFailed: (failed) => {
      const next = send({ type: 'FAILED', error: failed });
      store.set(userId, shown(next));
      if (next.name === 'signInRequired') {
        signIn();
        return null;
      }
      return failureText(failed, t);
    },
    onDismissed: () => void send({ type: 'DISMISS' }),
    notice: 'toast',
  });

  const sendWrite = write.send;
  const choose = useCallback(
    (action: MuteBlockAction) => {
      const now = clock.now().getTime();
      const next = send(
        action.kind === 'mute'
          ? { type: 'MUTE', duration: action.duration, now }
          : { type: action.kind === 'unmute' ? 'UNMUTE' : action.kind === 'block' ? 'BLOCK' : 'UNBLOCK', now },
      );
      if (next.name === 'signInRequired') {
        send({ type: 'DISMISS' });
        signIn();
        return;
      }
      const wanted = request(next);
      if (!wanted) return;
      store.set(userId, shown(next));
      void sendWrite(wanted);
    },
    [clock, send, signIn, store, userId, sendWrite],
  );

  const now = clock.now().getTime();
  const actions: readonly MenuActionId[] = menuActions(state, now);
  return { state, actions, choose, name: label };
}
