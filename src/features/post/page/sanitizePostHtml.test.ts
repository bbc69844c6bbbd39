// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { EXTERNAL_LINK_REL, highlightSelection, previewHtml, sanitizePostHtml } from './sanitizePostHtml';

/** Every payload would set `window.__pwned` (or navigate) if it ran. */
const HOSTILE_BODY = [
  '<p>Safe text.</p>',
  '<script>window.__pwned = true</script>',
  '<img src="x" onerror="window.__pwned = true">',
  '<p onclick="window.__pwned = true">Click handler</p>',
  '<a href="javascript:window.__pwned=true">js link</a>',
  '<a href=" JaVaScRiPt:window.__pwned=true">spaced js link</a>',
  '<svg onload="window.__pwned = true"><a xlink:href="javascript:window.__pwned=true"><text x="0" y="15">svg link</text></a></svg>',
  '<svg><a href="javascript:window.__pwned=true"><text>svg2</text></a></svg>',
  '<iframe srcdoc="<script>parent.__pwned = true</script>"></iframe>',
  '<iframe src="javascript:parent.__pwned=true"></iframe>',
  '<object data="javascript:window.__pwned=true"></object>',
  '<embed src="javascript:window.__pwned=true">',
  '<form action="javascript:window.__pwned=true"><button formaction="javascript:1">Go</button></form>',
  '<body onload="window.__pwned = true">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned = true"></style></mglyph></table></mtext></math>',
  '<p style="background:url(javascript:window.__pwned=true)">styled</p>',
  '<a href="https://example.com/ok">a fine link</a>',
  '<a href="/p/internal">internal</a>',
].join('');

describe('sanitizePostHtml', () => {
  const out = sanitizePostHtml(HOSTILE_BODY);

  it.each([
    ['<script', /<script/i],
    ['event handlers', /\son\w+=/i],
    ['javascript: URLs', /javascript:/i],
    ['iframes', /<iframe/i],
    ['srcdoc', /srcdoc/i],
    ['object/embed', /<(object|embed)/i],
    ['forms and buttons', /<(form|button)/i],
    ['inline styles', /style=/i],
  ])('removes %s', (_name, pattern) => {
    expect(out).not.toMatch(pattern);
  });

  it('keeps the safe content', () => {
    expect(out).toContain('<p>Safe text.</p>');
    expect(out).toContain('a fine link');
    expect(out).toContain('js link');
  });

  it('gives external links a safe rel and a new tab; internal links stay as they are', () => {
    const doc = new DOMParser().parseFromString(out, 'text/html');
    const external = doc.querySelector('a[href="https://example.com/ok"]')!;
    expect(external.getAttribute('rel')).toBe(EXTERNAL_LINK_REL);
    expect(external.getAttribute('target')).toBe('_blank');
    const internal = doc.querySelector('a[href="/p/internal"]')!;
    expect(internal.hasAttribute('target')).toBe(false);
    expect(EXTERNAL_LINK_REL).toBe('noopener noreferrer nofollow ugc');
  });

  it('an internal link loses a source target and rel; an external one gets the safe rel whatever it had', () => {
    expect(sanitizePostHtml('<a href="/x" target="_blank" rel="opener">x</a>')).toBe('<a href="/x">x</a>');
    expect(sanitizePostHtml('<a href="//evil.example" rel="opener">x</a>')).toContain(`rel="${EXTERNAL_LINK_REL}"`);
  });

  it('images load lazily', () => {
    expect(sanitizePostHtml('<img src="/a.png" alt="A">')).toMatch(/loading="lazy"/);
  });

  it('running the output executes nothing', () => {
    const w = window as unknown as { __pwned?: boolean };
    delete w.__pwned;
    const host = document.createElement('div');
    host.innerHTML = out;
    document.body.appendChild(host);
    for (const a of host.querySelectorAll('a:not([href])')) a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    for (const el of host.querySelectorAll('*')) el.dispatchEvent(new Event('load'));
    expect(w.__pwned).toBeUndefined();
    host.remove();
  });

  it('empty input → empty output', () => {
    expect(sanitizePostHtml(null)).toBe('');
    expect(sanitizePostHtml('')).toBe('');
  });
});

