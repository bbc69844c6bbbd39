/**
 * The comments screens' reads, through the kit (`useRead`: keys derived from the endpoints, so the post and the
 * reader's standing are the post page's entries): the post (E23), the reader's standing with its publication
 * (P27) and the comments (E35: the whole thread with `all_comments`, the first 50 threads without, or one comment's
 * thread with `comment_id`). Each load of the thread is its own load (`attempt`), so a reload or another sort always
 * asks the server again instead of showing what an earlier load cached.
 */
import { useMemo } from 'react';
import { getPostBySlug, getPostComments } from '../../../api/endpoints/posts';
import type { CommentSort, PostWithPublication } from '../../../api/schemas/posts';
import type { AheadSource } from '../../../kit/readAhead';
import { useRead, useReadOf } from '../../../kit/read';
import { useViewer } from '../../../platform/context';
import type { ViewerRole } from '../../../platform/viewer';
import { type ReaderStanding, standingOf } from '../commentsAccess';
import { readerStandingRead } from '../reads';

export interface ThreadQuery {
  sort?: CommentSort;
  token?: string;
  /** Every comment (the comments page); without it the first 50 threads (the post page's section). */
  all?: boolean;
  /** One comment's thread (the single-comment view). */
  commentId?: number;
}

/**
 * The post by its slug (E23). `ahead`: the reads the screen makes once the post is known (the comments page's
 * `commentsPageReads`), started as soon as it answers rather than after the screen has rendered with it.
 */
export function useCommentsPost(slug: string, ahead?: (post: PostWithPublication) => readonly AheadSource[]) {
  return useRead(getPostBySlug, { params: { slug } }, { retry: false, ...(ahead ? { ahead } : {}) });
}

/** The reader's standing as the viewer's role implies it, for when P27 cannot answer. */
function standingOfRole(role: ViewerRole, userId: number | undefined): ReaderStanding {
  const signedIn = role !== 'anonymous' && userId !== undefined;
  return {
    userId: signedIn ? userId : null,
    isFreeSubscribed: signedIn,
    isSubscribed: role === 'paid' || role === 'founding',
    isFounding: role === 'founding',
    isStaff: role === 'contributor' || role === 'admin',
  };
}

/** The reader's standing with the post's publication (P27); `null` while it loads; the viewer's role if it fails. */
export function useReaderStanding(postId: number | undefined): ReaderStanding | null {
  const viewer = useViewer();
  // The same read a server's prefetch makes (`readerStandingRead`); none while the post is unknown.
  const query = useReadOf(readerStandingRead(postId ?? 0), { retry: false, enabled: postId !== undefined });
  const user = query.data?.user;
  const failed = query.isError;
  const role = viewer.role;
  const userId = viewer.user?.id;
  // One object per answer: the thread's composer gate (and so every comment's options) depends on it.
  return useMemo(() => {
    if (user !== undefined) return standingOf(user);
    return failed ? standingOfRole(role, userId) : null;
  }, [user, failed, role, userId]);
}

/** One load of a post's comments (E35). */
export function useThreadQuery(postId: number, query: ThreadQuery, load: number, enabled: boolean) {
  return useRead(
    getPostComments,
    {
      params: { id: postId },
      query: {
        ...(query.sort ? { sort: query.sort } : {}),
        ...(query.token ? { token: query.token } : {}),
        ...(query.all ? { all_comments: true } : {}),
        ...(query.commentId ? { comment_id: query.commentId } : {}),
      },
    },
    { enabled, retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: 0, attempt: load },
  );
}
