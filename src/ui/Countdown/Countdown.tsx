import { CircleCheck, Timer } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type ReactNode, useEffect, useRef, useState } from 'react';
import { countdownParts } from '../../i18n/format';
import { useNow, useT } from '../../platform/context';
import { visuallyHidden } from '../focus.css';
import { Icon } from '../Icon';
import * as styles from './Countdown.css';

/** How often a running countdown re-reads the platform clock, in ms (K118). */
export const COUNTDOWN_REFRESH_MS = 500 as const;

export interface CountdownProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The moment the countdown reaches zero, as an ISO string or a `Date`. */
  target: string | Date;
  /**
   * Called once when the countdown reaches zero (also right after mount when `target` has already passed), e.g. to
   * refetch the content that becomes available.
   */
  onDone?: () => void;
  /** Shown next to "Available now!" once done: a refresh link or button. */
  doneAction?: ReactNode;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Time left until `target` as days, hours, minutes and seconds (`role="timer"`, not announced every second), read
 * from the platform clock every 500 ms. At zero it shows "Available now!" in a polite status region, with an
 * optional action. `data-state` is `running` or `done`.
 */
export const Countdown = forwardRef<HTMLDivElement, CountdownProps>(function Countdown({ target, onDone, doneAction, className, ...rest }, ref) {
  const t = useT();
  const targetMs = new Date(target).getTime();
  const [finished, setFinished] = useState(false);
  // Stop refreshing once done; a new `target` in the future restarts it.
  const now = useNow(finished ? undefined : COUNTDOWN_REFRESH_MS);
  const parts = countdownParts(new Date(targetMs), now);
  const firedFor = useRef<number | null>(null);
  useEffect(() => {
    setFinished(parts.done);
    if (!parts.done || firedFor.current === targetMs) return;
    firedFor.current = targetMs;
    onDone?.();
  }, [parts.done, targetMs, onDone]);
  const state = parts.done ? 'done' : 'running';
  return (
    <div ref={ref} className={className ? `${styles.root} ${className}` : styles.root} data-state={state} {...rest}>
      {parts.done ? null : (
        <span role="timer" aria-atomic="true" className={styles.timer}>
          <Icon icon={Timer} className={styles.icon} />
          {t('ui.countdown.label', { days: parts.days, hours: pad(parts.hours), minutes: pad(parts.minutes), seconds: pad(parts.seconds) })}
        </span>
      )}
      <span role="status" className={parts.done ? styles.done : visuallyHidden}>
        {parts.done ? (
          <>
            <Icon icon={CircleCheck} />
            {t('ui.countdown.done')}
          </>
        ) : null}
      </span>
      {parts.done ? doneAction : null}
    </div>
  );
});
