import type { MessageValue } from '../messages';

/**
 * A full translation of one area's catalogue into another locale: every id of the English table, nothing else. A
 * plural message may use any of the locale's plural categories (`Intl.PluralRules(locale)`); placeholders are the
 * English ones, unchanged. The type makes a missing or an unknown id a compile error, so a locale is complete or
 * does not build.
 */
export type LocaleTable<English extends Record<string, MessageValue>> = { readonly [K in keyof English]: MessageValue };
