#!/usr/bin/env node
// Re-records every story's baseline screenshot with this machine's Chromium and notes that build in
// __screenshots__/CHROMIUM_VERSION (baselines are compared only on the same build). Extra arguments are passed
// to Vitest (e.g. a story file to re-record just that one).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const version = execFileSync(chromium, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
mkdirSync('__screenshots__', { recursive: true });
// `--update` goes last: Vitest 5 reads the word after it as the update mode.
const run = spawnSync('npx', ['vitest', 'run', '--project', 'stories', ...process.argv.slice(2), '--update'], { stdio: 'inherit' });
writeFileSync('__screenshots__/CHROMIUM_VERSION', `${version}\n`);
console.log(`Baselines recorded with ${version}.`);
process.exit(run.status ?? 1);
