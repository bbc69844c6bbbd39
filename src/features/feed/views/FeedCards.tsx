import { Archive, EyeOff, Share } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { Post, Publication, User } from '../../../api/schemas/core';
import type { FeedComment, FeedContext, MissingReason, RankedUser } from '../../../api/schemas/feed';
import { formatDate, formatFullDate } from '../../../i18n/format';
import { Link } from '../../../platform/Link';
import { Avatar } from '../../../ui/Avatar';
import { Badge } from '../../../ui/Badge';
import { Button, IconButton } from '../../../ui/Button';
import { visuallyHidden } from '../../../ui/focus.css';
import { Icon } from '../../../ui/Icon';
import { isolate } from '../../../ui/bidi';
import { safeLinkHref, safeMediaUrl } from '../../../kit/url';
import { CommentItemView, commentItemOf } from '../../comments';
import { LikeButton, RestackButton, SaveButton } from '../../footer';
import { useT } from '../i18n';
import * as styles from './feed.css';
import { useDateSettings } from '../../../platform/context';

/** Words a minute for the reading time. */
const WORDS_PER_MINUTE = 250;

/** Minutes to read a post of `wordcount` words (at least 1), or `null` when unknown. */
export function readingMinutes(wordcount: number | undefined): number | null {
  return wordcount ? Math.max(1, Math.round(wordcount / WORDS_PER_MINUTE)) : null;
}

function ContextLine({ context }: { context: Pick<FeedContext, 'type' | 'users'> }) {
  const t = useT();
  if ((context.type !== 'restack' && context.type !== 'like') || context.users.length === 0) return null;
  const names = context.users
    .slice(0, 2)
    .map((u: User) => u.name)
    .join(', ');
  return (
    <p className={styles.context} data-part="feed-context">
      {t(context.type === 'restack' ? 'feed.context.restacked' : 'feed.context.liked', { names })}
    </p>
  );
}

export interface PostCardViewProps {
  post: Pick<Post, 'id' | 'slug' | 'title' | 'subtitle' | 'description' | 'cover_image' | 'post_date' | 'audience' | 'wordcount' | 'publishedBylines'>;
  publication: Pick<Publication, 'name' | 'logo_url'>;
  context?: Pick<FeedContext, 'type' | 'users'>;
  /** "Now" for dates: the platform clock. */
  now: Date;
  /** Where the title goes. */
  href: string;
  liked: boolean;
  likeCount: number;
  likePending?: boolean;
  onLike?: () => void;
  restacked: boolean;
  restackCount: number;
  restackPending?: boolean;
  /** Restacks are off for the publication. */
  restackDisabled?: boolean;
  onRestack?: () => void;
  saved: boolean;
  savePending?: boolean;
  onSave?: () => void;
  onShare?: () => void;
  /** The item's actions menu (hide…), after Share: a connected part. */
  menu?: ReactNode;
}

/**
 * A post in the feed (feed-item-post): the publication, who restacked or liked it, the title (serif) with its subtitle
 * and cover, the date, reading time and audience badge, then the footer's own Like, Restack and Save buttons and Share.
 */
