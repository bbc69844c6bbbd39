#!/usr/bin/env node
// After tsup:
// - the CSS reachable from src/index.ts (dist/index.css: every style and the fonts) becomes dist/styles.css, minified;
//   the per-module CSS files esbuild also writes (subsets of it) are removed;
// - 'use client' goes on the client entry (esbuild drops module-level directives when bundling);
// - the entry and the chunks are laid out so a host bundling with esbuild's code splitting loads what a screen uses
//   and not the package's on-demand parts (see "Laid out for esbuild's code splitting" below).
import { copyFileSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { layOutForSplitting } from './split-layout.mjs';

if (!existsSync('dist/index.css')) throw new Error('tsup wrote no dist/index.css: is the vanilla-extract plugin configured?');
renameSync('dist/index.css', 'dist/styles.css');

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}
let removed = 0;
for (const file of walk('dist')) {
  if (file === path.join('dist', 'styles.css')) continue;
  if (file.endsWith('.css') || file.endsWith('.css.map')) {
    rmSync(file);
    removed += 1;
  }
}

// 'use client' on the client entry and on each client module (its source renders or uses React: a `.tsx` file or one
// importing 'react'), so a server component that reaches one meets the boundary there; the pure entries
// (dist/pure.js, dist/server.js) and the pure modules carry none.
const markClient = (file) => {
  const source = readFileSync(file, 'utf8');
  if (!source.startsWith("'use client'") && !source.startsWith('"use client"')) writeFileSync(file, `'use client';\n${source}`);
};
// Laid out for esbuild's code splitting: dist/index.js becomes `export *` of one facade per chunk (dist/exports/),
// and the chunks import Radix and lucide by subpath. Each facade carries the 'use client' the entry carried.
const layout = layOutForSplitting('dist');
for (const file of ['dist/index.cjs', ...layout.facades]) markClient(file);
let clientModules = 0;
for (const file of walk('dist')) {
  if (!file.endsWith('.js') || file.startsWith(path.join('dist', 'mocks')) || path.basename(file).startsWith('chunk-')) continue;
  const stem = path.join('src', path.relative('dist', file)).replace(/\.js$/, '');
  const source = existsSync(`${stem}.tsx`) ? `${stem}.tsx` : existsSync(`${stem}.ts`) ? `${stem}.ts` : null;
  if (!source || stem === path.join('src', 'pure') || stem === path.join('src', 'server')) continue;
  const text = readFileSync(source, 'utf8');
  if (source.endsWith('.tsx') || /from ['"]react['"]/.test(text)) {
    markClient(file);
    clientModules += 1;
  }
}

copyFileSync('dist/index.d.ts', 'dist/index.d.cts');

// Minify the stylesheet (drops vanilla-extract's file-path comments; class names are already short).
const minified = transformSync(readFileSync('dist/styles.css', 'utf8'), { loader: 'css', minify: true }).code;
writeFileSync('dist/styles.css', minified);
console.log(
  `post-build: dist/styles.css (${minified.length} bytes, ${removed} per-module CSS files removed), 'use client' added to the entry's ${layout.facades.length} facades and ${clientModules} client modules; ${layout.rewritten} chunks import Radix and lucide by subpath`,
);
