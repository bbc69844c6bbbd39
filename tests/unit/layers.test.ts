/**
 * The layer and machine rules of the screen kit, checked on the files (the conventions test checks stories and
 * exports). Each rule lists its offenders, so a failure names the file to fix:
 * - `*.machine.ts` is pure: no React, no TanStack Query, no platform, no API client values;
 * - a module that exports a transition function (`transition`, `…Transition`) is named `<name>.machine.ts`;
 * - a machine's state union is keyed by `name` (never `status`), and exports `transition`;
 * - views (`views/` folders, `*View.tsx`, `src/ui`) import API types only, never API values (schemas, endpoints, the
 *   client); plain constants shared by schemas and views live in `src/api/constants/` (no zod) and are allowed;
 * - `src` never imports `mocks` or `stories`;
 * - no cycles between folders (`api`, `i18n`, `theme`, `platform`, `ui`, `kit`, `provider`, `app`, each feature area);
 * - hooks and helpers that the kit provides are not written again (`useMachine`, hand-written optimistic sequences).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

function walk(dir: string): string[] {
  const abs = path.join(root, dir);
  let entries: string[];
  try {
    entries = readdirSync(abs);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const rel = path.join(dir, name);
    return statSync(path.join(root, rel)).isDirectory() ? walk(rel) : [rel];
  });
}

const sourceFiles = walk('src').filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.css.ts'));
const sources = new Map(sourceFiles.map((f) => [f, readFileSync(path.join(root, f), 'utf8')]));

interface ImportStatement {
  specifier: string;
  /** `import type …`, or every named specifier marked `type`. */
  typeOnly: boolean;
  /** The resolved repo-relative path (without extension) for relative specifiers. */
  target: string | null;
}

/** The import and re-export statements of a module. */
function importsOf(file: string, source: string): ImportStatement[] {
  const statements: ImportStatement[] = [];
  const pattern = /^\s*(import|export)\s+(type\s+)?([\s\S]*?)\s+from\s+'([^']+)'/gm;
  for (const match of source.matchAll(pattern)) {
    const [, , typeKeyword, clause = '', specifier = ''] = match;
    const named = /\{([\s\S]*)\}/.exec(clause)?.[1];
    const allNamedTypes =
      named !== undefined &&
      !/^[\w$]+\s*,/.test(clause.trim()) &&
      named
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .every((s) => s.startsWith('type '));
    const typeOnly = Boolean(typeKeyword) || allNamedTypes;
    const target = specifier.startsWith('.') ? path.normalize(path.join(path.dirname(file), specifier)) : null;
    statements.push({ specifier, typeOnly, target });
  }
  // Side-effect imports (`import './x.css'`) and dynamic imports count as value imports.
  for (const match of source.matchAll(/^\s*import\s+'([^']+)'/gm)) {
    const specifier = match[1]!;
    statements.push({ specifier, typeOnly: false, target: specifier.startsWith('.') ? path.normalize(path.join(path.dirname(file), specifier)) : null });
  }
  for (const match of source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) {
    const specifier = match[1]!;
    statements.push({ specifier, typeOnly: false, target: specifier.startsWith('.') ? path.normalize(path.join(path.dirname(file), specifier)) : null });
  }
  return statements;
}

/** The layer a file belongs to: `src/<folder>`, or `features/<area>` for product areas. */
function layerOf(file: string): string | null {
  const parts = file.split(path.sep);
  if (parts[0] !== 'src' || parts.length < 2) return null;
  if (parts[1] === 'features') return parts.length > 3 ? `features/${parts[2]}` : 'features';
  return parts.length > 2 ? parts[1]! : 'index';
}

/** The cycles of a directed graph (each as a list of nodes), by depth-first search; empty when acyclic. */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'visiting');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'visiting') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

const isMachine = (f: string) => f.endsWith('.machine.ts');
const isView = (f: string) => f.split(path.sep).includes('views') || /View\.tsx$/.test(f) || f.startsWith(`src${path.sep}ui${path.sep}`);

/** Kit parts that build machines (pure themselves: checked with the machines below), which machines may import. */
const PURE_KIT_MACHINES = ['src/kit/optimisticToggle.ts'];

