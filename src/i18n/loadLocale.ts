import type { LocaleMessages } from './locale';

/*
 * Its own module, away from what every translator imports (`intlLocale`): the dynamic imports below make bundlers
 * register each locale as a chunk, and only a host that calls `loadLocale` should meet them.
 */

/** Locales `loadLocale` can load (English is built in and loads nothing). */
export const loadableLocales = ['en', 'de', 'en-XA', 'ar-XB'] as const;

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