export function PostCardView({
  post,
  publication,
  context,
  now,
  href,
  liked,
  likeCount,
  likePending,
  onLike,
  restacked,
  restackCount,
  restackPending,
  restackDisabled,
  onRestack,
  saved,
  savePending,
  onSave,
  onShare,
  menu,
}: PostCardViewProps) {
  const t = useT();
  const { locale, timeZone } = useDateSettings();
  const titleId = useId();
  const minutes = readingMinutes(post.wordcount);
  const author = post.publishedBylines?.[0]?.name;
  return (
    <article className={styles.card} data-part="feed-post" data-id={post.id} aria-labelledby={titleId}>
      {context ? <ContextLine context={context} /> : null}
      <div className={styles.byline}>
        <Avatar name={publication.name} src={publication.logo_url} size={32} decorative />
        <div className={styles.bylineText}>
          <bdi className={styles.publicationName}>{publication.name}</bdi>
          {author ? <span className={styles.muted}>{author}</span> : null}
        </div>
      </div>
      <div className={styles.postBody}>
        <div className={styles.postText}>
          <h2 id={titleId} className={styles.postTitle}>
            <Link to={href} className={styles.postLink}>
              {post.title}
            </Link>
          </h2>
          {post.subtitle || post.description ? <p className={styles.subtitle}>{post.subtitle ?? post.description}</p> : null}
        </div>
        {safeMediaUrl(post.cover_image) ? <img className={styles.cover} src={safeMediaUrl(post.cover_image)} alt="" loading="lazy" /> : null}
      </div>
      <div className={styles.meta}>
        {post.post_date ? (
          <time dateTime={post.post_date} title={formatFullDate(post.post_date, locale, timeZone)}>
            {formatDate(post.post_date, now, locale, timeZone)}
          </time>
        ) : null}
        {minutes !== null ? <span data-part="reading-time">{t('feed.readingTime', { count: minutes })}</span> : null}
        {post.audience === 'only_paid' || post.audience === 'founding' ? (
          <Badge size="sm" variant="accent" data-part="audience-badge">
            {t(post.audience === 'founding' ? 'feed.audience.founding' : 'feed.audience.paid')}
          </Badge>
        ) : null}
      </div>
      <div className={styles.actions}>
        <LikeButton liked={liked} count={likeCount} pending={likePending ?? false} onToggle={onLike} />
        <RestackButton
          restacked={restacked}
          count={restackCount}
          availability={restackDisabled ? 'disabled' : 'enabled'}
          pending={restackPending ?? false}
          onToggle={onRestack}
        />
        <span className={styles.spacer} />
        <SaveButton saved={saved} pending={savePending ?? false} onToggle={onSave} />
        {onShare ? <IconButton label={t('feed.share')} icon={<Icon icon={Share} />} onClick={onShare} data-part="share-button" /> : null}
        {menu}
      </div>
    </article>
  );
}

export interface NoteCardViewProps {
  comment: FeedComment;
  context?: Pick<FeedContext, 'type' | 'users'>;
  now: Date;
  liked: boolean;
  likeCount: number;
  likePending?: boolean;
  onLike?: () => void;
  /** The author's menu (the social area's mute and block menu), at the end of the card's header: a connected part. */
  menu?: ReactNode;
  /** Restack (the footer's button) under the note, with its count; without `onRestack` the count shows as text. */
  restacked?: boolean;
  restackCount?: number;
  restackPending?: boolean;
  onRestack?: () => void;
  /** The note's page (`paths.note`): a note with replies links there ("Continue this thread"). */
  href?: string;
}

/**
 * A note or comment in the feed (feed-item-comment): who restacked it, then the comments area's comment item (avatar,
 * name, date, body, attachments, Like with its count).
 */
export function NoteCardView({
  comment,
  context,
  now,
  liked,
  likeCount,
  likePending,
  onLike,
  menu,
  restacked,
  restackCount,
  restackPending,
  onRestack,
  href,
}: NoteCardViewProps) {
  const deleted = comment.deleted || comment.status === 'deleted';
  return (
    <div className={`${styles.card} ${styles.note}`} data-part="feed-note" data-id={comment.id}>
      {context ? <ContextLine context={context} /> : null}
      <CommentItemView
        // With the Restack button the count is the button's (not shown twice).
        comment={onRestack ? { ...commentItemOf(comment), restacks: 0 } : commentItemOf(comment)}
        presentation={deleted ? 'deleted' : 'comment'}
        depth={0}
        now={now}
        liked={liked}
        likeCount={likeCount}
        likePending={likePending ?? false}
        {...(onLike ? { onLike } : {})}
        menu={menu}
        replyCount={comment.children_count}
        {...(href && comment.children_count > 0 ? { continueHref: href } : {})}
      />
      {onRestack && !deleted ? (
        <div className={styles.actions}>
          <RestackButton restacked={restacked ?? false} count={restackCount ?? comment.restacks} pending={restackPending ?? false} onToggle={onRestack} />
        </div>
      ) : null}
    </div>
  );
}

export interface HiddenItemViewProps {
  /** What was hidden: the text names it. */
  kind: 'post' | 'note';
  /** Hidden (M41 HIDE, default) or archived (M41 ARCHIVE). */
  mark?: 'hidden' | 'archived';
  /** Undo: shows the item again (M41 UNHIDE, or ARCHIVE with null). */
  onUndo?: () => void;
}

const hiddenText = {
  hidden: { post: 'feed.hidden.post', note: 'feed.hidden.note' },
  archived: { post: 'feed.archived.post', note: 'feed.archived.note' },
} as const;

/**
 * An item the reader hid or archived from the feed item actions menu (M41 HIDE, ARCHIVE): "You hid this post" or
 * "You archived this post", with Undo. `data-part` is `feed-hidden-item` or `feed-archived-item`.
 */
