import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeDecode } from './routes';
import { classifyLink, LINK_SCHEMES, safeLinkHref, safeMediaUrl } from './url';

const ORIGIN = 'https://margin.example.com';

describe('classifyLink', () => {
  it.each([
    ['/p/the-city', '/p/the-city'],
    ['/p/a?x=1#top', '/p/a?x=1#top'],
    ['p/relative', 'p/relative'],
    ['#footnote-1', '#footnote-1'],
    ['https://margin.example.com/p/a', '/p/a'],
    ['HTTPS://MARGIN.example.com/p/a', '/p/a'],
    ['https://margin.example.com//evil.example/x', '/.//evil.example/x'],
  ])('%j is internal as %j', (href, expected) => {
    expect(classifyLink(href, ORIGIN)).toEqual({ kind: 'internal', href: expected });
  });

  // Defect 6: these looked internal to the post-body sanitiser (no target/rel) yet browsers open another site.
  it.each([
    ['/\\evil.example', 'https://evil.example/'],
    ['/\t/evil.example', 'https://evil.example/'],
    ['/\n/evil.example', 'https://evil.example/'],
    ['/\r\n/evil.example/x', 'https://evil.example/x'],
    ['\\\\evil.example', 'https://evil.example/'],
    ['//evil.example', 'https://evil.example/'],
    ['https:\\\\evil.example', 'https://evil.example/'],
    ['https://evil。example/', 'https://evil.example/'],
    ['https://example.com/a', 'https://example.com/a'],
    ['http://margin.example.com/p/a', 'http://margin.example.com/p/a'],
    ['mailto:ada@example.com', 'mailto:ada@example.com'],
  ])('%j is external as %j', (href, expected) => {
    expect(classifyLink(href, ORIGIN)).toEqual({ kind: 'external', href: expected });
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'jav\u0000ascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.com/file',
    'file:///etc/passwd',
    'blob:https://margin.example.com/uuid',
    'https://margin.example.com@evil.example/',
    'https://user:pass@example.com/',
    'https://[::1',
    '',
    '   ',
  ])('%j is refused', (href) => {
    expect(classifyLink(href, ORIGIN)).toEqual({ kind: 'refused' });
  });

  it('without an origin, relative paths are internal and absolute http(s) addresses external', () => {
    expect(classifyLink('/p/a')).toEqual({ kind: 'internal', href: '/p/a' });
    expect(classifyLink('https://margin.example.com/p/a')).toEqual({ kind: 'external', href: 'https://margin.example.com/p/a' });
    expect(classifyLink('//evil.example')).toEqual({ kind: 'external', href: 'https://evil.example/' });
    expect(classifyLink('/p/a', 'not an origin')).toEqual({ kind: 'internal', href: '/p/a' });
  });

  it('never throws on non-strings', () => {
    for (const value of [null, undefined, 42, {}, [], Symbol('x')]) expect(classifyLink(value, ORIGIN)).toEqual({ kind: 'refused' });
    expect(safeLinkHref('javascript:1')).toBeNull();
  });
});

