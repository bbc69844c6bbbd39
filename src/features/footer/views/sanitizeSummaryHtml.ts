/**
 * The reader guide summary (E31) arrives as HTML from the API and is untrusted. It goes through its own DOMPurify
 * instance (hooks are per instance, so the post body's rules and these never mix):
 *
 * - DOMPurify's defaults (no scripts, no `on*=` handlers, no `javascript:` URLs), plus forbidden elements that embed,
 *   submit, restyle, reposition or redirect: `style`, `link`, `meta`, `base`, `form`, `input`, `button`, `textarea`,
 *   `select`, `iframe`, `frame`, `frameset`, `object`, `embed`, `dialog`, `template`, `svg`, `math`, `noscript`;
 * - forbidden attributes: `style` (a `position:fixed` full-viewport overlay is a phishing surface), `class` and `id`
 *   (our own or a host's positioning classes, DOM clobbering), `popover`, `srcset`, `width`, `height`, `background`,
 *   `ping`, `action`, `formaction`, `srcdoc`;
 * - every link goes through the kit's link policy (`classifyLink`, `src/kit/url.ts`): a refused one keeps its text
 *   without `href`; the others get the policy's `href` and open in a new tab with `rel="noopener noreferrer nofollow ugc"`;
 * - every `src`/`poster` goes through the media policy (`safeMediaUrl`): a refused address is removed.
 *
 * It never throws: a summary starting with `<frameset>` once made DOMPurify answer `null` (and the panel crashed the
 * footer); it is now parsed after a leading `<br>` (cut off again), where a frameset is ignored and the text after it kept,
 * and any answer that is not a string is treated as nothing. Without a DOM (server rendering) nothing can
 * be sanitised and `''` is returned (the panel renders an empty body; the summary is fetched on the client anyway).
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { classifyLink, safeMediaUrl } from '../../../kit/url';

/** The `rel` of every summary link. */
export const SUMMARY_LINK_REL = 'noopener noreferrer nofollow ugc';

const FORBID_TAGS = [
  'style',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'dialog',
  'template',
  'svg',
  'math',
  'noscript',
];
const FORBID_ATTR = ['style', 'class', 'id', 'popover', 'srcset', 'width', 'height', 'background', 'ping', 'action', 'formaction', 'srcdoc'];
const config = { FORBID_TAGS, FORBID_ATTR };
/**
 * Put first, a `<br>` makes the parser leave "frameset-ok", so a leading `<frameset>` is ignored instead of replacing
 * the whole body (DOMPurify then answered nothing at all, or `null` as a DOM fragment). It is cut off the output.
 */
const LEAD = '<br>';

let purifier: DOMPurify | null = null;
let currentOrigin: string | undefined;

function getPurifier(): DOMPurify | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined' || typeof document === 'undefined') return null;
  const p = createDOMPurify(window);
  if (!p.isSupported) return null;
  p.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element;
    if (typeof el.getAttribute !== 'function') return;
    const tag = el.tagName.toUpperCase();
    if (tag === 'A' || tag === 'AREA') {
      const href = el.getAttribute('href');
      const link = href === null ? null : classifyLink(href, currentOrigin);
      if (link === null || link.kind === 'refused') el.removeAttribute('href');
      else el.setAttribute('href', link.href);
      el.setAttribute('target', '_blank');
      el.setAttribute('rel', SUMMARY_LINK_REL);
    } else if (el.hasAttribute('href')) {
      el.removeAttribute('href');
    }
    for (const name of ['src', 'poster']) {
      const value = el.getAttribute(name);
      if (value === null) continue;
      const safe = safeMediaUrl(value);
      if (safe === undefined) el.removeAttribute(name);
      else el.setAttribute(name, safe);
    }
  });
  purifier = p;
  return p;
}

/** The sanitised summary HTML; `''` for no input, without a DOM, or when DOMPurify returns nothing. Never throws. */
export function sanitizeSummaryHtml(html: string | null | undefined, origin?: string): string {
  if (!html || typeof html !== 'string') return '';
  try {
    const p = getPurifier();
    if (!p) return '';
    currentOrigin = origin ?? window.location?.origin;
    const out: unknown = p.sanitize(`${LEAD}${html}`, config);
    if (typeof out !== 'string') return '';
    return out.startsWith(LEAD) ? out.slice(LEAD.length) : out;
  } catch {
    return '';
  } finally {
    currentOrigin = undefined;
  }
}
