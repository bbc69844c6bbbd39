/** The `webview-modal` view (spec 000, M72): see `WebviewModal` for when it opens. */
import { ExternalLink } from 'lucide-react';
import { useT } from './i18n';
import { Button } from '../../../ui/Button';
import { Dialog, DialogClose } from '../../../ui/Dialog';
import { Icon } from '../../../ui/Icon';
import type { InAppBrowser } from './rules';
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
