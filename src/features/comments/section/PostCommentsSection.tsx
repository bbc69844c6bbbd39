import { ArrowLeft } from 'lucide-react';
import type { PostWithPublication } from '../../../api/schemas/posts';
import { paths } from '../../../kit/routes';
import { classifyLink } from '../../../kit/url';
import { useLocation } from '../../../platform/context';
import { useBrowserValue } from '../../../platform/browserValue';
import { Link } from '../../../platform/Link';
import { withScreenBoundary } from '../../../kit/Screen';
import { Icon } from '../../../ui/Icon';
import { addressWantsComments, parsePostCommentParams } from '../commentsAddress';
import { useT } from '../i18n';
import { ScreenDialogs, paywallProps, useThreadElement } from '../page/CommentsPage';
import { useCommentsScreen } from '../page/useCommentsScreen';
import type { PageVisibility } from '../../../platform/visibility';
import { CommentsLockedNotice, CommentsPaywallView, CommentsSkeleton } from '../views/CommentsPageView';
import * as styles from '../views/commentsPage.css';

export interface PostCommentsSectionProps {
  /** The post (E23, with its publication). */
  post: PostWithPublication;
  /** Whether the document is visible (polling). Default: the browser's `document.visibilityState`. */
  visibility?: PageVisibility;
  /** The address's query and hash (the page passes them so the part can load on demand); read from the platform when omitted. */
  search?: string;
  hash?: string;
}

function Section({ post, visibility }: PostCommentsSectionProps) {
  const t = useT();
  const location = useLocation();
  const params = parsePostCommentParams(location.search);
  const screen = useCommentsScreen({ post, mode: 'section', visibility, targetId: params.commentId ?? undefined });
  const thread = useThreadElement(screen);
  // The page's own origin is known only in the browser: read after hydration, so the server and the first client
  // render classify the link alike.
  const origin = useBrowserValue<string | undefined>(() => window.location.origin, undefined);
  const feed = params.feedCommentUrl ? classifyLink(params.feedCommentUrl, origin) : null;
  const { state } = screen;
  const paywall = paywallProps(screen, t);
  return (
    <div className={styles.section} data-part="post-comments-section" data-state={state.name}>
      {feed?.kind === 'internal' ? (
        <Link to={feed.href} className={styles.back} data-part="back-to-note">
          <Icon icon={ArrowLeft} size="compressed" />
          {t('comments.section.backToNote')}
        </Link>
      ) : feed?.kind === 'external' ? (
        <a href={feed.href} className={styles.back} rel="noopener" data-part="back-to-note">
          <Icon icon={ArrowLeft} size="compressed" />
          {t('comments.section.backToNote')}
        </a>
      ) : null}
      <div className={styles.header}>
        <h2 className={styles.title}>{t('comments.title')}</h2>
        <Link to={paths.comments(post.slug)} className={styles.textLink} data-part="all-comments">
          {t('comments.section.viewAll', { count: post.comment_count ?? 0 })}
        </Link>
      </div>
      {state.name === 'loading' ? <CommentsSkeleton rows={2} /> : null}
      {state.name === 'locked' ? <CommentsLockedNotice /> : null}
      {state.name === 'ready' || state.name === 'locked' ? thread : null}
      {state.name === 'paywalled' && paywall ? <CommentsPaywallView {...paywall} /> : null}
      <ScreenDialogs screen={screen} />
    </div>
  );
}

/**
 * The post page's comments section (`post-comments-section`, 003/002) with the comments page's own parts: shown when
 * the post page's address asks for the comments — `comments`, `commentId` (that comment scrolled to and highlighted),
 * `#comment-{n}`, `#input` (the composer focused) — with `feedCommentUrl` as the way back to the note the reader came
 * from. The first 50 threads, polling like the comments page, and a link to all of them. Renders nothing otherwise
 * (the end of the post has its own preview). Inside its own error boundary.
 */
function ConnectedPostCommentsSection(props: PostCommentsSectionProps) {
  const location = useLocation();
  if (!addressWantsComments(location)) return null;
  return <Section key={props.post.id} {...props} />;
}

export const PostCommentsSection = withScreenBoundary('PostCommentsSection', ConnectedPostCommentsSection);
