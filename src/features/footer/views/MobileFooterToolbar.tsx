import type { ReactNode } from 'react';
import { useT } from '../i18n';
import type { ToolbarVisibility } from '../toolbarVisibility.machine';
import * as styles from './footer.css';

export interface MobileFooterToolbarProps {
  /** `hidden` slides it below the screen (M21). */
  visibility: ToolbarVisibility;
  /** The footer bar (compact variant). */
  children: ReactNode;
}

/** The sticky footer on phones (post-footer-mobile-toolbar). `data-state="visible|hidden"`. */
export function MobileFooterToolbar({ visibility, children }: MobileFooterToolbarProps) {
  const t = useT();
  return (
    <section
      className={styles.toolbar}
      data-part="mobile-footer-toolbar"
      data-state={visibility}
      aria-label={t('footer.toolbar.label')}
      inert={visibility === 'hidden' ? true : undefined}
    >
      <div className={styles.toolbarInner}>{children}</div>
    </section>
  );
}
