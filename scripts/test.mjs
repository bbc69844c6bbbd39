#!/usr/bin/env node
// `npm test`: every check, offline, in order — typecheck, lint, then all Vitest projects (unit in node, host in
// jsdom, stories in real Chromium with play functions, axe and pixel screenshots). Ends with one line
// `N passed, N failed` (typecheck and lint count as one test each), which CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const started = Date.now();
const results = [];

function step(name, cmd, args) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const t0 = Date.now();
  const run = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const ok = run.status === 0;
  results.push({ name, ok, seconds: (Date.now() - t0) / 1000 });
  return ok;
}

step('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
step('lint', 'npx', ['biome', 'check', '.']);

mkdirSync('.vitest', { recursive: true });
const jsonFile = '.vitest/results.json';
rmSync(jsonFile, { force: true });
const extra = process.argv.slice(2);
const t0 = Date.now();
const vitest = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${jsonFile}`, ...extra], {
  stdio: 'inherit',
  env: process.env,
});
const vitestSeconds = (Date.now() - t0) / 1000;

const byProject = {
  unit: { passed: 0, failed: 0, skipped: 0 },
  contract: { passed: 0, failed: 0, skipped: 0 },
  host: { passed: 0, failed: 0, skipped: 0 },
  stories: { passed: 0, failed: 0, skipped: 0 },
};
const failedTests = [];
let vitestParsed = false;
if (existsSync(jsonFile)) {
  const report = JSON.parse(readFileSync(jsonFile, 'utf8'));
  vitestParsed = true;
  for (const file of report.testResults ?? []) {
    const path = file.name ?? '';
    const project = path.includes('/stories/')
      ? 'stories'
      : path.includes('/tests/host/')
        ? 'host'
        : path.includes('/tests/contract/')
          ? 'contract'
          : 'unit';
    const assertions = file.assertionResults ?? [];
    if (assertions.length === 0 && file.status === 'failed') {
      byProject[project].failed += 1;
      failedTests.push(`${path}: ${(file.message ?? 'failed to load').split('\n')[0]}`);
    }
    for (const a of assertions) {
      if (a.status === 'passed') byProject[project].passed += 1;
      else if (a.status === 'failed') {
        byProject[project].failed += 1;
        failedTests.push(`${path.replace(`${process.cwd()}/`, '')} › ${a.fullName ?? a.title}`);
      } else byProject[project].skipped += 1;
    }
  }
}
if (!vitestParsed || (vitest.status !== 0 && failedTests.length === 0)) {
  results.push({ name: 'vitest (run did not complete)', ok: false, seconds: vitestSeconds });
}

let passed = results.filter((r) => r.ok).length;
let failed = results.filter((r) => !r.ok).length;
let skipped = 0;
console.log('\n──────── Masthead test summary ────────');
for (const r of results) console.log(`${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds.toFixed(1)} s)`);
const labels = {
  unit: 'unit (node: machines, formats, theme, conventions, exports, openapi)',
  contract: 'API contract (node: typed client against the mock server)',
  host: 'host integration (jsdom)',
  stories: 'story tests in Chromium (play + axe + screenshot)',
};
for (const [project, c] of Object.entries(byProject)) {
  console.log(`${c.failed ? '✘' : '✔'} ${labels[project]}: ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`);
  passed += c.passed;
  failed += c.failed;
  skipped += c.skipped;
}
if (failedTests.length) {
  console.log('\nFailed:');
  for (const f of failedTests) console.log(`  ✘ ${f}`);
}
const baseline = existsSync('__screenshots__/CHROMIUM_VERSION') ? readFileSync('__screenshots__/CHROMIUM_VERSION', 'utf8').trim() : '';
const chromium = spawnSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).stdout?.trim();
if (baseline && chromium && baseline !== chromium) {
  console.log(`\n⚠⚠⚠ VISUAL REGRESSION WAS SKIPPED: baselines are from "${baseline}", this machine runs "${chromium}". ⚠⚠⚠`);
}
console.log(`\nStory tests run in Chromium: ${byProject.stories.passed + byProject.stories.failed}. Vitest ${vitestSeconds.toFixed(1)} s, total ${((Date.now() - started) / 1000).toFixed(1)} s.`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && vitest.status === 0 ? 0 : 1);
