/**
 * The code conventions as plain functions over a file's path and text, so each rule can be run on a fixture and
 * shown to fail (tests/unit/conventions-code.test.ts runs them on the tree and on deliberate violations).
 *
 * - Colours live in the theme: no colour literal (`#rgb`, `rgb()`/`hsl()` and friends, a named colour as a CSS value)
 *   in `src/` outside `src/theme/`.
 * - Every connected component the package exports (a component of a module that runs a data hook) is declared
 *   through the kit's `defineScreen` or `withScreenBoundary`, so a render error stays inside it.
 * - Views (`views/*.tsx`, `*View.tsx`) take props and render: they import no data hook (`use*` modules), no
 *   TanStack Query, no platform hook that hands out an adapter with effects (clock, storage, navigation, analytics,
 *   dialogs, visibility, timers), no connected component, and touch no global (document or window listeners, the
 *   clipboard, timers). Effects on their own elements (focus, scroll, measuring) stay allowed.
 */
import path from 'node:path';

/** Source without comments (a comment may name a colour or a hook without using it). */
export function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

const HEX = /(?<![\w&/])#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})(?![\w-])/g;
const COLOUR_FUNCTION = /(?<![\w-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/g;
const NAMED = '(?:white|black|red|green|blue|gray|grey|silver|orange|yellow|purple|pink|navy|maroon)';
/** A named colour as a style value: `color: 'white'` in a style object, `background:white` in a style string. */
const NAMED_VALUE = new RegExp(
  `(?:\\b[a-zA-Z]+:\\s*'${NAMED}'|(?:color|background|border[a-z-]*|outline|fill|stroke)\\s*:\\s*[^;'"\`\\n{}]*\\b${NAMED}\\b)`,
  'gi',
);

export function colourLiterals(file: string, source: string): string[] {
  const rel = file.split(path.sep).join('/');
  if (rel.startsWith('src/theme/') || !/\.(ts|tsx)$/.test(rel) || /\.test\.tsx?$/.test(rel)) return [];
  const code = stripComments(source);
  const found = [...(code.match(HEX) ?? []), ...(code.match(COLOUR_FUNCTION) ?? []), ...(code.match(NAMED_VALUE) ?? [])];
  return found.map((literal) => `${rel}: colour literal ${literal.trim()} (use a token from src/theme)`);
}

/** The module specifiers a file imports (static imports and re-exports, dynamic imports). */
export function importsOf(source: string): { names: string[]; from: string }[] {
  const code = stripComments(source);
  const out: { names: string[]; from: string }[] = [];
  for (const m of code.matchAll(/import\s+(?:type\s+)?([\s\S]*?)\s+from\s+'([^']+)'/g)) {
    if (/^import\s+type\s/.test(m[0])) continue;
    const names = [...(m[1]!.match(/\{([\s\S]*)\}/)?.[1] ?? '').split(',')]
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0]!.trim());
    const head = m[1]!
      .replace(/\{[\s\S]*\}/, '')
      .replace(/,/g, ' ')
      .trim();
    if (head && !head.startsWith('*')) names.push(head);
    out.push({ names, from: m[2]! });
  }
  for (const m of code.matchAll(/import\(\s*'([^']+)'\s*\)/g)) out.push({ names: [], from: m[1]! });
  return out;
}

const isDataHookModule = (specifier: string) => /(^|\/)use[A-Z]\w*$/.test(specifier) || specifier === '@tanstack/react-query';

/** A module runs a data hook: it imports a `use*` module or TanStack Query. */
export function isConnectedModule(file: string, source: string): boolean {
  const rel = file.split(path.sep).join('/');
  if (!rel.startsWith('src/features/') || !rel.endsWith('.tsx') || isViewFile(rel) || /\.test\.tsx$/.test(rel)) return false;
  return importsOf(source).some((i) => isDataHookModule(i.from));
}

export function isViewFile(file: string): boolean {
  const rel = file.split(path.sep).join('/');
  return rel.startsWith('src/features/') && rel.endsWith('.tsx') && !/\.test\.tsx$/.test(rel) && (rel.includes('/views/') || /View\.tsx$/.test(rel));
}

/** Components a connected module exports that the package exports without a boundary. */
export function unboundedConnected(file: string, source: string, publicNames: ReadonlySet<string>): string[] {
  if (!isConnectedModule(file, source)) return [];
  const rel = file.split(path.sep).join('/');
  const code = stripComments(source);
  const reports: string[] = [];
  for (const m of code.matchAll(/^export\s+(?:const|function)\s+([A-Z][a-z]\w*)\b(.*)$/gm)) {
    const name = m[1]!;
    if (name.endsWith('View') || !publicNames.has(name)) continue;
    const bounded = /^\s*=\s*(?:defineScreen|withScreenBoundary)\b/.test(m[2]!);
    if (!bounded) reports.push(`${rel}: ${name} is a connected component exported without an error boundary (defineScreen or withScreenBoundary)`);
  }
  return reports;
}

/** Platform hooks that hand a view an adapter with effects, or run a timer. */
const EFFECTFUL_PLATFORM_HOOKS = new Set(['usePlatform', 'useClock', 'useNow', 'useNavigation', 'useStorage', 'useAnalytics', 'useDialogs', 'useVisibility']);
const GLOBAL_EFFECTS = /\b(?:window|document)\.addEventListener\(|\bnavigator\.clipboard\b|(?<![\w.])(?:setInterval|setTimeout)\(/g;

/**
 * What a view imports or does that belongs in a data hook. `connectedFiles` are the repository paths (without
 * extension) of connected modules; a view importing one mounts a connected part.
 */
export function viewEffects(file: string, source: string, connectedFiles: ReadonlySet<string>): string[] {
  if (!isViewFile(file)) return [];
  const rel = file.split(path.sep).join('/');
  const reports: string[] = [];
  for (const i of importsOf(source)) {
    const target = i.from.startsWith('.') ? path.posix.normalize(path.posix.join(path.posix.dirname(rel), i.from)) : i.from;
    // The design system's behaviour hooks (focus return, measuring) are the view's own business.
    if (isDataHookModule(i.from) && !target.startsWith('src/ui/')) reports.push(`${rel}: imports the hook module ${i.from} (effects belong in the data hook)`);
    for (const name of i.names) {
      if (EFFECTFUL_PLATFORM_HOOKS.has(name)) reports.push(`${rel}: imports ${name} (an adapter with effects: pass what the view needs as props)`);
    }
    if (i.from.startsWith('.')) {
      if (connectedFiles.has(target)) reports.push(`${rel}: mounts the connected ${i.from} (take it as a slot or render prop)`);
    }
  }
  for (const m of stripComments(source).matchAll(GLOBAL_EFFECTS)) {
    reports.push(`${rel}: ${m[0].replace(/\($/, '')} in a view (effects on the page belong in the data hook)`);
  }
  return reports;
}
