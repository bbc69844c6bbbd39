import type { MessageTable } from './translate';

/**
 * The pseudo-locales generated from the English catalogue (`pseudoLocaleMessages`): `en-XA` accented and about 40 %
 * longer, each message in brackets (untranslated strings, clipping); `ar-XB` right to left and mirrored (layout).
 * Chromium's pseudo-locales carry the same names.
 */
export const pseudoLocales = ['en-XA', 'ar-XB'] as const;
export type PseudoLocale = (typeof pseudoLocales)[number];

export function isPseudoLocale(locale: string): locale is PseudoLocale {
  return (pseudoLocales as readonly string[]).includes(locale);
}

/**
 * The locale `Intl` formats with (dates, numbers, plural rules): a pseudo-locale formats as English, as in Chromium
 * (its messages change, not its dates or digits); any other locale as itself. `PlatformProvider` applies it, so
 * `usePlatform().locale` and every screen's formats and plural forms are English under a pseudo-locale; a host
 * calling the format helpers itself passes `intlLocale(locale)`.
 */
export function intlLocale(locale: string): string {
  return isPseudoLocale(locale) ? 'en' : locale;
}

/**
 * A locale's messages: its translation of any part of the catalogue (same ids, same placeholders). Passed to
 * `PlatformProvider` as `localeMessages`; what it lacks is said in English.
 */
export type LocaleMessages = MessageTable;
