/** Save (M17) on the kit: E32/E33; "Post saved" (+ View → the saved list) / "Post unsaved"; a failure toasts `footer.save.error`. */
import { useEffect } from 'react';
import { savePost, unsavePost } from '../../api/endpoints/posts';
import type { Post } from '../../api/schemas/core';
import { paths } from '../../kit/routes';
import { useMachine } from '../../kit/useMachine';
import { useOptimisticWrite } from '../../kit/useOptimisticWrite';
import { useT } from './i18n';
import { useToast } from '../../ui/Toast';
import { initialSaveState, SAVE_FAILED_MESSAGE_ID, saveFailure, saveRequest, saveSucceededToast, shownSaved, transition } from './save.machine';

export interface UseSaveOptions {
  surface: string;
  signedIn: boolean;
  /** A signed-out reader (or a 401): ask them to sign in. */
  onSignIn: () => void;
}

export function useSave(post: Post, { surface, signedIn, onSignIn }: UseSaveOptions) {
  const t = useT();
  const toast = useToast();
  const [state, send] = useMachine(transition, () => initialSaveState(post.is_saved === true, signedIn));

  // A refetch's `is_saved` (the machine keeps its state when nothing changed).
  useEffect(() => void send({ type: 'SYNC', server: post.is_saved === true }), [post.is_saved, send]);

  const write = useOptimisticWrite({
    mutationFn: (request: 'save' | 'unsave', api) => api.call(request === 'save' ? savePost : unsavePost, { body: { post_id: post.id, surface } }),
    notice: 'toast',
    onSucceeded: (_result, request) => {
      send({ type: 'SUCCEEDED' });
      const done = saveSucceededToast(request === 'save');
      toast.show(done.view ? { message: t(done.id), action: { label: t('footer.toast.view'), href: paths.saved() } } : { message: t(done.id) });
    },
    onFailed: (failure) => {
      if (saveFailure(send({ type: 'FAILED', error: failure }))?.kind !== 'signIn') return t(SAVE_FAILED_MESSAGE_ID);
      onSignIn();
      return null;
    },
    onDismissed: () => send({ type: 'DISMISS_FAILURE' }),
  });

  const toggle = () => {
    const next = send({ type: 'TOGGLE' });
    if (saveFailure(next)?.kind === 'signIn') {
      onSignIn();
      send({ type: 'DISMISS_FAILURE' });
      return;
    }
    const request = saveRequest(next);
    if (request) void write.send(request);
  };
  return { state, saved: shownSaved(state), pending: state.name === 'pending', toggle };
}
