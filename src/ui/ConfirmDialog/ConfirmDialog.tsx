import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useT } from '../../platform/context';
import { useTheme } from '../../theme/ThemeProvider';
import { Button } from '../Button';
import * as styles from './ConfirmDialog.css';

export interface ConfirmDialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** `confirm` has Cancel and a confirm button; `alert` only an OK button. Default `confirm`. */
  variant?: 'confirm' | 'alert';
  /** Heading; when absent the description is the dialog's accessible name. */
  title?: ReactNode;
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Style the confirm button as destructive (delete, ban). */
  destructive?: boolean;
  onConfirm?: () => void;
  onCancel?: () => void;
}

/**
 * A modal question the reader must answer (delete, ban, leave). Focus starts on the least destructive action;
 * Escape cancels.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  variant = 'confirm',
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT();
  const { portalContainer } = useTheme();
  const isAlert = variant === 'alert';
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange?.(next);
        if (!next) (isAlert ? onConfirm : onCancel)?.();
      }}
    >
      <AlertDialog.Portal container={portalContainer}>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content} data-variant={variant}>
          {title ? (
            <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          ) : (
            <AlertDialog.Title className={styles.description}>{description}</AlertDialog.Title>
          )}
          {title ? <AlertDialog.Description className={styles.description}>{description}</AlertDialog.Description> : <AlertDialog.Description hidden />}
          <div className={styles.actions}>
            {isAlert ? null : (
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" onClick={onCancel}>
                  {cancelLabel ?? t('ui.confirm.cancel')}
                </Button>
              </AlertDialog.Cancel>
            )}
            <AlertDialog.Action asChild>
              <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm}>
                {confirmLabel ?? (isAlert ? t('ui.alert.ok') : t('ui.confirm.confirm'))}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
