export { messages, type Catalog, type MessageId, type MessageOverrides, type MessageValue, type PluralMessage } from './messages';
export { createTranslator } from './createTranslator';
export { createTableTranslator, type MessageTable, type Translate, type MessageParams } from './translate';
export { coreMessages } from './catalog/core';
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
