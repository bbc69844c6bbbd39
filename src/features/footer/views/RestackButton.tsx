import { Repeat2 } from 'lucide-react';
import type { MouseEventHandler } from 'react';
import { useT } from '../i18n';
import { visuallyHidden } from '../../../ui/focus.css';
import { FormattedCount } from '../../../ui/Formatted';
import { Icon } from '../../../ui/Icon';
import { Tooltip } from '../../../ui/Tooltip';
import * as styles from './footer.css';

export interface RestackButtonProps {
  restacked: boolean;
  /** `restacks`, shown shortened; hidden at 0. */
  count: number;
  /** `disabled`: restacks are off for the publication (shown, not pressable, with a tooltip). Default `enabled`. */
  availability?: 'enabled' | 'disabled';
  pending?: boolean;
  onToggle?: MouseEventHandler<HTMLButtonElement>;
}

/** The restack toggle (restack-button, M19). `aria-pressed`, `data-state="restacked|not_restacked|disabled"`. */
export function RestackButton({ restacked, count, availability = 'enabled', pending = false, onToggle }: RestackButtonProps) {
  const t = useT();
  const disabled = availability === 'disabled';
  const button = (
    <button
      type="button"
      className={styles.action}
      data-part="restack-button"
      data-state={disabled ? 'disabled' : restacked ? 'restacked' : 'not_restacked'}
      aria-pressed={restacked}
      aria-disabled={disabled || undefined}
      aria-busy={pending || undefined}
      onClick={pending || disabled ? undefined : onToggle}
    >
      <Icon icon={Repeat2} />
      <span className={visuallyHidden}>{t('footer.restack')}</span>
      {count > 0 ? <FormattedCount value={count} data-part="restack-count" /> : null}
    </button>
  );
  return disabled ? <Tooltip content={t('footer.restack.off')}>{button}</Tooltip> : button;
}
