/**
 * Builds both halves of the hydration test in one esbuild run, with the vanilla-extract plugin the package build
 * uses: the server half (`server.tsx`, loaded by the test in Node) and the client half (`client.tsx`, loaded by the
 * browser page) share their chunks, so the two sides run the same modules, class names and React (its development
 * build, which reports every hydration mismatch). One build compiles the styles once.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';

export const root = path.resolve(import.meta.dirname, '../..');
export const outDir = path.join(root, 'node_modules', '.cache', 'masthead-ssr');

export async function buildHalves(): Promise<{ server: string; client: string; css: string }> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: { server: 'tests/ssr/server.tsx', client: 'tests/ssr/client.tsx' },
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    absWorkingDir: root,
    logLevel: 'error',
    loader: { '.woff2': 'file', '.woff': 'file' },
    plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"development"' },
  });
  return { server: path.join(outDir, 'server.js'), client: path.join(outDir, 'client.js'), css: path.join(outDir, 'client.css') };
}
