import { Apple, type LucideIcon, Play } from 'lucide-react';
import { useT } from '../i18n';
import { Icon } from '../../../ui/Icon';
import * as styles from './landing.css';
import { safeLinkHref } from '../../../kit/url';

interface StoreBadgeProps {
  href: string;
  icon: LucideIcon;
  prefix: string;
  name: string;
  store: 'app-store' | 'google-play';
}

/**
 * A store badge drawn in markup (no external image): a decorative mark and two lines of text in a pill. The link is
 * named by its visible text, one phrase ("Download on the App Store").
 */
function StoreBadge({ href, icon, prefix, name, store }: StoreBadgeProps) {
  return (
    <a className={styles.badge} href={safeLinkHref(href) ?? undefined} data-part="store-badge" data-store={store}>
      <Icon icon={icon} size="tab" />
      {/* The space between the lines is not drawn (flex items) but keeps the name one phrase: "Download on the App Store". */}
      <span className={styles.badgeText}>
        <span className={styles.badgePrefix}>{prefix}</span> <span className={styles.badgeName}>{name}</span>
      </span>
    </a>
  );
}

export function AppStoreBadge({ href }: { href: string }) {
  const t = useT();
  return <StoreBadge href={href} icon={Apple} prefix={t('chat.landing.appStorePrefix')} name={t('chat.landing.appStoreName')} store="app-store" />;
}

export function GooglePlayBadge({ href }: { href: string }) {
  const t = useT();
  return <StoreBadge href={href} icon={Play} prefix={t('chat.landing.googlePlayPrefix')} name={t('chat.landing.googlePlayName')} store="google-play" />;
}

export interface StoreBadgesProps {
  appStoreUrl: string;
  googlePlayUrl: string;
  /** Labels the list (the id of a visible heading). */
  labelledBy?: string;
}

/** Both store badges as a list. */
export function StoreBadges({ appStoreUrl, googlePlayUrl, labelledBy }: StoreBadgesProps) {
  return (
    <ul className={styles.badges} aria-labelledby={labelledBy}>
      <li>
        <AppStoreBadge href={appStoreUrl} />
      </li>
      <li>
        <GooglePlayBadge href={googlePlayUrl} />
      </li>
    </ul>
  );
}
