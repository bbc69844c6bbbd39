import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { updatePostTheme } from '../../../api/endpoints/posts';
import type { PostWithPublication } from '../../../api/schemas/posts';
import { failureText } from '../../../kit/failure';
import { useMachine } from '../../../kit/useMachine';
import { useOptimisticWrite } from '../../../kit/useOptimisticWrite';
import { useT } from './i18n';
import * as tag from './featuredTag.machine';

export interface FeaturedTagController {
  state: tag.FeaturedTagState;
  select: (tagId: number | null) => void;
  save: () => void;
}

/** The featured-tag editor (M68, E34): the machine, the save through the kit, the post's cached theme updated. */
export function useFeaturedTag(post: PostWithPublication | null, key: readonly unknown[]): FeaturedTagController {
  const t = useT();
  const queryClient = useQueryClient();
  const savedTag = post?.postTheme?.featured_post_tag_id ?? null;
  const [state, send] = useMachine(tag.transition, () => tag.init(savedTag));
  useEffect(() => void send({ type: 'SYNC', tagId: savedTag }), [savedTag, send]);
  const write = useOptimisticWrite({
    mutationFn: (input: { postId: number; tagId: tag.FeaturedTagId }, api) =>
      api.call(updatePostTheme, { params: { id: input.postId }, body: { featured_post_tag_id: input.tagId } }),
    onSucceeded: (theme) => {
      send({ type: 'SUCCEEDED', tagId: theme.featured_post_tag_id ?? null });
      queryClient.setQueryData<PostWithPublication>(key, (old) => (old ? { ...old, postTheme: theme } : old));
    },
    onFailed: (failure) => {
      const message = failureText(failure, t);
      send({ type: 'FAILED', message });
      return t('post.featuredTag.failed', { message });
    },
  });
  const postId = post?.id ?? null;
  const select = useCallback((tagId: tag.FeaturedTagId) => void send({ type: 'SELECT', tagId }), [send]);
  const save = useCallback(() => {
    if (postId === null) return;
    const next = send({ type: 'SAVE' });
    if (next.name === 'saving') void write.send({ postId, tagId: next.selected });
  }, [postId, send, write.send]);
  return { state, select, save };
}
