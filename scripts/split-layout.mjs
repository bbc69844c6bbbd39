// Lays dist/ out so a host that bundles with esbuild's code splitting (`splitting: true`) loads, at first load, what the
// screens it imports use — not the package's on-demand parts. Run by scripts/post-build.mjs after tsup.
//
// Why (esbuild issue 3704, unreleased fix in PR 4532): with splitting on, every `import()` target esbuild meets while
// scanning is an entry point, whether or not the code holding the `import()` survives tree shaking. Those entries make
// what they import live, and esbuild then gives a host entry every live file it can reach through *any* import record
// of a live file, or through the dependencies of *any* part (dead ones too) of a live file (markFileReachableForCodeSplitting);
// the host entry then statically imports every chunk holding such files. Two kinds of file were bridges from a host's
// `import { Button } from '@masthead/ui'` to everything the on-demand parts use:
// - dist/index.js itself: live as soon as one export is used through it, and its `import { … } from './chunk-…'`
//   (and bare `import './chunk-…'`) statements reach every chunk of the package. It becomes `export *` of one facade
//   per chunk (dist/exports/<first export>.js: `export { … } from '../chunk-….js'`): an `export *` gives its file no
//   part that depends on the chunk, and a facade nobody imports through stays dead, so the walk stops there.
// - barrels of dependencies: `radix-ui` (every Radix package) and `lucide-react` (every icon). Imports of them are
//   rewritten to their subpaths (`radix-ui/dialog`, `lucide-react/icons/x`, both in those packages' exports maps): the
//   icon's file is read from the installed lucide-react's index (its alias names map to one file), so a host needs
//   a lucide-react 1.x that still has that file (the package's dependency range).
// Vite (Rolldown), webpack and Turbopack tree-shake through both forms alike; `npm run size` measures both hosts.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

/** `a`, `b as c` → { orig, local } */
const specifiers = (list) =>
  list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [orig, local = orig] = s.split(/\s+as\s+/);
      return { orig, local };
    });

/** Replaces `match` by `statements` on its first line, keeping its line count (the chunk's source map stays right). */
const sameLines = (match, statements) => `${statements.join(' ')}${'\n'.repeat(match.split('\n').length - 1)}`;

const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** lucide-react's export names → its module under `lucide-react/…` (icons by their file, aliases included). */
function lucideModules() {
  const index = readFileSync(require.resolve('lucide-react').replace(/cjs\/lucide-react\.js$/, 'esm/lucide-react.mjs'), 'utf8');
  const modules = new Map();
  for (const m of index.matchAll(/export \{([^}]*)\} from '\.\/([\w/-]+)\.mjs';/g)) {
    for (const { orig, local } of specifiers(m[1])) {
      if (orig !== 'default') continue;
      modules.set(local, m[2].startsWith('icons/') ? `lucide-react/${m[2]}` : `lucide-react/dist/esm/${m[2]}.mjs`);
    }
  }
  if (modules.size < 1000) throw new Error(`split-layout: read only ${modules.size} names from lucide-react's index`);
  return modules;
}

/** Rewrites `import { … } from "radix-ui"` and `from "lucide-react"` in one ESM file; returns the new text. */
function importBySubpath(text, file, lucide) {
  const radixDir = path.dirname(require.resolve('radix-ui/package.json'));
  return text
    .replace(/import \{([^}]*)\} from "radix-ui";/g, (match, list) =>
      sameLines(
        match,
        specifiers(list).map(({ orig, local }) => {
          if (!existsSync(path.join(radixDir, 'dist', `${kebab(orig)}.mjs`))) throw new Error(`split-layout: ${file}: no radix-ui/${kebab(orig)} for ${orig}`);
          return `import * as ${local} from "radix-ui/${kebab(orig)}";`;
        }),
      ),
    )
    .replace(/import \{([^}]*)\} from "lucide-react";/g, (match, list) =>
      sameLines(
        match,
        specifiers(list).map(({ orig, local }) => {
          const module = lucide.get(orig);
          if (!module) throw new Error(`split-layout: ${file}: lucide-react exports no default module for ${orig}`);
          return `import ${local} from "${module}";`;
        }),
      ),
    );
}

/** dist/index.js → `export *` of one facade per chunk; returns the facades' paths. */
function facadeEntry(dist) {
  const entry = path.join(dist, 'index.js');
  const text = readFileSync(entry, 'utf8');
  const imported = new Map();
  for (const m of text.matchAll(/import \{([^}]*)\} from "\.\/(chunk-[A-Z0-9]+\.js)";/g))
    for (const { orig, local } of specifiers(m[1])) imported.set(local, { chunk: m[2], orig });
  const exportClause = [...text.matchAll(/\nexport \{([^}]*)\};/g)];
  if (exportClause.length !== 1) throw new Error(`split-layout: ${entry}: expected one export clause, found ${exportClause.length}`);
  // Anything but imports of chunks and that clause would be code the entry runs: not expected, so not dropped.
  const rest = text
    .replace(/import \{[^}]*\} from "\.\/chunk-[A-Z0-9]+\.js";/g, '')
    .replace(/import "\.\/chunk-[A-Z0-9]+\.js";/g, '')
    .replace(/\nexport \{[^}]*\};/, '')
    .replace(/^["']use client["'];/, '')
    .replace(/\/\/# sourceMappingURL=.*/, '')
    .trim();
  if (rest) throw new Error(`split-layout: ${entry} has more than imports and exports: ${rest.slice(0, 200)}`);
  const byChunk = new Map();
  for (const { orig: local, local: name } of specifiers(exportClause[0][1])) {
    const source = imported.get(local);
    if (!source) throw new Error(`split-layout: ${entry}: export ${name} is not imported from a chunk`);
    if (!byChunk.has(source.chunk)) byChunk.set(source.chunk, []);
    byChunk.get(source.chunk).push(source.orig === name ? name : `${source.orig} as ${name}`);
  }
  const dir = path.join(dist, 'exports');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  const facades = [];
  let out = "// One facade per chunk (scripts/split-layout.mjs): `export *` keeps unused chunks out of a splitting host's first load.\n";
  for (const [chunk, names] of byChunk) {
    let first = names[0].split(' as ').at(-1);
    // Unique whatever the file system's case rules.
    while (facades.some((f) => path.basename(f).toLowerCase() === `${first}.js`.toLowerCase())) first += '_';
    const file = path.join(dir, `${first}.js`);
    writeFileSync(file, `export { ${names.join(', ')} } from "../${chunk}";\n`);
    facades.push(file);
    out += `export * from "./exports/${first}.js";\n`;
  }
  writeFileSync(entry, out);
  rmSync(`${entry}.map`, { force: true });
  return { facades, exports: [...byChunk.values()].flat().length };
}

export function layOutForSplitting(dist) {
  const { facades, exports } = facadeEntry(dist);
  const lucide = lucideModules();
  let rewritten = 0;
  for (const file of walk(dist)) {
    if (!file.endsWith('.js') || file.startsWith(path.join(dist, 'mocks'))) continue;
    const text = readFileSync(file, 'utf8');
    if (!text.includes('from "radix-ui"') && !text.includes('from "lucide-react"')) continue;
    writeFileSync(file, importBySubpath(text, file, lucide));
    rewritten += 1;
  }
  return { facades, exports, rewritten };
}
