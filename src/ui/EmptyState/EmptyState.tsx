import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../platform/context';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** A lucide icon that hints at the missing content (posts, events…). Default an inbox. Decorative. */
  icon?: LucideIcon;
  /** Heading; default "Nothing here yet". */
  title?: ReactNode;
  /** What to do next, in a sentence ("Posts you save appear here. Tap the bookmark on any post."). */
  description?: ReactNode;
  /** Text of the action button; the button shows when both `actionLabel` and `onAction` are given. */
  actionLabel?: string;
  /** Runs the next step (write a post, explore publications…). */
  onAction?: () => void;
  /** Renders the title as a heading of this level; otherwise as a paragraph. */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/** An empty list or screen that says what to do next, with an optional action. */
export function EmptyState({ icon = Inbox, title, description, actionLabel, onAction, headingLevel, className }: EmptyStateProps) {
  const t = useT();
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root} data-part="empty-state">
      <span className={styles.icon.neutral}>
        <Icon icon={icon} size="tab" />
      </span>
      <Title className={styles.title}>{title ?? t('ui.empty.title')}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {actionLabel && onAction ? (
        <Button className={styles.action} onClick={onAction}>
          {actionLabel}
        </Button>
      ) : null}
    </div>
  );
}
