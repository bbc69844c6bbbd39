#!/usr/bin/env node
// `npm run bench`: the performance benchmarks (bench/**/*.perf.tsx) in real Chromium — the `bench` Vitest project,
// which exists only when asked for, so `npm test` never runs it. React runs its production build (react-dom's profiling
// build, so React.Profiler still counts renders). Each bench writes bench-results/<name>.json; this prints them as one
// table. Figures over budget are reported, not failed, unless `--strict` (or BENCH_STRICT=1): then a figure over its
// budget fails its bench and the run. Facts that do not depend on timing (items re-rendered, nodes mounted) are plain
// expects and fail in every run, as does a timing recorded without a budget. Other arguments go to Vitest
// (`npm run bench -- facepile`, `npm run bench -- --strict bench/media`). BENCH_RUNS=n changes the number of measured runs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const started = Date.now();
const args = process.argv.slice(2);
const strict = args.includes('--strict') || process.env.BENCH_STRICT === '1';
const vitest = spawnSync('npx', ['vitest', 'run', '--project', 'bench', ...args.filter((a) => a !== '--strict')], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', BENCH_STRICT: strict ? '1' : '' },
});

const results = existsSync('bench-results')
  ? readdirSync('bench-results')
      .filter((f) => f.endsWith('.json') && f !== 'size.json')
      .map((f) => JSON.parse(readFileSync(`bench-results/${f}`, 'utf8')))
      .filter((r) => Date.parse(r.recordedAt) >= started - 1000)
      .sort((a, b) => a.name.localeCompare(b.name))
  : [];

const fmt = (v) => (typeof v !== 'number' || Number.isNaN(v) ? '–' : Number.isInteger(v) ? String(v) : v.toFixed(1));
const rows = [['bench', 'metric', 'median', 'p95', 'min', 'max', 'n', 'budget', '']];
for (const r of results) {
  for (const [metric, value] of Object.entries(r.metrics)) {
    const checks = r.checks.filter((c) => c.metric === metric);
    const budget = checks.map((c) => `${c.stat} ≤ ${fmt(c.limit)}`).join(', ');
    const status = checks.length === 0 ? '' : checks.some((c) => c.over) ? '⚠ over budget' : '✔';
    const unit = metric.endsWith('Ms') ? ' ms' : '';
    if (typeof value === 'number') rows.push([r.name, metric, `${fmt(value)}${unit}`, '', '', '', '', budget, status]);
    else rows.push([r.name, metric, `${fmt(value.median)}${unit}`, fmt(value.p95), fmt(value.min), fmt(value.max), String(value.n), budget, status]);
  }
}

const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
const line = (row) =>
  row
    .map((cell, i) => (i >= 2 && i <= 6 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
    .join('  ')
    .trimEnd();
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log('\n──────── Masthead benchmarks ────────');
console.log(
  `React ${results[0]?.reactBuild ?? '?'} build · ${results[0]?.userAgent?.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium'} · ${os.cpus().length} × ${cpu} · load ${os.loadavg()[0].toFixed(2)}`,
);
console.log('Times in ms: from the action (render call, dispatched click) to the first task after the next painted frame.\n');
if (results.length) {
  console.log(line(rows[0]));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
} else console.log('No bench results were recorded in this run.');
const over = results.filter((r) => r.overBudget).map((r) => r.name);
console.log(
  `\n${results.length} bench(es) recorded in bench-results/; ${over.length ? `over budget: ${over.join(', ')}${strict ? ' (--strict: failing)' : ' (reported only; npm run bench -- --strict fails on it)'}` : 'all within budget'}.`,
);
process.exit(vitest.status ?? 1);
