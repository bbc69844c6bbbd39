import { useEffect } from 'react';
import { failureText, toFailure } from '../../../kit/failure';
import { useReadOf } from '../../../kit/read';
import { postRead } from './postRead';

export { postRead };
import { useMachine } from '../../../kit/useMachine';
import { useDialogs, useNavigation, useStorage, useViewer } from '../../../platform/context';
import { useT } from './i18n';
import * as load from './postPageLoad.machine';
import { commentsPagePath, DEFAULT_PAGE_PATH } from './postPaths';
import type { PostRoute } from './postQuery';

/**
 * The post (E23 / P28) through the kit's read, refetched when the window regains focus, run through the load machine
 * (M66) with what its states ask for: the thread redirect, the deleted-post redirect, the metered reload (once, guarded
 * in the platform storage) and the error alert (the kit's `failureText`).
 */
export function usePostLoad(route: PostRoute) {
  const t = useT();
  const dialogs = useDialogs();
  const navigation = useNavigation();
  const storage = useStorage();
  const anonymous = useViewer().role === 'anonymous';
  const source = postRead(route);
  const key = source.key;
  const postQuery = useReadOf(source, { retry: false, refetchOnWindowFocus: 'always' });
  // A post already in the cache (read by the server for this page, or by another screen) renders at once: on the
  // server and in the hydrating render alike. A metered post for a signed-out reader waits for its reload check.
  const [state, send] = useMachine(load.transition, () => {
    const post = postQuery.data;
    if (!post || (anonymous && post.meter_type)) return load.initialState;
    const outcome = load.loadOutcome(post, anonymous, false);
    return outcome.name === 'loaded' ? outcome : load.initialState;
  });

  useEffect(() => {
    const post = postQuery.data;
    if (!post || postQuery.dataUpdatedAt === 0) return;
    send({ type: 'LOADED', post, anonymous, reloadGuardSet: storage.get(load.meteredReloadGuardKey(post.id)) !== null });
  }, [postQuery.data, postQuery.dataUpdatedAt, anonymous, storage, send]);

  useEffect(() => {
    if (!postQuery.error || postQuery.errorUpdatedAt === 0) return;
    send({ type: 'FAILED', error: toFailure(postQuery.error), message: failureText(postQuery.error, t) });
  }, [postQuery.error, postQuery.errorUpdatedAt, t, send]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per state entered, with the values of that moment
  useEffect(() => {
    switch (state.name) {
      case 'redirect_comments':
        navigation.replace(commentsPagePath(state.slug));
        return;
      case 'redirect_default':
        navigation.replace(DEFAULT_PAGE_PATH);
        return;
      case 'reload':
        storage.set(load.meteredReloadGuardKey(state.postId), '1');
        if (navigation.reload) navigation.reload();
        else if (postQuery.data) send({ type: 'LOADED', post: postQuery.data, anonymous, reloadGuardSet: true });
        return;
      case 'error':
        void dialogs.alert(state.message);
        return;
      default:
        return;
    }
  }, [state]);

  return {
    key,
    state,
    post: state.name === 'loaded' ? (postQuery.data ?? null) : null,
    retry: () => {
      send({ type: 'RETRY' });
      void postQuery.refetch();
    },
    refresh: () => void postQuery.refetch(),
  };
}
