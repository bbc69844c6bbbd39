// @vitest-environment node
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sanitizeSummaryHtml } from './sanitizeSummaryHtml';
import { ReaderGuidePanel } from './ReaderGuidePanel';

describe('reader guide without a DOM (server rendering, issue 13 defect 1)', () => {
  it('sanitizeSummaryHtml answers nothing instead of throwing', () => {
    expect(sanitizeSummaryHtml('<p>Hello <a href="/p/a">a</a></p><script>1</script>')).toBe('');
    expect(sanitizeSummaryHtml('<frameset>')).toBe('');
  });

  it('the panel renders on the server with a hostile summary, with an empty body', () => {
    const html = renderToString(createElement(ReaderGuidePanel, { status: 'shown', html: '<frameset><p style="position:fixed">x</p>' }));
    expect(html).toContain('data-part="reader-guide-body"');
    expect(html).not.toMatch(/frameset|position:fixed/);
  });
});
