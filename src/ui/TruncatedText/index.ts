export { TruncatedText, type TruncatedTextProps } from './TruncatedText';
export { LinkText, type LinkTextProps } from './LinkText';
export {
  truncateForDisplay,
  safeHref,
  linkKind,
  graphemes,
  CHAT_TRUNCATE_LENGTH,
  LINK_TEXT_MAX_LENGTH,
  UGC_LINK_REL,
  type TruncatedDisplay,
  type LinkKind,
} from './truncate';
