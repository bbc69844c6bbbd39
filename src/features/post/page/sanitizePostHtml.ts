/**
 * The post body's HTML comes from the API and is untrusted: every body goes through DOMPurify before it reaches
 * the DOM (house rule; the repo had no sanitiser before this one). On top of DOMPurify's defaults (no `<script>`,
 * no `on*=` handlers, no `javascript:`/`data:` URLs in links, also inside SVG `xlink:href`):
 *
 * - forbidden elements: `iframe`, `frame`, `object`, `embed`, `form`, `input`, `button`, `textarea`, `select`,
 *   `style`, `link`, `meta`, `base`, `dialog`, `template` (embeds and forms are rendered by dedicated components, never from raw
 *   HTML; an open `dialog` is an overlay); forbidden attributes: `srcdoc`, `formaction`, `style`, `popover`;
 * - every link (`<a>`, `<area>`, SVG `<a>`) goes through the kit's one link policy (`classifyLink` in
 *   `src/kit/url.ts`) against the page's origin: `external` links (another origin, read as the browser reads them,
 *   so `/\host`, `/<TAB>/host`, `/<LF>/host` and `//host` are external) open in a new tab with
 *   `rel="noopener noreferrer nofollow ugc"` and the normalised `href`; `internal` links get the policy's `href` and
 *   lose any `target`/`rel` of the source; a `refused` link (`javascript:`, `data:`, `ftp:`, credentials…) keeps its
 *   text but no `href`;
 * - every media address (`src` of `img`, `video`, `audio`, `source`, `track`; `poster`; SVG `image`/`use` `href`)
 *   goes through the kit's media policy (`safeMediaUrl`): `data:text/html`, `data:image/svg+xml`, `ftp:` and the
 *   like are removed (the element renders without its image); protocol-relative addresses become `https:`;
 *   `srcset` is kept only when every candidate passes; `background`, `ping` and `action` attributes are removed;
 * - images load lazily and decode asynchronously.
 *
 * It needs a DOM: the page's in the browser; on a server, one the host hands over (`PlatformProvider`'s `htmlWindow`,
 * e.g. jsdom's). Without one nothing can be sanitised, so nothing is returned.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { classifyLink, safeMediaUrl } from '../../../kit/url';

/** The `rel` of every external link in a post body. */
export const EXTERNAL_LINK_REL = 'noopener noreferrer nofollow ugc';

const FORBID_TAGS = [
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'style',
  'link',
  'meta',
  'base',
  'dialog',
  'template',
];
const FORBID_ATTR = ['srcdoc', 'formaction', 'style', 'popover'];

/** One configured DOMPurify per window (the page's; a server's DOM implementation). */
const purifiers = new WeakMap<object, DOMPurify | null>();
/** The origin links are classified against during one `sanitize` call (hooks are registered once). */
let currentOrigin: string | undefined;

const MEDIA_TAGS = new Set(['IMG', 'VIDEO', 'AUDIO', 'SOURCE', 'TRACK', 'INPUT']);
const LINK_TAGS = new Set(['A', 'AREA']);

/** Applies the link policy to an element's `href` (and SVG `xlink:href`). */
function applyLinkPolicy(el: Element, origin: string | undefined): void {
  const href = el.getAttribute('href') ?? el.getAttribute('xlink:href');
  el.removeAttribute('xlink:href');
  if (href === null) {
    el.removeAttribute('target');
    el.removeAttribute('rel');
    return;
  }
  const link = classifyLink(href, origin);
  if (link.kind === 'external') {
    el.setAttribute('href', link.href);
    el.setAttribute('target', '_blank');
    el.setAttribute('rel', EXTERNAL_LINK_REL);
  } else {
    // Internal links open in place; a `rel` from the source (e.g. `opener`) is dropped. A refused link loses its href.
    if (link.kind === 'internal') el.setAttribute('href', link.href);
    else el.removeAttribute('href');
    el.removeAttribute('target');
    el.removeAttribute('rel');
  }
}

/** `srcset` when every candidate's address passes the media policy (a `data:` candidate never does: its comma splits it). */
function safeSrcset(srcset: string): string | null {
  const candidates = srcset.split(',').map((c) => c.trim());
  for (const candidate of candidates) {
    const url = candidate.split(/\s+/, 1)[0] ?? '';
    if (url === '' || url.toLowerCase().startsWith('data:') || safeMediaUrl(url) === undefined) return null;
  }
  return candidates.join(', ');
}

/** Applies the media policy to `src`, `poster`, `srcset` and SVG image references; an element without a safe `src` loses it. */
function applyMediaPolicy(el: Element): void {
  for (const name of ['src', 'poster']) {
    const value = el.getAttribute(name);
    if (value === null) continue;
    const safe = safeMediaUrl(value);
    if (safe === undefined) el.removeAttribute(name);
    else el.setAttribute(name, safe);
  }
  const srcset = el.getAttribute('srcset');
  if (srcset !== null) {
    const safe = safeSrcset(srcset);
    if (safe === null) el.removeAttribute('srcset');
    else el.setAttribute('srcset', safe);
  }
}

/** The page's own window, if there is one. */
export function pageWindow(): Window | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

