#!/usr/bin/env node
// npm run openapi: bundles the generator (TypeScript, importing the endpoint declarations) with esbuild and runs it.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { build } from 'esbuild';

mkdirSync('.cache', { recursive: true });
await build({
  entryPoints: ['scripts/openapi/write.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: '.cache/openapi-write.mjs',
  packages: 'external',
  logLevel: 'warning',
});
execFileSync(process.execPath, ['.cache/openapi-write.mjs'], { stdio: 'inherit' });
