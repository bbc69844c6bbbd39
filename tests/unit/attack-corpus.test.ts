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
import { changeEmail } from '../../src/api/endpoints/account';
import { ApiError } from '../../src/api/errors';
import { buildPath, callEndpoint, PathParameterError } from '../../src/api/http';
import { RealtimeServerFrame } from '../../src/api/schemas/livestream';
import { matchRoute, pathTo } from '../../src/kit/routes';
import { accountFieldRules } from '../../src/features/account/fieldRules';
import { validate } from '../../src/features/account/machines/accountEdit.machine';
import { getPostBySlug } from '../../src/api/endpoints/posts';
import { attachSource } from '../../src/features/media/player/attachSource';
import { safeAppLink } from '../../src/features/chat/permalink/permalink';
import { safeNextPath } from '../../src/features/signup/nextPath';
import { normalisePathname, parsePath } from '../../src/platform/navigation';
import {
  CORPUS_ORIGIN as ORIGIN,
  DOT_SEGMENT_PARAMS,
  EMPTY_SEGMENT_PATHS,
  HOSTILE_EMAILS,
  HTML_VECTORS,
  longBody,
  MEDIA_URL_VECTORS,
  NEXT_VECTORS,
  URL_VECTORS,
} from './attack-corpus';

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

describe('attack corpus: addresses, path parameters, form fields, realtime bodies and media URLs', () => {
  it('an address with empty segments is routed like its single-slash path and written back on this site', () => {
    for (const path of EMPTY_SEGMENT_PATHS) {
      const written = normalisePathname(path);
      expect(written, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(`${written}?x=1`, `${ORIGIN}/p/here`).origin, path).toBe(ORIGIN);
      expect(matchRoute(path), path).toEqual(matchRoute(written));
      expect(parsePath(`${path}?x=1#h`), path).toEqual({ pathname: written, search: '?x=1', hash: '#h' });
    }
    expect(matchRoute('//newsletters')?.screen).toBe('newsletters');
    expect(normalisePathname('//newsletters')).toBe('/newsletters');
    expect(normalisePathname('//p/three-voices/comments')).toBe('/p/three-voices/comments');
    expect(normalisePathname('/p/three-voices/')).toBe('/p/three-voices/');
  });

  it('`next` is a path on this site by construction: read on a placeholder origin, written back from its parts', () => {
    for (const next of [...NEXT_VECTORS, ...URL_VECTORS]) {
      const safe = safeNextPath(next);
      expect(safe, next).toMatch(/^\/(?![/\\])/);
      expect(new URL(safe, ORIGIN).origin, next).toBe(ORIGIN);
      expect(normalisePathname(safe.split(/[?#]/, 1)[0]!), next).toBe(safe.split(/[?#]/, 1)[0]);
    }
    expect(safeNextPath('/..//evil.example')).toBe('/evil.example');
    expect(safeNextPath('/%5Cevil.example')).toBe('/%5Cevil.example');
    expect(safeNextPath('/p/ok?x=1#y')).toBe('/p/ok?x=1#y');
  });

  it('a path parameter that is a dot segment is refused before any request; other dots are kept', async () => {
    for (const slug of DOT_SEGMENT_PARAMS) {
      expect(() => buildPath('/api/v1/posts/:slug', { slug }), slug).toThrow(PathParameterError);
      let requested = 0;
      const fetch = (async () => {
        requested++;
        return new Response('{}');
      }) as typeof globalThis.fetch;
      const error = await callEndpoint({ baseUrl: ORIGIN, fetch }, getPostBySlug, { params: { slug } } as never).catch((e: unknown) => e);
      expect(error, slug).toBeInstanceOf(ApiError);
      expect((error as ApiError).field).toBe('params.slug');
      expect(requested, slug).toBe(0);
    }
    for (const slug of ['a.b', '...', '.x', 'x.', '%2e%2e%2e', 'a%2e'])
      expect(buildPath('/api/v1/posts/:slug', { slug }), slug).toMatch(/^\/api\/v1\/posts\/[^/]+$/);
    // The product's own paths carry the same parameters: `pathTo` writes them, `buildPath` refuses the dot ones.
    expect(pathTo('embedPodcast', { slug: '..' })).toBe('/embed/podcast/..');
  });

  it('the account form refuses every e-mail the API refuses (its rule is the endpoint schema’s)', () => {
    for (const value of [...HOSTILE_EMAILS, 'paolo@example.com', 'a nn@example.com', 'paolo@', '@example.com']) {
      const api = changeEmail.body?.safeParse({ email: value.trim().toLowerCase(), confirm_email: value.trim().toLowerCase() }).success;
      const form = validate('email', value, accountFieldRules.email) === null;
      expect(form, JSON.stringify(value)).toBe(api);
    }
    for (const value of HOSTILE_EMAILS) expect(validate('email', value, accountFieldRules.email), JSON.stringify(value)).not.toBeNull();
  });

  it('an "Open in app" link is the app’s own deep link or a link the policy allows, nothing else', () => {
    expect(safeAppLink('masthead://chat/c/4101')).toBe('masthead://chat/c/4101');
    expect(safeAppLink('https://links.example.com/app')).toBe('https://links.example.com/app');
    for (const vector of [...URL_VECTORS, 'masthead://chat/<script>', 'masthead:javascript:alert(1)', 'mastheadx://chat']) {
      const href = safeAppLink(vector);
      if (href === undefined || /^masthead:\/\/[A-Za-z0-9/_-]*$/.test(href)) continue;
      expect(classifyLink(href, ORIGIN).kind, vector).not.toBe('refused');
    }
  });

  it('a realtime chat message longer than the send endpoint’s limit is refused with its frame', () => {
    const frame = (body: string) => ({
      channel: 'live-stream:1',
      event: 'live-stream:message-sent',
      data: {
        message: {
          id: 1,
          user: { id: 2, name: 'Eve', handle: 'eve', photo_url: null, is_admin: false },
          body,
          created_at: '2026-11-21T12:00:00.000Z',
          num_viewers_joined: null,
        },
      },
    });
    expect(RealtimeServerFrame.safeParse(frame('see you at 9 pm')).success).toBe(true);
    expect(RealtimeServerFrame.safeParse(frame(longBody(500))).success).toBe(true);
    expect(RealtimeServerFrame.safeParse(frame(longBody(501))).success).toBe(false);
    expect(RealtimeServerFrame.safeParse(frame(longBody())).success).toBe(false);
  });

  it('a media element gets only what the URL policy allows, whoever built the source (HLS played natively, MP4)', async () => {
    for (const src of [...MEDIA_URL_VECTORS, ...URL_VECTORS]) {
      for (const kind of ['hls', 'mp4'] as const) {
        const video = document.createElement('video');
        video.canPlayType = () => 'maybe';
        video.load = () => {};
        let fatal = 0;
        const detach = attachSource(video, { kind, src }, { onFatal: () => fatal++, onReady: () => {} });
        await Promise.resolve();
        const set = video.getAttribute('src');
        const problems = set === null ? [] : [mediaProblem(set)].filter((p): p is string => p !== null);
        tally(`media element (${kind})`, src, problems);
        if (set === null) expect(fatal, src).toBe(1);
        detach();
      }
    }
    for (const src of MEDIA_URL_VECTORS) {
      const video = document.createElement('video');
      video.canPlayType = () => 'maybe';
      attachSource(video, { kind: 'hls', src }, { onFatal: () => {}, onReady: () => {} });
      expect(video.getAttribute('src'), src).toBeNull();
    }
    expect(counts['media element (hls)']?.through).toBe(0);
    expect(counts['media element (mp4)']?.through).toBe(0);
  });
});
