import { MessageCircle } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import type { ChatAudience, ChatComment, ChatPost, ChatUser } from '../../../api/schemas/community';
import { tokenizeText } from '../../../kit/text';
import { safeLinkHref, safeMediaUrl } from '../../../kit/url';
import { useT } from '../i18n';
import { Avatar } from '../../../ui/Avatar';
import { isolate } from '../../../ui/bidi';
import { Carousel, type CarouselSlide } from '../../../ui/Carousel';
import { RelativeTime } from '../../../ui/Formatted';
import { Icon } from '../../../ui/Icon';
import { LinkText, TruncatedText, UGC_LINK_REL } from '../../../ui/TruncatedText';
import { ChatAudienceLabel } from '../views/ChatAudienceLabel';
import * as styles from './permalink.css';

/** One attachment: images go to the carousel (explicit ones blurred until revealed), videos play inline. */
export interface PermalinkMedia {
  id?: string;
  type: 'image' | 'video';
  url: string;
  width?: number | null;
  height?: number | null;
  explicit?: boolean;
  /** Poster of a video. */
  thumbUrl?: string | null;
}

export interface PermalinkCardProps {
  /** A thread (`post`) or a reply (`comment`); replies carry a small "Reply in a chat thread" context line. */
  kind: 'post' | 'comment';
  author: Pick<ChatUser, 'name' | 'photo_url'> | null | undefined;
  /** ISO date-time. */
  createdAt: string;
  /** Threads only: the audience label (T001–T004); none for `all_subscribers`. */
  audience?: ChatAudience;
  body: string;
  /** A link preview under the body (thread `link_metadata`). */
  link?: { url: string; title?: string | null; host?: string | null } | null;
  media?: readonly PermalinkMedia[];
  edited?: boolean;
  /** Replies to the thread or reply; the footer shows it when given. */
  replyCount?: number;
  /** Who blocked whom: the body is replaced by "This person blocked you" / "This person is blocked". */
  blockedRelation?: 'blocked_you' | 'you_blocked' | null;
  className?: string;
}

/**
 * Turns the URLs of a chat body into `LinkText`s (cut to 64 characters, K002); the rest stays text. Links are found
 * by the kit's linear-time tokenizer (the chat body's rules: sentence punctuation and unopened `)` stay outside).
 */
export function linkifyChatText(text: string): ReactNode {
  const tokens = tokenizeText(text);
  if (tokens.length === 1 && tokens[0]?.type === 'text') return text;
  return tokens.map((token, index) => (token.type === 'link' ? <LinkText key={index} href={token.href} /> : <Fragment key={index}>{token.text}</Fragment>));
}

/** The host shown under a link preview: the metadata's, else the URL's. */
function hostOf(link: NonNullable<PermalinkCardProps['link']>): string | null {
  if (link.host) return link.host;
  try {
    return new URL(link.url).host;
  } catch {
    return null;
  }
}

/**
 * A compact, read-only chat item for the permalink pages: author, time, audience label, body with "See more"
 * past 600 characters (K001) and links cut to 64 (K002), link preview, media, reply count. No actions: permalinks
 * are public and read-only.
 */
