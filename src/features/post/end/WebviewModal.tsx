/**
 * `webview-modal` (spec 000, M72): guidance shown inside the in-app browsers of Instagram, Facebook and LinkedIn,
 * where signing in and paying often fail: how to open the page in the phone's browser. Detection is
 * `detectInAppBrowser(userAgent)` on the platform's user agent (a story or host passes `userAgent`). The copy is
 * designed (the spec gives none). Closing it ("Continue here" or Escape) keeps it closed for this page view.
 */
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useT, useUserAgent } from '../../../platform/context';
import { Button } from '../../../ui/Button';
import { Dialog, DialogClose } from '../../../ui/Dialog';
import { Icon } from '../../../ui/Icon';
import { detectInAppBrowser, type InAppBrowser } from './rules';
import * as styles from './views/postEnd.css';

const bodies = {
  instagram: 'postEnd.webview.instagram',
  facebook: 'postEnd.webview.facebook',
  linkedin: 'postEnd.webview.linkedin',
} as const satisfies Record<InAppBrowser, string>;

export interface WebviewModalViewProps {
  /** Which in-app browser (the copy's variant). */
  app: InAppBrowser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The modal, bare. `data-app` on its body names the variant. */
export function WebviewModalView({ app, open, onOpenChange }: WebviewModalViewProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('postEnd.webview.title')}
      footer={
        <DialogClose asChild>
          <Button variant="secondary" fullWidth>
            {t('postEnd.webview.continue')}
          </Button>
        </DialogClose>
      }
    >
      <div className={styles.webviewSteps} data-part="webview-modal" data-app={app}>
        <span className={styles.cardIcon} aria-hidden>
          <Icon icon={ExternalLink} />
        </span>
        <p className={styles.body}>{t(bodies[app])}</p>
      </div>
    </Dialog>
  );
}

/** The modal, connected: opens by itself when the user agent is an Instagram, Facebook or LinkedIn in-app browser. */
export function WebviewModal() {
  const app = detectInAppBrowser(useUserAgent());
  const [open, setOpen] = useState(true);
  if (!app) return null;
  return <WebviewModalView app={app} open={open} onOpenChange={setOpen} />;
}
