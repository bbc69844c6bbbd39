#!/usr/bin/env node
// After tsup: one stylesheet named dist/styles.css, and 'use client' on the client entry (esbuild drops
// module-level directives when bundling).
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';

const css = ['dist/index.css', 'dist/index.cjs.css'].filter(existsSync);
if (css.length === 0) throw new Error('tsup wrote no CSS: is the vanilla-extract plugin configured?');
renameSync(css[0], 'dist/styles.css');
for (const extra of css.slice(1)) rmSync(extra);
for (const f of readdirSync('dist')) if (f.endsWith('.css.map')) rmSync(`dist/${f}`);

for (const file of ['dist/index.js', 'dist/index.cjs']) {
  const source = readFileSync(file, 'utf8');
  if (!source.startsWith("'use client'") && !source.startsWith('"use client"')) writeFileSync(file, `'use client';\n${source}`);
}
console.log('post-build: dist/styles.css written, use client added');

// Minify the stylesheet (drops vanilla-extract's file-path comments; class names are already short).
const { transformSync } = await import('esbuild');
const minified = transformSync(readFileSync('dist/styles.css', 'utf8'), { loader: 'css', minify: true }).code;
writeFileSync('dist/styles.css', minified);
console.log(`post-build: styles.css minified to ${minified.length} bytes`);
