/**
 * The comments screens' address and sort. The address: the reader's token (`?token=`), the sort the address keeps
 * on the comments page (so a reload keeps it; the default sort otherwise), the address a new sort replaces, and the
 * sign-in and subscribe links that bring the reader back here. The sort: a new one reloads the thread.
 */
import { useCallback } from 'react';
import type { CommentSort, PostWithPublication } from '../../../api/schemas/posts';
import { paths } from '../../../kit/routes';
import type { Send } from '../../../kit/useMachine';
import { useLocation, useNavigation } from '../../../platform/context';
import { defaultCommentSort, searchWithSort, sortFromSearch, tokenFromSearch } from '../commentsAddress';
import type { CommentsPageEvent, CommentsPageState } from '../commentsPage.machine';

export function useCommentsAddress(post: PostWithPublication, keepsSort: boolean, likesEnabled: boolean) {
  const location = useLocation();
  const navigation = useNavigation();
  const { pathname, search, hash } = location;
  /** The first sort: the address's (when it keeps one), else the post's default. */
  const initialSort = (): CommentSort =>
    (keepsSort ? sortFromSearch(search, likesEnabled) : null) ?? defaultCommentSort(post, post.publication ?? null, likesEnabled);
  /** A new sort into the address, by replacement (only where the address keeps it). */
  const replaceSort = useCallback(
    (sort: CommentSort) => {
      if (keepsSort) navigation.replace(`${pathname}${searchWithSort(search, sort)}${hash}`);
    },
    [keepsSort, navigation, pathname, search, hash],
  );
  return {
    token: tokenFromSearch(search),
    initialSort,
    replaceSort,
    signInHref: paths.signIn(`${pathname}${search}${hash}`),
    subscribeHref: paths.subscribe({ next: pathname }),
  };
}

export interface UseCommentsSortOptions {
  sort: CommentSort;
  send: Send<CommentsPageEvent, CommentsPageState>;
  /** Starts a new load for a sort (`useCommentsLoad`). */
  reload: (sort: CommentSort) => void;
  /** Puts the sort into the address (`useCommentsAddress`). */
  replaceSort: (sort: CommentSort) => void;
}

/** Another sort (a new load, M51 `SORT`, the address), and "Try again" (a new load of the same sort, M51 `RELOAD`). */
export function useCommentsSort({ sort, send, reload, replaceSort }: UseCommentsSortOptions) {
  const setSort = useCallback(
    (next: CommentSort) => {
      if (next === sort) return;
      reload(next);
      send({ type: 'SORT', sort: next });
      replaceSort(next);
    },
    [sort, send, reload, replaceSort],
  );
  const retry = useCallback(() => {
    reload(sort);
    send({ type: 'RELOAD' });
  }, [send, reload, sort]);
  return { setSort, retry };
}
