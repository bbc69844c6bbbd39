import type { MessageValue } from '../messages';

/**
 * A translation of one area's catalogue into another locale: ids of the English table only (an unknown id is a
 * compile error). A plural message may use any of the locale's plural categories (`Intl.PluralRules(locale)`);
 * placeholders are the English ones, unchanged. Completeness (every English id translated, the same placeholders) is
 * checked by the locale's unit test rather than the type, so a text added in English fails one test, not every build.
 */
export type LocaleTable<English extends Record<string, MessageValue>> = { readonly [K in keyof English]?: MessageValue };
