/**
 * House conventions, checked on the files (Primer's storybook.test.tsx does the same):
 * - every exported part or screen (a PascalCase `.tsx` module under `src/ui` or `src/features`) is imported by at
 *   least one stories file;
 * - story titles follow the folders: `UI/…` in `stories/ui`, `Features/<Area>/…` in `stories/features/<area>`,
 *   `Product/…` in `stories/product`, and end in the component's name (PascalCase, no spaces: one title style);
 * - nothing under `src/` imports Storybook or MSW (the published package must not depend on them);
 * - `src/` validates with `zod/mini`, never zod classic, and loads no zod locale (a host pays only for what it parses).
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

const storyFiles = walk('stories').filter((f) => f.endsWith('.stories.tsx'));
const storySources = new Map(storyFiles.map((f) => [f, readFileSync(path.join(root, f), 'utf8')]));

/** The file a relative specifier names (extension or `index` added as the bundler does), or null. */
function resolveFile(from: string, specifier: string): string | null {
  const base = path.normalize(path.join(path.dirname(from), specifier));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((c) => statSync(path.join(root, c), { throwIfNoEntry: false })?.isFile()) ?? null;
}

/**
 * The module a barrel (`index.ts`) gives `name` from, following `export { a as name } from`, `export * as name from`
 * and `export * from` (recursively, and on through a module that re-exports the name itself), or null.
 */
function moduleBehind(barrel: string, name: string, seen = new Set<string>()): string | null {
  if (seen.has(barrel)) return null;
  seen.add(barrel);
  const source = readFileSync(path.join(root, barrel), 'utf8');
  for (const m of source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'(\.[^']+)'/g)) {
    const parts = m[1]!.split(',').map((part) =>
      part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/),
    );
    const named = parts.find((p) => p[p.length - 1] === name);
    const next = named ? resolveFile(barrel, m[2]!) : null;
    if (named && next) return moduleBehind(next, named[0]!, seen) ?? next;
  }
  for (const m of source.matchAll(/export\s+\*\s+as\s+(\w+)\s+from\s*'(\.[^']+)'/g)) if (m[1] === name) return resolveFile(barrel, m[2]!);
  for (const m of source.matchAll(/export\s+\*\s+from\s*'(\.[^']+)'/g)) {
    const next = resolveFile(barrel, m[1]!);
    const found = next ? moduleBehind(next, name, seen) : null;
    if (found) return found;
  }
  return null;
}

/**
 * Module paths (relative to the repo, without extension) each stories file imports: the module a specifier names and,
 * for a name imported through an area's index, the module behind that name (stories import areas through their index).
 */
function importedModules(file: string, source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/import\s+(?:type\s+)?(?:\{([^}]*)\}\s*)?from\s+'(\.[^']+)'/g)) {
    out.push(path.normalize(path.join(path.dirname(file), m[2]!)));
    const target = resolveFile(file, m[2]!);
    if (!m[1] || !target || !/index\.tsx?$/.test(target)) continue;
    for (const part of m[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!;
      const behind = name ? moduleBehind(target, name) : null;
      if (behind) out.push(behind.replace(/\.tsx?$/, ''));
    }
  }
  for (const m of source.matchAll(/from\s+'(\.[^']+)'/g)) out.push(path.normalize(path.join(path.dirname(file), m[1]!)));
  return out;
}
const imported = new Set([...storySources].flatMap(([file, source]) => importedModules(file, source)));

const componentModules = [...walk('src/ui'), ...walk('src/features')].filter((f) => {
  const base = path.basename(f);
  return /^[A-Z][A-Za-z0-9]*\.tsx$/.test(base) && !base.endsWith('.test.tsx');
});