function getPurifier(win: Window | undefined): DOMPurify | null {
  if (!win) return null;
  const cached = purifiers.get(win);
  if (cached !== undefined) return cached;
  const p = createDOMPurify(win as unknown as Parameters<typeof createDOMPurify>[0]);
  if (!p.isSupported) {
    purifiers.set(win, null);
    return null;
  }
  p.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element;
    if (typeof el.getAttribute !== 'function') return;
    // Attributes that fetch or navigate outside the policies below.
    el.removeAttribute('background');
    el.removeAttribute('ping');
    el.removeAttribute('action');
    const tag = el.tagName.toUpperCase();
    if (LINK_TAGS.has(tag)) applyLinkPolicy(el, currentOrigin);
    else if (el.hasAttribute('href') || el.hasAttribute('xlink:href')) {
      // SVG `image`/`use`/`feImage`…: a media reference, never a navigation.
      const href = el.getAttribute('href') ?? el.getAttribute('xlink:href') ?? '';
      const safe = tag === 'IMAGE' ? safeMediaUrl(href) : undefined;
      el.removeAttribute('href');
      el.removeAttribute('xlink:href');
      if (safe !== undefined) el.setAttribute('href', safe);
    }
    if (MEDIA_TAGS.has(tag) || el.hasAttribute('src') || el.hasAttribute('poster') || el.hasAttribute('srcset')) applyMediaPolicy(el);
    if (tag === 'IMG') {
      el.setAttribute('loading', 'lazy');
      el.setAttribute('decoding', 'async');
    }
  });
  purifiers.set(win, p);
  return p;
}

const config = { FORBID_TAGS, FORBID_ATTR };
/**
 * Put first, a `<br>` makes the parser leave "frameset-ok", so a leading `<frameset>` is ignored instead of replacing
 * the whole body (DOMPurify then answered nothing at all, or `null` as a DOM fragment). It is cut off the output.
 */
const LEAD = '<br>';

export interface SanitizePostHtmlOptions {
  /** This site's origin, for the link policy (`undefined`: none known). Default, when the key is absent: `window.location.origin`. */
  origin?: string | undefined;
  /** The DOM to sanitise with (default: the page's `window`); a server passes its DOM implementation's. */
  window?: Window | undefined;
}

/** The sanitised HTML of a post body (`''` without a DOM, or when DOMPurify returns nothing). */
export function sanitizePostHtml(html: string | null | undefined, options: SanitizePostHtmlOptions = {}): string {
  if (!html) return '';
  const p = getPurifier('window' in options ? options.window : pageWindow());
  if (!p) return '';
  currentOrigin = 'origin' in options ? options.origin : pageWindow()?.location?.origin;
  try {
    const out: unknown = p.sanitize(`${LEAD}${html}`, config);
    if (typeof out !== 'string') return '';
    return out.startsWith(LEAD) ? out.slice(LEAD.length) : out;
  } finally {
    currentOrigin = undefined;
  }
}

function wordsIn(text: string | null): number {
  const words = (text ?? '').trim().split(/\s+/);
  return words[0] === '' ? 0 : words.length;
}

/**
 * The preview of a sanitised body for a reader behind the paywall: whole top-level blocks, in order, until `limit`
 * words are reached (the block that crosses the limit is kept whole, so no paragraph is cut mid-sentence; the
 * first block is always kept). `cut` says whether anything was left out.
 */
export function previewHtml(safeHtml: string, limit: number, win: Window | undefined = pageWindow()): { html: string; cut: boolean } {
  const document = win?.document;
  if (!document || !safeHtml) return { html: safeHtml, cut: false };
  const template = document.createElement('template');
  template.innerHTML = safeHtml;
  const nodes = [...template.content.childNodes];
  const kept: Node[] = [];
  let words = 0;
  for (const node of nodes) {
    if (words >= limit && kept.length > 0) break;
    kept.push(node);
    words += wordsIn(node.textContent);
  }
  const cut = kept.length < nodes.length && nodes.slice(kept.length).some((n) => wordsIn(n.textContent) > 0 || n.nodeType === 1);
  const out = document.createElement('div');
  for (const node of kept) out.appendChild(node.cloneNode(true));
  return { html: out.innerHTML, cut };
}

/**
 * Marks a shared selection in a sanitised body (`selection-share-view`): the first occurrence of `text` inside
 * one text node is wrapped in `<mark data-part="selection-highlight">` (whitespace compared loosely); an image
 * whose `src` is `imgSrc` gets `data-selection-highlight`. `found` says whether anything was marked.
 */
export function highlightSelection(
  safeHtml: string,
  target: { text?: string | null; imgSrc?: string | null },
  win: Window | undefined = pageWindow(),
): { html: string; found: boolean } {
  const document = win?.document;
  if (!document || !safeHtml) return { html: safeHtml, found: false };
  const template = document.createElement('template');
  template.innerHTML = safeHtml;
  let found = false;
  const text = target.text?.replace(/\s+/g, ' ').trim();
  if (text) {
    const walker = document.createTreeWalker(template.content, 4 /* NodeFilter.SHOW_TEXT */);
    for (let node = walker.nextNode() as Text | null; node && !found; node = walker.nextNode() as Text | null) {
      const content = node.data.replace(/\s+/g, ' ');
      const at = content.indexOf(text);
      if (at < 0 || content.length !== node.data.length) {
        if (at >= 0) {
          // Whitespace differs: mark the whole text node rather than guess offsets.
          const mark = document.createElement('mark');
          mark.setAttribute('data-part', 'selection-highlight');
          node.replaceWith(mark);
          mark.appendChild(node);
          found = true;
        }
        continue;
      }
      const middle = node.splitText(at);
      middle.splitText(text.length);
      const mark = document.createElement('mark');
      mark.setAttribute('data-part', 'selection-highlight');
      middle.replaceWith(mark);
      mark.appendChild(middle);
      found = true;
    }
  }
  if (target.imgSrc) {
    for (const img of template.content.querySelectorAll('img')) {
      if (img.getAttribute('src') === target.imgSrc) {
        img.setAttribute('data-selection-highlight', '');
        found = true;
        break;
      }
    }
  }
  const out = document.createElement('div');
  out.appendChild(template.content.cloneNode(true));
  return { html: out.innerHTML, found };
}
