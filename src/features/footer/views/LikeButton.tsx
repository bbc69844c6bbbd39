import { Heart } from 'lucide-react';
import type { MouseEventHandler } from 'react';
import { useT } from '../i18n';
import { visuallyHidden } from '../../../ui/focus.css';
import { FormattedCount } from '../../../ui/Formatted';
import { Icon } from '../../../ui/Icon';
import * as styles from './footer.css';

export interface LikeButtonProps {
  /** The reader likes the post (optimistic while a call runs). */
  liked: boolean;
  /** `reactions["❤"]`, shown shortened ("1.2K"); hidden at 0. */
  count: number;
  /** A call is under way: the button is busy and ignores presses. */
  pending?: boolean;
  /** Pressed: like or unlike. */
  onToggle?: MouseEventHandler<HTMLButtonElement>;
}

/** The heart toggle (like-button, M16). `aria-pressed` and `data-state="liked|unliked"` carry the state. */
export function LikeButton({ liked, count, pending = false, onToggle }: LikeButtonProps) {
  const t = useT();
  return (
    <button
      type="button"
      className={styles.action}
      data-kind="like"
      data-part="like-button"
      data-state={liked ? 'liked' : 'unliked'}
      aria-pressed={liked}
      aria-busy={pending || undefined}
      onClick={pending ? undefined : onToggle}
    >
      <Icon icon={Heart} filled={liked} />
      <span className={visuallyHidden}>{t('footer.like')}</span>
      {count > 0 ? <FormattedCount value={count} data-part="like-count" /> : null}
    </button>
  );
}
