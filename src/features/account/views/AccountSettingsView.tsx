import type { ReactNode } from 'react';
import { Link } from '../../../platform/Link';
import { Tabs } from '../../../ui/Tabs';
import { useT } from '../i18n';
import { type SettingsTab, settingsTabs } from '../settingsTab';
import * as styles from './account.css';
import { safeLinkHref } from '../../../kit/url';

export interface AccountSettingsViewProps {
  tab: SettingsTab;
  onTabChange: (tab: SettingsTab) => void;
  /** The panel of each tab (only the active one is rendered by the tabs). */
  panels: Record<SettingsTab, ReactNode>;
  /** Shown above the tabs (the upgrade banner for free readers). */
  banner?: ReactNode;
  emailTestHref: string;
  supportHref: string;
}

/** The account settings page: title, the four tabs (the address names the active one), help links. */
export function AccountSettingsView({ tab, onTabChange, panels, banner, emailTestHref, supportHref }: AccountSettingsViewProps) {
  const t = useT();
  return (
    <main className={styles.page} data-part="account-settings" data-state={tab}>
      <div className={styles.column}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('account.settings.title')}</h1>
        </header>
        {banner}
        <Tabs
          label={t('account.settings.tabs')}
          value={tab}
          onValueChange={(v) => onTabChange(v as SettingsTab)}
          activationMode="manual"
          items={settingsTabs.map((value) => ({ value, label: t(`account.tab.${value}`), content: panels[value] }))}
        />
        <nav aria-label={t('account.settings.help')}>
          <ul className={styles.helpLinks}>
            <li>
              <Link to={emailTestHref} className={styles.link}>
                {t('account.settings.emailTest')}
              </Link>
            </li>
            <li>
              <a href={safeLinkHref(supportHref) ?? undefined} className={styles.link}>
                {t('account.settings.support')}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </main>
  );
}

/** What a page shows while it sends the reader elsewhere (sign-in, the legacy page). */
export function RedirectingView() {
  const t = useT();
  return (
    <main className={styles.page} data-part="account-redirect" aria-busy="true">
      <div className={styles.column}>
        <p className={styles.muted} role="status">
          {t('account.redirecting')}
        </p>
      </div>
    </main>
  );
}

/** The newsletters tab's default content until the host plugs in the themed list: a link to the newsletters page. */
export function NewslettersTabDefault({ href }: { href: string }) {
  const t = useT();
  return (
    <div className={styles.card} data-part="newsletters-tab">
      <p className={styles.muted}>{t('account.newsletters.manage')}</p>
      <div>
        <Link to={href} className={styles.link}>
          {t('account.newsletters.open')}
        </Link>
      </div>
    </div>
  );
}
