/**
 * Bare views of the lists below a post: related ("top") posts (003), the restacks preview (003), the comments section
 * (002/003) and more posts from the publication (002). Props in, markup out; each list's state in `data-state`.
 */
import { MessageCircleOff, Repeat2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Post } from '../../../../api/schemas/core';
import type { Comment, PublicUser } from '../../../../api/schemas/posts';
import { useT } from '../i18n';
import { Link } from '../../../../platform/Link';
import { Avatar, Facepile } from '../../../../ui/Avatar';
import { EmptyState } from '../../../../ui/EmptyState';
import { ErrorState } from '../../../../ui/ErrorState';
import { FormattedDate, RelativeTime } from '../../../../ui/Formatted';
import { Icon } from '../../../../ui/Icon';
import { isolatedText } from '../../../../ui/bidi';
import { Skeleton, SkeletonGroup, SkeletonRows } from '../../../../ui/Skeleton';
import type { TopPostsState } from '../topPosts.machine';
import * as styles from './postEnd.css';
import { paths } from '../../../../kit/routes';
import { safeMediaUrl } from '../../../../kit/url';

/** The post page path of a post (G32 `/p/{slug}`). */
export function postPath(slug: string): string {
  return paths.post(slug);
}

/** The comments page of a post. */
export function commentsPath(slug: string): string {
  return paths.comments(slug);
}

type PostItem = Pick<Post, 'id' | 'slug' | 'title' | 'description' | 'subtitle' | 'cover_image' | 'post_date' | 'reactions' | 'comment_count'>;

/** One post in a list: title, description, date, likes and comments, cover thumbnail. */
export function PostRow({ post }: { post: PostItem }) {
  const t = useT();
  const likes = post.reactions?.['❤'] ?? 0;
  return (
    <li className={styles.postRow} data-part="post-row" data-id={post.id}>
      <div>
        <Link to={postPath(post.slug)} className={styles.postLink}>
          <h3 className={styles.postTitle}>{post.title}</h3>
        </Link>
        {post.description || post.subtitle ? <p className={styles.postDescription}>{post.description ?? post.subtitle}</p> : null}
        <div className={styles.meta}>
          {post.post_date ? <FormattedDate date={post.post_date} /> : null}
          <span>{t('postEnd.likes', { count: likes })}</span>
          <span>{t('postEnd.comments', { count: post.comment_count ?? 0 })}</span>
        </div>
      </div>
      {safeMediaUrl(post.cover_image) ? (
        <img className={styles.thumb} src={safeMediaUrl(post.cover_image)} alt="" loading="lazy" width={96} height={64} />
      ) : null}
    </li>
  );
}

/** A loading list of people (comments, restacks): an avatar and two lines per row. */
function PeopleSkeleton({ label, rows = 2 }: { label: string; rows?: number }) {
  return (
    <SkeletonGroup label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.personRow}>
          <Skeleton width={32} height={32} radius="round" />
          <div className={styles.personText} style={{ flex: 1 }}>
            <Skeleton width="40%" height={14} radius="sm" />
            <Skeleton width="85%" height={14} radius="sm" />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}

function SectionHeader({ title, action }: { title: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.sectionHeader}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {action}
    </div>
  );
}

// --- related (top) posts ------------------------------------------------------------------------------------------

export interface RelatedPostsListViewProps {
  state: TopPostsState<PostItem>;
  publicationName: string;
  /** How many the list holds at most (3 or 10, `topPostsCount`); the skeleton shows as many rows, up to 3. */
  count: number;
  onRetry?: () => void;
}

/** `related-posts-list` (003): top posts of the publication below a post. `data-state`: waiting, loading, list, empty, error. */
export function RelatedPostsListView({ state, publicationName, count, onRetry }: RelatedPostsListViewProps) {
  const t = useT();
  return (
    <section className={styles.stack} data-part="related-posts" data-state={state.name} data-count={count}>
      <SectionHeader title={isolatedText(([publication]) => t('postEnd.topPosts.title', { publication }), [publicationName])} />
      {state.name === 'waiting' || state.name === 'loading' ? <SkeletonRows count={Math.min(count, 3)} label={t('postEnd.topPosts.loading')} /> : null}
      {state.name === 'list' ? (
        <ol className={styles.list}>
          {state.posts.map((post) => (
            <PostRow key={post.id} post={post} />
          ))}
        </ol>
      ) : null}
      {state.name === 'empty' ? <p className={styles.muted}>{t('postEnd.topPosts.empty')}</p> : null}
      {state.name === 'error' ? <ErrorState description={t('postEnd.topPosts.error')} onRetry={onRetry} retryLabel={t('postEnd.retry')} /> : null}
    </section>
  );
}

