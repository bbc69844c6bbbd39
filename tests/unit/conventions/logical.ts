/**
 * Right to left: styles say "start" and "end", never "left" and "right", so `dir="rtl"` mirrors every layout.
 * `physicalProperties(file, source)` lists each physical property (or value) in a vanilla-extract stylesheet, with the
 * logical one to use instead.
 */

/** Physical property → its logical replacement (camelCase as vanilla-extract writes them). */
export const logicalReplacements: Record<string, string> = {
  left: 'insetInlineStart',
  right: 'insetInlineEnd',
  marginLeft: 'marginInlineStart',
  marginRight: 'marginInlineEnd',
  paddingLeft: 'paddingInlineStart',
  paddingRight: 'paddingInlineEnd',
  borderLeft: 'borderInlineStart',
  borderRight: 'borderInlineEnd',
  borderLeftWidth: 'borderInlineStartWidth',
  borderRightWidth: 'borderInlineEndWidth',
  borderLeftColor: 'borderInlineStartColor',
  borderRightColor: 'borderInlineEndColor',
  borderLeftStyle: 'borderInlineStartStyle',
  borderRightStyle: 'borderInlineEndStyle',
  borderTopLeftRadius: 'borderStartStartRadius',
  borderTopRightRadius: 'borderStartEndRadius',
  borderBottomLeftRadius: 'borderEndStartRadius',
  borderBottomRightRadius: 'borderEndEndRadius',
  scrollMarginLeft: 'scrollMarginInlineStart',
  scrollMarginRight: 'scrollMarginInlineEnd',
  scrollPaddingLeft: 'scrollPaddingInlineStart',
  scrollPaddingRight: 'scrollPaddingInlineEnd',
};

/** Properties whose `left` / `right` values are physical: `textAlign: 'start'`, `float: 'inline-start'`. */
const physicalValues: Record<string, string> = { textAlign: "'start' / 'end'", float: "'inline-start' / 'inline-end'", clear: "'inline-start' / 'inline-end'" };

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The source without comments (a comment may say "left"). Strings are kept: a selector or a CSS string can be physical. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`])\/\/[^\n]*/g, (_, p: string) => p);
}

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

/** Every physical property or value in a stylesheet (`*.css.ts`), as `file:line: what (use what)`. */
export function physicalProperties(file: string, source: string): string[] {
  if (!file.endsWith('.css.ts')) return [];
  const code = withoutComments(source);
  const found: [number, string][] = [];
  const names = Object.keys(logicalReplacements).sort((a, b) => b.length - a.length);
  // a key: `marginLeft:`, `'margin-left':`, `"left":`, or `margin-left:` inside a CSS string
  const key = new RegExp(`(?<![\\w$.-])(['"]?)(${[...names, ...names.map(kebab)].join('|')})\\1\\s*:`, 'g');
  for (const match of code.matchAll(key)) {
    const name = match[2]!.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    found.push([match.index, `${file}:${lineOf(code, match.index)}: ${match[2]} (use ${logicalReplacements[name]})`]);
  }
  const value = new RegExp(`(?<![\\w$.-])(${Object.keys(physicalValues).join('|')})\\s*:\\s*(['"])(left|right)\\2`, 'g');
  for (const match of code.matchAll(value)) {
    found.push([match.index, `${file}:${lineOf(code, match.index)}: ${match[1]}: '${match[3]}' (use ${physicalValues[match[1]!]})`]);
  }
  return found.sort((a, b) => a[0] - b[0]).map(([, text]) => text);
}
