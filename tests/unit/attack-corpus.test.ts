// @vitest-environment jsdom
/**
 * Runs the attack corpus (`attack-corpus.ts`) through every HTML sink and every URL sink and counts what gets
 * through: anything executable, any link that leaves the site without being treated as external, any address with a
 * scheme outside the policies' allow-lists. Every count must be 0; the counts per sink are printed.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { tokenizeText } from '../../src/kit/text';
import { classifyLink, cleanUrlInput, LINK_SCHEMES, safeMediaUrl } from '../../src/kit/url';
import { chatBodySegments } from '../../src/features/chat/views/chatBodySegments';
import { sanitizeSummaryHtml } from '../../src/features/footer/views/sanitizeSummaryHtml';
import { sanitizePostHtml } from '../../src/features/post/page/sanitizePostHtml';
import { buildShareUrl, safeHttpUrl } from '../../src/features/sharing/shareUrls';
import { CORPUS_ORIGIN as ORIGIN, HTML_VECTORS, URL_VECTORS } from './attack-corpus';

/** Where a relative address is resolved from: a post page on the site. */
const PAGE = `${ORIGIN}/p/the-post`;
const DANGEROUS_TAGS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'isindex',
  'keygen',
  'meta',
  'base',
  'link',
  'style',
  'dialog',
  'template',
  'noscript',
  'animate',
  'set',
  'animatetransform',
  'animatemotion',
  'foreignobject',
  'use',
]);
const NAVIGATING_OR_FETCHING = new Set(['action', 'formaction', 'background', 'ping', 'data', 'codebase', 'srcdoc', 'lowsrc', 'dynsrc']);

const counts: Record<string, { vectors: number; through: number }> = {};
const failures: string[] = [];

function tally(sink: string, vector: string, problems: string[]): void {
  counts[sink] ??= { vectors: 0, through: 0 };
  counts[sink].vectors++;
  if (problems.length > 0) {
    counts[sink].through++;
    failures.push(`${sink}: ${JSON.stringify(vector)} → ${problems.join('; ')}`);
  }
}

function resolve(href: string): URL | null {
  try {
    return new URL(href, PAGE);
  } catch {
    return null;
  }
}

function linkProblem(href: string, opensNewTab: boolean): string | null {
  const url = resolve(href);
  if (!url) return `unparsable href ${JSON.stringify(href)}`;
  if (!(LINK_SCHEMES as readonly string[]).includes(url.protocol)) return `refused scheme in href ${JSON.stringify(href)}`;
  if (url.username || url.password) return `credentials in href ${JSON.stringify(href)}`;
  if (url.protocol !== 'mailto:' && url.origin !== ORIGIN && !opensNewTab) return `off-site link treated as internal ${JSON.stringify(href)}`;
  return null;
}

function mediaProblem(src: string): string | null {
  const url = resolve(src);
  if (!url) return `unparsable src ${JSON.stringify(src)}`;
  if (!['http:', 'https:', 'blob:', 'data:'].includes(url.protocol)) return `refused media scheme ${JSON.stringify(src)}`;
  if (url.protocol === 'data:' && !/^data:image\/(png|jpeg|gif|webp|avif)(;base64)?,/i.test(src))
    return `refused data: media ${JSON.stringify(src.slice(0, 40))}`;
  return null;
}

/** What is wrong with sanitised HTML (parsed inert in a template, and once more after re-serialising, for mXSS). */
function auditHtml(html: string, { positional }: { positional: boolean }): string[] {
  const problems: string[] = [];
  let current = html;
  for (let round = 0; round < 2; round++) {
    const template = document.createElement('template');
    template.innerHTML = current;
    for (const el of template.content.querySelectorAll('*')) {
      const tag = el.localName.toLowerCase();
      if (DANGEROUS_TAGS.has(tag)) problems.push(`<${tag}> survived`);
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        const value = attr.value;
        if (name.startsWith('on')) problems.push(`handler ${name}`);
        else if (name === 'style') problems.push('style attribute');
        else if (positional && (name === 'class' || name === 'id' || name === 'popover')) problems.push(`positional ${name}`);
        else if (NAVIGATING_OR_FETCHING.has(name)) problems.push(`attribute ${name}`);
        else if (name === 'href' || name === 'xlink:href') {
          const problem =
            tag === 'a' || tag === 'area'
              ? linkProblem(value, el.getAttribute('target') === '_blank')
              : tag === 'image'
                ? mediaProblem(value)
                : `href on <${tag}>`;
          if (problem) problems.push(problem);
        } else if (name === 'src' || name === 'poster') {
          const problem = mediaProblem(value);
          if (problem) problems.push(problem);
        } else if (name === 'srcset') {
          for (const candidate of value.split(',')) {
            const problem = mediaProblem(candidate.trim().split(/\s+/)[0] ?? '');
            if (problem) problems.push(`srcset: ${problem}`);
          }
        } else if (name === 'cite') {
          if (classifyLink(value, ORIGIN).kind === 'refused') problems.push('refused cite');
        }
      }
    }
    current = template.innerHTML;
  }
  return problems;
}

