export {
  FormattedCount,
  FormattedDate,
  RelativeTime,
  RELATIVE_TIME_REFRESH_MS,
  type FormattedCountProps,
  type FormattedDateProps,
  type RelativeTimeProps,
} from './Formatted';
