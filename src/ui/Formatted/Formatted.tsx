import { forwardRef, type HTMLAttributes, useContext } from 'react';
import { formatCount, formatDate, formatFullDate, formatRelative, numberFormat } from '../../i18n/format';
import { PlatformContext, useDateSettings, useNow, useT } from '../../platform/context';
import { visuallyHidden } from '../focus.css';
import * as styles from './Formatted.css';

/** The platform's locale, or English outside a `PlatformProvider`. */
function useLocale(): string {
  return useContext(PlatformContext)?.locale ?? 'en';
}

const join = (a: string, b?: string) => (b ? `${a} ${b}` : a);

export interface FormattedCountProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The count. Negative and non-finite values show as 0, fractions are dropped. */
  value: number;
}

/**
 * A count shortened like "1.2K" or "3M", with the full number ("1,234") as the `title` and as the text screen
 * readers hear. Counts below 1,000 show as they are.
 */
export const FormattedCount = forwardRef<HTMLSpanElement, FormattedCountProps>(function FormattedCount({ value, className, ...rest }, ref) {
  const locale = useLocale();
  const n = Math.max(0, Math.floor(Number.isFinite(value) ? value : 0));
  const short = formatCount(n, locale);
  const full = numberFormat(locale).format(n);
  const classes = join(styles.count, className);
  if (short === full) {
    return (
      <span ref={ref} className={classes} data-value={n} {...rest}>
        {short}
      </span>
    );
  }
  return (
    <span ref={ref} className={classes} title={full} data-value={n} {...rest}>
      <span aria-hidden="true">{short}</span>
      <span className={visuallyHidden}>{full}</span>
    </span>
  );
});

export interface FormattedDateProps extends Omit<HTMLAttributes<HTMLTimeElement>, 'children'> {
  /** An ISO date-time or a `Date`. */
  date: string | Date;
}

/**
 * A date like "Nov 21", with the year only when it is not the current year of the platform clock ("Dec 31, 2025").
 * A `<time dateTime>` whose `title` always has the year. Dates are written in the platform's time zone (`PlatformProvider`'s `timeZone`, default UTC), on the server as in the browser.
 */
export const FormattedDate = forwardRef<HTMLTimeElement, FormattedDateProps>(function FormattedDate({ date, className, ...rest }, ref) {
  const { locale, timeZone } = useDateSettings();
  const now = useNow();
  const d = new Date(date);
  if (Number.isNaN(d.getTime())) return null;
  return (
    <time ref={ref} dateTime={d.toISOString()} title={formatFullDate(d, locale, timeZone)} className={join(styles.time, className)} {...rest}>
      {formatDate(d, now, locale, timeZone)}
    </time>
  );
});

/** How often `RelativeTime` re-reads the clock by default: once a minute, its smallest unit. */
export const RELATIVE_TIME_REFRESH_MS = 60_000 as const;

export interface RelativeTimeProps extends Omit<HTMLAttributes<HTMLTimeElement>, 'children'> {
  /** An ISO date-time or a `Date` in the past. */
  date: string | Date;
  /** Re-read the platform clock this often, in ms. Default 60 000. */
  refreshMs?: number;
}

/**
 * Time since `date` for feeds and chat: "just now", "5m", "3h", "2d", then the date ("Nov 14"). A `<time dateTime>`
 * with the full date as `title`; it follows the platform clock.
 */
export const RelativeTime = forwardRef<HTMLTimeElement, RelativeTimeProps>(function RelativeTime(
  { date, refreshMs = RELATIVE_TIME_REFRESH_MS, className, ...rest },
  ref,
) {
  const t = useT();
  const { locale, timeZone } = useDateSettings();
  const now = useNow(refreshMs);
  const d = new Date(date);
  if (Number.isNaN(d.getTime())) return null;
  const relative = formatRelative(d, now, locale, timeZone);
  return (
    <time ref={ref} dateTime={d.toISOString()} title={formatFullDate(d, locale, timeZone)} className={join(styles.time, className)} {...rest}>
      {relative === 'just now' ? t('format.justNow') : relative}
    </time>
  );
});
