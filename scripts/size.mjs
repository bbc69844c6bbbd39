#!/usr/bin/env node
// `npm run size` (after `npm run build`): what each public export costs a host's bundle. For each export, esbuild
// bundles `export { X } from './dist/index.js'` as a host bundler would (bundle, minify, tree-shake; react and react-dom
// external; every runtime dependency — radix-ui, TanStack Query, zod… — bundled), and reports the minified and gzip
// bytes of its first render: everything it imports statically. Files reached only through a dynamic `import()`
// (overlays loaded on demand; a host bundler makes them separate chunks) are left out and listed apart with what
// each adds when it loads.
// The first row bundles the whole entry: an export far smaller than it proves tree-shaking works. Writes
// bench-results/size.json and prints a table. `npm run size -- --all` measures every export; names as arguments
// measure those (`npm run size -- Button Tooltip`).
//
// Budgets: `size-budgets.json` maps an export to the most gzip bytes its first render may cost. `--check` measures every
// export with a budget and fails (exit 1) naming the export, its size, its budget and its three largest parts; CI runs it
// after the build. `--write-budgets` sets every measured export's budget to its size + 10 % (growth is then a decision:
// raise a budget in the same change that needs it, and say why).
//
// A budget named by a path under `dist/` is a file measured as it ships, not an export: the standalone subscribe
// script (`dist/embed.js`, its own runtime included) and its stylesheet (`dist/embed.css`). The script carries that
// stylesheet as a string; its row counts the script without it, since the stylesheet has its own row.
//
// Hosts that bundle with esbuild's code splitting (`splitting: true`) are measured apart: esbuild gives such a host's
// entry static imports of shared chunks, and tree shaking there differs from the bundle above (esbuild issue 3704;
// scripts/split-layout.mjs lays dist/ out against it). For each export named in size-budgets.json's `splitFirstLoad`,
// esbuild bundles `export { X } from './dist/index.js'` with splitting on (esm, minify, react and react-dom external)
// and the row is the sum of the gzip bytes of every file loaded at first load: the entry and the files it imports
// statically, transitively (chunks reached only by `import()` are not). `--check` checks them after the budgets above;
// `npm run size -- --split [names]` only measures them.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, version as esbuildVersion } from 'esbuild';

const root = process.cwd();
const entry = path.join(root, 'dist/index.js');
if (!existsSync(entry)) {
  console.error('dist/index.js is missing: run `npm run build` first.');
  process.exit(1);
}

/** Parts a page typically pulls in, one per family (Toast's entry point is its provider). */
const REPRESENTATIVE = ['Button', 'Dialog', 'ToastProvider', 'Carousel', 'TruncatedText', 'Field', 'QRCode', 'PlatformProvider'];
/** First-render targets (gzip bytes, react and react-dom external): a budget is never above its target. */
const TARGETS = {
  CommentsPage: 45 * 1024,
  PostPage: 90 * 1024,
  PostFooter: 60 * 1024,
  ChatThreadPage: 70 * 1024,
  ChatList: 30 * 1024,
  PlatformProvider: 30 * 1024,
  Button: 2 * 1024,
};
/** Button alone must stay below this share of the whole entry, or tree-shaking is broken. */
const BUTTON_MAX_SHARE = 0.1;

/**
 * Keeps dynamic `import()`s out of the bundle (a host bundler makes them separate chunks) and records their targets:
 * what a screen loads on demand is not part of its first render.
 */
function deferDynamicImports(targets) {
  return {
    name: 'defer-dynamic-imports',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        // A file of the package by its absolute path; a package (e.g. `embla-carousel`) by its name.
        const target = args.path.startsWith('.') || args.path.startsWith('/') ? path.resolve(args.resolveDir, args.path) : args.path;
        targets.add(target);
        return { path: target, external: true };
      });
    },
  };
}

