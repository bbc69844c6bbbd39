/**
 * `app-install-drawer` (spec 000 post page; trigger not shown): a sheet at the bottom of a phone screen inviting the
 * reader to the app. Designed trigger: shown on phones (≤ 768 px, the spec's mobile breakpoint) until dismissed; the
 * dismissal is remembered in the platform storage for 30 days (like the like-upsell's cooldown, K011). Not shown
 * inside an in-app browser (the webview modal speaks there).
 */
import { Smartphone } from 'lucide-react';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { useStorage, useUserAgent } from '../../../platform/context';
import { useT } from './i18n';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { detectInAppBrowser } from './rules';
import * as styles from './views/postEnd.css';
import { safeLinkHref } from '../../../kit/url';

/** Storage key of the dismissal, and how long it lasts. */
export const APP_DRAWER_DISMISSED_KEY = 'post-end:app-install-drawer-dismissed';
export const APP_DRAWER_DISMISS_DAYS = 30;
/** The default app link (a host passes its store link). */
export const DEFAULT_APP_HREF = 'https://masthead.example/app';

const MOBILE_QUERY = 'screen and (max-width: 768px)';

function subscribeMobile(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const mql = window.matchMedia(MOBILE_QUERY);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

/** Whether the screen is phone-sized (the spec's mobile breakpoint). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribeMobile,
    () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}

export interface AppInstallDrawerViewProps {
  /** `open` shows the sheet; `dismissed` renders nothing. */
  state: 'open' | 'dismissed';
  /** The app store / app link. */
  appHref?: string;
  onDismiss: () => void;
}

/** The drawer, bare. `data-state="open"` while shown. */
export function AppInstallDrawerView({ state, appHref = DEFAULT_APP_HREF, onDismiss }: AppInstallDrawerViewProps) {
  const t = useT();
  if (state === 'dismissed') return null;
  return (
    <aside className={styles.drawer} data-part="app-install-drawer" data-state={state} aria-labelledby="app-install-drawer-title">
      <div className={styles.drawerHead}>
        <span className={styles.appIcon} aria-hidden>
          <Icon icon={Smartphone} size="tab" />
        </span>
        <div>
          <h2 id="app-install-drawer-title" className={styles.drawerTitle}>
            {t('postEnd.appDrawer.title')}
          </h2>
          <p className={styles.muted}>{t('postEnd.appDrawer.body')}</p>
        </div>
      </div>
      <div className={styles.drawerActions}>
        <a className={styles.linkButton} href={safeLinkHref(appHref) ?? undefined} rel="noopener noreferrer" target="_blank">
          {t('postEnd.appDrawer.action')}
        </a>
        <Button variant="ghost" fullWidth onClick={onDismiss}>
          {t('postEnd.appDrawer.dismiss')}
        </Button>
      </div>
    </aside>
  );
}

export interface AppInstallDrawerProps {
  appHref?: string;
}

/** The drawer, connected: phone-sized screens only, not in in-app browsers, until dismissed (remembered 30 days). */
export function AppInstallDrawer({ appHref }: AppInstallDrawerProps) {
  const storage = useStorage();
  const mobile = useIsMobile();
  const inApp = detectInAppBrowser(useUserAgent()) !== null;
  const [dismissed, setDismissed] = useState(() => storage.get(APP_DRAWER_DISMISSED_KEY) !== null);
  const dismiss = useCallback(() => {
    storage.set(APP_DRAWER_DISMISSED_KEY, '1', { maxAgeDays: APP_DRAWER_DISMISS_DAYS });
    setDismissed(true);
  }, [storage]);
  if (!mobile || inApp) return null;
  return <AppInstallDrawerView state={dismissed ? 'dismissed' : 'open'} appHref={appHref} onDismiss={dismiss} />;
}
