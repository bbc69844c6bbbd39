import { MessageCircle } from 'lucide-react';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { PostWithPublication } from '../../../api/schemas/posts';
import { failureText } from '../../../kit/failure';
import { paths } from '../../../kit/routes';
import { defineScreen } from '../../../kit/Screen';
import { EmptyState } from '../../../ui/EmptyState';
import { useFlag, useLocation } from '../../../platform/context';
import { paywallTitleId } from '../commentsAccess';
import { commentsPageReads } from '../reads';
import { useT } from '../i18n';
import type { PageVisibility } from '../../../platform/visibility';
import { CommentThread, PostComposer } from '../thread/CommentThread';
import { CommentGateDialog } from '../views/CommentGateDialog';
import { CommentsPageView, LoadMoreComments } from '../views/CommentsPageView';
import { useCommentsPost } from './useCommentsData';
import { type CommentsScreenController, useCommentsScreen } from './useCommentsScreen';

export interface CommentsPageProps {
  /** The post's slug; read from the address (`/p/{slug}/comments`) when omitted. */
  slug?: string;
  /**
   * Whether the document is visible: the page polls every 30 s only while it is and refreshes when it becomes visible
   * again. Default: the browser's `document.visibilityState`. Tests and stories pass `createManualVisibility()`.
   */
  visibility?: PageVisibility;
}

/** The thread with the post's composer above it and "No comments yet" when there are none (shared by the screens). */
export function useThreadElement(screen: CommentsScreenController, showComposer = true) {
  const t = useT();
  const { store, actions, options, loadKey, more } = screen;
  const rootCount = useSyncExternalStore(
    store.subscribeRoot,
    () => store.rootIds().length,
    () => store.rootIds().length,
  );
  const footer = more ? (
    <LoadMoreComments
      hasMore={more.hasMore}
      loading={more.loading}
      failed={more.failed}
      onLoadMore={more.loadMore}
      shown={rootCount}
      total={more.threadCount}
    />
  ) : null;
  const onRangeChange = more?.onRangeChange;
  const threadCount = more?.threadCount;
  return useMemo(
    () => (
      <CommentThread
        // A new load (another sort) starts the thread afresh: its first screen mounts first again.
        key={loadKey}
        store={store}
        actions={actions}
        options={options}
        header={showComposer ? <PostComposer /> : null}
        empty={<EmptyState icon={MessageCircle} title={t('comments.empty.title')} description={t('comments.empty.body')} headingLevel={2} />}
        footer={footer}
        onRangeChange={onRangeChange}
        threadCount={threadCount}
      />
    ),
    [loadKey, store, actions, options, showComposer, t, footer, onRangeChange, threadCount],
  );
}

/** The gate's dialogs of a screen. */
export function ScreenDialogs({ screen }: { screen: CommentsScreenController }) {
  return <CommentGateDialog dialog={screen.dialog} onClose={screen.closeDialog} signInHref={screen.signInHref} subscribeHref={screen.subscribeHref} />;
}

/** The paywall's props for a screen. */
export function paywallProps(screen: CommentsScreenController, t: ReturnType<typeof useT>) {
  return screen.paywall
    ? {
        title: t(paywallTitleId(screen.paywall)),
        subscribeHref: paths.subscribe({ plan: screen.paywall.need === 'founding' ? 'founding' : 'paid', next: screen.subscribeHref }),
        founding: screen.paywall.need === 'founding',
        signInHref: screen.standing?.userId == null ? screen.signInHref : undefined,
      }
    : undefined;
}

function LoadedCommentsPage({ post, visibility }: { post: PostWithPublication; visibility?: PageVisibility }) {
  const t = useT();
  const screen = useCommentsScreen({ post, mode: 'page', visibility });
  const thread = useThreadElement(screen);
  return (
    <>
      <CommentsPageView
        status={screen.state.name}
        postTitle={post.title}
        postHref={paths.post(post.slug)}
        commentCount={post.comment_count ?? undefined}
        sort={{ value: screen.sort, options: screen.sortOptions, onChange: screen.setSort }}
        thread={thread}
        newCount={screen.newCount}
        onShowNew={screen.showNew}
        paywall={paywallProps(screen, t)}
        reauthHref={screen.signInHref}
        errorText={screen.errorText}
        onRetry={screen.retry}
      />
      <ScreenDialogs screen={screen} />
    </>
  );
}

function ConnectedCommentsPage({ slug, visibility }: { slug: string; visibility?: PageVisibility }) {
  const t = useT();
  const { search } = useLocation();
  const likesEnabled = useFlag('like_posts_enabled');
  // The reader's standing and the thread's first page start when the post answers (the reads the page then makes,
  // as a server's prefetch makes them), not one render later.
  const ahead = useCallback((post: PostWithPublication) => commentsPageReads(post, search, likesEnabled), [search, likesEnabled]);
  const post = useCommentsPost(slug, ahead);
  if (post.data) return <LoadedCommentsPage key={post.data.id} post={post.data} visibility={visibility} />;
  return (
    <CommentsPageView
      status={post.isError ? 'error' : 'loading'}
      postTitle=""
      postHref={paths.post(slug)}
      errorText={post.isError ? failureText(post.error, t) : undefined}
      onRetry={() => void post.refetch()}
    />
  );
}

/**
 * The comments page (`/p/{slug}/comments`, spec 002 "post comments page"; inventory `comments-page`, M51): every comment
 * of the post in one windowed thread, read in pages (the first page's threads first, the next as the reader nears the
 * end, a "load more" control for keyboard readers; a server with only the whole answer works too), the sort
 * selector (the choice kept in the address), the post's composer (`#input` focuses it) and reply composers behind the
 * composer gate, likes, collapse (remembered), `#comment-{n}` (scrolled to and highlighted, its collapsed ancestors
 * expanded), polling every 30 s while the document is visible with "N new comments", seen threads reported (E36).
 * States: loading, list, empty, not allowed (400), re-authenticate (T137), comments off (T136), paywall (paid and
 * founding posts), error. Declared with the kit's `defineScreen` (error boundary; the slug from the address).
 */
export const CommentsPage = defineScreen({
  name: 'CommentsPage',
  resolve: (props: CommentsPageProps, route) => {
    const slug = props.slug ?? (route?.screen === 'postComments' ? route.params.slug : undefined);
    return slug ? { slug, visibility: props.visibility } : null;
  },
  Body: ConnectedCommentsPage,
  identity: ({ slug }) => slug,
});
