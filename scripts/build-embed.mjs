#!/usr/bin/env node
// The standalone subscribe script (`dist/embed.js`, README "The subscribe widget on any site"): the React widget's bare
// view, machines and texts (src/features/growth/embed/script/main.ts) bundled into one classic script with React
// aliased to preact/compat, so it brings its own runtime of a few kB instead of React's. Its stylesheet (the same
// vanilla-extract styles, the theme's variables included) is built first and put into the script as a string: the
// script adopts it into each widget's shadow root (a constructable stylesheet: no <style> element, so a strict
// `style-src` needs nothing more). esbuild emits the CSS of every styled module the import graph reaches, so the
// stylesheet keeps only the rules of the classes the script still names (scripts/purge-css.mjs). `dist/embed.css` is that stylesheet alone, written for the byte budget and for
// reading; the script does not load it.
//
// Run by `npm run build` after tsup; `node scripts/build-embed.mjs` alone rebuilds only the script.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build, transform } from 'esbuild';
import { purgeCss, tokensOf } from './purge-css.mjs';
import { stripEndpointDocsPlugin } from './strip-endpoint-docs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'src/features/growth/embed/script/main.ts');
const outDir = path.join(root, 'dist');

/** react, react-dom and the JSX runtime → preact/compat. */
const preactAlias = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

async function bundle(css) {
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    // The package's web fonts stay out: a font inside a shadow root is not loaded (the theme's stacks fall back to the
    // system's faces).
    loader: { '.woff2': 'empty', '.woff': 'empty' },
    alias: preactAlias,
    define: { 'process.env.NODE_ENV': '"production"', MASTHEAD_EMBED_CSS: JSON.stringify(css) },
    legalComments: 'none',
    outdir: outDir,
    entryNames: 'embed',
    write: false,
    metafile: true,
    logLevel: 'warning',
    // ThemeProvider's font import is dropped on purpose (package.json sideEffects): fonts do not load in a shadow root.
    logOverride: { 'ignored-bare-import': 'silent' },
    plugins: [stripEndpointDocsPlugin, vanillaExtractPlugin({ identifiers: 'short' })],
  });
  const file = (ext) => result.outputFiles.find((f) => f.path.endsWith(ext));
  return { js: file('.js').text, css: file('.css')?.text ?? '', metafile: result.metafile };
}

// First pass: the stylesheet, cut down to the classes the script uses (scripts/purge-css.mjs); second: the script
// with it inside.
const first = await bundle('');
const minified = (await transform(first.css, { loader: 'css', minify: true })).code.trim();
const css = purgeCss(minified, tokensOf(first.js));
const second = await bundle(css);
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'embed.js'), `${second.js.trim()}\n`);
writeFileSync(path.join(outDir, 'embed.css'), `${css}\n`);
if (process.argv.includes('--analyze')) {
  const output = Object.values(second.metafile.outputs).find((o) => o.entryPoint);
  const byFile = Object.entries(output.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput);
  for (const [file, { bytesInOutput }] of byFile.slice(0, 80)) console.log(`${String(bytesInOutput).padStart(7)}  ${file}`);
}
const gz = (text) => gzipSync(text, { level: 9 }).length;
console.log(
  `build-embed: dist/embed.js ${second.js.length} B, ${gz(second.js)} B gzip (${gz(first.js)} B gzip without its stylesheet); dist/embed.css ${css.length} B, ${gz(css)} B gzip`,
);