afterAll(() => {
  const rows = Object.entries(counts).map(
    ([sink, c]) => `  ${sink.padEnd(28)} ${String(c.vectors).padStart(4)} vectors  ${String(c.through).padStart(3)} through`,
  );
  console.log(`Attack corpus: ${HTML_VECTORS.length} HTML + ${URL_VECTORS.length} URL vectors\n${rows.join('\n')}`);
  if (failures.length) console.log(failures.join('\n'));
});

describe('attack corpus', () => {
  it('has at least 100 vectors', () => {
    expect(HTML_VECTORS.length + URL_VECTORS.length).toBeGreaterThanOrEqual(100);
  });

  it('HTML sinks: nothing executable, off-site-as-internal, positional or with a refused scheme gets through', () => {
    // HTML vectors, and every URL vector placed in every URL-carrying attribute.
    const html = [
      ...HTML_VECTORS,
      ...URL_VECTORS.flatMap((u) => {
        const v = u.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
        return [
          `<a href="${v}">a</a>`,
          `<img src="${v}" alt="i">`,
          `<video src="${v}" poster="${v}"></video>`,
          `<img srcset="${v} 1x">`,
          `<svg><a xlink:href="${v}"><text>s</text></a><image href="${v}"></image></svg>`,
          `<area href="${v}">`,
        ];
      }),
    ];
    for (const vector of html) {
      let post = '';
      let summary = '';
      expect(() => {
        post = sanitizePostHtml(vector, { origin: ORIGIN });
      }).not.toThrow();
      expect(() => {
        summary = sanitizeSummaryHtml(vector, ORIGIN);
      }).not.toThrow();
      tally('post body sanitiser', vector, auditHtml(post, { positional: false }));
      tally('reader guide sanitiser', vector, auditHtml(summary, { positional: true }));
    }
    expect(counts['post body sanitiser']?.through).toBe(0);
    expect(counts['reader guide sanitiser']?.through).toBe(0);
  });

  it('URL sinks: nothing off-site is internal, nothing refused gets a link or a src', () => {
    for (const vector of URL_VECTORS) {
      // Link policy.
      const link = classifyLink(vector, ORIGIN);
      const linkProblems: string[] = [];
      if (link.kind !== 'refused') {
        const problem = linkProblem(link.href, link.kind === 'external');
        if (problem) linkProblems.push(problem);
        if (link.kind === 'internal' && resolve(link.href)?.origin !== ORIGIN) linkProblems.push('internal link leaves the site');
      }
      tally('link policy (classifyLink)', vector, linkProblems);

      // Media policy.
      const media = safeMediaUrl(vector);
      tally('media policy (safeMediaUrl)', vector, media === undefined ? [] : [mediaProblem(media)].filter((p): p is string => p !== null));

      // Share URL builder (the address, and the address as an override).
      const shareProblems: string[] = [];
      const relativeLooking = !/^[a-z][a-z0-9+.-]*:/i.test(cleanUrlInput(vector) ?? '');
      for (const subject of [
        { kind: 'post' as const, url: vector, title: 't' },
        { kind: 'post' as const, url: '/p/ok', title: 't', shareUrlOverride: vector },
      ]) {
        const shared = buildShareUrl(subject, { origin: ORIGIN });
        if (shared === null) continue;
        const url = resolve(shared);
        if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) shareProblems.push(`share link ${shared}`);
        else if (relativeLooking && url.origin !== ORIGIN) shareProblems.push(`path-looking address left the site: ${shared}`);
        else if (url.username || url.password) shareProblems.push(`credentials: ${shared}`);
      }
      const direct = safeHttpUrl(vector, ORIGIN);
      if (direct && relativeLooking && direct.origin !== ORIGIN) shareProblems.push(`safeHttpUrl left the site: ${direct.href}`);
      tally('share URL builder', vector, shareProblems);

      // Chat link detection (the body tokenizer, with and without mention markup).
      const chatProblems: string[] = [];
      for (const body of [`see ${vector} now`, `(${vector})`, `https://ok.example/${vector}`, `[@Ada](user:1) ${vector}`]) {
        for (const token of [...tokenizeText(body), ...chatBodySegments(body, body)]) {
          if (token.type !== 'link') continue;
          const url = resolve(token.href);
          if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) chatProblems.push(`chat link ${token.href}`);
          else if (classifyLink(token.href, ORIGIN).kind === 'refused') chatProblems.push(`refused chat link ${token.href}`);
        }
      }
      tally('chat link detection', vector, chatProblems);
    }
    for (const sink of ['link policy (classifyLink)', 'media policy (safeMediaUrl)', 'share URL builder', 'chat link detection']) {
      expect(counts[sink]?.through, sink).toBe(0);
    }
  });
});
