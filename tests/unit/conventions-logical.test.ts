/**
 * Right to left (#25): vanilla-extract styles use logical properties (`insetInlineStart`, `marginInlineEnd`,
 * `textAlign: 'start'`…), never physical ones, so `dir="rtl"` on the theme root mirrors every layout. The rule runs
 * first over deliberate violations, so it is seen failing, then over every stylesheet of the package and its stories.
 */
import { describe, expect, it } from 'vitest';
import { physicalProperties } from './conventions/logical';
import { read, walk } from './conventions/sources';

/**
 * Stylesheets not converted yet, each with its reason. Empty is the goal: an entry is removed in the change that
 * converts the file (the last test fails on an entry whose file is already clean).
 */
const notYetLogical = new Map<string, string>([]);

const stylesheets = [...walk('src'), ...walk('stories'), ...walk('.storybook')].filter((f) => f.endsWith('.css.ts'));

describe('styles use logical properties (right to left)', () => {
  it('fails on physical properties and values, naming the logical one (fixtures)', () => {
    const sheet = [
      "export const a = style({ position: 'absolute', left: 0, right: vars.space['2'] });",
      "export const b = style({ marginLeft: 'auto', paddingRight: vars.space['3'], borderLeft: '1px solid' });",
      "export const c = style({ textAlign: 'left', float: 'right', borderTopLeftRadius: vars.radius.md });",
      "globalStyle('.a p', { 'margin-right': 0 });",
      "export const d = style({ selectors: { '&:hover': { borderRightColor: vars.color.accent } } });",
    ].join('\n');
    expect(physicalProperties('src/features/x/views/x.css.ts', sheet)).toEqual([
      'src/features/x/views/x.css.ts:1: left (use insetInlineStart)',
      'src/features/x/views/x.css.ts:1: right (use insetInlineEnd)',
      'src/features/x/views/x.css.ts:2: marginLeft (use marginInlineStart)',
      'src/features/x/views/x.css.ts:2: paddingRight (use paddingInlineEnd)',
      'src/features/x/views/x.css.ts:2: borderLeft (use borderInlineStart)',
      "src/features/x/views/x.css.ts:3: textAlign: 'left' (use 'start' / 'end')",
      "src/features/x/views/x.css.ts:3: float: 'right' (use 'inline-start' / 'inline-end')",
      'src/features/x/views/x.css.ts:3: borderTopLeftRadius (use borderStartStartRadius)',
      'src/features/x/views/x.css.ts:4: margin-right (use marginInlineEnd)',
      'src/features/x/views/x.css.ts:5: borderRightColor (use borderInlineEndColor)',
    ]);
  });

  it('lets logical properties, comments and other words be', () => {
    const sheet = [
      '// was marginLeft: auto; left: 0',
      "export const a = style({ insetInlineStart: 0, marginInlineEnd: 'auto', textAlign: 'start', borderInlineStart: '1px solid' });",
      "export const b = style({ top: 0, bottom: 0, insetBlockStart: 0, transformOrigin: 'left top' });",
      "export const left = style({ overflowX: 'auto' }); const c = { leftover: 1, isRight: true };",
    ].join('\n');
    expect(physicalProperties('src/features/x/views/x.css.ts', sheet)).toEqual([]);
    // only stylesheets are read: a machine's `left` (invites left) is no style
    expect(physicalProperties('src/features/growth/invites/useInvites.ts', 'return { left: 3 };')).toEqual([]);
  });

  it('every stylesheet uses logical properties', () => {
    expect(stylesheets.length).toBeGreaterThan(50);
    const found = stylesheets.filter((f) => !notYetLogical.has(f)).flatMap((f) => physicalProperties(f, read(f)));
    expect(found).toEqual([]);
  });

  it('the list of stylesheets not yet converted holds only files that still need it', () => {
    const clean = [...notYetLogical.keys()].filter((f) => physicalProperties(f, read(f)).length === 0);
    expect(clean).toEqual([]);
  });
});