/**
 * Bundles each of `contentsList` as a host bundler would and measures its first render: everything it imports
 * statically. `onDemand` lists the files it imports dynamically (overlays loaded on demand), measured apart.
 *
 * One esbuild run with an entry point per bundle and splitting off: esbuild bundles and tree-shakes every entry on
 * its own (each output is what that entry alone would give; checked byte for byte against one run per entry), but
 * parses dist/ once. One run per export took about 150 s of CI for 231 exports.
 */
async function bundleMany(contentsList, { deferDynamic = true } = {}) {
  if (contentsList.length === 0) return [];
  const dir = path.join(root, 'node_modules/.cache/masthead-size');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files = contentsList.map((contents, i) => {
    const file = path.join(dir, `entry-${i}.js`);
    writeFileSync(file, contents);
    return file;
  });
  const targets = new Set();
  const result = await build({
    entryPoints: files,
    outdir: path.join(dir, 'out'),
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    write: false,
    logLevel: 'silent',
    plugins: deferDynamic ? [deferDynamicImports(targets)] : [],
  });
  const byEntry = new Map();
  for (const [out, meta] of Object.entries(result.metafile.outputs)) if (meta.entryPoint) byEntry.set(path.resolve(root, meta.entryPoint), { out, meta });
  const code = new Map(result.outputFiles.map((f) => [path.resolve(f.path), f.contents]));
  return files.map((file, i) => {
    const { out, meta } = byEntry.get(file);
    const bytes = code.get(path.resolve(root, out));
    // Bytes each input contributes after minification, grouped by package; our own files by name (dist/index.js, chunks).
    const byOrigin = new Map();
    for (const [input, { bytesInOutput }] of Object.entries(meta.inputs)) {
      const pkg = path.resolve(root, input) === file ? 'size-entry.js' : (input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? input);
      byOrigin.set(pkg, (byOrigin.get(pkg) ?? 0) + bytesInOutput);
    }
    const origins = [...byOrigin.entries()].sort((a, b) => b[1] - a[1]).map(([name, n]) => ({ name, bytes: n }));
    // A dynamic import in a module tree-shaking dropped was resolved but is not in the output: only the kept ones count.
    const text = new TextDecoder().decode(bytes);
    const onDemand = [...targets].filter((target) => text.includes(JSON.stringify(target).slice(1, -1))).sort();
    return { contents: contentsList[i], minified: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, exports: meta.exports, origins, onDemand };
  });
}
const bundle = async (contents, options) => (await bundleMany([contents], options))[0];

/** An on-demand target as the report names it: its path inside dist/ (or the bare specifier). */
const onDemandName = (target) => (path.isAbsolute(target) ? path.relative(path.join(root, 'dist'), target) : target);

/** What each on-demand file adds when it loads after the first render of the first export that uses it. */
const onDemandCost = new Map();
/** Measures every on-demand target of `bases` (in order: a target is measured after the first base that uses it). */
async function measureOnDemand(bases) {
  const firsts = [];
  for (const base of bases)
    for (const target of base.onDemand) {
      const name = onDemandName(target);
      if (!onDemandCost.has(name) && !firsts.some((f) => f.name === name)) firsts.push({ name, target, base });
    }
  const withIt = await bundleMany(
    firsts.map(({ base, target }) => `${base.contents}\nimport * as __onDemand from ${JSON.stringify(target)};\nexport { __onDemand };`),
  );
  for (const [i, { name, base }] of firsts.entries())
    onDemandCost.set(name, {
      name,
      gzip: Math.max(0, withIt[i].gzip - base.gzip),
      minified: Math.max(0, withIt[i].minified - base.minified),
      firstFrom: base.name,
    });
}

/** Names of exported PascalCase components declared in src/features (screens), if any. */
function featureScreens(publicNames) {
  const dir = path.join(root, 'src/features');
  if (!existsSync(dir)) return [];
  const found = new Set();
  const walk = (d) => {
    for (const f of readdirSync(d)) {
      const p = path.join(d, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.tsx$/.test(f) && !/\.(test|stories)\.tsx$/.test(f)) {
        for (const m of readFileSync(p, 'utf8').matchAll(/export\s+(?:function|const)\s+([A-Z][A-Za-z0-9]*)/g)) found.add(m[1]);
      }
    }
  };
  walk(dir);
  return [...found].filter((name) => publicNames.has(name)).sort();
}

