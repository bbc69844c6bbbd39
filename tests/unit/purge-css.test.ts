import { describe, expect, it } from 'vitest';
import { purgeCss, tokensOf } from '../../scripts/purge-css.mjs';

describe('purgeCss (the standalone script’s stylesheet)', () => {
  it('keeps the selectors whose classes the script names, in rules and in @media', () => {
    const css = '.a{color:red}.b,.c{margin:0}@media (max-width:1px){.a .d{padding:0}.c{padding:1px}}:host{all:initial}:where(.a) *{box-sizing:border-box}';
    expect(purgeCss(css, new Set(['a', 'c']))).toBe(
      '.a{color:red}.c{margin:0}@media (max-width:1px){.c{padding:1px}}:host{all:initial}:where(.a) *{box-sizing:border-box}',
    );
  });

  it('drops fonts, keyframes no rule names, and custom properties nothing reads', () => {
    const css =
      '@font-face{font-family:X;src:url(x.woff2)}@keyframes spin{to{rotate:1turn}}@keyframes gone{to{opacity:0}}.t{--a:1px;--b:var(--c);--c:red;--d:"x;y";--e:2}.a{width:var(--a);color:var(--b);animation:spin 1s}.z{color:var(--e)}';
    expect(purgeCss(css, new Set(['a', 't']))).toBe(
      '.t{--a:1px;--b:var(--c);--c:red}.a{width:var(--a);color:var(--b);animation:spin 1s}@keyframes spin{to{rotate:1turn}}',
    );
  });

  it('reads class names out of a bundle as whole tokens', () => {
    const tokens = tokensOf('const a="_1hq58p10 mh-light",b=x?"_2abc":"";');
    expect(tokens.has('_1hq58p10')).toBe(true);
    expect(tokens.has('_1hq58p1')).toBe(false);
    expect(tokens.has('mh-light')).toBe(true);
  });
});
