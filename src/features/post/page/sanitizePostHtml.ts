/**
 * The post body's HTML comes from the API and is untrusted: every body goes through DOMPurify before it reaches
 * the DOM (house rule; the repo had no sanitiser before this one). On top of DOMPurify's defaults (no `<script>`,
 * no `on*=` handlers, no `javascript:`/`data:` URLs in links, also inside SVG `xlink:href`):
 *
 * - forbidden elements: `iframe`, `frame`, `object`, `embed`, `form`, `input`, `button`, `textarea`, `select`,
 *   `style`, `link`, `meta`, `base` (embeds and forms are rendered by dedicated components, never from raw HTML);
 *   forbidden attributes: `srcdoc`, `formaction`, `style`;
 * - every external link (absolute `http(s):` or protocol-relative) opens in a new tab with
 *   `rel="noopener noreferrer nofollow ugc"`; internal links lose any `target`/`rel` of the source; a link
 *   DOMPurify emptied keeps its text but no `href`;
 * - images load lazily and decode asynchronously.
 *
 * Without a DOM (server rendering) nothing can be sanitised, so nothing is returned: the body renders on the client.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';

/** The `rel` of every external link in a post body. */
export const EXTERNAL_LINK_REL = 'noopener noreferrer nofollow ugc';

const FORBID_TAGS = ['iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'style', 'link', 'meta', 'base'];
const FORBID_ATTR = ['srcdoc', 'formaction', 'style'];

let purifier: DOMPurify | null = null;

function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href.trim());
}

function getPurifier(): DOMPurify | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  const p = createDOMPurify(window);
  if (!p.isSupported) return null;
  p.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element;
    if (el.tagName === 'A') {
      const href = el.getAttribute('href');
      if (href !== null && isExternalHref(href)) {
        el.setAttribute('target', '_blank');
        el.setAttribute('rel', EXTERNAL_LINK_REL);
      } else {
        // Internal links open in place; a `rel` from the source (e.g. `opener`) is dropped.
        el.removeAttribute('target');
        el.removeAttribute('rel');
      }
    }
    if (el.tagName === 'IMG') {
      el.setAttribute('loading', 'lazy');
      el.setAttribute('decoding', 'async');
    }
  });
  purifier = p;
  return p;
}

const config = { FORBID_TAGS, FORBID_ATTR };

/** The sanitised HTML of a post body (`''` without a DOM). */
export function sanitizePostHtml(html: string | null | undefined): string {
  if (!html) return '';
  const p = getPurifier();
  return p ? p.sanitize(html, config) : '';
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
export function previewHtml(safeHtml: string, limit: number): { html: string; cut: boolean } {
  if (typeof document === 'undefined' || !safeHtml) return { html: safeHtml, cut: false };
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
export function highlightSelection(safeHtml: string, target: { text?: string | null; imgSrc?: string | null }): { html: string; found: boolean } {
  if (typeof document === 'undefined' || !safeHtml) return { html: safeHtml, found: false };
  const template = document.createElement('template');
  template.innerHTML = safeHtml;
  let found = false;
  const text = target.text?.replace(/\s+/g, ' ').trim();
  if (text) {
    const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
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
