import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

/**
 * ESM + CJS + d.ts, with vanilla-extract precompiled to one stylesheet (`dist/styles.css`, renamed by
 * scripts/post-build.mjs, which also adds the `'use client'` directive to the client entry). No `.css.ts` sources
 * ship, so hosts need no vanilla-extract plugin of their own.
 */
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'mocks/index': 'mocks/index.ts',
    'mocks/node': 'mocks/node.ts',
    'mocks/browser': 'mocks/browser.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
  loader: { '.woff2': 'file', '.woff': 'file' },
  // Fonts are bundled into styles.css (their woff2 files copied next to it), not left as imports for the host.
  noExternal: [/^@fontsource\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
