/**
 * The layer and machine rules of the screen kit, checked on the files (the conventions test checks stories and
 * exports). Each rule lists its offenders, so a failure names the file to fix:
 * - `*.machine.ts` is pure: no React, no TanStack Query, no platform, no API client values;
 * - a module that exports a transition function (`transition`, `…Transition`) is named `<name>.machine.ts`;
 * - a machine's state union is keyed by `name` (never `status`), and exports `transition`;
 * - views (`views/` folders, `*View.tsx`, `src/ui`) import API types only, never API values (schemas, endpoints, the
 *   client); plain constants shared by schemas and views live in `src/api/constants/` (no zod) and are allowed;
 * - every import points down the declared order (`LAYER_ORDER`: theme → i18n → platform → api → ui → kit → provider →
 *   features → app → index, the same order README's "Layout" states), with barrels resolved: `'../../kit'` is
 *   `kit/index.ts` and every module it re-exports;
 * - outside `src`: the mock (`mocks/`) and the scripts reach `src` only up to `api` (never a feature, the kit or a view);
 *   stories, benchmarks and the Storybook setup may use any of `src`; nothing in `src` imports them, and only
 *   benchmarks may borrow from `tests/`;
 * - a module imports another feature area only through its index (`src/features/<area>/index.ts`), never its
 *   internals (a dynamic `import('…')` of one part for an on-demand chunk excepted); so do the stories and the app;
 * - no cycles between folders (`api`, `i18n`, `theme`, `platform`, `ui`, `kit`, `provider`, `app`, each feature area);
 * - hooks and helpers that the kit provides are not written again (`useMachine`, hand-written optimistic sequences).
 * Each rule is also run on a small fixture that breaks it, to show it fails.
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

/** Every module the direction rules read: `src` (its `.css.ts` too), the mock, stories, benchmarks, scripts, the Storybook setup and tests. */
const OUTER = ['mocks', 'stories', 'bench', 'scripts', '.storybook', 'tests'] as const;
const allFiles = new Map(
  ['src', ...OUTER]
    .flatMap((dir) => walk(dir))
    .filter((f) => /\.(ts|tsx|mts|mjs|js)$/.test(f) && !f.includes(`${path.sep}__snapshots__${path.sep}`))
    .map((f) => [f.split(path.sep).join('/'), readFileSync(path.join(root, f), 'utf8')] as const),
);

