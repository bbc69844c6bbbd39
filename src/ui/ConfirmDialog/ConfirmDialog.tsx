import { AlertDialog } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { useT } from '../../platform/context';
import { useTheme } from '../../theme/ThemeProvider';
import { Button } from '../Button';
import { currentOpener, type ReturnFocus, restoreFocus } from '../focusReturn';
import * as styles from './ConfirmDialog.css';

export const confirmDialogVariantNames = ['confirm', 'alert'] as const;
export type ConfirmDialogVariant = (typeof confirmDialogVariantNames)[number];

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. The host opens it and closes it (after `onConfirm` / `onCancel`). */
  open?: boolean;
  /** Called with `false` whenever the dialog asks to close (either button, Escape). */
  onOpenChange?: (open: boolean) => void;
  /** `confirm` has Cancel and a confirm button; `alert` only an OK button. Default `confirm`. */
  variant?: ConfirmDialogVariant;
  /** Heading; when absent the description is the dialog's accessible name. */
  title?: ReactNode;
  /** The question or message, in plain words. */
  description: ReactNode;
  /** Label of the confirm button. Default "Confirm" (or "OK" for `alert`). */
  confirmLabel?: string;
  /** Label of the cancel button. Default "Cancel". */
  cancelLabel?: string;
  /** Style the confirm button as destructive (delete, ban). */
  destructive?: boolean;
  /** Called once when the reader confirms (for `alert`: OK or Escape). */
  onConfirm?: () => void;
  /** Called once when the reader cancels: the Cancel button or Escape. Never called for `alert`. */
  onCancel?: () => void;
  /**
   * Where focus goes when the dialog closes. Default `'trigger'`: back to the element that had focus when it opened
   * (for a question asked from a menu item, that menu's button). `'none'`: left alone. `() => element`: there.
   * Focus is never taken back from something that took it meanwhile (the next queued dialog).
   */
  returnFocus?: ReturnFocus;
}

/**
 * A modal question the reader must answer (delete, ban, leave). Focus starts on the least destructive action
 * (Cancel; OK for an alert); Escape cancels (dismisses an alert). Exactly one of `onConfirm` / `onCancel` is
 * called per answer. Looks like `Dialog`; on phones the buttons stack full-width, the confirm button on top.
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
  returnFocus = 'trigger',
}: ConfirmDialogProps) {
  const t = useT();
  const { portalContainer } = useTheme();
  const isAlert = variant === 'alert';
  /** Set by a button so that the close Radix reports right after it doesn't count as a second answer. */
  const answered = useRef(false);
  /** What had focus before the dialog opened; `'trigger'` sends focus back there on close (there is no Radix trigger). */
  const opener = useRef<HTMLElement | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const answer = (callback: (() => void) | undefined) => () => {
    answered.current = true;
    callback?.();
  };
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange?.(next);
        if (!next && !answered.current) (isAlert ? onConfirm : onCancel)?.();
        answered.current = false;
      }}
    >
      <AlertDialog.Portal container={portalContainer}>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content
          className={styles.content}
          data-variant={variant}
          data-destructive={destructive ? '' : undefined}
          onOpenAutoFocus={(event) => {
            opener.current = currentOpener();
            // Radix focuses the Cancel button; an alert has none, so focus its OK button instead.
            if (isAlert) {
              event.preventDefault();
              confirmButton.current?.focus({ preventScroll: true });
            }
          }}
          onCloseAutoFocus={(event) => {
            const from = opener.current;
            opener.current = null;
            restoreFocus(event, returnFocus, () => from, { preventScroll: true });
          }}
        >
          {title ? (
            <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          ) : (
            <AlertDialog.Title className={styles.message} dir="auto">
              {description}
            </AlertDialog.Title>
          )}
          {title ? (
            <AlertDialog.Description className={styles.description} dir="auto">
              {description}
            </AlertDialog.Description>
          ) : (
            <AlertDialog.Description hidden />
          )}
          <div className={styles.actions}>
            {isAlert ? null : (
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" onClick={answer(onCancel)}>
                  {cancelLabel ?? t('ui.confirm.cancel')}
                </Button>
              </AlertDialog.Cancel>
            )}
            <AlertDialog.Action asChild>
              <Button ref={confirmButton} variant={destructive ? 'danger' : 'primary'} onClick={answer(onConfirm)}>
                {confirmLabel ?? (isAlert ? t('ui.alert.ok') : t('ui.confirm.confirm'))}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
