import { X } from 'lucide-react';
import { createContext, type FocusEvent, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../platform/context';
import { Link } from '../../platform/Link';
import { useTheme } from '../../theme/ThemeProvider';
import { Icon } from '../Icon';
import * as styles from './Toast.css';
import type { ToastEntry } from './toast.machine';
import { type ToastOptions, useToastQueue } from './useToastQueue';
import { safeLinkHref } from '../url';

export interface ToastApi {
  /**
   * Shows a short message at the bottom of the screen for 5 s (then a 500 ms fade), e.g.
   * `toast.show({ message: 'Post saved', action: { label: 'View', href: '/p/my-post' } })`. Returns its id.
   */
  show: (options: ToastOptions) => string;
  /** Fades a toast out now. */
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Shows toasts from anywhere inside a `PlatformProvider` (which already includes a `ToastProvider`).
 * Throws outside one.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside <PlatformProvider> (or a <ToastProvider>).');
  return api;
}

export interface ToastProviderProps {
  children?: ReactNode;
}

/**
 * Holds the toast queue and renders it: a polite live region (`role="status"`) at the bottom centre, portalled
 * into the theme's overlay layer. Timers run on the platform clock. Hovering or focusing a toast pauses every
 * time-out; leaving starts them again from their full duration, so nobody loses a toast they were reading.
 * Must be inside `PlatformProvider` (for the clock and messages) and `ThemeProvider`.
 *
 * The live region is added to the page with the first toast (so pages that never toast carry no empty status
 * region) and stays; that first toast's text follows one frame later, because screen readers announce changes
 * to a live region that already exists, not a region inserted together with its text.
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const queue = useToastQueue();
  const { portalContainer } = useTheme();
  const { show, dismiss } = queue;
  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);
  const [armed, setArmed] = useState(false);
  const wanted = queue.visible.length > 0;
  useEffect(() => {
    if (!wanted || armed) return;
    const frame = requestAnimationFrame(() => setArmed(true));
    return () => cancelAnimationFrame(frame);
  }, [wanted, armed]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {portalContainer && (armed || wanted)
        ? createPortal(<ToastRegion toasts={armed ? queue.visible : []} onDismiss={dismiss} onPause={queue.pause} onResume={queue.resume} />, portalContainer)
        : null}
    </ToastContext.Provider>
  );
}

export interface ToastRegionProps {
  /** The toasts on screen, oldest first (`visibleToasts(state)` of the toast machine). */
  toasts: readonly ToastEntry[];
  onDismiss: (id: string) => void;
  /** The reader hovers or focuses the toasts. */
  onPause?: () => void;
  /** The pointer and focus have left the toasts. */
  onResume?: () => void;
}

/**
 * The bare view of the toast stack, for hosts that drive the toast machine themselves. The live region is always
 * rendered (empty when there is nothing to say) so that screen readers announce toasts as they are added.
 */
export function ToastRegion({ toasts, onDismiss, onPause, onResume }: ToastRegionProps) {
  const t = useT();
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onResume?.();
  };
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t('ui.toast.region')}
      className={styles.viewport}
      data-part="toast-region"
      onPointerEnter={onPause}
      onPointerLeave={onResume}
      onFocus={onPause}
      onBlur={onBlur}
    >
      {toasts.map((toast) => (
        <div key={toast.id} className={styles.toast} data-state={toast.name} data-part="toast">
          <p className={styles.message} dir="auto">
            {toast.message}
          </p>
          {toast.action ? <ToastActionView toast={toast} onDismiss={onDismiss} /> : null}
          <button type="button" className={styles.dismiss} aria-label={t('ui.toast.dismiss')} onClick={() => onDismiss(toast.id)}>
            <Icon icon={X} size="button" />
          </button>
        </div>
      ))}
    </div>
  );
}

function ToastActionView({ toast, onDismiss }: { toast: ToastEntry; onDismiss: (id: string) => void }) {
  const action = toast.action!;
  const onClick = () => {
    action.onClick?.();
    onDismiss(toast.id);
  };
  if (action.href === undefined) {
    return (
      <button type="button" className={styles.action} onClick={onClick}>
        {action.label}
      </button>
    );
  }
  // App paths navigate through the platform; anything else is an ordinary link.
  if (action.href.startsWith('/') && !action.href.startsWith('//')) {
    return (
      <Link to={action.href} className={styles.action} onClick={onClick}>
        {action.label}
      </Link>
    );
  }
  return (
    <a href={safeLinkHref(action.href) ?? undefined} className={styles.action} onClick={onClick}>
      {action.label}
    </a>
  );
}
