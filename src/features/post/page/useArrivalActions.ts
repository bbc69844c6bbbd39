import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { savePost } from '../../../api/endpoints/posts';
import type { PostWithPublication } from '../../../api/schemas/posts';
import { paths } from '../../../kit/routes';
import { useOptimisticWrite } from '../../../kit/useOptimisticWrite';
import { useLocation, useNavigation, useViewer } from '../../../platform/context';
import { useT } from './i18n';
import { useToast } from '../../../ui/Toast';
import { oneShotPostParams, type PostQuery, withoutParams } from './postQuery';

/**
 * The one-shot query parameters, handled once when the post is shown and then removed from the address (replace):
 * `action=save` → E32 and "Post saved" (a failure toasts the footer's `footer.save.error`, the product's one text for
 * a failed save); `action=share` → the share dialog; `founding-member-confirmation` → T138.
 */
export function useArrivalActions(post: PostWithPublication | null, query: PostQuery, key: readonly unknown[]) {
  const t = useT();
  const toast = useToast();
  const navigation = useNavigation();
  const location = useLocation();
  const queryClient = useQueryClient();
  const anonymous = useViewer().role === 'anonymous';
  const savedToast = () => toast.show({ message: t('post.toast.saved'), action: { label: t('post.toast.view'), href: paths.saved() } });
  const save = useOptimisticWrite({
    mutationFn: (postId: number, api) => api.call(savePost, { body: { post_id: postId, surface: 'post-page' } }),
    onSucceeded: (_answer, postId) => {
      queryClient.setQueryData<PostWithPublication>(key, (old) => (old && old.id === postId ? { ...old, is_saved: true } : old));
      savedToast();
    },
    onFailed: () => t('footer.save.error'),
    notice: 'toast',
  });
  const [shareOpen, setShareOpen] = useState(false);
  const handled = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: handled once, when the post is first shown
  useEffect(() => {
    if (!post || handled.current) return;
    handled.current = true;
    if (query.action === 'save') {
      if (anonymous) toast.show({ message: t('post.toast.signInToSave') });
      else if (!post.is_saved) void save.send(post.id);
      else savedToast();
    }
    if (query.action === 'share') setShareOpen(true);
    if (query.foundingMemberConfirmation) toast.show({ message: t('post.toast.foundingConfirmation') });
    if (query.action || query.foundingMemberConfirmation) {
      navigation.replace(`${location.pathname}${withoutParams(location.search, oneShotPostParams)}${location.hash}`);
    }
  }, [post]);
  return { open: shareOpen, setOpen: setShareOpen };
}
