import { ArrowUp } from 'lucide-react';
import { Icon } from '../Icon';
import * as styles from './NewItemsPill.css';

export interface NewItemsPillProps {
  /** How many new items wait above: the pill shows when there is at least one (its bar is always there). */
  count: number;
  /** The pill's words, from the area's catalogue ("3 new posts", "2 new comments"). */
  label: string;
  /** Shows the new items (the screen takes the reader to them). */
  onShow: () => void;
  /** The button's `data-part`. */
  part?: string;
  /** More style for the bar (e.g. a negative margin that gives back a column's gap, so the bar takes no room at all). */
  className?: string;
}

/**
 * "N new": the pill a list shows when polls have brought items above the reader (the feed's new posts, a thread's new
 * comments). It sits in a sticky bar of no height at the top of the list, over the items, so it never moves them.
 */
export function NewItemsPill({ count, label, onShow, part, className }: NewItemsPillProps) {
  return (
    <div className={className ? `${styles.bar} ${className}` : styles.bar}>
      {count > 0 ? (
        <button type="button" className={styles.pill} data-part={part} onClick={onShow}>
          <Icon icon={ArrowUp} size="compressed" />
          {label}
        </button>
      ) : null}
    </div>
  );
}
