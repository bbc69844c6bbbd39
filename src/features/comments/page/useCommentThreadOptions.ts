/**
 * What every comment of a screen's thread is given (`CommentThreadOptions`): "now" for relative dates (read once per
 * screen), whether likes and replies are on, the subscribe link, permalinks, the composer gate and the inline depth.
 */
import { useMemo } from 'react';
import { paths } from '../../../kit/routes';
import { useClock } from '../../../platform/context';
import type { CommentThreadOptions } from '../thread/CommentThread';

export function useCommentThreadOptions({ slug, ...rest }: Omit<CommentThreadOptions, 'now' | 'permalink'> & { slug: string }): CommentThreadOptions {
  const clock = useClock();
  const now = useMemo(() => clock.now(), [clock]);
  const { likesEnabled, repliesEnabled, subscribeHref, gateFor, maxDepth } = rest;
  return useMemo<CommentThreadOptions>(
    () => ({ now, likesEnabled, repliesEnabled, subscribeHref, permalink: (id: number) => paths.comment(slug, id), gateFor, maxDepth }),
    [now, likesEnabled, repliesEnabled, subscribeHref, slug, gateFor, maxDepth],
  );
}