describe('safeMediaUrl', () => {
  it.each([
    ['https://cdn.example/a.png', 'https://cdn.example/a.png'],
    ['http://cdn.example/a.png', 'http://cdn.example/a.png'],
    ['/mock-assets/a.png', '/mock-assets/a.png'],
    ['a.png', 'a.png'],
    ['//cdn.example/a.png', 'https://cdn.example/a.png'],
    ['/\\cdn.example/a.png', 'https://cdn.example/a.png'],
    ['blob:https://margin.example.com/123', 'blob:https://margin.example.com/123'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['DATA:image/webp,xyz', 'DATA:image/webp,xyz'],
  ])('%j is allowed as %j', (src, expected) => {
    expect(safeMediaUrl(src)).toBe(expected);
  });

  // Defect 6: image/video addresses from the API were never scheme-checked.
  it.each([
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:x',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:image/png;charset=x,abc',
    'data:,hello',
    'ftp://example.com/a.png',
    'file:///a.png',
    'https://user:pw@example.com/a.png',
    '',
    null,
    undefined,
  ])('%j is refused', (src) => {
    expect(safeMediaUrl(src)).toBeUndefined();
  });
});

describe('safeDecode (defect 8: malformed addresses threw URIError)', () => {
  it('decodes good escapes and answers null for malformed ones', () => {
    expect(safeDecode('caf%C3%A9')).toBe('café');
    expect(safeDecode('%ZZ')).toBeNull();
    expect(safeDecode('%')).toBeNull();
    expect(safeDecode('%ED%A0%80')).toBeNull(); // an escaped lone surrogate
    expect(safeDecode('\uD800')).toBe('\uD800'); // a raw lone surrogate is left as it is
  });
});

// ——— properties ———

const SCHEMES = ['javascript', 'vbscript', 'data', 'http', 'https', 'mailto', 'ftp', 'file', 'blob', 'about', 'jar', 'ws', 'intent'];
const NOISE = ['\t', '\n', '\r', '\u0000', '\u0001', '\u001f', '\u007f', ' ', '\u00a0', '\u2028', '\ufeff', '%09', '%0a', '&#9;', '&colon;'];
const HOSTS = [
  'margin.example.com',
  'evil.example',
  'MARGIN.EXAMPLE.COM',
  'xn--80ak6aa92e.com',
  'еxample.com',
  'evil。example',
  '127.0.0.1',
  '[::1]',
  'margin.example.com.',
];

const mixedCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((flags) => [...text].map((ch, i) => (flags[i] ? ch.toUpperCase() : ch)).join(''));
const noisy = (text: string) =>
  fc
    .array(fc.tuple(fc.nat(text.length), fc.constantFrom(...NOISE)), { maxLength: 3 })
    .map((inserts) => inserts.reduce((acc, [at, noise]) => `${acc.slice(0, at)}${noise}${acc.slice(at)}`, text));

const adversarial = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc
    .tuple(fc.constantFrom(...SCHEMES), fc.constantFrom(':', '://', ':/\\', ':\\\\', ':///'), fc.constantFrom(...HOSTS), fc.string())
    .chain(([scheme, sep, host, rest]) => fc.tuple(mixedCase(scheme), fc.constant(sep), fc.constant(host), fc.constant(rest)))
    .chain(([scheme, sep, host, rest]) => noisy(`${scheme}${sep}${host}/${rest}`)),
  fc
    .tuple(fc.constantFrom('/', '//', '/\\', '\\\\', '\\/', '/./', '/../', '', './', '?', '#'), fc.constantFrom(...HOSTS), fc.string())
    .chain(([lead, host, rest]) => noisy(`${lead}${host}/${rest}`)),
  fc
    .tuple(fc.constantFrom('https://', 'http://', '//'), fc.constantFrom('margin.example.com', 'user', 'a:b'), fc.constantFrom(...HOSTS))
    .map(([s, u, h]) => `${s}${u}@${h}/x`),
  fc
    .constantFrom('data:text/html,', 'data:image/svg+xml,', 'data:image/png;base64,', 'DaTa:ImAgE/SvG+XmL;base64,', 'data:image/png,')
    .chain((p) => noisy(`${p}AAAA`)),
);

function schemeOf(href: string): string {
  return new URL(href, `${ORIGIN}/base/`).protocol;
}

describe('URL policy properties (fast-check)', () => {
  const runs = { numRuns: 3000 };

  it('never throws, and anything internal resolves to the same origin', () => {
    fc.assert(
      fc.property(adversarial, (href) => {
        const link = classifyLink(href, ORIGIN);
        if (link.kind === 'internal') {
          expect(new URL(link.href, `${ORIGIN}/base/`).origin).toBe(ORIGIN);
          expect(new URL(link.href, `${ORIGIN}/base/`).protocol).toBe('https:');
        }
      }),
      runs,
    );
  });

  it('nothing classified internal or external has a scheme outside the allow-list, nor credentials', () => {
    fc.assert(
      fc.property(adversarial, (href) => {
        const link = classifyLink(href, ORIGIN);
        if (link.kind === 'refused') return;
        expect(LINK_SCHEMES as readonly string[]).toContain(schemeOf(link.href));
        const url = new URL(link.href, ORIGIN);
        expect(url.username + url.password).toBe('');
      }),
      runs,
    );
  });

  it('an external link never resolves to the site itself from a relative-looking input, and the browser reading of the input agrees', () => {
    fc.assert(
      fc.property(adversarial, (href) => {
        const link = classifyLink(href, ORIGIN);
        if (link.kind === 'refused') return;
        // The policy's href and the raw input (cleaned as the URL parser cleans it) lead the browser to the same place.
        let raw: URL | null = null;
        try {
          raw = new URL(href, `${ORIGIN}/`);
        } catch {
          raw = null;
        }
        if (raw && raw.protocol !== 'mailto:') expect(new URL(link.href, `${ORIGIN}/`).origin).toBe(raw.origin);
      }),
      runs,
    );
  });

  it('safeMediaUrl never throws and never returns a scriptable or refused scheme', () => {
    fc.assert(
      fc.property(adversarial, (src) => {
        const safe = safeMediaUrl(src);
        if (safe === undefined) return;
        const scheme = schemeOf(safe);
        expect(['http:', 'https:', 'blob:', 'data:']).toContain(scheme);
        const lower = safe.toLowerCase();
        expect(lower.startsWith('javascript:') || lower.startsWith('vbscript:')).toBe(false);
        if (scheme === 'data:') expect(lower).toMatch(/^data:image\/(png|jpeg|gif|webp|avif)(;base64)?,/);
        expect(lower).not.toMatch(/^data:(text\/html|image\/svg\+xml)/);
      }),
      runs,
    );
  });

  it('random strings: neither function throws', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        classifyLink(value, ORIGIN);
        safeMediaUrl(value);
      }),
      { numRuns: 500 },
    );
  });
});