describe('previewHtml', () => {
  const body = ['<p>one two three</p>', '<p>four five six</p>', '<h2>seven</h2>', '<p>eight nine ten</p>'].join('');
  it.each([
    [1, '<p>one two three</p>', true],
    [3, '<p>one two three</p>', true],
    [4, '<p>one two three</p><p>four five six</p>', true],
    [7, '<p>one two three</p><p>four five six</p><h2>seven</h2>', true],
    [100, body, false],
  ])('limit %s words', (limit, html, cut) => {
    expect(previewHtml(body, limit)).toEqual({ html, cut });
  });
  it('always keeps the first block', () => expect(previewHtml(body, 0).html).toBe('<p>one two three</p>'));
});

describe('highlightSelection', () => {
  const body = '<p>The reading room opens at nine.</p><p>Queues form <em>early</em>.</p><img src="/a.jpg" alt="A">';
  it.each([
    ['text in one node', { text: 'opens at nine' }, '<p>The reading room <mark data-part="selection-highlight">opens at nine</mark>.</p>', true],
    ['text with loose whitespace', { text: '  opens   at nine ' }, '<mark data-part="selection-highlight">opens at nine</mark>', true],
    ['an image by src', { imgSrc: '/a.jpg' }, '<img src="/a.jpg" alt="A" data-selection-highlight="">', true],
    ['text that is not there', { text: 'closes at six' }, body, false],
    ['an image that is not there', { imgSrc: '/b.jpg' }, body, false],
    ['nothing to find', {}, body, false],
  ] as const)('%s', (_name, target, contains, found) => {
    const out = highlightSelection(body, target);
    expect(out.found).toBe(found);
    expect(out.html).toContain(contains);
  });
});

describe('sanitizePostHtml: one URL policy for links and images (issue 13, defect 6)', () => {
  const origin = 'https://margin.example.com';
  const link = (href: string) => {
    const box = document.createElement('div');
    box.innerHTML = sanitizePostHtml(`<a href="${href}">x</a>`, { origin });
    return box.querySelector('a')!;
  };
  const img = (src: string) => {
    const box = document.createElement('div');
    box.innerHTML = sanitizePostHtml(`<img src="${src}" alt="pic">`, { origin });
    return box.querySelector('img');
  };

  it.each([
    ['/\\evil.example', 'https://evil.example/'],
    ['/&#9;/evil.example', 'https://evil.example/'],
    ['/&#10;/evil.example', 'https://evil.example/'],
    ['\\\\evil.example', 'https://evil.example/'],
    ['//evil.example/a', 'https://evil.example/a'],
  ])('%s leaves the site: opens in a new tab with the UGC rel, normalised', (href, expected) => {
    const a = link(href);
    expect(a.getAttribute('href')).toBe(expected);
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toBe(EXTERNAL_LINK_REL);
  });

  it('an absolute link to this site is internal and root-relative', () => {
    const a = link('https://margin.example.com/p/ok?x=1');
    expect(a.getAttribute('href')).toBe('/p/ok?x=1');
    expect(a.hasAttribute('target')).toBe(false);
  });

  it.each(['ftp://evil.example/f', 'https://margin.example.com@evil.example/'])('%s is refused: text without href', (href) => {
    const a = link(href);
    expect(a.hasAttribute('href')).toBe(false);
    expect(a.textContent).toBe('x');
  });

  it.each(['data:text/html,&lt;script&gt;1&lt;/script&gt;', 'data:image/svg+xml,&lt;svg/&gt;', 'ftp://evil.example/a.png', 'javascript:1'])(
    'img src %s is removed',
    (src) => {
      expect(img(src)?.hasAttribute('src')).toBe(false);
    },
  );

  it('img src: protocol-relative becomes https, raster data: and https stay', () => {
    expect(img('//cdn.example/a.png')?.getAttribute('src')).toBe('https://cdn.example/a.png');
    expect(img('data:image/png;base64,iVBORw0KGgo=')?.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(img('https://cdn.example/a.png')?.getAttribute('src')).toBe('https://cdn.example/a.png');
  });

  it('never throws for a body starting with <frameset>, and keeps the text after it', () => {
    expect(sanitizePostHtml('<frameset><frame src="javascript:1"></frameset><p>after</p>', { origin })).toBe('<p>after</p>');
  });
});
