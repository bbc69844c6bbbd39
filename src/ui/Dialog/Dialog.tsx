import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type ReactElement, type ReactNode, useEffect, useRef, useState } from 'react';
import { useT } from '../../platform/context';
import { useTheme } from '../../theme/ThemeProvider';
import { IconButton } from '../Button';
import { currentOpener, type ReturnFocus, restoreFocus } from '../focusReturn';
import { Icon } from '../Icon';
import * as styles from './Dialog.css';

export { dialogSizeNames } from './Dialog.css';
export type DialogSize = (typeof styles.dialogSizeNames)[number];

export interface DialogProps {
  /** Controlled open state. Pair with `onOpenChange`. */
  open?: boolean;
  /** Open state on first render when uncontrolled. Default `false`. */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (trigger, close button, Escape, a click outside). */
  onOpenChange?: (open: boolean) => void;
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** A sentence under the title; announced as the dialog's description. */
  description?: ReactNode;
  /** Desktop width: `sm` is 500 px, `md` 600 px (spec). On phones (≤ 768 px) every dialog is full-screen. Default `sm`. */
  size?: DialogSize;
  /**
   * The element that opens the dialog, usually a `<Button>`. It receives the open handler and ARIA attributes, and
   * focus returns to it on close. It must forward its ref. Leave it out when you control `open` yourself.
   */
  trigger?: ReactElement;
  /**
   * Actions under the body (Cancel, Save). Wrap a button in `<DialogClose asChild>` to close the dialog with it.
   * On phones they stack full-width, the last one on top.
   */
  footer?: ReactNode;
  /** The body. It scrolls when it is taller than the space available; header and footer stay in place. */
  children?: ReactNode;
  /** Extra class on the dialog surface. */
  className?: string;
  /**
   * Where focus goes when the dialog closes. `'trigger'`: back to the `trigger`, or for a dialog without one (you
   * control `open`) to the element that had focus when it opened — a menu item standing for its menu's button.
   * `'none'`: left alone. `() => element`: there. Focus is never taken back from something that took it meanwhile.
   * Default: `'trigger'` when the dialog has a `trigger`, `'none'` without one.
   */
  returnFocus?: ReturnFocus;
}

/** True while the element's content is taller than its box (it scrolls), so keyboard users can focus and scroll it. */
function useScrollable(element: HTMLElement | null): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [element]);
  return scrollable;
}

/**
 * A modal dialog: title, optional description, a scrollable body, optional footer actions and a close button.
 * 500 or 600 px wide on desktop; full-screen on phones. Focus is trapped inside while it is open, Escape or the
 * close button close it, and focus returns to the trigger (`returnFocus`; a controlled dialog opened from elsewhere
 * passes `returnFocus="trigger"` to send it back to whatever opened it).
 *
 * ```tsx
 * <Dialog title="Share post" trigger={<Button>Share</Button>}
 *   footer={<DialogClose asChild><Button variant="secondary">Done</Button></DialogClose>}>
 *   …
 * </Dialog>
 * ```
 */
export function Dialog({ open, defaultOpen, onOpenChange, title, description, size = 'sm', trigger, footer, children, className, returnFocus }: DialogProps) {
  const t = useT();
  const triggerRef = useRef<HTMLButtonElement>(null);
  /** What had focus when the dialog opened (for a dialog without a trigger). */
  const opener = useRef<HTMLElement | null>(null);
  const { portalContainer } = useTheme();
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const scrollable = useScrollable(body);
  const classes = `${styles.content} ${styles.size[size]}${className ? ` ${className}` : ''}`;
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? (
        <RadixDialog.Trigger asChild ref={triggerRef}>
          {trigger}
        </RadixDialog.Trigger>
      ) : null}
      <RadixDialog.Portal container={portalContainer}>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={classes}
          data-size={size}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = currentOpener();
          }}
          onCloseAutoFocus={(event) => {
            const from = opener.current;
            opener.current = null;
            restoreFocus(event, returnFocus ?? (trigger ? 'trigger' : 'none'), () => triggerRef.current ?? from);
          }}
        >
          <div className={styles.header}>
            <div className={styles.headings}>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description ? <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description> : null}
            </div>
            <RadixDialog.Close asChild>
              <IconButton className={styles.close} label={t('ui.dialog.close')} icon={<Icon icon={X} />} />
            </RadixDialog.Close>
          </div>
          <div ref={setBody} className={styles.body} data-part="dialog-body" tabIndex={scrollable ? 0 : undefined}>
            {children}
          </div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding `Dialog` when its child is activated. Use `asChild` to wrap a `<Button>`. */
export const DialogClose = RadixDialog.Close;
export type DialogCloseProps = RadixDialog.DialogCloseProps;
