import type { PostWithPublication } from '../../../api/schemas/posts';
import { failureText } from '../../../kit/failure';
import { paths } from '../../../kit/routes';
import { defineScreen } from '../../../kit/Screen';
import { useT } from '../i18n';
import { CommentPermalinkView } from '../views/CommentsPageView';
import { paywallProps, ScreenDialogs, useThreadElement } from './CommentsPage';
import { useCommentsPost } from './useCommentsData';
import { useCommentsScreen } from './useCommentsScreen';

export interface CommentPermalinkPageProps {
  /** The post's slug; read from the address (`/p/{slug}/comment/{id}`) when omitted. */
  slug?: string;
  /** The comment; read from the address when omitted. */
  commentId?: number;
}

function LoadedPermalink({ post, commentId }: { post: PostWithPublication; commentId: number }) {
  const t = useT();
  const screen = useCommentsScreen({ post, mode: 'single', commentId });
  const thread = useThreadElement(screen, false);
  const { state } = screen;
  return (
    <>
      <CommentPermalinkView
        status={state.name}
        postTitle={post.title}
        threadHref={paths.comments(post.slug)}
        thread={thread}
        notFound={state.name === 'error' && state.error.isNotFound}
        errorText={screen.errorText}
        onRetry={screen.retry}
        paywall={paywallProps(screen, t)}
        reauthHref={screen.signInHref}
      />
      <ScreenDialogs screen={screen} />
    </>
  );
}

function ConnectedPermalink({ slug, commentId }: { slug: string; commentId: number }) {
  const t = useT();
  const post = useCommentsPost(slug);
  if (post.data) return <LoadedPermalink key={`${post.data.id}:${commentId}`} post={post.data} commentId={commentId} />;
  return (
    <CommentPermalinkView
      status={post.isError ? 'error' : 'loading'}
      postTitle=""
      threadHref={paths.comments(slug)}
      errorText={post.isError ? failureText(post.error, t) : undefined}
      onRetry={() => void post.refetch()}
    />
  );
}

/**
 * The single-comment view (`/p/{slug}/comment/{id}`, inventory `comment-permalink-page`): "Return to thread" (T103),
 * the comment with its ancestors (E35 `comment_id`) and its replies, highlighted, with the same thread parts as the
 * comments page. A comment that was deleted replaces the location with the thread; one that is not there says so.
 */
export const CommentPermalinkPage = defineScreen({
  name: 'CommentPermalinkPage',
  resolve: (props: CommentPermalinkPageProps, route) => {
    const slug = props.slug ?? (route?.screen === 'postComment' ? route.params.slug : undefined);
    const commentId = props.commentId ?? (route?.screen === 'postComment' ? Number(route.params.commentId) : undefined);
    return slug && commentId ? { slug, commentId } : null;
  },
  Body: ConnectedPermalink,
  identity: ({ slug, commentId }) => `${slug}:${commentId}`,
});
