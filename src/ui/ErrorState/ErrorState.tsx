import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../platform/context';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from '../EmptyState/EmptyState.css';

export interface ErrorStateProps {
  /** Heading; default "Something went wrong". */
  title?: ReactNode;
  /**
   * What happened, in plain words: the server's message when there is one. Default "This part of the page could
   * not be shown."
   */
  description?: ReactNode;
  /** Shows "Try again" when given; called when the reader presses it. */
  onRetry?: () => void;
  /** Text of the retry button. Default "Try again". */
  retryLabel?: string;
  /** Renders the title as a heading of this level; otherwise as a paragraph. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/**
 * An error in plain words with a way out. Announced when it appears (`role="alert"`); the retry button is a
 * native button, so Enter and Space press it.
 */
export function ErrorState({ title, description, onRetry, retryLabel, headingLevel, className }: ErrorStateProps) {
  const t = useT();
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div role="alert" className={className ? `${styles.root} ${className}` : styles.root} data-part="error-state">
      <span className={styles.icon.danger}>
        <Icon icon={CircleAlert} size="tab" />
      </span>
      <Title className={styles.title}>{title ?? t('ui.error.title')}</Title>
      <p className={styles.description} dir="auto">
        {description ?? t('ui.error.screen')}
      </p>
      {onRetry ? (
        <Button variant="secondary" className={styles.action} onClick={onRetry}>
          {retryLabel ?? t('ui.error.retry')}
        </Button>
      ) : null}
    </div>
  );
}
