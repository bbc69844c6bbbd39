export {
  classifyLink,
  cleanUrlInput,
  LINK_SCHEMES,
  type LinkClass,
  MEDIA_DATA_TYPES,
  MEDIA_SCHEMES,
  rootRelative,
  safeLinkHref,
  safeMediaUrl,
} from './url';