describe('layers and machines', () => {
  it('finds sources and machines to check', () => {
    for (const pure of PURE_KIT_MACHINES) expect(sourceFiles).toContain(pure);
    expect(sourceFiles.length).toBeGreaterThan(100);
    expect(sourceFiles.filter(isMachine).length).toBeGreaterThan(20);
  });

  it('machines are pure: no React, TanStack Query, platform or API client values (plain constants excepted)', () => {
    const offenders = [...sourceFiles.filter(isMachine), ...PURE_KIT_MACHINES].flatMap((file) =>
      importsOf(file, sources.get(file)!)
        .filter((i) => !i.typeOnly)
        .filter(
          (i) =>
            /^(react|react-dom|@tanstack\/)/.test(i.specifier) ||
            (i.target !== null &&
              /(^|\/)src\/(platform|api|ui|kit)(\/|$)/.test(i.target.split(path.sep).join('/')) &&
              !i.target.split(path.sep).join('/').includes('src/api/constants/') &&
              !PURE_KIT_MACHINES.some((pure) => i.target!.split(path.sep).join('/').endsWith(pure.replace(/\.ts$/, '')))),
        )
        .map((i) => `${file} imports ${i.specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('a module that exports a transition function is named <name>.machine.ts', () => {
    const offenders = sourceFiles.filter((file) => !isMachine(file) && /export\s+(function|const)\s+(transition|\w+Transition)\b/.test(sources.get(file)!));
    expect(offenders).toEqual([]);
  });

  it('machines export `transition` and key their state union by `name`', () => {
    const machines = sourceFiles.filter(isMachine);
    const withoutTransition = machines.filter(
      (file) => !/export\s+(function|const)\s+transition\b|export\s*\{[^}]*\btransition\b[^}]*\}/.test(sources.get(file)!),
    );
    const keyedByStatus = machines.filter((file) => /\{\s*status:\s*'[a-zA-Z]+'/.test(sources.get(file)!));
    expect({ withoutTransition, keyedByStatus }).toEqual({ withoutTransition: [], keyedByStatus: [] });
  });

  it('views import API types only, never API values (plain constants in src/api/constants/ excepted)', () => {
    const offenders = sourceFiles.filter(isView).flatMap((file) =>
      importsOf(file, sources.get(file)!)
        .filter((i) => {
          const target = i.target?.split(path.sep).join('/') ?? '';
          return !i.typeOnly && target.includes('src/api/') && !target.includes('src/api/constants/');
        })
        .map((i) => `${file} imports values from ${i.specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('src never imports mocks or stories', () => {
    const offenders = sourceFiles.flatMap((file) =>
      importsOf(file, sources.get(file)!)
        .filter((i) => i.target !== null && /^(mocks|stories)(\/|$)/.test(i.target.split(path.sep).join('/')))
        .map((i) => `${file} imports ${i.specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('folders import each other without cycles', () => {
    const graph = new Map<string, Set<string>>();
    for (const file of sourceFiles) {
      const from = layerOf(file);
      if (!from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      for (const i of importsOf(file, sources.get(file)!)) {
        if (i.typeOnly || i.target === null) continue;
        const to = layerOf(i.target);
        if (to && to !== from && to !== 'index') graph.get(from)!.add(to);
      }
    }
    expect(cyclesOf(graph).map((c) => c.join(' → '))).toEqual([]);
  });

  it('the kit holds the one useMachine and the one optimistic sequence', () => {
    const ownUseMachine = sourceFiles.filter((file) => !file.startsWith(`src${path.sep}kit${path.sep}`) && /function\s+useMachine\b/.test(sources.get(file)!));
    // A hand-written optimistic write: a machine's `FAILED` dispatched from a hand-made `catch` or `.then(…, onRejected)`
    // instead of the kit's `onFailed` (outside the kit and the machines).
    const handWritten = sourceFiles.filter(
      (file) =>
        !file.startsWith(`src${path.sep}kit${path.sep}`) && !isMachine(file) && /(catch\s*\(|\.then\()[\s\S]{0,500}type:\s*'FAILED'/.test(sources.get(file)!),
    );
    expect({ ownUseMachine, handWritten }).toEqual({ ownUseMachine: [], handWritten: [] });
  });
});

describe('the rules catch what they are for', () => {
  it('importsOf tells type-only imports from value imports', () => {
    const source = [
      "import type { A } from '../api/a';",
      "import { type B, type C } from '../api/b';",
      "import { D, type E } from '../api/d';",
      "import F, { type G } from '../api/f';",
      "export { H } from '../api/h';",
      "import './x.css';",
    ].join('\n');
    expect(importsOf('src/ui/X.tsx', source).map((i) => [i.specifier, i.typeOnly])).toEqual([
      ['../api/a', true],
      ['../api/b', true],
      ['../api/d', false],
      ['../api/f', false],
      ['../api/h', false],
      ['./x.css', false],
    ]);
  });

  it('cyclesOf finds a cycle and passes a tree', () => {
    const cyclic = new Map([
      ['platform', new Set(['ui'])],
      ['ui', new Set(['platform'])],
    ]);
    expect(cyclesOf(cyclic)).toEqual([['platform', 'ui', 'platform']]);
    const tree = new Map([
      ['app', new Set(['ui', 'platform'])],
      ['ui', new Set(['platform'])],
      ['platform', new Set<string>()],
    ]);
    expect(cyclesOf(tree)).toEqual([]);
  });

  it('layerOf groups files by folder and feature area', () => {
    expect(layerOf('src/features/chat/views/X.tsx')).toBe('features/chat');
    expect(layerOf('src/platform/context.ts')).toBe('platform');
    expect(layerOf('src/index.ts')).toBe('index');
    expect(layerOf('mocks/db/core.ts')).toBeNull();
  });
});

describe('the kit rule tells a hand-written optimistic write from the kit', () => {
  const handWritten = (source: string) => /(catch\s*\(|\.then\()[\s\S]{0,500}type:\s*'FAILED'/.test(source);
  it('flags a try/catch and a .then(…, onRejected)', () => {
    expect(handWritten("try { await api.call(x) } catch (error) { send({ type: 'FAILED', error }); send({ type: 'DISMISS_FAILURE' }) }")).toBe(true);
    expect(handWritten("api.call(x).then(() => send({ type: 'SUCCEEDED' }), (error) => send({ type: 'FAILED', error }))")).toBe(true);
  });
  it('passes the kit’s onFailed', () => {
    expect(
      handWritten(
        "useOptimisticWrite({ onFailed: (failure) => text(send({ type: 'FAILED', error: failure })), onDismissed: () => send({ type: 'DISMISS_FAILURE' }) })",
      ),
    ).toBe(false);
  });
});
