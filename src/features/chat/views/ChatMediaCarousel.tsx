import { EyeOff } from 'lucide-react';
import { useMemo, useReducer, useRef } from 'react';
import type { ChatMediaAttachment, ChatMediaUpload } from '../../../api/schemas/community';
import { safeMediaUrl } from '../../../kit/url';
import { useT } from '../i18n';
import { Button } from '../../../ui/Button';
import { Carousel, type CarouselSlide, fitMediaSize, isConcealed, revealStateFor, revealTransition } from '../../../ui/Carousel';
import * as carouselStyles from '../../../ui/Carousel/Carousel.css';
import { Icon } from '../../../ui/Icon';
import * as styles from './ChatMediaCarousel.css';

/** One attachment in the shape the view works with, from a thread's `mediaAttachments` or a reply's `media_uploads`. */
export interface ChatMediaItem {
  id: string;
  type: 'image' | 'video';
  url: string;
  explicit: boolean;
  width?: number;
  height?: number;
  /** Poster of a video. */
  posterUrl?: string;
}

/**
 * Thread attachments (`mediaAttachments`: images and videos, `explicit`). Addresses go through the kit's media
 * policy (`safeMediaUrl`): an attachment whose `url` is refused is left out; a refused poster is dropped.
 */
export function chatMediaFromAttachments(attachments: readonly ChatMediaAttachment[]): ChatMediaItem[] {
  return attachments.flatMap((a, index) => {
    const url = safeMediaUrl(a.url);
    if (!url) return [];
    return [
      {
        id: a.id ?? `${a.type}-${index}`,
        type: a.type,
        url,
        explicit: a.explicit === true,
        width: a.width ?? undefined,
        height: a.height ?? undefined,
        posterUrl: a.type === 'video' ? safeMediaUrl(a.thumb_url) : undefined,
      },
    ];
  });
}

/** Reply uploads (`media_uploads`: images, `is_explicit`); an upload whose `url` the media policy refuses is left out. */
export function chatMediaFromUploads(uploads: readonly ChatMediaUpload[]): ChatMediaItem[] {
  return uploads.flatMap((u) => {
    const url = safeMediaUrl(u.url);
    if (!url) return [];
    return [
      {
        id: u.media_upload_id,
        type: 'image' as const,
        url,
        explicit: u.is_explicit === true,
        width: u.image_width ?? undefined,
        height: u.image_height ?? undefined,
      },
    ];
  });
}

export interface ChatMediaCarouselProps {
  /** A thread's `mediaAttachments`. */
  attachments?: readonly ChatMediaAttachment[];
  /** A reply's `media_uploads`. */
  uploads?: readonly ChatMediaUpload[];
  className?: string;
}

function ChatVideo({ item }: { item: ChatMediaItem }) {
  const t = useT();
  const [state, dispatch] = useReducer(revealTransition, item.explicit, revealStateFor);
  const videoRef = useRef<HTMLVideoElement>(null);
  const concealed = isConcealed(state);
  const size = item.width && item.height ? fitMediaSize(item.width, item.height) : null;
  return (
    <div
      className={`${carouselStyles.frame} ${styles.video}`}
      data-part="video"
      data-state={state.name}
      style={size ? { aspectRatio: `${size.width} / ${size.height}`, maxWidth: `${size.width}px` } : undefined}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: chat uploads come without captions; the spec has no caption field */}
      <video
        ref={videoRef}
        className={styles.videoElement}
        src={safeMediaUrl(item.url)}
        poster={safeMediaUrl(item.posterUrl)}
        controls={!concealed}
        preload="none"
        playsInline
        aria-label={t('chat.media.video')}
        aria-hidden={concealed || undefined}
        tabIndex={concealed ? -1 : undefined}
      />
      {concealed ? (
        <div className={carouselStyles.veil}>
          <div className={carouselStyles.veilCard}>
            <Icon icon={EyeOff} className={carouselStyles.veilIcon} />
            <span>{t('ui.carousel.sensitive')}</span>
            <Button
              variant="secondary"
              onClick={() => {
                dispatch({ type: 'reveal' });
                // The button goes away: move focus to the player it revealed.
                requestAnimationFrame(() => videoRef.current?.focus());
              }}
            >
              {t('ui.carousel.reveal')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/**
 * A chat item's media. Images go into the `Carousel` (6 px apart, at most 400 px wide and 420 px tall, swipe and
 * arrow keys, K004–K006); explicit ones (`explicit` / `is_explicit`) stay blurred behind "Show" until the reader
 * reveals them. Videos follow as players with controls (the poster is the thumbnail; nothing loads before play),
 * explicit ones veiled the same way. Nothing renders without media.
 */
export function ChatMediaCarousel({ attachments, uploads, className }: ChatMediaCarouselProps) {
  const t = useT();
  const items = useMemo(
    () => [...(attachments ? chatMediaFromAttachments(attachments) : []), ...(uploads ? chatMediaFromUploads(uploads) : [])],
    [attachments, uploads],
  );
  const images = items.filter((item) => item.type === 'image');
  const videos = items.filter((item) => item.type === 'video');
  const slides: CarouselSlide[] = images.map((item, index) => ({
    id: item.id,
    src: item.url,
    alt: t('chat.media.image', { index: index + 1, total: images.length }),
    width: item.width,
    height: item.height,
    blurred: item.explicit,
  }));
  if (items.length === 0) return null;
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root} data-part="chat-media">
      {slides.length > 0 ? <Carousel slides={slides} label={t('chat.media.label')} /> : null}
      {videos.map((item) => (
        <ChatVideo key={item.id} item={item} />
      ))}
    </div>
  );
}
