// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SUMMARY_LINK_REL, sanitizeSummaryHtml } from './sanitizeSummaryHtml';

const origin = 'https://margin.example.com';

function parse(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
}

describe('sanitizeSummaryHtml (issue 13, defect 1)', () => {
  it.each([
    '<frameset><frame src="javascript:1"></frameset>',
    '<frameset onload="window.__pwned=1"><p>text</p>',
    '<frameset>',
    '<html><frameset></frameset></html>',
  ])('a summary starting with a frameset answers a string, never throws: %s', (html) => {
    expect(() => sanitizeSummaryHtml(html, origin)).not.toThrow();
    expect(typeof sanitizeSummaryHtml(html, origin)).toBe('string');
    expect(sanitizeSummaryHtml(html, origin)).not.toMatch(/frame|onload|javascript/i);
  });

  it('keeps the text after a leading frameset', () => {
    expect(sanitizeSummaryHtml('<frameset><frame src="javascript:1"></frameset><p>after</p>', origin)).toBe('<p>after</p>');
  });

  it('strips style attributes, classes, ids and positional elements (no full-viewport overlay)', () => {
    const out = parse(
      sanitizeSummaryHtml(
        '<div style="position:fixed;inset:0;z-index:99999" class="overlay" id="root">Your session expired</div><dialog open>pw</dialog><div popover>p</div><style>*{}</style>',
        origin,
      ),
    );
    expect(out.querySelector('[style],[class],[id],[popover],dialog,style')).toBeNull();
    expect(out.textContent).toContain('Your session expired');
  });

  it('links go through the link policy and open in a new tab; media through the media policy', () => {
    const out = parse(
      sanitizeSummaryHtml(
        '<a href="/p/ok">in</a><a href="/\\evil.example">out</a><a href="java&#9;script:1">js</a><img src="data:image/svg+xml,&lt;svg/&gt;" alt="s"><img src="//cdn.example/a.png" alt="c">',
        origin,
      ),
    );
    const [internal, offsite, js] = Array.from(out.querySelectorAll('a'));
    expect(internal?.getAttribute('href')).toBe('/p/ok');
    expect(offsite?.getAttribute('href')).toBe('https://evil.example/');
    expect(js?.hasAttribute('href')).toBe(false);
    for (const a of out.querySelectorAll('a')) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe(SUMMARY_LINK_REL);
    }
    const [svg, cdn] = Array.from(out.querySelectorAll('img'));
    expect(svg?.hasAttribute('src')).toBe(false);
    expect(cdn?.getAttribute('src')).toBe('https://cdn.example/a.png');
  });

  it('keeps a normal summary', () => {
    expect(sanitizeSummaryHtml('<h3>Guide</h3><ul><li><strong>Length:</strong> 6 min</li></ul>', origin)).toBe(
      '<h3>Guide</h3><ul><li><strong>Length:</strong> 6 min</li></ul>',
    );
  });
});