// --- restacks preview ---------------------------------------------------------------------------------------------

export interface RestackItem {
  user: PublicUser;
  comment?: { id: number; body?: string | null; date: string } | null;
  restacked_at?: string;
}

export type RestacksPreviewState =
  | { status: 'loading' }
  | { status: 'error' }
  /** `shown`: the first three restacks; `remaining`: how many more; `others`: faces of the remaining restackers (E41). */
  | { status: 'ready'; shown: RestackItem[]; remaining: number; others: PublicUser[] };

export interface RestacksPreviewViewProps {
  state: RestacksPreviewState;
  onRetry?: () => void;
  /** Heading level context: `false` when shown inside the comments section (no own heading). */
  withHeading?: boolean;
}

/** `restacks-preview` (003): three restacks and the remaining count; empty. `data-state`: loading, error, list, empty. */
export function RestacksPreviewView({ state, onRetry, withHeading = true }: RestacksPreviewViewProps) {
  const t = useT();
  const dataState = state.status === 'ready' ? (state.shown.length === 0 ? 'empty' : 'list') : state.status;
  return (
    <section className={styles.stack} data-part="restacks-preview" data-state={dataState}>
      {withHeading ? <SectionHeader title={t('postEnd.restacks.title')} /> : null}
      {state.status === 'loading' ? <PeopleSkeleton label={t('postEnd.restacks.loading')} /> : null}
      {state.status === 'error' ? <ErrorState description={t('postEnd.loadError')} onRetry={onRetry} retryLabel={t('postEnd.retry')} /> : null}
      {state.status === 'ready' && state.shown.length === 0 ? (
        <div className={styles.notice}>
          <Icon icon={Repeat2} />
          {t('postEnd.restacks.empty')}
        </div>
      ) : null}
      {state.status === 'ready' && state.shown.length > 0 ? (
        <>
          <ul className={styles.list}>
            {state.shown.map((r) => (
              <li key={r.user.id} className={styles.personRow} data-part="restack">
                <Avatar name={r.user.name} src={r.user.photo_url} size={32} decorative />
                <div className={styles.personText}>
                  <span>
                    <span className={styles.personName}>
                      <bdi>{r.user.name}</bdi>
                    </span>{' '}
                    <span className={styles.muted}>{t('postEnd.restacks.restacked')}</span>
                    {r.restacked_at ? (
                      <>
                        {' · '}
                        <RelativeTime date={r.restacked_at} className={styles.muted} />
                      </>
                    ) : null}
                  </span>
                  {r.comment?.body ? (
                    <p className={styles.noteBody} dir="auto">
                      {r.comment.body}
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          {state.remaining > 0 ? (
            <div className={styles.remaining} data-part="restacks-remaining" data-remaining={state.remaining}>
              {state.others.length > 0 ? (
                <Facepile
                  people={state.others.slice(0, Math.min(3, state.remaining)).map((u) => ({ id: String(u.id), name: u.name, src: u.photo_url }))}
                  total={Math.min(state.others.length, 3, state.remaining)}
                  size={24}
                />
              ) : null}
              <span className={styles.muted}>{t('postEnd.restacks.remaining', { count: state.remaining })}</span>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

// --- comments section ---------------------------------------------------------------------------------------------

export type CommentsPreviewState =
  | { status: 'loading' }
  | { status: 'error' }
  /** E35 answered 400: comments are not allowed on this post. */
  | { status: 'notAllowed' }
  | { status: 'ready'; comments: Comment[] };

export interface CommentsSectionViewProps {
  /** `commentsSectionMode`: comments preview, restacks instead, or comments turned off. */
  mode: 'comments' | 'restacks' | 'off';
  comments: CommentsPreviewState;
  /** The post's comment count (the link's label). */
  commentCount: number;
  /** The comments page. */
  commentsHref: string;
  /** The restacks preview, shown in `restacks` and `off` modes. */
  restacks?: ReactNode;
  onRetry?: () => void;
}

function CommentPreview({ comment }: { comment: Comment }) {
  const t = useT();
  const name = comment.name ?? '';
  return (
    <li className={styles.personRow} data-part="comment-preview" data-id={comment.id}>
      <Avatar name={name || '?'} src={comment.photo_url} size={32} decorative />
      <div className={styles.personText}>
        <span>
          <span className={styles.personName}>
            <bdi>{name}</bdi>
          </span>
          {' · '}
          <RelativeTime date={comment.date} className={styles.muted} />
        </span>
        <p className={styles.noteBody} data-hidden={comment.hidden || undefined} dir="auto">
          {comment.hidden ? t('postEnd.comments.hidden') : comment.body}
        </p>
      </div>
    </li>
  );
}

/**
 * `post-comments-section` (002/003): a preview of the first comments and a link to the comments page; restacks when
 * the post has no comments but restacks; T136 when comments are turned off (`write_comment_permissions: none`);
 * "not allowed" when E35 answers 400. `data-state`: loading, error, list, empty, off, notAllowed, restacks.
 */
export function CommentsSectionView({ mode, comments, commentCount, commentsHref, restacks, onRetry }: CommentsSectionViewProps) {
  const t = useT();
  const visible = comments.status === 'ready' ? comments.comments.filter((c) => !c.deleted && (c.body || c.hidden)) : [];
  const dataState = mode !== 'comments' ? mode : comments.status === 'ready' ? (visible.length > 0 ? 'list' : 'empty') : comments.status;
  const showLink = mode !== 'off' && comments.status !== 'notAllowed';
  return (
    <section className={styles.stack} data-part="comments-section" data-state={dataState}>
      <SectionHeader
        title={t('postEnd.comments.title')}
        action={
          showLink ? (
            <Link to={commentsHref} className={styles.textLink}>
              {t('postEnd.comments.viewAll', { count: commentCount })}
            </Link>
          ) : null
        }
      />
      {mode === 'off' ? (
        <div className={styles.notice} data-part="comments-off">
          <Icon icon={MessageCircleOff} />
          {t('postEnd.comments.off')}
        </div>
      ) : null}
      {mode === 'comments' && comments.status === 'notAllowed' ? (
        <div className={styles.notice} data-part="comments-not-allowed">
          <Icon icon={MessageCircleOff} />
          {t('postEnd.comments.notAllowed')}
        </div>
      ) : null}
      {mode === 'comments' && comments.status === 'loading' ? <PeopleSkeleton label={t('postEnd.comments.loading')} rows={3} /> : null}
      {mode === 'comments' && comments.status === 'error' ? (
        <ErrorState description={t('postEnd.comments.error')} onRetry={onRetry} retryLabel={t('postEnd.retry')} />
      ) : null}
      {mode === 'comments' && comments.status === 'ready' ? (
        visible.length > 0 ? (
          <ul className={styles.list}>
            {visible.map((c) => (
              <CommentPreview key={c.id} comment={c} />
            ))}
          </ul>
        ) : (
          <EmptyState title={t('postEnd.comments.empty')} />
        )
      ) : null}
      {mode !== 'comments' ? restacks : null}
    </section>
  );
}

// --- more posts -----------------------------------------------------------------------------------------------------

export type MorePostsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; posts: PostItem[] };

export interface MorePostsFooterViewProps {
  state: MorePostsState;
  publicationName: string;
  /** The publication's archive. */
  archiveHref?: string;
  onRetry?: () => void;
}

/** `more-posts-footer` (002): the publication's latest posts. Renders nothing when there are none. */
export function MorePostsFooterView({ state, publicationName, archiveHref = '/archive', onRetry }: MorePostsFooterViewProps) {
  const t = useT();
  if (state.status === 'ready' && state.posts.length === 0) return null;
  return (
    <section className={styles.stack} data-part="more-posts" data-state={state.status === 'ready' ? 'list' : state.status}>
      <SectionHeader
        title={isolatedText(([publication]) => t('postEnd.morePosts.title', { publication }), [publicationName])}
        action={
          <Link to={archiveHref} className={styles.textLink}>
            {t('postEnd.morePosts.viewArchive')}
          </Link>
        }
      />
      {state.status === 'loading' ? <SkeletonRows count={3} label={t('postEnd.morePosts.loading')} /> : null}
      {state.status === 'error' ? <ErrorState description={t('postEnd.loadError')} onRetry={onRetry} retryLabel={t('postEnd.retry')} /> : null}
      {state.status === 'ready' ? (
        <ul className={styles.list}>
          {state.posts.map((post) => (
            <PostRow key={post.id} post={post} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
