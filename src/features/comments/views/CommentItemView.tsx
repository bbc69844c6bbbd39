import { ChevronDown, ChevronUp, Heart, MessageCircle, Repeat2 } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useId } from 'react';
import type { Comment } from '../../../api/schemas/posts';
import { formatCount, formatFullDate, formatRelative } from '../../../i18n/format';
import { Link } from '../../../platform/Link';
import { Avatar } from '../../../ui/Avatar';
import { Badge } from '../../../ui/Badge';
import { visuallyHidden } from '../../../ui/focus.css';
import { Icon } from '../../../ui/Icon';
import { onDemand } from '../../../ui/onDemand';
import type { CommentAttachmentsProps } from './CommentAttachments';
import type { CommentPresentation } from '../commentVisibility.machine';
import { commentAnchor } from '../commentsAddress';
import { useCommentItemT as useT } from '../i18n';
import { CommentBody } from './CommentBody';
import * as styles from './comments.css';
import { useDateSettings } from '../../../platform/context';

/**
 * A comment's attachments (images, videos, link, post, publication and live-stream cards): most comments have none,
 * so their code loads with the first comment that has some.
 */
const CommentAttachments = /* @__PURE__ */ onDemand<CommentAttachmentsProps>(() => import('./CommentAttachments').then((m) => m.CommentAttachments), {
  when: (props) => props.attachments.length > 0,
});

/** The fields of a comment the item shows. */
export type CommentItemFields = Pick<
  Comment,
  'id' | 'name' | 'photo_url' | 'user_pub_role' | 'date' | 'edited_at' | 'body' | 'attachments' | 'restacks' | 'status'
>;

export interface CommentItemViewProps {
  comment: CommentItemFields;
  /** What M42 lets the reader see (`presentationOf`); `none` renders nothing but the replies. */
  presentation: CommentPresentation;
  /** 0 at the top level. */
  depth: number;
  /** "Now" for relative dates ("3h"): the platform clock, read once for the whole thread. */
  now: Date;
  /** The like as shown (M43, optimistic). */
  liked: boolean;
  likeCount: number;
  /** A like call is on its way: the button is busy and ignores presses. */
  likePending?: boolean;
  /** Without it the count shows without a button (likes turned off). */
  onLike?: () => void;
  /** "Reply"; without it no reply button (comments off, read-only). */
  onReply?: () => void;
  /** The composer gate's requirement for this reader ("Only paid subscribers can reply."), as the Reply button's tooltip. */
  replyHint?: string;
  /** How many direct replies the comment has (the collapse button's label). */
  replyCount: number;
  /** Replies hidden behind "Show N replies". */
  collapsed?: boolean;
  onToggleCollapse?: () => void;
  /** The `#comment-{n}` target, or a permalink's comment: tinted. */
  highlighted?: boolean;
  /** Arrived with a poll: a quiet "New" mark. */
  fresh?: boolean;
  /** Where "Subscribe to view" (T128) goes on a paid-only placeholder. */
  subscribeHref?: string;
  /** The reply composer, under the actions. */
  composer?: ReactNode;
  /** A menu for the comment's author at the end of its header (the feed's mute and block menu): a connected part. */
  menu?: ReactNode;
  /** The rendered replies. */
  children?: ReactNode;
  /** Replies deeper than the inline depth: "Continue this thread" goes here. */
  continueHref?: string;
  itemRef?: Ref<HTMLElement>;
}

/** From this depth on, replies stop stepping right on phones. */
const FLAT_FROM_DEPTH = 3;

function Notice({ kind, subscribeHref }: { kind: Exclude<CommentPresentation, 'comment' | 'none'>; subscribeHref?: string }) {
  const t = useT();
  if (kind === 'paidOnly') {
    return (
      <div className={`${styles.notice} ${styles.noticePaid}`} data-part="comment-hidden-paid">
        <span>{t('comments.hiddenPaid')}</span>
        {subscribeHref ? (
          <Link to={subscribeHref} className={styles.subscribeLink} data-part="subscribe-to-view">
            {t('comments.hiddenPaid.subscribe')}
          </Link>
        ) : null}
      </div>
    );
  }
  const text = kind === 'deleted' ? t('comments.deleted') : kind === 'removed' ? t('comments.removed') : t('comments.unavailable');
  return (
    <div className={styles.notice} data-part={`comment-${kind}`}>
      {text}
    </div>
  );
}

/**
 * One comment (`comment-item`, spec 002): avatar, name and badge (the publication's author or contributor), date
 * (relative, the full date as its title), "Edited", the body (absolute URLs linked with `rel="nofollow ugc
 * noopener"`), attachments, then Like (❤ and its shortened count, `aria-pressed`), Reply, the restacks count and the
 * collapse toggle; its replies below behind a thread line, or "Show N replies" when collapsed, or "Continue this
 * thread" past the inline depth. A comment the reader may not see shows its placeholder instead (M42): "This comment is
 * only visible to paid subscribers" with "Subscribe to view" (T127, T128), "Comment deleted", "This comment was
 * removed". `data-state` is the presentation; `id="comment-{n}"` is the `#comment-{n}` target.
 */
