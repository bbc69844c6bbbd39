/**
 * Formatting helpers shared by every screen: counts shortened like "1.2K", dates, durations.
 * Pure: the current time is always an argument (the platform clock provides it).
 */

/**
 * `Intl` formatters are costly to build (tens of microseconds each) and long lists format thousands of values, so
 * each locale + options pair is built once and reused.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * Shortens a count: 999 → "999", 1_234 → "1.2K", 12_345 → "12K", 1_250_000 → "1.3M", 1_500_000_000 → "1.5B".
 * One decimal while the shortened number is below 10, none above. Negative or non-finite counts show as 0.
 */
export function formatCount(value: number, locale = 'en'): string {
  const n = Math.max(0, Math.floor(Number.isFinite(value) ? value : 0));
  if (n < 1000) return String(n);
  const scaled = n >= 1e12 ? n / 1e12 : n >= 1e9 ? n / 1e9 : n >= 1e6 ? n / 1e6 : n / 1e3;
  return numberFormat(locale, { notation: 'compact', maximumFractionDigits: scaled < 10 ? 1 : 0 }).format(n);
}

/**
 * The IANA time zone dates are shown in: `zone` when `Intl` knows it, else `UTC`. Dates never follow the machine's own
 * zone (a server and a browser in different zones would write different days and the hydration would not match): a
 * host passes the reader's zone to `PlatformProvider` (`timeZone`) on both sides.
 */
export function safeTimeZone(zone: string | undefined): string {
  if (!zone) return 'UTC';
  try {
    return dateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/** The calendar year of `date` in `timeZone`. */
function yearIn(date: Date, timeZone: string): string {
  return dateTimeFormat('en', { year: 'numeric', timeZone }).format(date);
}

/**
 * "Nov 21, 2026"; the year is left out when it is the current one. In `timeZone` (the platform's, default UTC), so the
 * day is the reader's and the server writes the same one.
 */
export function formatDate(iso: string | Date, now: Date, locale = 'en', timeZone = 'UTC'): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  const sameYear = yearIn(date, timeZone) === yearIn(now, timeZone);
  return dateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone,
  }).format(date);
}

/** "Nov 21, 2026" always with the year, in `timeZone` (default UTC). */
export function formatFullDate(iso: string | Date, locale = 'en', timeZone = 'UTC'): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return dateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(date);
}

/** Relative time for feeds and chat: "just now", "5m", "3h", "2d", then the date. */
export function formatRelative(iso: string | Date, now: Date, locale = 'en', timeZone = 'UTC'): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  const seconds = Math.floor((now.getTime() - date.getTime()) / 1000);
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d`;
  return formatDate(date, now, locale, timeZone);
}

/** Seconds as "m:ss" or "h:mm:ss" (players, clips). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True when the target time has been reached. */
  done: boolean;
}

/** Splits the time left until `target` into parts (never negative). */
export function countdownParts(target: Date | string, now: Date): CountdownParts {
  const t = typeof target === 'string' ? new Date(target) : target;
  const left = Math.max(0, Math.floor((t.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: left === 0,
  };
}

/** Cuts text to `max` characters, ending with an ellipsis when cut (link text is cut at 64, K002). */
export function truncateText(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}
