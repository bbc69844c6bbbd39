import { useT } from '../../platform/context';
import { spinner } from '../Button/Button.css';
import { visuallyHidden } from '../focus.css';

export interface SpinnerProps {
  /** Announced to screen readers; default "Loading". */
  label?: string;
}

/** A spinner that announces itself to screen readers (role `status`). */
export function Spinner({ label }: SpinnerProps) {
  const t = useT();
  return (
    <span role="status" style={{ display: 'inline-flex' }} data-part="spinner">
      <span className={spinner} aria-hidden />
      <span className={visuallyHidden}>{label ?? t('ui.spinner.loading')}</span>
    </span>
  );
}
