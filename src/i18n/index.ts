export { messages, type Catalog, type MessageId, type MessageOverrides, type MessageValue, type PluralMessage } from './messages';
export { createTranslator, type Translate, type MessageParams } from './translate';
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
