/** One share target in the dialog's grid: its mark (an icon, or a network's monogram) and its name. */
import { Code, Link as LinkIcon, Mail, NotebookPen, Send } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { useT } from '../i18n';
import { Link } from '../../../platform/Link';
import { visuallyHidden } from '../../../ui/focus.css';
import { Icon } from '../../../ui/Icon';
import * as styles from '../ShareDialog.css';
import { externalShareTargets, inProductShareTargets, type ShareTarget } from '../shareUrls';
import type { ShareTargetLink } from './ShareDialogView';
import { safeLinkHref } from '../../../kit/url';

/** The mark of a target: a lucide icon for product targets, a monogram for networks (lucide has no brand marks). */
const targetMarks: Record<ShareTarget, ReactNode> = {
  copy: <Icon icon={LinkIcon} />,
  notes: <Icon icon={NotebookPen} />,
  direct_message: <Icon icon={Send} />,
  embed: <Icon icon={Code} />,
  email: <Icon icon={Mail} />,
  facebook: 'f',
  linkedin: 'in',
  bluesky: 'bsky',
  twitter: 'X',
  instagram: 'IG',
  reddit: 'r/',
  hackernews: 'Y',
  pinterest: 'P',
};

export interface ShareTargetTileProps {
  item: ShareTargetLink;
  embed: { open: boolean; panelId: string; toggle(): void };
  onTarget?: ((target: ShareTarget, event: MouseEvent<HTMLElement>) => void) | undefined;
}

/** One target: Embed reveals its code, in-product targets are app links, the rest open in a new tab. */
export function ShareTargetTile({ item, embed, onTarget }: ShareTargetTileProps) {
  const t = useT();
  const label = t(`sharing.target.${item.target}`);
  const mark = (
    <span className={styles.targetMark} aria-hidden>
      {targetMarks[item.target]}
    </span>
  );
  const onClick = (event: MouseEvent<HTMLElement>) => onTarget?.(item.target, event);
  if (item.target === 'embed') {
    const toggle = (event: MouseEvent<HTMLElement>) => {
      embed.toggle();
      onClick(event);
    };
    return (
      <button type="button" className={styles.target} aria-expanded={embed.open} aria-controls={embed.panelId} data-target={item.target} onClick={toggle}>
        {mark}
        {label}
      </button>
    );
  }
  if (inProductShareTargets.includes(item.target)) {
    return (
      <Link to={item.href} className={styles.target} data-target={item.target} onClick={onClick}>
        {mark}
        {label}
      </Link>
    );
  }
  const external = externalShareTargets.includes(item.target);
  return (
    <a
      href={safeLinkHref(item.href) ?? undefined}
      className={styles.target}
      data-target={item.target}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={onClick}
    >
      {mark}
      {label}
      {external ? <span className={visuallyHidden}> {t('sharing.target.newTab')}</span> : null}
    </a>
  );
}
