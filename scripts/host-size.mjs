#!/usr/bin/env node
// The JS a Vite host loads at first load of each of its pages, above React — measured the way a host bundles the
// package: examples/vite-host (the packed tarball installed as a customer installs it, `vite build`, Rolldown's own
// chunking), not the size script's esbuild bundle. Run at the end of examples/vite-host/build.sh, which CI calls.
//
// A page's first load is its entry chunk and every chunk it imports statically, transitively (the modules the browser
// must fetch and run before the page renders; Vite's manifest `imports`). Chunks reached only through a dynamic
// `import()` (`dynamicImports`: parts loaded on demand) are not counted. Each chunk is gzipped alone (level 9) as a
// server sends it, and the bytes summed. "Above React" subtracts a page of the same host that renders a bare `<p>`
// with react + react-dom alone (react.html), built in the same `vite build`, so React's bytes are counted exactly the
// way they ship.
//
// Budgets: host-size-budgets.json maps a page to the most gzip bytes above React its first load may cost, with the
// issue's target beside it. A budget above its target says the target is not met yet (the budget then holds today's
// size and a small margin, so the bytes can only go down). The script fails (exit 1) on a page over its budget and
// prints the page's largest parts (from the chunks' source maps) so the failure says where the bytes are.
//
//   node scripts/host-size.mjs            measure, print, check the budgets
//   node scripts/host-size.mjs --why      also list each first-load chunk's largest sources and packages
//   node scripts/host-size.mjs --json F   also write the figures to F
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const site = path.join(root, 'examples/vite-host/dist');
const manifestFile = path.join(site, '.vite/manifest.json');
const budgetsFile = path.join(root, 'host-size-budgets.json');
const args = process.argv.slice(2);
const why = args.includes('--why');
const jsonAt = args.indexOf('--json');

if (!existsSync(manifestFile)) {
  console.error('examples/vite-host/dist/.vite/manifest.json is missing: run `bash examples/vite-host/build.sh` first.');
  process.exit(2);
}
/** @type {Record<string, { file: string, imports?: string[], isEntry?: boolean }>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const { baseline, pages: budgets } = JSON.parse(readFileSync(budgetsFile, 'utf8'));

/** The chunks a page's entry loads before it runs: the entry and its static imports, transitively. */
function firstLoad(entryKey) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`no chunk ${key} in the manifest`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(entryKey);
  return [...seen].map((key) => manifest[key].file);
}

const gzipCache = new Map();
function gzipOf(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(site, file)), { level: 9 }).length);
  return gzipCache.get(file);
}
const sum = (files) => files.reduce((total, file) => total + gzipOf(file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

// --- Source-map attribution: minified bytes of each chunk by original source ---------------------------------------
const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));
function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    const digit = B64[c];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}
/** Minified bytes per original source of one chunk (a segment owns its bytes up to the next segment). */
function bytesBySource(file) {
  const mapFile = path.join(site, `${file}.map`);
  const code = readFileSync(path.join(site, file), 'utf8');
  const bySource = new Map();
  if (!existsSync(mapFile)) return new Map([['(no source map)', code.length]]);
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    const text = lines[index] ?? '';
    let column = 0;
    const segments = line
      ? line.split(',').map((segment) => {
          const [col, src] = decodeVlq(segment);
          column += col;
          if (src !== undefined) source += src;
          return { column, source: src === undefined ? -1 : source };
        })
      : [];
    segments.forEach((segment, i) => {
      if (i === 0 && segment.column > 0) bySource.set('(unmapped)', (bySource.get('(unmapped)') ?? 0) + segment.column);
      const end = segments[i + 1]?.column ?? text.length;
      const name = segment.source < 0 ? '(unmapped)' : map.sources[segment.source];
      bySource.set(name, (bySource.get(name) ?? 0) + Math.max(0, end - segment.column));
    });
    if (!segments.length) bySource.set('(unmapped)', (bySource.get('(unmapped)') ?? 0) + text.length);
  });
  return bySource;
}
/** A source's package (`react-dom`, `zod`, `@tanstack/query-core`), or `@masthead/ui <path under dist>`. */
function origin(source) {
  const normal = source.replaceAll('\\', '/');
  const ours = normal.match(/node_modules\/@masthead\/ui\/dist\/(.*)$/);
  if (ours) return `@masthead/ui ${ours[1]}`;
  const pkg = normal.match(/.*node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  return normal.replace(/^(\.\.\/)+/, '');
}
/** Estimated gzip bytes per origin over a set of chunks: each chunk's gzip shared by its sources' minified bytes. */
function parts(files, group = (o) => (o.startsWith('@masthead/ui ') ? '@masthead/ui' : o)) {
  const byOrigin = new Map();
  for (const file of files) {
    const bySource = bytesBySource(file);
    const total = [...bySource.values()].reduce((a, b) => a + b, 0) || 1;
    const gzip = gzipOf(file);
    for (const [source, bytes] of bySource) {
      const name = group(origin(source));
      byOrigin.set(name, (byOrigin.get(name) ?? 0) + (gzip * bytes) / total);
    }
  }
  return [...byOrigin.entries()].sort((a, b) => b[1] - a[1]);
}

// --- Measure --------------------------------------------------------------------------------------------------------
const reactFiles = firstLoad(baseline);
const reactBytes = sum(reactFiles);
console.log(`Vite host (examples/vite-host, packed package): first-load JS gzip, above React (${baseline}: ${kb(reactBytes)}, ${reactFiles.join(', ')})`);
const results = [];
let failed = 0;
for (const [page, { budget, target, issue }] of Object.entries(budgets)) {
  const files = firstLoad(page);
  const total = sum(files);
  const above = total - reactBytes;
  const over = above > budget;
  if (over) failed += 1;
  const state = over ? 'OVER BUDGET' : above <= target ? 'target met' : `target ${kb(target)} not met yet`;
  results.push({ page, files, total, above, budget, target, issue });
  console.log(
    `${over ? '✘' : '✔'} ${page.padEnd(14)} ${kb(above).padStart(9)} above React (${kb(total)} in ${files.length} chunks)   budget ${kb(budget)}, target ${kb(target)} (${issue}): ${state}`,
  );
  if (over || why) {
    const top = parts(files).filter(([name]) => !/^(react|react-dom|scheduler)$/.test(name));
    console.log(
      `    largest parts above React: ${top
        .slice(0, 8)
        .map(([n, b]) => `${n} ${kb(b)}`)
        .join(', ')}`,
    );
  }
  if (why) {
    for (const file of files) {
      const top = parts([file], (o) => o);
      console.log(
        `    ${file.padEnd(44)} ${kb(gzipOf(file)).padStart(8)}: ${top
          .slice(0, 6)
          .map(([n, b]) => `${n} ${kb(b)}`)
          .join(', ')}`,
      );
    }
  }
}
if (jsonAt >= 0) writeFileSync(args[jsonAt + 1], `${JSON.stringify({ reactBytes, reactFiles, pages: results }, null, 2)}\n`);
if (failed) {
  console.error(`host-size: ${failed} page(s) over budget (host-size-budgets.json). Cut the bytes, or raise a budget in the change that needs it and say why.`);
  process.exit(1);
}