export function CommentItemView({
  comment,
  presentation,
  depth,
  now,
  liked,
  likeCount,
  likePending = false,
  onLike,
  onReply,
  replyHint,
  replyCount,
  collapsed = false,
  onToggleCollapse,
  highlighted = false,
  fresh = false,
  subscribeHref,
  composer,
  menu,
  children,
  continueHref,
  itemRef,
}: CommentItemViewProps) {
  const t = useT();
  const { locale, timeZone } = useDateSettings();
  const nameId = useId();
  const repliesId = useId();
  if (presentation === 'none') return null;
  const shown = presentation === 'comment';
  const name = comment.name ?? t('comments.item.someone');
  const date = new Date(comment.date);
  const relative = Number.isNaN(date.getTime()) ? '' : formatRelative(date, now, locale, timeZone);
  const hasReplies = replyCount > 0;
  const repliesShown = hasReplies && !collapsed && children != null && children !== false;
  const awaitingReview =
    comment.status === 'review_required' || comment.status === 'edit_review_required' || comment.status === 'new_commenter_approval_required';

  return (
    <article
      ref={itemRef}
      id={commentAnchor(comment.id)}
      className={styles.comment}
      data-part="comment"
      data-id={comment.id}
      data-depth={depth}
      data-state={presentation}
      data-highlighted={highlighted ? '' : undefined}
      data-collapsed={collapsed ? '' : undefined}
      data-fresh={fresh ? '' : undefined}
      tabIndex={-1}
      aria-labelledby={shown ? nameId : undefined}
      aria-label={shown ? undefined : t('comments.item.label', { name: t('comments.item.someone') })}
    >
      <div className={styles.rail}>{shown ? <Avatar name={name} src={comment.photo_url} size={depth === 0 ? 32 : 24} decorative /> : null}</div>
      <div className={styles.main}>
        {shown ? (
          <div className={highlighted ? `${styles.own} ${styles.highlight}` : styles.own}>
            <div className={styles.head}>
              <span id={nameId} className={styles.name}>
                <bdi>{name}</bdi>
              </span>
              {comment.user_pub_role ? (
                <Badge size="sm" variant={comment.user_pub_role === 'admin' ? 'accent' : 'neutral'} className={styles.badge} data-part="comment-badge">
                  {t(comment.user_pub_role === 'admin' ? 'comments.badge.admin' : 'comments.badge.contributor')}
                </Badge>
              ) : null}
              <time className={styles.meta} dateTime={comment.date} title={relative ? formatFullDate(date, locale, timeZone) : undefined}>
                {relative === 'just now' ? t('format.justNow') : relative}
              </time>
              {comment.edited_at ? (
                <>
                  <span className={styles.dot} aria-hidden />
                  <span className={styles.meta}>{t('comments.item.edited')}</span>
                </>
              ) : null}
              {awaitingReview ? (
                <>
                  <span className={styles.dot} aria-hidden />
                  <span className={styles.meta} data-part="comment-review">
                    {t('comments.item.awaitingReview')}
                  </span>
                </>
              ) : null}
              {fresh ? (
                <span className={styles.fresh} data-part="comment-fresh">
                  {t('comments.item.new')}
                </span>
              ) : null}
              {menu ? <span className={styles.headMenu}>{menu}</span> : null}
            </div>
            {comment.body ? <CommentBody body={comment.body} /> : null}
            <CommentAttachments attachments={comment.attachments} />
            <div className={styles.actions}>
              {onLike ? (
                <button
                  type="button"
                  className={styles.action}
                  data-part="comment-like"
                  data-state={liked ? 'liked' : 'unliked'}
                  aria-pressed={liked}
                  aria-busy={likePending || undefined}
                  onClick={likePending ? undefined : onLike}
                >
                  <Icon icon={Heart} filled={liked} size="compressed" />
                  <span className={visuallyHidden}>{t('comments.like')}</span>
                  {likeCount > 0 ? (
                    <span data-part="comment-like-count" data-value={likeCount}>
                      {formatCount(likeCount)}
                    </span>
                  ) : null}
                </button>
              ) : likeCount > 0 ? (
                <span className={styles.restacks} data-part="comment-like-count" data-value={likeCount}>
                  {t('comments.likeCount', { count: likeCount })}
                </span>
              ) : null}
              {onReply ? (
                <button
                  type="button"
                  className={styles.action}
                  data-part="comment-reply"
                  onClick={onReply}
                  aria-describedby={nameId}
                  title={replyHint}
                  data-gated={replyHint ? '' : undefined}
                >
                  <Icon icon={MessageCircle} size="compressed" />
                  {t('comments.reply')}
                </button>
              ) : null}
              {comment.restacks > 0 ? (
                <span className={styles.restacks} data-part="comment-restacks">
                  <Icon icon={Repeat2} size="compressed" /> {t('comments.restacks', { count: comment.restacks })}
                </span>
              ) : null}
              {repliesShown && onToggleCollapse ? (
                <button
                  type="button"
                  className={styles.action}
                  data-part="comment-collapse"
                  aria-expanded
                  aria-controls={repliesId}
                  onClick={onToggleCollapse}
                  aria-describedby={nameId}
                >
                  <Icon icon={ChevronUp} size="compressed" />
                  {t('comments.collapse')}
                </button>
              ) : null}
            </div>
          </div>
        ) : (
          <Notice kind={presentation} subscribeHref={subscribeHref} />
        )}
        {composer}
        {hasReplies && collapsed ? (
          <button type="button" className={styles.more} data-part="comment-expand" aria-expanded={false} onClick={onToggleCollapse}>
            <Icon icon={ChevronDown} size="compressed" />
            {t('comments.expand', { count: replyCount })}
          </button>
        ) : null}
        {repliesShown ? (
          <div
            id={repliesId}
            className={depth >= FLAT_FROM_DEPTH ? `${styles.replies} ${styles.repliesFlat}` : styles.replies}
            data-depth={depth === 0 ? 'top' : 'nested'}
            data-part="comment-replies"
          >
            {children}
          </div>
        ) : null}
        {continueHref && !collapsed ? (
          <Link to={continueHref} className={styles.more} data-part="comment-continue">
            {t('comments.continueThread')}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
