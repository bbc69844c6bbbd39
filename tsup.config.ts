import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig, type Options } from 'tsup';
import { stripEndpointDocsPlugin } from './scripts/strip-endpoint-docs.mjs';

/**
 * The package build (`npm run build`, then scripts/post-build.mjs):
 * - ESM keeps one output module per source module (every file under src/ is an entry; shared code is split into
 *   chunks), so with `"sideEffects": ["**\/*.css"]` a host's bundler drops every module a screen does not import:
 *   importing `Button` costs Button, not the package (measured by `npm run size`). scripts/split-layout.mjs then turns
 *   `dist/index.js` into `export *` of one facade per chunk and imports Radix and lucide by subpath, so a host bundling
 *   with esbuild's code splitting does not load the on-demand parts' chunks at first load (`npm run size -- --split`).
 * - CJS is one bundled file per public entry (CJS is not tree-shaken anyway).
 * - d.ts for the public entries (index.d.cts is a copy of index.d.ts).
 * - vanilla-extract is precompiled; the CSS reachable from `src/index.ts` (all of it, fonts included) becomes the one
 *   `dist/styles.css`. No `.css.ts` sources ship, so hosts need no vanilla-extract plugin of their own.
 * - Mocks (`./mocks`, `./mocks/node`, `./mocks/browser`) are bundled ESM + CJS of their own: a development tool.
 * - The library's endpoint declarations ship without their prose (`summary: ''`, no `errors`): nothing reads it at
 *   run time and every screen carried it; it is in the sources and in the shipped `openapi.json`
 *   (scripts/strip-endpoint-docs.mjs). The mocks keep it.
 */
const library: Options['esbuildPlugins'] = [stripEndpointDocsPlugin, vanillaExtractPlugin({ identifiers: 'short' })];
const shared: Options = {
  sourcemap: true,
  clean: false,
  target: 'es2022',
  loader: { '.woff2': 'file', '.woff': 'file' },
  // Fonts are bundled into styles.css (their files copied next to it), not left as imports for the host.
  noExternal: [/^@fontsource\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
};

const publicEntries = {
  index: 'src/index.ts',
};

/**
 * The pure entries (`./pure`, `./server`, `./locales/<locale>`): no React, no styles, importable from a React Server Component. Each is one
 * self-contained file (its own bundle, no chunks shared with client modules), so a server-component bundler never
 * meets client code through them (tests/unit/server-entries.test.ts).
 */
const pureEntries = {
  pure: 'src/pure.ts',
  server: 'src/server.ts',
  // A locale's messages (`@masthead/ui/locales/<locale>`): plain data, for a host that knows its locale at build time.
  'locales/de': 'src/i18n/locales/de/index.ts',
};

const mockEntries = {
  'mocks/index': 'mocks/index.ts',
  'mocks/node': 'mocks/node.ts',
  'mocks/browser': 'mocks/browser.ts',
};

export default defineConfig([
  {
    ...shared,
    // The standalone subscribe script's entry runs on load: it is built alone, into dist/embed.js (scripts/build-embed.mjs).
    // The pure entries are built alone too (below): here, `./pure`'s `export * as` namespaces would put an `__export(…)`
    // call into the shared chunk of every endpoint and machine module, which a host bundler cannot drop, so a screen
    // would carry every declaration of each endpoint module it touches (and `dist/pure.js` would import client chunks).
    entry: [
      'src/**/*.ts',
      'src/**/*.tsx',
      '!src/**/*.test.ts',
      '!src/**/*.test.tsx',
      '!src/**/*.css.ts',
      '!src/features/growth/embed/script/main.ts',
      '!src/pure.ts',
      '!src/server.ts',
    ],
    format: ['esm'],
    outDir: 'dist',
    splitting: true,
    treeshake: false,
    dts: { entry: publicEntries },
    esbuildPlugins: library,
  },
  {
    ...shared,
    entry: publicEntries,
    format: ['cjs'],
    outDir: 'dist',
    esbuildPlugins: library,
    // index.d.cts is a copy of index.d.ts (scripts/post-build.mjs): one declaration build instead of two.
  },
  {
    ...shared,
    entry: pureEntries,
    format: ['esm', 'cjs'],
    outDir: 'dist',
    splitting: false,
    dts: { entry: pureEntries },
    esbuildPlugins: library,
  },
  {
    ...shared,
    entry: mockEntries,
    format: ['esm', 'cjs'],
    outDir: 'dist',
    splitting: true,
    dts: { entry: mockEntries },
  },
]);
