import { Lock, Sparkles, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Byline, Post } from '../../../../api/schemas/core';
import { formatFullDate } from '../../../../i18n/format';
import { safeMediaUrl } from '../../../../kit/url';
import { useDateSettings } from '../../../../platform/context';
import { useT } from '../i18n';
import { Avatar } from '../../../../ui/Avatar';
import { Badge } from '../../../../ui/Badge';
import { FormattedDate } from '../../../../ui/Formatted';
import { type AudienceBadgeKind, shouldShowFullDate } from '../postHeaderRules';
import { type ReadingTime, readingTime } from '../readingTime';
import * as styles from './postPage.css';

/** At most this many bylines are shown (spec 002/003: "up to 3 bylines"). */
export const MAX_BYLINES = 3;

export interface PostBylineProps {
  /** The post's `publishedBylines`; the first `MAX_BYLINES` are shown. */
  bylines: readonly Byline[];
  /** Show the authors' photos (`publication.byline_images_enabled`). Default `true`. */
  withImages?: boolean;
  /** Shown under the names (the header puts the date and reading time there). */
  children?: ReactNode;
}

/** `post-byline`: up to three author names (guest authors marked "Guest"), with their photos when enabled. */
export function PostByline({ bylines, withImages = true, children }: PostBylineProps) {
  const t = useT();
  const { locale } = useDateSettings();
  const shown = bylines.slice(0, MAX_BYLINES);
  if (shown.length === 0) return <>{children}</>;
  // The names joined by the locale's own list pattern ("A, B, and C"; German "A, B und C"), each name an element.
  let names = 0;
  return (
    <div className={styles.bylineRow} data-part="post-byline" data-count={shown.length}>
      {withImages ? (
        <div className={styles.bylineFaces}>
          {shown.map((b) => (
            <Avatar key={b.id} name={b.name} src={b.photo_url} size={40} decorative />
          ))}
        </div>
      ) : null}
      <div className={styles.metaText}>
        <p className={styles.bylineNames}>
          {new Intl.ListFormat(locale, { type: 'conjunction' }).formatToParts(shown.map((b) => b.name)).map((part, i) => {
            if (part.type === 'literal') return part.value;
            const b = shown[names++];
            if (!b) return null;
            return (
              <span key={`${b.id}-${i}`}>
                <bdi>{b.name}</bdi>
                {b.is_guest ? <span className={styles.guestTag}> ({t('post.header.guest')})</span> : null}
              </span>
            );
          })}
        </p>
        {children}
      </div>
    </div>
  );
}

export interface PostAudienceBadgeProps {
  /** From `audienceBadge(audience, role, readsPreview)`; nothing renders for `null`. */
  kind: AudienceBadgeKind | null;
}

const badgeIcon = { preview: Sparkles, founding: Star, paid: Lock } as const;
const badgeVariant = { preview: 'accent', founding: 'founding', paid: 'paid' } as const;

/** `post-audience-badge`: "Free preview", "Founding members" or "Paid subscribers" (labels designed; spec n/s). */
export function PostAudienceBadge({ kind }: PostAudienceBadgeProps) {
  const t = useT();
  if (!kind) return null;
  return (
    <Badge variant={badgeVariant[kind]} size="sm" icon={badgeIcon[kind]} data-part="post-audience-badge" data-kind={kind}>
      {t(`post.badge.${kind}`)}
    </Badge>
  );
}

export interface PostReadingTimeProps {
  /** From `readingTime(post)`. */
  value: ReadingTime;
}

/** `post-reading-time`: "{n} min read", "{n} replies" (T161) or "Thread" (T162). */
export function PostReadingTime({ value }: PostReadingTimeProps) {
  const t = useT();
  const text =
    value.kind === 'minutes'
      ? t('post.readingTime.minutes', { count: value.minutes })
      : value.kind === 'replies'
        ? t('post.readingTime.replies', { count: value.count })
        : t('post.readingTime.thread');
  return (
    <span data-part="post-reading-time" data-kind={value.kind}>
      {text}
    </span>
  );
}

export interface PostHeaderProps {
  post: Pick<
    Post,
    | 'title'
    | 'subtitle'
    | 'cover_image'
    | 'post_date'
    | 'publishedBylines'
    | 'reactions'
    | 'type'
    | 'wordcount'
    | 'videoUpload'
    | 'podcast_duration'
    | 'comment_count'
  >;
  /** The audience badge to show (`audienceBadge(...)`). */
  badge?: AudienceBadgeKind | null;
  /** Whether bylines are shown (`publication.bylines_enabled`; default `true`). */
  bylinesEnabled?: boolean;
  /** Whether byline photos are shown (`publication.byline_images_enabled`; default `true`). */
  bylineImages?: boolean;
  /** The name of the post's featured tag, shown above the title. */
  featuredTagName?: string | null;
  /** Outlines the cover: it is the image of a shared image selection (`imgSelection`). */
  coverHighlighted?: boolean;
  /** Leaves the cover out (a video or podcast post's player shows it instead). */
  hideCover?: boolean;
}

/**
 * `post-header`: featured tag, title, subtitle, bylines, date, reading time, audience badge and cover. The date is
 * short ("Nov 21"), except that a reaction count of 70–99 shows the full date ("Nov 21, 2026"; G30,
 * `shouldShowFullDate`).
 */
export function PostHeader({
  post,
  badge = null,
  bylinesEnabled = true,
  bylineImages = true,
  featuredTagName,
  coverHighlighted = false,
  hideCover = false,
}: PostHeaderProps) {
  const { locale, timeZone } = useDateSettings();
  const likes = post.reactions?.['❤'] ?? 0;
  const fullDate = shouldShowFullDate(likes);
  // The cover address goes through the kit's media policy: a refused one renders no cover.
  const coverSrc = hideCover ? undefined : safeMediaUrl(post.cover_image);
  return (
    <header className={styles.header} data-part="post-header">
      {featuredTagName ? (
        <span className={styles.featuredTag} data-part="featured-tag">
          {featuredTagName}
        </span>
      ) : null}
      <h1 className={styles.title}>{post.title}</h1>
      {post.subtitle ? <p className={styles.subtitle}>{post.subtitle}</p> : null}
      <div className={styles.metaRow}>
        <PostByline bylines={bylinesEnabled ? (post.publishedBylines ?? []) : []} withImages={bylineImages}>
          <p className={styles.metaLine} data-part="post-meta">
            {post.post_date ? (
              fullDate ? (
                <time dateTime={new Date(post.post_date).toISOString()} data-part="post-date" data-full="true">
                  {formatFullDate(post.post_date, locale, timeZone)}
                </time>
              ) : (
                <FormattedDate date={post.post_date} data-part="post-date" data-full="false" />
              )
            ) : null}
            {post.post_date ? <span aria-hidden="true" className={styles.dot} /> : null}
            <PostReadingTime value={readingTime(post)} />
            {badge ? <PostAudienceBadge kind={badge} /> : null}
          </p>
        </PostByline>
      </div>
      {coverSrc ? (
        <img
          className={coverHighlighted ? `${styles.cover} ${styles.highlightedImage}` : styles.cover}
          src={coverSrc}
          alt=""
          width={1200}
          height={675}
          data-part="post-cover"
          data-selection-highlight={coverHighlighted ? '' : undefined}
        />
      ) : null}
    </header>
  );
}
