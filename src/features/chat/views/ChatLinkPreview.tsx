import { Link2 } from 'lucide-react';
import { CHAT_LINK_DISPLAY_CHARS } from '../../../api/constants/community';
import { truncateText } from '../../../i18n/format';
import { useT } from '../i18n';
import { visuallyHidden } from '../../../ui/focus.css';
import { Icon } from '../../../ui/Icon';
import { classifyLink, safeMediaUrl } from '../../../kit/url';
import { UGC_LINK_REL } from '../../../ui/TruncatedText';
import * as styles from './ChatLinkPreview.css';

/** The thread's `link_metadata`: `url` and `title` from the spec; the rest optional. */
export interface ChatLinkPreviewMetadata {
  url: string;
  title?: string | null;
  description?: string | null;
  image?: string | null;
  host?: string | null;
}

export interface ChatLinkPreviewProps {
  metadata: ChatLinkPreviewMetadata;
  className?: string;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

/**
 * The card for a thread's link (`link_metadata`): the site, the page title (or the URL cut to 64 characters,
 * K002), an optional description and image. The whole card is one link that opens in a new tab with the
 * user-content `rel`; a URL the kit's link policy refuses (`classifyLink`) renders the same card without a link, and
 * an image the media policy refuses (`safeMediaUrl`) shows the link icon instead.
 */
export function ChatLinkPreview({ metadata, className }: ChatLinkPreviewProps) {
  const t = useT();
  const link = classifyLink(metadata.url);
  const href = link.kind === 'refused' ? null : link.href;
  const image = safeMediaUrl(metadata.image);
  const host = metadata.host ?? hostOf(metadata.url);
  const title = metadata.title?.trim() || truncateText(metadata.url, CHAT_LINK_DISPLAY_CHARS);
  const classes = className ? `${styles.root} ${className}` : styles.root;
  const content = (
    <>
      {image ? (
        <img className={styles.thumb} src={image} alt="" />
      ) : (
        <span className={styles.icon}>
          <Icon icon={Link2} />
        </span>
      )}
      <span className={styles.text}>
        {host ? <span className={styles.host}>{host}</span> : null}
        <span className={styles.title}>
          <bdi>{title}</bdi>
        </span>
        {metadata.description ? (
          <span className={styles.description}>
            <bdi>{metadata.description}</bdi>
          </span>
        ) : null}
      </span>
    </>
  );
  if (!href) {
    return (
      <div className={classes} data-part="link-preview" data-unsafe-url="">
        {content}
      </div>
    );
  }
  const external = link.kind !== 'internal';
  return (
    <a className={classes} href={href} title={metadata.url} data-part="link-preview" {...(external ? { target: '_blank', rel: UGC_LINK_REL } : {})}>
      {content}
      {external ? <span className={visuallyHidden}> {t('ui.link.newTab')}</span> : null}
    </a>
  );
}
