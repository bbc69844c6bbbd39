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
// The script's budget is 15 kB gzip (size-budgets.json): besides preact, its build gives it lucide's icons as plain SVG
// (script/svgIcon.ts), vanilla-extract's recipe rule without the package's helpers (script/recipeRuntime.ts) and only
// the core texts it names (scripts/slice-catalogue.mjs); the view takes the site's paths from the script's hook
// (script/embedScriptPaths.ts) instead of the route table.
//
// Run by `npm run build` after tsup; `node scripts/build-embed.mjs` alone rebuilds only the script.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build, transform } from 'esbuild';
import { purgeCss, tokensOf } from './purge-css.mjs';
import { idsNamedIn, sliceCataloguePlugin } from './slice-catalogue.mjs';
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

/**
 * The lucide icons the script draws (ErrorState's). `lucide-react` resolves to a module written here: each icon is
 * `svgIcon(data)` (src/features/growth/embed/script/svgIcon.ts, plain SVG with lucide-react's props) over lucide's own
 * data of that icon, without lucide's runtime. Every other name is lucide-react's own (modules the import graph reaches
 * through an area's index name icons the script never draws; tree-shaking drops them): an icon the script draws and
 * this list lacks brings lucide's runtime back, and the byte budget of dist/embed.js says so.
 */
const EMBED_ICONS = ['CircleAlert'];

/** lucide-react's ES module entry. */
const lucideIndex = createRequire(import.meta.url)
  .resolve('lucide-react')
  .replace(/cjs[/\\]lucide-react\.js$/, 'esm/lucide-react.mjs');

/** `__iconData` of lucide's icon exported as `name` (found through lucide-react's own export list). */
async function lucideIconData(name) {
  const line = readFileSync(lucideIndex, 'utf8')
    .split('\n')
    .find((l) => new RegExp(`default as ${name}[,\\s]`).test(l));
  const file = line?.match(/from '(\.\/icons\/[\w-]+\.mjs)'/)?.[1];
  if (!file) throw new Error(`build-embed: lucide-react has no icon ${name}`);
  const { __iconData } = await import(pathToFileURL(path.join(path.dirname(lucideIndex), file)).href);
  return __iconData;
}

const lucideIconsPlugin = {
  name: 'embed-lucide-icons',
  setup(b) {
    b.onResolve({ filter: /^lucide-react$/ }, () => ({ path: 'lucide-react', namespace: 'embed-icons' }));
    b.onLoad({ filter: /.*/, namespace: 'embed-icons' }, async () => {
      const svgIcon = path.join(root, 'src/features/growth/embed/script/svgIcon.ts');
      const lines = [`import { svgIcon } from ${JSON.stringify(svgIcon)};`, `export * from ${JSON.stringify(lucideIndex)};`];
      for (const name of EMBED_ICONS) lines.push(`export const ${name} = /* @__PURE__ */ svgIcon(${JSON.stringify(await lucideIconData(name))});`);
      return { contents: lines.join('\n'), loader: 'js', resolveDir: root };
    });
  },
};

/** The ids of the core and app texts (the first build names those the script says: scripts/slice-catalogue.mjs). */
async function catalogueIds() {
  const { outputFiles } = await build({
    entryPoints: [path.join(root, 'src/i18n/catalog/core.ts')],
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'warning',
  });
  const { coreMessages } = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
  return Object.keys(coreMessages);
}

/** The script, styled by `css`, with the core texts whose ids are in `coreIds`. */
async function bundle(css, coreIds) {
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
    // vanilla-extract's recipe runtime → the script's own (src/features/growth/embed/script/recipeRuntime.ts: the same
    // rule without the package's spread helpers).
    alias: { ...preactAlias, '@vanilla-extract/recipes/createRuntimeFn': path.join(root, 'src/features/growth/embed/script/recipeRuntime.ts') },
    define: { 'process.env.NODE_ENV': '"production"', MASTHEAD_EMBED_CSS: JSON.stringify(css) },
    legalComments: 'none',
    outdir: outDir,
    entryNames: 'embed',
    write: false,
    metafile: true,
    logLevel: 'warning',
    // ThemeProvider's font import is dropped on purpose (package.json sideEffects): fonts do not load in a shadow root.
    logOverride: { 'ignored-bare-import': 'silent' },
    plugins: [lucideIconsPlugin, sliceCataloguePlugin(coreIds), stripEndpointDocsPlugin, vanillaExtractPlugin({ identifiers: 'short' })],
  });
  const file = (ext) => result.outputFiles.find((f) => f.path.endsWith(ext));
  return { js: file('.js').text, css: file('.css')?.text ?? '', metafile: result.metafile };
}

// First pass: the stylesheet, cut down to the classes the script uses (scripts/purge-css.mjs); second: the script
// with it inside.
const first = await bundle('', new Set());
const minified = (await transform(first.css, { loader: 'css', minify: true })).code.trim();
const css = purgeCss(minified, tokensOf(first.js));
const second = await bundle(css, idsNamedIn(first.js, await catalogueIds()));
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
  `build-embed: dist/embed.js ${second.js.length} B, ${gz(second.js)} B gzip (${gz(second.js.replace(css, ''))} B gzip without its stylesheet); dist/embed.css ${css.length} B, ${gz(css)} B gzip`,
);
