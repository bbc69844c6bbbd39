import type { ReactNode } from 'react';
import { useT } from '../../platform/context';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button';

export interface ErrorStateProps {
  /** Heading; default "Something went wrong". */
  title?: ReactNode;
  /** What happened, in plain words (the server's message when there is one). */
  description?: ReactNode;
  /** Shows "Try again" when given. */
  onRetry?: () => void;
}

/** An error in plain words with a way out. */
export function ErrorState({ title, description, onRetry }: ErrorStateProps) {
  const t = useT();
  return (
    <div role="alert" data-part="error-state" style={{ padding: vars.space['6'], textAlign: 'center' }}>
      <p style={{ margin: 0, fontWeight: 600 }}>{title ?? t('ui.error.title')}</p>
      <p style={{ marginBlock: vars.space['2'], color: vars.color.textMuted }}>{description ?? t('ui.error.screen')}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('ui.error.retry')}
        </Button>
      ) : null}
    </div>
  );
}
