/**
 * The kit's name for the one URL policy: `classifyLink` for every `href`, `safeMediaUrl` for every `src`/`poster`
 * (allowed schemes, what "refused" looks like and why are documented in `src/ui/url/url.ts`). Like `onDemand`, it
 * lives in the UI layer, so UI parts that are sinks themselves (`Avatar`, `Carousel`) use it too; features, the
 * sanitisers and the kit's text tokenizer import it from here.
 */
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
} from '../ui/url';