export function PermalinkCard({
  kind,
  author,
  createdAt,
  audience,
  body,
  link,
  media = [],
  edited,
  replyCount,
  blockedRelation,
  className,
}: PermalinkCardProps) {
  const t = useT();
  const name = author?.name ?? '';
  const images = media.filter((m) => m.type === 'image');
  const videos = media.filter((m) => m.type === 'video');
  // Media addresses go through the kit's media policy: a refused image is left out, a refused video or poster too.
  const slides: CarouselSlide[] = images.flatMap((m, index) => {
    const src = safeMediaUrl(m.url);
    return src
      ? [
          {
            id: m.id ?? `${index}`,
            src,
            alt: t('chat.permalink.imageAlt', { name: isolate(name) }),
            width: m.width ?? undefined,
            height: m.height ?? undefined,
            blurred: m.explicit ?? false,
          },
        ]
      : [];
  });
  const linkHref = link ? safeLinkHref(link.url) : null;
  const blocked = blockedRelation === 'blocked_you' ? t('chat.blocked.blockedYou') : blockedRelation === 'you_blocked' ? t('chat.blocked.youBlocked') : null;
  return (
    <article
      className={className ? `${styles.card} ${className}` : styles.card}
      data-part="chat-permalink-card"
      data-kind={kind}
      aria-label={name || undefined}
    >
      {kind === 'comment' ? (
        <p className={styles.cardContext}>
          <Icon icon={MessageCircle} size="compressed" />
          {t('chat.permalink.replyTo')}
        </p>
      ) : null}
      <div className={styles.byline}>
        <Avatar name={name} src={author?.photo_url} size={40} decorative />
        <div className={styles.bylineText}>
          <p className={styles.author}>
            <bdi>{name}</bdi>
          </p>
          <span className={styles.meta}>
            <RelativeTime date={createdAt} />
            {edited ? (
              <>
                <span className={styles.metaDot} aria-hidden>
                  ·
                </span>
                <span>{t('chat.item.edited')}</span>
              </>
            ) : null}
          </span>
        </div>
        {audience ? <ChatAudienceLabel appearance="badge" audience={audience} className={styles.audience} /> : null}
      </div>
      {blocked ? (
        <p className={styles.notice}>{blocked}</p>
      ) : (
        <>
          {body ? <TruncatedText className={styles.body} text={body} renderText={linkifyChatText} dir="auto" /> : null}
          {link && linkHref ? (
            <a className={styles.linkPreview} href={linkHref} target="_blank" rel={UGC_LINK_REL} data-part="link-preview">
              <span className={styles.linkTitle}>
                <bdi>{link.title || hostOf(link) || link.url}</bdi>
              </span>
              {hostOf(link) ? <span className={styles.linkHost}>{hostOf(link)}</span> : null}
            </a>
          ) : null}
          {slides.length > 0 ? <Carousel slides={slides} /> : null}
          {videos.map((v, index) => {
            const src = safeMediaUrl(v.url);
            return src ? (
              // biome-ignore lint/a11y/useMediaCaption: user videos come without captions; the spec has no caption field
              <video
                key={v.id ?? index}
                className={styles.video}
                src={src}
                poster={safeMediaUrl(v.thumbUrl)}
                controls
                preload="none"
                playsInline
                aria-label={t('chat.media.video')}
                width={v.width ?? undefined}
                height={v.height ?? undefined}
              />
            ) : null;
          })}
        </>
      )}
      {replyCount !== undefined ? (
        <div className={styles.footer}>
          <Icon icon={MessageCircle} size="compressed" />
          <span>{t('chat.replies.count', { count: replyCount })}</span>
        </div>
      ) : null}
    </article>
  );
}

/** Card props of a thread (E01 `communityPost`). */
export function permalinkCardFromPost(post: ChatPost): PermalinkCardProps {
  return {
    kind: 'post',
    author: post.user,
    createdAt: post.created_at,
    audience: post.audience,
    body: post.body,
    link: post.link_metadata ?? (post.link_url ? { url: post.link_url } : null),
    media: post.mediaAttachments.map((m) => ({
      id: m.id,
      type: m.type,
      url: m.url,
      width: m.width,
      height: m.height,
      explicit: m.explicit,
      thumbUrl: m.thumb_url,
    })),
    edited: post.is_edited,
    replyCount: post.comment_count,
    blockedRelation: post.blocked_relation,
  };
}

/** Card props of a reply (E04 `comment`). */
export function permalinkCardFromComment(comment: ChatComment): PermalinkCardProps {
  return {
    kind: 'comment',
    author: comment.user,
    createdAt: comment.created_at,
    body: comment.body,
    media: comment.media_uploads.map((m) => ({
      id: m.media_upload_id,
      type: 'image' as const,
      url: m.url,
      width: m.image_width,
      height: m.image_height,
      explicit: m.is_explicit,
    })),
    replyCount: comment.parent_id ? undefined : comment.reply_count,
    blockedRelation: comment.blocked_relation,
  };
}