describe('conventions', () => {
  it('finds stories and components to check', () => {
    expect(storyFiles.length).toBeGreaterThan(0);
    expect(componentModules.length).toBeGreaterThan(0);
  });

  it('a name imported through an area index counts for the module behind it (and only that one)', () => {
    const story = path.join('stories', 'features', 'chat', 'X.stories.tsx');
    const modules = importedModules(story, "import { ChatList, type ChatListProps as P } from '../../../src/features/chat';");
    expect(modules).toContain(path.join('src', 'features', 'chat', 'list', 'ChatList'));
    expect(modules).not.toContain(path.join('src', 'features', 'chat', 'list', 'ChatListView'));
    // Through `export * from` (the chat index re-exports its views' index).
    expect(importedModules(story, "import { ChatReplyItemView } from '../../../src/features/chat';")).toContain(
      path.join('src', 'features', 'chat', 'views', 'ChatReplyItemView'),
    );
    // On through a module that re-exports the name (sharing's index names ShareDialog, which re-exports its view).
    expect(importedModules(story, "import { ShareDialogView } from '../../../src/features/sharing';")).toContain(
      path.join('src', 'features', 'sharing', 'views', 'ShareDialogView'),
    );
  });

  it.each(componentModules)('%s has stories', (file) => {
    const withoutExt = file.replace(/\.tsx$/, '');
    const folder = path.dirname(file);
    const covered = imported.has(withoutExt) || imported.has(folder) || imported.has(path.join(folder, 'index'));
    expect(covered, `${file} is not imported by any stories file`).toBe(true);
  });

  it.each(storyFiles)('%s has a title in the scheme', (file) => {
    const title = /const meta = \{[\s\S]*?\btitle:\s*'([^']+)'/.exec(storySources.get(file)!)?.[1];
    expect(title, `${file} has no literal title`).toBeDefined();
    const [, top, area] = file.split(path.sep);
    // One title style: the last segment is the component's (or page's) name, PascalCase without spaces.
    if (top === 'ui') expect(title).toMatch(/^UI\/[A-Z][A-Za-z0-9]*$/);
    else if (top === 'features') {
      const areaTitle = area!.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());
      expect(title).toMatch(new RegExp(`^Features/${areaTitle}/[A-Z][A-Za-z0-9]*$`));
    } else if (top === 'product') expect(title).toMatch(/^Product\/[A-Z][A-Za-z0-9]*$/);
    else throw new Error(`${file}: stories live in stories/ui, stories/features/<area> or stories/product`);
  });

  it('src/ never imports Storybook or MSW', () => {
    const offenders = walk('src')
      .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f))
      .filter((f) => /from\s+'(msw|msw\/|storybook|@storybook\/)/.test(readFileSync(path.join(root, f), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('zod is imported as a namespace (`import * as z`), so bundlers can drop what a page does not use', () => {
    // `import { z } from 'zod'` pulls the whole `z` object, every locale included: 454 kB minified for one schema,
    // against 90 kB with the namespace import (esbuild, zod 4.6).
    const offenders = [...walk('src'), ...walk('mocks')]
      .filter((f) => /\.(ts|tsx)$/.test(f))
      .filter((f) => /import\s+(type\s+)?\{[^}]*\bz\b[^}]*\}\s+from\s+'zod(\/mini)?'/.test(readFileSync(path.join(root, f), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('src/ uses zod/mini, never zod classic, and never loads a zod locale', () => {
    // zod classic (`'zod'`, `'zod/v4'`) is a method-chaining API a bundler cannot tree-shake (~100 kB minified on every
    // screen that parses an answer); `zod/mini` is the same validation, functional and tree-shakable. Its English
    // messages are a locale the mock installs (`mocks/handlers/route.ts`), never the library.
    const allowed = new Set(['zod/mini', 'zod/v4/mini', 'zod/v4/core']);
    const sources = walk('src')
      .filter((f) => /\.(ts|tsx)$/.test(f))
      .map((f) => [f, readFileSync(path.join(root, f), 'utf8')] as const);
    const specifiers = sources.flatMap(([f, source]) =>
      [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"](zod(?:\/[^'"]*)?)['"]/g)].map((m) => ({ f, specifier: m[1]! })),
    );
    expect(specifiers.filter((s) => s.specifier === 'zod/mini').length, 'no file imports zod/mini: is the check still looking?').toBeGreaterThan(0);
    expect(specifiers.filter((s) => !allowed.has(s.specifier)).map((s) => `${s.f}: '${s.specifier}'`)).toEqual([]);
    expect(sources.filter(([, source]) => /\bz\.(config|locales)\b|from\s+'zod\/(v4\/)?locales/.test(source)).map(([f]) => f)).toEqual([]);
  });

  it('every schema and endpoint declaration is marked /* @__PURE__ */, so a screen carries only the ones it uses', async () => {
    // esbuild does not honour zod's @__NO_SIDE_EFFECTS__ across modules: an unmarked `z.object(…)` or
    // `defineEndpoint(…)` stays in every bundle that imports its file. `node scripts/pure-annotations.mjs` adds them.
    const { files, unmarked, annotate } = await import('../../scripts/pure-annotations.mjs');
    expect(
      unmarked('export const A = z.object({ b: z.string() });').map((u) => u.call),
      'the check finds an unmarked call',
    ).toEqual(['z.object', 'z.string']);
    expect(unmarked(annotate('export const A = z.object({ b: z.string() });'))).toEqual([]);
    const offenders = files().flatMap((file) => unmarked(readFileSync(file, 'utf8')).map((u) => `${path.relative(root, file)}:${u.line} ${u.call}`));
    expect(files().length).toBeGreaterThan(10);
    expect(offenders).toEqual([]);
  });
});
