export { messages, type Catalog, type MessageId, type MessageOverrides, type MessageValue, type PluralMessage } from './messages';
export { createTranslator } from './createTranslator';
export { createTableTranslator, type MessageTable, type Translate, type MessageParams } from './translate';
export { coreMessages } from './catalog/core';
export { pseudoLocales, isPseudoLocale, intlLocale, type LocaleMessages, type PseudoLocale } from './locale';
export { loadLocale, loadableLocales } from './loadLocale';
export { pseudoLocalize, pseudoMessage, pseudoLocaleMessages, PSEUDO_EXPANSION } from './pseudo';
export type { LocaleTable } from './locales/types';
export {
  formatCount,
  formatDate,
  formatFullDate,
  formatRelative,
  formatDuration,
  countdownParts,
  truncateText,
  type CountdownParts,
} from './format';