interface ImportStatement {
  specifier: string;
  /** The statement's text (`import … from '…'`, `export … from '…'`). */
  statement: string;
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
    statements.push({ specifier, statement: match[0], typeOnly, target });
  }
  // Side-effect imports (`import './x.css'`) and dynamic imports count as value imports.
  for (const match of source.matchAll(/^\s*import\s+'([^']+)'/gm)) {
    const specifier = match[1]!;
    statements.push({
      specifier,
      statement: match[0],
      typeOnly: false,
      target: specifier.startsWith('.') ? path.normalize(path.join(path.dirname(file), specifier)) : null,
    });
  }
  for (const match of source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) {
    const specifier = match[1]!;
    statements.push({
      specifier,
      statement: match[0],
      typeOnly: false,
      target: specifier.startsWith('.') ? path.normalize(path.join(path.dirname(file), specifier)) : null,
    });
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

// ───────────────────────── direction: one declared order ─────────────────────────

/** The layers of `src`, lowest first: a module imports only its own layer or those before it. */
const LAYER_ORDER = ['theme', 'i18n', 'platform', 'api', 'ui', 'kit', 'provider', 'features', 'app', 'index'] as const;
/** How README states the order (its "Layout" section): the test keeps the two in step. */
const LAYER_ORDER_TEXT = LAYER_ORDER.map((layer) => (layer === 'features' ? 'features/<area>' : layer))
  .map((layer) => `\`${layer}\``)
  .join(' → ');

type Files = ReadonlyMap<string, string>;

/** The file a relative specifier names among `files` (extension and `index` added as the bundler does), or null. */
function resolveIn(files: Files, from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const candidates = [base, ...['.ts', '.tsx', '.mts', '.mjs', '.js'].map((ext) => base + ext), `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

/**
 * The modules a file reaches by value: each value import resolved, and through a barrel (`index.ts`) every module the
 * barrel re-exports, recursively (so `'../../kit'` counts as the kit's parts it exposes).
 */
function valueTargets(files: Files, file: string): string[] {
  const out = new Set<string>();
  const barrel = (target: string, seen: Set<string>) => {
    if (seen.has(target) || !/\/index\.tsx?$/.test(target)) return;
    seen.add(target);
    for (const i of importsOf(target, files.get(target) ?? '')) {
      if (i.typeOnly || !/^\s*export\b/m.test(i.statement)) continue;
      const next = resolveIn(files, target, i.specifier);
      if (next) {
        out.add(next);
        barrel(next, seen);
      }
    }
  };
  for (const i of importsOf(file, files.get(file) ?? '')) {
    if (i.typeOnly) continue;
    const target = resolveIn(files, file, i.specifier);
    if (!target) continue;
    out.add(target);
    barrel(target, new Set());
  }
  return [...out];
}

/** A file's layer: `src/<folder>` (`features` for every area), `index` for `src/index.ts`, or its top folder outside `src`. */
function directionLayerOf(file: string): string | null {
  const parts = file.split('/');
  if (parts[0] === 'src') return parts.length === 2 ? 'index' : parts[1] === 'features' ? 'features' : parts[1]!;
  return (OUTER as readonly string[]).includes(parts[0]!) ? parts[0]! : null;
}

const rank = (layer: string) => (LAYER_ORDER as readonly string[]).indexOf(layer);
/** What each folder outside `src` may import: `src` up to a layer, and which outer folders. */
const OUTER_RULES: Record<string, { srcUpTo: (typeof LAYER_ORDER)[number] | null; outer: readonly string[] }> = {
  mocks: { srcUpTo: 'api', outer: ['mocks'] },
  scripts: { srcUpTo: 'api', outer: ['scripts', 'mocks'] },
  stories: { srcUpTo: 'index', outer: ['stories', 'mocks', '.storybook'] },
  '.storybook': { srcUpTo: 'index', outer: ['.storybook', 'mocks'] },
  bench: { srcUpTo: 'index', outer: ['bench', 'mocks', 'tests'] },
};

/** Whether a module of layer `from` may import one of layer `to`. */
function mayImport(from: string, to: string): boolean {
  if (from === to) return true;
  const fromSrc = rank(from) !== -1;
  const toSrc = rank(to) !== -1;
  if (fromSrc) return toSrc && rank(to) <= rank(from);
  const rule = OUTER_RULES[from];
  if (!rule) return true; // tests may use anything
  return toSrc ? rule.srcUpTo !== null && rank(to) <= rank(rule.srcUpTo) : rule.outer.includes(to);
}

/** `from → to (a imports b)` for every import against the order, in the files given. */
function directionViolations(files: Files): string[] {
  const out: string[] = [];
  for (const file of files.keys()) {
    const from = directionLayerOf(file);
    if (!from || /\.test\.tsx?$/.test(file)) continue;
    for (const target of valueTargets(files, file)) {
      const to = directionLayerOf(target);
      if (to && !mayImport(from, to)) out.push(`${from} → ${to} (${file} imports ${target})`);
    }
  }
  return [...new Set(out)].sort();
}

// ───────────────────────── areas: through the index only ─────────────────────────

/** The product area of a file under `src/features/<area>/`, or null. */
const areaOf = (file: string) => /^src\/features\/([^/]+)\//.exec(file)?.[1] ?? null;
/** An area's public face: `src/features/<area>/index.ts`. */
/**
 * An area's entries: its index (everything it offers) and, where it has one, `reads.ts` — the read descriptions its
 * screens make, without React, for the server prefetch (through the index the server would load every part the index
 * re-exports, and `./server` must stay importable from a React Server Component). A `reads.ts` imports no React and
 * no `.tsx` module (checked below).
 */
const isAreaIndex = (file: string) => /^src\/features\/[^/]+\/(index\.tsx?|reads\.ts)$/.test(file);

/** Outside the areas, the modules that reach an area through its index too: the stories and the app. */
const usesAreaIndexes = (file: string) => file.startsWith('stories/') || file.startsWith('src/app/');

/**
 * Imports that reach into an area past its index (`file imports target`): from another area, from a story or from
 * the app (`src/app/`: ProductApp mounts each screen through the area's index), in non-test modules; type imports
 * count too (the index exports the types). A dynamic `import('…')` may name the part's own module: an on-demand
 * chunk then holds that part, not every part the area's index re-exports. The package's entries name parts by path
 * on purpose: `src/index.ts` and `src/pure.ts` (the React-free entry: machines only).
 */
function areaInternalsViolations(files: Files): string[] {
  const out: string[] = [];
  for (const [file, source] of files) {
    const from = areaOf(file);
    if ((!from && !usesAreaIndexes(file)) || /\.test\.tsx?$/.test(file)) continue;
    for (const i of importsOf(file, source)) {
      if (i.statement.startsWith('import(')) continue;
      const target = resolveIn(files, file, i.specifier);
      const to = target && areaOf(target);
      if (target && to && to !== from && !isAreaIndex(target)) out.push(`${file} imports ${target}`);
    }
  }
  return [...new Set(out)].sort();
}

/** Imports past an area's index that stay for now, each with its reason (a new one is fixed, or listed here with why). */
const AREA_INTERNALS_ALLOWED: Record<string, string> = {
  'stories/features/growth/HomepageBlockSettings.stories.tsx imports src/features/growth/home/HomepageBlockSettings.tsx':
    'the admin’s settings dialog loads on demand inside the home and is not offered on its own (not in the index); its story names it',
  'stories/features/notes/NoteViews.stories.tsx imports src/features/notes/AfterNotePostModals.tsx':
    'the after-post modals are mounted by the composer provider and not offered on their own (not in the index); the story shows each',
};

const isMachine = (f: string) => f.endsWith('.machine.ts');
const isView = (f: string) => f.split(path.sep).includes('views') || /View\.tsx$/.test(f) || f.startsWith(`src${path.sep}ui${path.sep}`);

/**
 * Kit parts that build machines or decide what they hold (pure themselves: checked with the machines below), which
 * machines may import: the optimistic toggle, and the one failure-text rule (`commonFailureId`, with an area's fallback)
 * over the failure type (`api/errors`: an error class and pure functions of it), and the composer gate (M48).
 */
const PURE_KIT_MACHINES = ['src/kit/optimisticToggle.ts', 'src/kit/failure.ts', 'src/api/errors.ts', 'src/kit/composerGate.ts', 'src/kit/relation.ts'];

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

  it('folders import each other without cycles (barrels resolved)', () => {
    const graph = new Map<string, Set<string>>();
    for (const file of allFiles.keys()) {
      if (!file.startsWith('src/') || /\.test\.tsx?$/.test(file)) continue;
      const from = layerOf(file.split('/').join(path.sep));
      if (!from || from === 'index') continue;
      if (!graph.has(from)) graph.set(from, new Set());
      for (const target of valueTargets(allFiles, file)) {
        const to = layerOf(target.split('/').join(path.sep));
        if (to && to !== from && to !== 'index') graph.get(from)!.add(to);
      }
    }
    expect(graph.get('features/chat')?.has('kit')).toBe(true);
    expect(cyclesOf(graph).map((c) => c.join(' → '))).toEqual([]);
  });

  it('every import points down the declared order, barrels resolved, in src and in mocks, stories, bench, scripts', () => {
    for (const dir of OUTER)
      expect(
        [...allFiles.keys()].some((f) => f.startsWith(`${dir}/`)),
        dir,
      ).toBe(true);
    // Barrels are followed: a feature's `'../../kit'` reaches the kit's index and the parts it re-exports.
    expect(valueTargets(allFiles, 'src/features/comments/page/CommentsPage.tsx').some((t) => t.startsWith('src/kit/'))).toBe(true);
    expect(directionViolations(allFiles)).toEqual([]);
  });

  it('a module imports another area only through its index (src/features/<area>/index.ts)', () => {
    const offenders = areaInternalsViolations(allFiles).filter((v) => !(v in AREA_INTERNALS_ALLOWED));
    expect(offenders).toEqual([]);
    // Every allowance still names an import that exists (a fixed one leaves the list).
    expect(Object.keys(AREA_INTERNALS_ALLOWED).filter((v) => !areaInternalsViolations(allFiles).includes(v))).toEqual([]);
  });

  it("an area's reads.ts (the server prefetch's entry) imports no React and no component module", () => {
    const reads = [...allFiles.keys()].filter((f) => /^src\/features\/[^/]+\/reads\.ts$/.test(f));
    expect(reads.length).toBeGreaterThan(0);
    const offenders = reads.flatMap((file) =>
      importsOf(file, allFiles.get(file)!)
        .filter((i) => i.specifier === 'react' || i.specifier.startsWith('react/') || /\.tsx$/.test(resolveIn(allFiles, file, i.specifier) ?? ''))
        .map((i) => `${file}: ${i.specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('README states the same order, and points to nothing outside the repository', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain(LAYER_ORDER_TEXT);
    expect(readme).not.toContain('../shared/');
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

describe('the direction rules catch what they are for (fixture file sets)', () => {
  const files = (entries: Record<string, string>) => new Map(Object.entries(entries));

  it('resolves a barrel to its index and every module it re-exports', () => {
    const set = files({
      'src/kit/index.ts': "export { useMachine } from './useMachine';\nexport type { Failure } from './failure';",
      'src/kit/useMachine.ts': "import { useState } from 'react';",
      'src/kit/failure.ts': '',
      'src/features/a/useA.ts': "import { useMachine } from '../../kit';",
    });
    expect(resolveIn(set, 'src/features/a/useA.ts', '../../kit')).toBe('src/kit/index.ts');
    expect(valueTargets(set, 'src/features/a/useA.ts')).toEqual(['src/kit/index.ts', 'src/kit/useMachine.ts']);
  });

  it('reports an import up the order, directly and through a barrel', () => {
    expect(directionViolations(files({ 'src/ui/Button.tsx': "import { useMachine } from '../kit/useMachine';", 'src/kit/useMachine.ts': '' }))).toEqual([
      'ui → kit (src/ui/Button.tsx imports src/kit/useMachine.ts)',
    ]);
    const throughBarrel = directionViolations(
      files({
        'src/platform/context.ts': "import { Button } from '../ui';",
        'src/ui/index.ts': "export { Button } from './Button/Button';",
        'src/ui/Button/Button.tsx': '',
      }),
    );
    expect(throughBarrel).toEqual([
      'platform → ui (src/platform/context.ts imports src/ui/Button/Button.tsx)',
      'platform → ui (src/platform/context.ts imports src/ui/index.ts)',
    ]);
    // A barrel that re-exports from above its own layer is reported at the barrel.
    expect(directionViolations(files({ 'src/kit/index.ts': "export { ChatList } from '../features/chat';", 'src/features/chat/index.ts': '' }))).toEqual([
      'kit → features (src/kit/index.ts imports src/features/chat/index.ts)',
    ]);
    // Type-only imports carry no code and may point anywhere.
    expect(directionViolations(files({ 'src/ui/Button.tsx': "import type { Send } from '../kit/useMachine';", 'src/kit/useMachine.ts': '' }))).toEqual([]);
  });

  it('reports the mock or a script reaching past api, and src reaching outside it', () => {
    const set = files({
      'mocks/handlers/mediaTools.ts': "import { validatePodcastLink } from '../../src/features/media/podcastLinks';",
      'src/features/media/podcastLinks.ts': '',
      'scripts/openapi.mjs': "import { endpointsByArea } from '../src/api/endpoints';\nimport { Story } from '../stories/support';",
      'src/api/endpoints/index.ts': '',
      'stories/support.ts': '',
      'src/app/ProductApp.tsx': "import { db } from '../../mocks/db';",
      'mocks/db.ts': '',
    });
    expect(directionViolations(set)).toEqual([
      'app → mocks (src/app/ProductApp.tsx imports mocks/db.ts)',
      'mocks → features (mocks/handlers/mediaTools.ts imports src/features/media/podcastLinks.ts)',
      'scripts → stories (scripts/openapi.mjs imports stories/support.ts)',
    ]);
  });

  it('lets stories, benchmarks and tests use what they need, and nothing else borrow from them', () => {
    const set = files({
      'stories/a.stories.tsx': "import { ChatList } from '../src/features/chat';\nimport { db } from '../mocks/db';",
      'src/features/chat/index.ts': '',
      'mocks/db.ts': '',
      'bench/a.perf.tsx': "import { corpus } from '../tests/unit/corpus';\nimport { x } from '../stories/a.stories';",
      'tests/unit/corpus.ts': '',
    });
    expect(directionViolations(set)).toEqual(['bench → stories (bench/a.perf.tsx imports stories/a.stories.tsx)']);
    expect(mayImport('tests', 'stories')).toBe(true);
    expect(mayImport('stories', 'bench')).toBe(false);
  });

  it('reports a module reaching into another area past its index, type imports included, and passes the index', () => {
    const set = files({
      'src/features/post/page/PostPage.tsx': [
        "import { addressWantsComments } from '../../comments/commentsAddress';",
        "import type { PostMediaProps } from '../../media/PostMedia';",
        "import { PostFooter } from '../../footer';",
        "import { usePostLoad } from './usePostLoad';",
        "const Section = onDemand(() => import('../../comments/section/PostCommentsSection'));",
      ].join('\n'),
      'src/features/post/page/usePostLoad.ts': '',
      'src/features/comments/commentsAddress.ts': '',
      'src/features/comments/section/PostCommentsSection.tsx': '',
      'src/features/media/PostMedia.tsx': '',
      'src/features/footer/index.ts': '',
      'src/features/pages/views/AboutPageView.tsx': "import { PostBodyView } from '../../post/page';",
      'src/features/post/page/index.ts': '',
      'src/features/chat/views/ChatList.tsx': '',
      'src/features/pages/archive.test.ts': "import { PostEnd } from '../post/end/PostEnd';",
      'src/features/post/end/PostEnd.tsx': '',
    });
    // A test and a dynamic import of one part are not reported.
    expect(areaInternalsViolations(set)).toEqual([
      'src/features/pages/views/AboutPageView.tsx imports src/features/post/page/index.ts',
      'src/features/post/page/PostPage.tsx imports src/features/comments/commentsAddress.ts',
      'src/features/post/page/PostPage.tsx imports src/features/media/PostMedia.tsx',
    ]);
  });

  it('reports a story or the app reaching into an area past its index, and passes the index and the package entries', () => {
    const set = files({
      'src/features/chat/index.ts': "export { ChatList } from './views/ChatList';",
      'src/features/chat/views/ChatList.tsx': '',
      'src/features/chat/chat.machine.ts': '',
      'src/app/ProductApp.tsx': [
        "import { ChatList } from '../features/chat/views/ChatList';",
        "const Lazy = onDemand(() => import('../features/chat/views/ChatList'));",
      ].join('\n'),
      'src/app/routes.ts': "import { ChatList } from '../features/chat';",
      'stories/features/chat/ChatList.stories.tsx': [
        "import { ChatList } from '../../../src/features/chat';",
        "import type { State } from '../../../src/features/chat/chat.machine';",
      ].join('\n'),
      'stories/features/chat/ChatListView.stories.tsx': "import { ChatList } from '../../../src/features/chat/views/ChatList';",
      'src/index.ts': "export { ChatList } from './features/chat/views/ChatList';",
      'src/pure.ts': "export * from './features/chat/chat.machine';",
      'bench/chat/list.perf.tsx': "import { ChatList } from '../../src/features/chat/views/ChatList';",
    });
    expect(areaInternalsViolations(set)).toEqual([
      'src/app/ProductApp.tsx imports src/features/chat/views/ChatList.tsx',
      'stories/features/chat/ChatList.stories.tsx imports src/features/chat/chat.machine.ts',
      'stories/features/chat/ChatListView.stories.tsx imports src/features/chat/views/ChatList.tsx',
    ]);
  });

  it('the declared order is the one the code follows, lowest first', () => {
    expect(LAYER_ORDER_TEXT).toBe('`theme` → `i18n` → `platform` → `api` → `ui` → `kit` → `provider` → `features/<area>` → `app` → `index`');
    expect(mayImport('api', 'platform')).toBe(true);
    expect(mayImport('platform', 'api')).toBe(false);
    expect(mayImport('features', 'features')).toBe(true);
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
