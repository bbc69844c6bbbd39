import { type AnchorHTMLAttributes, forwardRef } from 'react';
import { useT } from '../../platform/context';
import { truncateText } from '../../i18n/format';
import { visuallyHidden } from '../focus.css';
import * as styles from './TruncatedText.css';
import { LINK_TEXT_MAX_LENGTH, linkKind, safeHref, UGC_LINK_REL } from './truncate';

export interface LinkTextProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children' | 'target' | 'rel'> {
  /** The URL as the user wrote it. Only `http:`, `https:`, `mailto:` and root-relative paths become links. */
  href: string;
  /** Text to show instead of the URL (still cut at `maxLength`). */
  children?: string;
  /** Shown text is cut here with "…"; the `href` stays whole. Default 64 (K002). */
  maxLength?: number;
}

function currentOrigin(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.origin;
}

/**
 * A URL from user content (chat, comments) shown as a link, its text cut at 64 characters with an ellipsis while
 * the `href` stays whole (the full text is the link's `title`). External links open in a new tab with
 * `rel="noopener noreferrer nofollow ugc"`. A URL that is not safe (`javascript:`, `data:` …, see `safeHref`)
 * never becomes a link: it renders as plain text.
 */
export const LinkText = forwardRef<HTMLAnchorElement, LinkTextProps>(function LinkText(
  { href, children, maxLength = LINK_TEXT_MAX_LENGTH, className, ...rest },
  ref,
) {
  const t = useT();
  const label = children ?? href;
  const shown = truncateText(label, maxLength);
  const cut = shown !== label;
  const safe = safeHref(href);
  if (safe === null) {
    return (
      <span className={className ? `${styles.plainUrl} ${className}` : styles.plainUrl} title={cut ? label : undefined} data-unsafe-url="">
        {shown}
      </span>
    );
  }
  const kind = linkKind(safe, currentOrigin());
  return (
    <a
      ref={ref}
      href={safe}
      className={className ? `${styles.link} ${className}` : styles.link}
      title={cut ? label : undefined}
      data-kind={kind}
      {...(kind === 'external' ? { target: '_blank', rel: UGC_LINK_REL } : kind === 'email' ? { rel: UGC_LINK_REL } : {})}
      {...rest}
    >
      {shown}
      {kind === 'external' ? <span className={visuallyHidden}> {t('ui.link.newTab')}</span> : null}
    </a>
  );
});