export function HiddenItemView({ kind, mark = 'hidden', onUndo }: HiddenItemViewProps) {
  const t = useT();
  return (
    <div className={styles.missing} data-part={mark === 'archived' ? 'feed-archived-item' : 'feed-hidden-item'} data-state={kind}>
      <Icon icon={mark === 'archived' ? Archive : EyeOff} size="compressed" />
      <span>{t(hiddenText[mark][kind])}</span>
      {onUndo ? (
        <Button variant="ghost" size="sm" onClick={onUndo} data-part="feed-hidden-undo">
          {t('feed.hidden.undo')}
        </Button>
      ) : null}
    </div>
  );
}

export interface MissingItemViewProps {
  reason: MissingReason;
}

/** An item the reader cannot see (feed-missing-item, M42): removed, unavailable, blocked you, you blocked, you muted. */
export function MissingItemView({ reason }: MissingItemViewProps) {
  const t = useT();
  return (
    <div className={styles.missing} data-part="feed-missing-item" data-state={reason}>
      <Icon icon={EyeOff} size="compressed" />
      <span>{t(`feed.missing.${reason}`)}</span>
    </div>
  );
}

/** The publication's subscribe page, through the URL policy; `null` when refused. */
/** A publication's subscribe page, as the API's base URL gives it (unchecked: pass it through the URL policy). */
function subscribeAddress(publication: Pick<Publication, 'base_url'>): string {
  return `${publication.base_url.replace(/\/+$/, '')}/subscribe`;
}

/**
 * "Subscribe", opening the publication's subscribe page in a new tab (the ranked list, the featured publication and
 * collection); nothing when the URL policy refuses the address. `name` is said after it ("to … (opens in a new tab)").
 */
export function SubscribeLink({ publication, name }: { publication: Pick<Publication, 'base_url'>; name: string }) {
  const t = useT();
  const href = safeLinkHref(subscribeAddress(publication));
  if (!href) return null;
  return (
    <a className={styles.subscribe} href={href} target="_blank" rel="noopener noreferrer">
      {t('feed.leaderboard.subscribe')}
      <span className={visuallyHidden}>{t('feed.leaderboard.subscribeTo', { name: isolate(name) })}</span>
    </a>
  );
}

export interface RankedPublicationListProps {
  /** The category's name (the list's heading). */
  title: string;
  rows: readonly RankedUser[];
}

export interface UserSuggestionsViewProps {
  /** One card per suggestion still shown (the connected suggestion cards, or a host's own). */
  cards: readonly { key: string | number; card: ReactNode }[];
}

/**
 * The people-you-may-know carousel (feed-item-user-suggestions): a titled row of suggestion cards that scrolls
 * sideways; nothing once every card is dismissed.
 */
export function UserSuggestionsView({ cards }: UserSuggestionsViewProps) {
  const t = useT();
  const titleId = useId();
  if (cards.length === 0) return null;
  return (
    <section className={styles.suggestions} aria-labelledby={titleId} data-part="feed-suggestions">
      <h2 className={styles.suggestionsTitle} id={titleId}>
        {t('feed.suggestions.title')}
      </h2>
      <ul className={styles.suggestionsRow}>
        {cards.map(({ key, card }) => (
          <li key={key} className={styles.suggestionsItem}>
            {card}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The ranked publication list (ranked-publication-list, the category leaderboard): rank, avatar, the writer's and the
 * publication's names, and Subscribe, which opens the publication's subscribe page in a new tab.
 */
export function RankedPublicationListView({ title, rows }: RankedPublicationListProps) {
  const t = useT();
  const titleId = useId();
  return (
    <section className={styles.card} data-part="ranked-publication-list" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.publicationName}>
        {t('feed.leaderboard.title', { category: title })}
      </h2>
      <ol className={styles.ranked}>
        {rows.map((row) => {
          const name = row.publication?.name ?? row.user.name;
          return (
            <li key={`${row.rank}-${row.user.id}`} className={styles.rankedRow} data-part="ranked-row">
              <span className={styles.rank}>{row.rank}</span>
              <Avatar name={name} src={row.publication?.logo_url ?? row.user.photo_url} size={32} decorative />
              <span className={styles.bylineText}>
                <bdi className={styles.publicationName}>{name}</bdi>
                <bdi className={styles.muted}>{row.user.name}</bdi>
              </span>
              {row.publication ? <SubscribeLink publication={row.publication} name={name} /> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
