/**
 * What a server render and its hydration must agree on (house style §10), checked on the sources: during render,
 * nothing in `src/` reads the machine's time or randomness (`Date.now()`, `new Date()`, `Math.random()`,
 * `performance.now()`: time comes from the platform clock) or what only a browser knows (`window`, `document`,
 * `localStorage`, `sessionStorage`, `matchMedia`, `navigator`: read them in effects or event handlers). "During render"
 * is a component's or hook's own body (a function named `PascalCase` or `useX`), the initialisers React runs while
 * rendering (`useState(() => …)`, `useMemo`, `useReducer`'s init, `useSyncExternalStore`'s server snapshot), and
 * module top level (it runs when the server imports the module). Functions declared inside a body (effects, event
 * handlers, callbacks) run later and may read them. A read the line above explains (`// render-safe: <why>`) is
 * allowed. Each rule is shown failing on a fixture.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

function walk(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    return statSync(path.join(root, rel)).isDirectory() ? walk(rel) : [rel];
  });
}

type Rule = 'time' | 'random' | 'browser';
interface Violation {
  rule: Rule;
  line: number;
  text: string;
}

const browserGlobals = new Set(['window', 'document', 'localStorage', 'sessionStorage', 'matchMedia', 'navigator']);
/** Hooks whose function argument React calls during render: index of that argument. */
const renderTimeCallbacks: Record<string, number[]> = { useState: [0], useMemo: [0], useReducer: [2], useSyncExternalStore: [2], useRef: [] };

function functionName(fn: ts.FunctionLikeDeclaration): string | undefined {
  if (fn.name && ts.isIdentifier(fn.name)) return fn.name.text;
  let parent: ts.Node = fn.parent;
  // `const X = memo(function …)`, `forwardRef((props, ref) => …)`: the name of the variable the call is assigned to.
  while (parent && ts.isCallExpression(parent)) parent = parent.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  return undefined;
}

const rendersByName = (name: string | undefined) => name !== undefined && (/^[A-Z]/.test(name) || /^use[A-Z0-9]/.test(name));

/** Whether `fn` is an argument React calls during render (a `useState` initialiser …). */
function isRenderTimeCallback(fn: ts.Node): boolean {
  const call = fn.parent;
  if (!call || !ts.isCallExpression(call)) return false;
  const callee = ts.isIdentifier(call.expression) ? call.expression.text : ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : '';
  const indices = renderTimeCallbacks[callee];
  return indices?.includes(call.arguments.indexOf(fn as ts.Expression)) ?? false;
}

/** The render-time reads in one source file. */
function renderViolations(fileName: string, source: string): Violation[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Violation[] = [];
  // A name the file declares itself (a parameter or variable called `window`) is not the global.
  const declared = new Set<string>();
  const collect = (node: ts.Node) => {
    if ((ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node)) && ts.isIdentifier(node.name)) declared.add(node.name.text);
    ts.forEachChild(node, collect);
  };
  collect(file);
  const lines = source.split('\n');
  const report = (rule: Rule, node: ts.Node) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    // A read the line above explains (`// render-safe: <why>`) is allowed: e.g. the window used as a DOM implementation.
    if (/\/\/ render-safe: \S/.test(lines[line - 2] ?? '')) return;
    found.push({ rule, line, text: node.getText(file).slice(0, 80) });
  };

  const visit = (node: ts.Node, rendering: boolean) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const fn = node as ts.FunctionLikeDeclaration;
      const inner = rendersByName(functionName(fn)) || (rendering && isRenderTimeCallback(fn));
      ts.forEachChild(node, (child) => visit(child, inner));
      return;
    }
    if (ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isTypeNode(node)) return;
    if (rendering) {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ts.isIdentifier(node.expression.expression)) {
        const target = `${node.expression.expression.text}.${node.expression.name.text}`;
        if (target === 'Date.now' || target === 'performance.now') report('time', node);
        if (target === 'Math.random') report('random', node);
      }
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Date' && (node.arguments?.length ?? 0) === 0)
        report('time', node);
      if (ts.isIdentifier(node) && browserGlobals.has(node.text) && !declared.has(node.text) && isGlobalReference(node)) report('browser', node);
    }
    ts.forEachChild(node, (child) => visit(child, rendering));
  };
  // Module top level runs on the server when it imports the module: checked as render.
  ts.forEachChild(file, (child) => visit(child, true));
  return found;
}

/** An identifier that reads the global (not a property name, a declaration's own name or an import). */
function isGlobalReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isMethodDeclaration(parent)) && parent.name === node) return false;
  if (ts.isShorthandPropertyAssignment(parent)) return true;
  if ((ts.isVariableDeclaration(parent) || ts.isParameter(parent) || ts.isBindingElement(parent)) && parent.name === node) return false;
  if (ts.isImportSpecifier(parent) || ts.isImportClause(parent) || ts.isJsxAttribute(parent)) return false;
  if (ts.isQualifiedName(parent)) return false;
  return true;
}

const sources = walk('src').filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.css.ts'));

describe('server rendering rules', () => {
  it.each([
    ['time', 'export function Age() { const now = Date.now(); return <span>{now}</span>; }'],
    ['time', 'export function useToday() { return new Date(); }'],
    ['time', 'export function Stamp() { const [at] = useState(() => new Date()); return <time>{at.toISOString()}</time>; }'],
    ['random', 'export function Id() { return <span id={String(Math.random())} />; }'],
    ['random', 'const Box = memo(() => <div data-key={Math.random()} />);'],
    ['browser', 'export function Width() { return <span>{window.innerWidth}</span>; }'],
    ['browser', 'export function useDark() { return matchMedia("(prefers-color-scheme: dark)").matches; }'],
    ['browser', 'export function Saved() { const v = useMemo(() => localStorage.getItem("k"), []); return <i>{v}</i>; }'],
    ['browser', 'const isMac = typeof navigator !== "undefined" && /Mac/.test(navigator.platform);'],
    ['browser', 'export function Title() { return <h1>{document.title}</h1>; }'],
  ] as const)('the %s rule fails on a render-time read: %s', (rule, fixture) => {
    expect(renderViolations('fixture.tsx', fixture).map((v) => v.rule)).toContain(rule);
  });

  it.each([
    'export function Age() { const clock = useClock(); return <span>{clock.now().getTime()}</span>; }',
    'export function Width() { useEffect(() => { console.log(window.innerWidth); }, []); return null; }',
    'export function Button() { return <button onClick={() => localStorage.setItem("k", String(Date.now()))} />; }',
    'export function useDraw() { return useCallback(() => Math.random(), []); }',
    'function helper(at: string) { return new Date(at); }',
    'export function Stamp({ at }: { at: string }) { return <time>{new Date(at).toISOString()}</time>; }',
    'interface P { window: number } export function X({ window }: P) { return <b>{window}</b>; }',
    'export function useDom() {\n  // render-safe: used to parse HTML alike on both sides\n  return typeof window === "undefined" ? undefined : window;\n}',
  ])('the rules allow reads after render and deterministic dates: %s', (fixture) => {
    expect(renderViolations('fixture.tsx', fixture)).toEqual([]);
  });

  it('finds sources to check', () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  it('no module in src/ reads time, randomness or the browser during render', () => {
    const offenders = sources.flatMap((f) => renderViolations(f, readFileSync(path.join(root, f), 'utf8')).map((v) => `${f}:${v.line} (${v.rule}) ${v.text}`));
    expect(offenders, offenders.join('\n')).toEqual([]);
  }, 60_000);
});
