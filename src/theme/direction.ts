/** The two text directions; `dir` on the theme root and Radix's direction provider take one of them. */
export const textDirections = ['ltr', 'rtl'] as const;
export type TextDirection = (typeof textDirections)[number];

/** Languages written right to left (ISO 639 codes), for `directionOf`. */
const rtlLanguages = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ks', 'ku', 'ps', 'sd', 'syr', 'ug', 'ur', 'yi']);
const rtlScripts = new Set(['arab', 'hebr', 'thaa', 'syrc', 'nkoo', 'adlm', 'rohg']);

/**
 * The direction a locale is written in: `rtl` for Arabic, Hebrew, Persian, Urdu… (or a right-to-left script subtag,
 * `ku-Arab`), and for the mirrored pseudo-locale `ar-XB`; `ltr` otherwise (`en-XA` included). Pure: the same on the
 * server and in the browser.
 */
export function directionOf(locale: string | undefined): TextDirection {
  if (!locale) return 'ltr';
  const [language = '', ...subtags] = locale.toLowerCase().split(/[-_]/);
  for (const subtag of subtags) {
    if (subtag.length !== 4) continue;
    return rtlScripts.has(subtag) ? 'rtl' : 'ltr';
  }
  return rtlLanguages.has(language) ? 'rtl' : 'ltr';
}
