import { useT } from '../i18n';
import { Dialog } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import * as styles from './footer.css';

export interface PdfGeneratingModalProps {
  open: boolean;
  /** Closing by hand (Escape, close button). The connected footer closes it by itself after 10 s (M23, K026). */
  onOpenChange?: (open: boolean) => void;
}

/** "Generating PDF…" (pdf-generating-modal). */
export function PdfGeneratingModal({ open, onOpenChange }: PdfGeneratingModalProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('footer.pdf.title')}>
      <div className={styles.pdfRow} data-part="pdf-generating">
        <Spinner label={t('footer.pdf.title')} />
        <p className={styles.dialogText}>{t('footer.pdf.body')}</p>
      </div>
    </Dialog>
  );
}
