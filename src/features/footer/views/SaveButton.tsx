import { Bookmark } from 'lucide-react';
import type { MouseEventHandler } from 'react';
import { useT } from '../i18n';
import { Icon } from '../../../ui/Icon';
import * as styles from './footer.css';

export interface SaveButtonProps {
  /** The post is in the reader's saved list (optimistic while a call runs). */
  saved: boolean;
  pending?: boolean;
  onToggle?: MouseEventHandler<HTMLButtonElement>;
}

/** The bookmark toggle (save-button, M17). `aria-pressed` and `data-state="saved|unsaved"`. */
export function SaveButton({ saved, pending = false, onToggle }: SaveButtonProps) {
  const t = useT();
  return (
    <button
      type="button"
      className={styles.action}
      data-part="save-button"
      data-state={saved ? 'saved' : 'unsaved'}
      aria-pressed={saved}
      aria-busy={pending || undefined}
      aria-label={t('footer.save')}
      onClick={pending ? undefined : onToggle}
    >
      <Icon icon={Bookmark} filled={saved} />
    </button>
  );
}
