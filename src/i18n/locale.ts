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
 * (its messages change, not its dates or digits); any other locale as itself.
 */
export function intlLocale(locale: string): string {
  return isPseudoLocale(locale) ? 'en' : locale;
}

/**
 * A locale's messages: its translation of any part of the catalogue (same ids, same placeholders). Passed to
 * `PlatformProvider` as `localeMessages`; what it lacks is said in English.
 */
export type LocaleMessages = MessageTable;

/** Locales `loadLocale` can load (English is built in and loads nothing). */
export const loadableLocales = ['en', 'de', ...pseudoLocales] as const;

/**
 * Loads a locale's messages on demand, for `PlatformProvider`'s `localeMessages`: each locale is its own module,
 * fetched through a dynamic `import()` when a host asks for it, so a host's bundle carries only the locales it uses
 * (a host that knows its locale at build time imports `@masthead/ui/locales/<locale>` instead). English is built in
 * (`{}`: nothing to load); `en-GB` loads `en`. Rejects for a locale the package has no catalogue for.
 */
export function loadLocale(locale: string): Promise<LocaleMessages> {
  if (locale === 'en-XA' || locale === 'ar-XB') return import('./pseudo').then((m) => m.pseudoLocaleMessages(locale));
  const language = locale.split(/[-_]/)[0]?.toLowerCase();
  if (language === 'en') return Promise.resolve({});
  if (language === 'de') return import('./locales/de/index').then((m) => m.deMessages);
  return Promise.reject(new Error(`Masthead has no catalogue for the locale "${locale}" (available: ${loadableLocales.join(', ')}).`));
}
