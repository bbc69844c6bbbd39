import { Play, Radio } from 'lucide-react';
import { type CSSProperties, memo } from 'react';
import type { CommentAttachment } from '../../../api/schemas/posts';
import { formatDuration } from '../../../i18n/format';
import { safeLinkHref, safeMediaUrl } from '../../../kit/url';
import { paths } from '../../../kit/routes';
import { Avatar } from '../../../ui/Avatar';
import { fitMediaSize } from '../../../ui/Carousel/media';
import { isolate } from '../../../ui/bidi';
import { Icon } from '../../../ui/Icon';
import { useT } from '../i18n';
import { COMMENT_LINK_REL } from './CommentBody';
import * as styles from './comments.css';

export interface CommentAttachmentsProps {
  attachments: readonly CommentAttachment[];
}

function External({ href, className, children }: { href: string | null | undefined; className: string; children: React.ReactNode }) {
  const safe = safeLinkHref(href);
  if (!safe) return <div className={className}>{children}</div>;
  return (
    <a href={safe} target="_blank" rel={COMMENT_LINK_REL} className={className} data-part="attachment-link">
      {children}
    </a>
  );
}

/**
 * An attached image's box before it loads, from the width and height the API gives: its own width, at most the
 * column's and the one its aspect allows under `IMAGE_MAX_HEIGHT` (the height follows from the `width`/`height`
 * attributes' aspect). Without it the image is 0 px wide until it loads (`width: auto` has nothing to go on), and the
 * comment, a feed card or a chat reply grows when it comes: lists measured before then move. Sizes that are not
 * positive finite numbers give no box (the image sizes itself once loaded, as before).
 */
export function imageBox(width: number | null | undefined, height: number | null | undefined): CSSProperties | undefined {
  const fit = fitMediaSize(width ?? 0, height ?? 0, { maxWidth: Number.POSITIVE_INFINITY, maxHeight: styles.IMAGE_MAX_HEIGHT });
  return fit ? { width: `min(100%, ${fit.width}px)` } : undefined;
}

function Attachment({ attachment }: { attachment: CommentAttachment }) {
  const t = useT();
  switch (attachment.type) {
    case 'image': {
      const src = safeMediaUrl(attachment.imageUrl);
      if (!src) return null;
      return (
        <img
          className={styles.image}
          src={src}
          alt={t('comments.attachment.image')}
          width={attachment.imageWidth ?? undefined}
          height={attachment.imageHeight ?? undefined}
          style={imageBox(attachment.imageWidth, attachment.imageHeight)}
          loading="lazy"
          decoding="async"
          data-explicit={attachment.explicit ? '' : undefined}
        />
      );
    }
    case 'video': {
      const upload = attachment.mediaUpload;
      const poster = safeMediaUrl(upload?.thumbnail_url);
      return (
        <span className={styles.video} data-state={upload?.state ?? 'transcoded'}>
          {poster ? (
            <img
              className={styles.image}
              src={poster}
              alt=""
              width={upload?.width ?? undefined}
              height={upload?.height ?? undefined}
              style={imageBox(upload?.width, upload?.height)}
              loading="lazy"
            />
          ) : null}
          <span className={styles.videoBadge}>
            <Icon icon={Play} size="compressed" />
            {t('comments.attachment.video')}
            {upload?.duration ? ` · ${formatDuration(upload.duration)}` : ''}
          </span>
        </span>
      );
    }
    case 'link': {
      const meta = attachment.linkMetadata;
      if (!meta) return null;
      const thumb = safeMediaUrl(meta.image);
      return (
        <External href={meta.url} className={styles.card}>
          <span className={styles.cardText}>
            <span className={styles.cardTitle}>{meta.title ?? meta.url}</span>
            {meta.description ? <span className={styles.cardMuted}>{meta.description}</span> : null}
            {meta.host ? <span className={styles.cardMuted}>{meta.host}</span> : null}
          </span>
          {thumb ? <img className={styles.cardThumb} src={thumb} alt="" loading="lazy" /> : null}
        </External>
      );
    }
    case 'comment': {
      const quoted = attachment.comment;
      if (!quoted) return null;
      const name = quoted.name ?? t('comments.item.someone');
      return (
        <blockquote className={styles.quote} aria-label={t('comments.attachment.quote', { name: isolate(name) })} data-part="attachment-quote">
          <span className={styles.quoteAuthor}>
            <bdi>{name}</bdi>
          </span>
          {quoted.body ? <span dir="auto">{quoted.body}</span> : null}
        </blockquote>
      );
    }
    case 'post': {
      const post = attachment.post;
      if (!post) return null;
      const thumb = safeMediaUrl(post.cover_image);
      return (
        <External href={post.canonical_url ?? paths.post(post.slug)} className={styles.card}>
          <span className={styles.cardText}>
            <span className={styles.cardTitle}>{post.title}</span>
            {post.subtitle ? <span className={styles.cardMuted}>{post.subtitle}</span> : null}
          </span>
          {thumb ? <img className={styles.cardThumb} src={thumb} alt="" loading="lazy" /> : null}
        </External>
      );
    }
    case 'publication': {
      const publication = attachment.publication;
      if (!publication) return null;
      return (
        <External href={publication.base_url} className={styles.card}>
          <span className={styles.cardText}>
            <span className={styles.cardTitle} dir="auto">
              {publication.name}
            </span>
            {publication.hero_text ? <span className={styles.cardMuted}>{publication.hero_text}</span> : null}
          </span>
          <Avatar name={publication.name} src={publication.logo_url} size={40} decorative />
        </External>
      );
    }
    case 'live_stream': {
      const live = attachment.liveStream;
      if (!live) return null;
      const status = live.status ?? 'ended';
      return (
        <div className={styles.card} data-part="attachment-live" data-state={status}>
          <span className={styles.cardText}>
            <span className={styles.cardTitle}>{live.title}</span>
            <span className={styles.cardMuted}>{t(`comments.attachment.live.${status}`)}</span>
          </span>
          <Icon icon={Radio} />
        </div>
      );
    }
    default:
      return attachment.type satisfies never;
  }
}

/**
 * A comment's attachments, the seven types of spec 002 §3: an image, a video (its poster and length), a link card, a
 * quoted comment, a post card, a publication card and a live stream. Every address goes through the URL policy
 * (`safeMediaUrl`, `safeLinkHref`); links carry `rel="nofollow ugc noopener"`.
 */
export const CommentAttachments = memo(function CommentAttachments({ attachments }: CommentAttachmentsProps) {
  if (attachments.length === 0) return null;
  return (
    <div className={styles.attachments} data-part="comment-attachments">
      {attachments.map((attachment) => (
        <div key={attachment.id} data-attachment={attachment.type}>
          <Attachment attachment={attachment} />
        </div>
      ))}
    </div>
  );
});