const everything = await bundle(`export * from ${JSON.stringify(entry)};`);
const publicNames = new Set(everything.exports);
const args = process.argv.slice(2);
const requested = args.filter((a) => !a.startsWith('--'));
const budgetsFile = path.join(root, 'size-budgets.json');
const checking = args.includes('--check');
const budgetsJson = existsSync(budgetsFile) ? JSON.parse(readFileSync(budgetsFile, 'utf8')) : {};
const budgets = budgetsJson.budgets ?? {};
const splitBudgets = budgetsJson.splitFirstLoad?.budgets ?? {};

/**
 * A host bundling `export { name } from './dist/index.js'` with esbuild's code splitting: the gzip bytes of every file
 * its entry loads at first load (the entry and its static imports, transitively), each file gzipped on its own as a
 * server sends it.
 */
async function splitFirstLoad(name) {
  const result = await build({
    stdin: { contents: `export { ${name} } from ${JSON.stringify(entry)};`, resolveDir: root, sourcefile: 'size-split-entry.js', loader: 'js' },
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: path.join(root, 'bench-results/size-split'),
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const contents = new Map(result.outputFiles.map((f) => [path.relative(root, f.path), f.contents]));
  const start = Object.keys(outputs).find((o) => outputs[o].entryPoint?.endsWith('size-split-entry.js'));
  const loaded = new Set();
  const queue = [start];
  while (queue.length) {
    const file = queue.pop();
    if (loaded.has(file)) continue;
    loaded.add(file);
    for (const i of outputs[file].imports) if (i.kind === 'import-statement' && !i.external) queue.push(i.path);
  }
  const byOrigin = new Map();
  for (const file of loaded)
    for (const [input, { bytesInOutput }] of Object.entries(outputs[file].inputs)) {
      const pkg = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? input;
      byOrigin.set(pkg, (byOrigin.get(pkg) ?? 0) + bytesInOutput);
    }
  let gzip = 0;
  let minified = 0;
  for (const file of loaded) {
    gzip += gzipSync(contents.get(file), { level: 9 }).length;
    minified += contents.get(file).length;
  }
  const origins = [...byOrigin.entries()].sort((a, b) => b[1] - a[1]).map(([n, bytes]) => ({ name: n, bytes }));
  const chunks = Object.keys(outputs).filter((o) => o.endsWith('.js')).length;
  return { name, gzip, minified, files: loaded.size, chunks, origins };
}
const splitOnly = args.includes('--split');
const names = splitOnly
  ? []
  : checking
    ? Object.keys(budgets).sort()
    : args.includes('--all')
      ? [...publicNames].sort()
      : requested.length
        ? requested
        : [...REPRESENTATIVE, ...featureScreens(publicNames)];

/** A shipped file's bytes (a `.js` file without the text of its `.css` sibling, which is measured on its own). */
function measureFile(name) {
  let text = readFileSync(path.join(root, name), 'utf8');
  const sheet = path.join(root, name.replace(/\.js$/, '.css'));
  if (name.endsWith('.js') && existsSync(sheet)) {
    const css = readFileSync(sheet, 'utf8').trim();
    if (css && text.includes(css)) text = text.replace(css, '');
  }
  const bytes = Buffer.from(text);
  return { name, minified: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, share: bytes.length / everything.minified, origins: [], onDemand: [] };
}

const rows = [];
const missing = [];
const measured = names.filter((name) => !name.startsWith('dist/') && publicNames.has(name));
const sizes = new Map(
  (await bundleMany(measured.map((name) => `export { ${name} } from ${JSON.stringify(entry)};`))).map((size, i) => [
    measured[i],
    { ...size, name: measured[i] },
  ]),
);
await measureOnDemand(measured.map((name) => sizes.get(name)));
for (const name of names) {
  if (name.startsWith('dist/')) {
    if (existsSync(path.join(root, name))) rows.push(measureFile(name));
    else missing.push(name);
    continue;
  }
  if (!publicNames.has(name)) {
    missing.push(name);
    continue;
  }
  const size = sizes.get(name);
  const onDemand = size.onDemand.map(onDemandName);
  rows.push({ name, minified: size.minified, gzip: size.gzip, share: size.minified / everything.minified, origins: size.origins.slice(0, 5), onDemand });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const pct = (share) => `${(share * 100).toFixed(1)} %`;
const table = [
  ['export', 'minified', 'gzip', 'of all', 'largest parts (minified)'],
  [
    '(whole entry: export *)',
    kb(everything.minified),
    kb(everything.gzip),
    '100 %',
    everything.origins
      .slice(0, 3)
      .map((o) => `${o.name} ${kb(o.bytes)}`)
      .join(', '),
  ],
  ...rows.map((r) => [
    r.name,
    kb(r.minified),
    kb(r.gzip),
    pct(r.share),
    r.origins
      .slice(0, 3)
      .map((o) => `${o.name} ${kb(o.bytes)}`)
      .join(', '),
  ]),
];
const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
const line = (row) =>
  row
    .map((cell, i) => (i >= 1 && i <= 3 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
    .join('  ')
    .trimEnd();

console.log('\n──────── Masthead bundle size per export ────────');
console.log(
  `esbuild ${esbuildVersion}: bundle + minify + tree-shake of dist/index.js (built ${statSync(entry).mtime.toISOString()}); react, react-dom external; gzip level 9.\n`,
);
console.log(line(table[0]));
console.log(widths.map((w) => '─'.repeat(w)).join('  '));
for (const row of table.slice(1)) console.log(line(row));
if (onDemandCost.size) {
  console.log('\n──────── loaded on demand (not in any first render above) ────────');
  console.log('gzip bytes each part adds when it loads, after the first render of the first export that uses it:');
  for (const c of [...onDemandCost.values()].sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${c.name.padEnd(56)} ${kb(c.gzip).padStart(8)}  (after ${c.firstFrom})`);
  for (const r of rows.filter((row) => row.onDemand.length)) console.log(`${r.name} loads on demand: ${r.onDemand.join(', ')}`);
}
if (missing.length) console.log(`\n⚠ not exported by the package, skipped: ${missing.join(', ')}`);

const button = splitOnly ? null : rows.find((r) => r.name === 'Button');
const treeShaking = button ? { buttonShare: button.share, limit: BUTTON_MAX_SHARE, ok: button.share <= BUTTON_MAX_SHARE } : null;
if (treeShaking) {
  console.log(
    `\n${treeShaking.ok ? '✔' : '✘'} tree-shaking: Button alone is ${pct(button.share)} of the whole entry (${kb(button.minified)} of ${kb(everything.minified)} minified; limit ${pct(BUTTON_MAX_SHARE)}).`,
  );
}

let overBudget = [];
if (checking && !splitOnly) {
  overBudget = rows.filter((r) => r.gzip > budgets[r.name]);
  console.log(`\n──────── byte budgets (size-budgets.json, gzip) ────────`);
  for (const r of rows) {
    const budget = budgets[r.name];
    const over = r.gzip > budget;
    console.log(
      `${over ? '✘' : '✔'} ${r.name}: ${kb(r.gzip)} of ${kb(budget)}${
        over
          ? ` — over by ${kb(r.gzip - budget)}; largest parts: ${r.origins
              .slice(0, 3)
              .map((o) => `${o.name} ${kb(o.bytes)}`)
              .join(', ')}`
          : ''
      }`,
    );
  }
  for (const name of missing) console.log(`✘ ${name}: has a budget but ${name.startsWith('dist/') ? 'is not built' : 'is not exported by the package'}`);
  console.log(
    overBudget.length || missing.length
      ? `\n${overBudget.length + missing.length} export(s) over budget or missing.`
      : `\nEvery export within its budget (${rows.length}).`,
  );
}
if (args.includes('--write-budgets')) {
  // The first-render targets the product set (issue "Lighter screens"); elsewhere the measured size + 10 %.
  // Files' budgets (`dist/…`) are set by hand (the standalone script's come from its issue) and kept as they are.
  const files = Object.entries(budgets).filter(([name]) => name.startsWith('dist/'));
  const next = {
    ...Object.fromEntries(
      rows
        .filter((r) => !r.name.startsWith('dist/'))
        .map((r) => [r.name, Math.min(Math.ceil((r.gzip * 1.1) / 100) * 100, TARGETS[r.name] ?? Number.POSITIVE_INFINITY)]),
    ),
    ...Object.fromEntries(files),
  };
  writeFileSync(
    budgetsFile,
    `${JSON.stringify({ ...budgetsJson, note: 'Most gzip bytes (react, react-dom external) each export may cost; npm run size -- --check enforces them in CI. Set at the measured size + 10 % by npm run size -- --write-budgets; raise one only in the change that needs it, and say why.', budgets: next }, null, 2)}\n`,
  );
  console.log(`Written: size-budgets.json (${rows.length} budgets at measured + 10 %, capped by the first-render targets)`);
}

// Hosts bundling with esbuild's code splitting: first-load bytes per export, checked against `splitFirstLoad`.
const splitNames = splitOnly && requested.length ? requested : checking || splitOnly ? Object.keys(splitBudgets).sort() : [];
const splitRows = [];
const splitOver = [];
if (splitNames.length) {
  const started = Date.now();
  console.log(`\n──────── first load in a host bundling with esbuild's code splitting (gzip, each file on its own) ────────`);
  for (const name of splitNames) {
    if (!publicNames.has(name)) {
      console.log(`✘ ${name}: ${splitBudgets[name] ? 'has a budget but ' : ''}is not exported by the package`);
      splitOver.push(name);
      continue;
    }
    const r = await splitFirstLoad(name);
    splitRows.push(r);
    const budget = splitBudgets[name];
    const over = checking && budget !== undefined && r.gzip > budget;
    if (over) splitOver.push(name);
    console.log(
      `${over ? '✘' : '✔'} ${name}: ${kb(r.gzip)}${budget === undefined ? '' : ` of ${kb(budget)}`} in ${r.files} files (of ${r.chunks} chunks)${
        over
          ? ` — over by ${kb(r.gzip - budget)}; largest parts: ${r.origins
              .slice(0, 3)
              .map((o) => `${o.name} ${kb(o.bytes)}`)
              .join(', ')}`
          : ''
      }`,
    );
  }
  console.log(
    splitOver.length
      ? `\n${splitOver.length} export(s) over their esbuild-splitting budget or missing.`
      : `\nesbuild splitting: ${splitRows.length} first loads measured in ${((Date.now() - started) / 1000).toFixed(1)} s${checking ? ', every one within its budget' : ''}.`,
  );
}

mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/size.json',
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      esbuild: esbuildVersion,
      distBuiltAt: statSync(entry).mtime.toISOString(),
      method:
        "esbuild bundle+minify of `export { X } from './dist/index.js'` with dynamic import() targets left external, format esm, platform browser, react/react-dom external; gzip level 9; onDemand: what each dynamic target adds (gzip) after the first render of the first export that uses it",
      onDemand: [...onDemandCost.values()],
      everything: { minified: everything.minified, gzip: everything.gzip, exportCount: publicNames.size, origins: everything.origins },
      exports: rows,
      missing,
      treeShaking,
      splitFirstLoad: splitRows.map((r) => ({ ...r, origins: r.origins.slice(0, 5) })),
    },
    null,
    2,
  )}\n`,
);
console.log('Written: bench-results/size.json');
process.exit((treeShaking && !treeShaking.ok) || overBudget.length || splitOver.length || (checking && missing.length) ? 1 : 0);
