#!/usr/bin/env node
// `npm test`: every check, offline, in order — typecheck, lint, then the Vitest projects (unit in node, host in
// jsdom, stories in real Chromium with play functions, axe and pixel screenshots), then every play once more in the
// built Storybook with motion on (scripts/static-plays.mjs). Ends with one line
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
const extra = process.argv.slice(2);
const byProject = {
  unit: { passed: 0, failed: 0, skipped: 0 },
  contract: { passed: 0, failed: 0, skipped: 0 },
  host: { passed: 0, failed: 0, skipped: 0 },
  ssr: { passed: 0, failed: 0, skipped: 0 },
  embed: { passed: 0, failed: 0, skipped: 0 },
  stories: { passed: 0, failed: 0, skipped: 0 },
  motion: { passed: 0, failed: 0, skipped: 0 },
};
const failedTests = [];
/** Tests that skipped themselves (real playback where the browser cannot play, …): listed in the summary, never silent. */
const skippedTests = [];
const retriedTests = [];
let vitestSeconds = 0;
let vitestOk = true;

/**
 * One Vitest run with a JSON report, its results counted by project. The story files run twice: once in `stories`
 * (motion off; play, axe, font guard, screenshot) and once in `stories-motion` (motion on; play and axe), so the two
 * runs are separate invocations and counted apart.
 */
/**
 * A failed test's reason on the summary's line: the first line of its first failure message (colours stripped, at most
 * 300 characters), so the few lines a CI log keeps at its end say why, not only which.
 */
function why(messages) {
  const first = (messages ?? [])[0];
  if (!first) return '';
  const line =
    String(first)
      .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
      .split('\n')
      .find((l) => l.trim()) ?? '';
  return line ? `\n      ${line.trim().slice(0, 300)}` : '';
}

function vitestRun(label, projects, classify) {
  const jsonFile = `.vitest/results-${label}.json`;
  rmSync(jsonFile, { force: true });
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${jsonFile}`,
    ...extra,
  ];
  console.log(`\n▶ vitest (${label}): npx ${args.join(' ')}`);
  const t0 = Date.now();
  const run = spawnSync('npx', args, { stdio: 'inherit', env: process.env });
  vitestSeconds += (Date.now() - t0) / 1000;
  let parsed = false;
  let failures = 0;
  if (existsSync(jsonFile)) {
    const report = JSON.parse(readFileSync(jsonFile, 'utf8'));
    parsed = true;
    for (const file of report.testResults ?? []) {
      const path = file.name ?? '';
      const project = classify(path);
      const assertions = file.assertionResults ?? [];
      if (assertions.length === 0 && file.status === 'failed') {
        byProject[project].failed += 1;
        failures += 1;
        failedTests.push(`${label}: ${path}: ${(file.message ?? 'failed to load').split('\n')[0]}`);
      }
      for (const a of assertions) {
        const name = `${label}: ${path.replace(`${process.cwd()}/`, '')} › ${a.fullName ?? a.title}`;
        // A story without a baseline fails even when its second attempt compared with the baseline its first one wrote.
        const noBaseline = a.failureMessages?.some((m) => String(m).includes('No existing reference screenshot'));
        if (a.status === 'passed' && !noBaseline) {
          byProject[project].passed += 1;
          // A retried test that passed keeps its failed attempts' errors: listed, so a flaky test is seen.
          if (a.failureMessages?.length) retriedTests.push(`${name}${why(a.failureMessages)}`);
        } else if (a.status === 'passed' || a.status === 'failed') {
          byProject[project].failed += 1;
          failures += 1;
          failedTests.push(`${name}${why(a.failureMessages)}`);
        } else {
          byProject[project].skipped += 1;
          skippedTests.push(name);
        }
      }
    }
  }
  // A run that failed without reporting a failed test (a crash, a config error) counts as one failure.
  if (!parsed || (run.status !== 0 && failures === 0)) {
    results.push({ name: `vitest ${label} (run did not complete)`, ok: false, seconds: (Date.now() - t0) / 1000 });
  }
  if (run.status !== 0) vitestOk = false;
}

vitestRun('main', ['unit', 'host', 'ssr', 'embed', 'stories'], (path) =>
  path.includes('/stories/')
    ? 'stories'
    : path.includes('/tests/host/')
      ? 'host'
      : path.includes('/tests/ssr/')
        ? 'ssr'
        : path.includes('/tests/embed/')
          ? 'embed'
          : path.includes('/tests/contract/')
            ? 'contract'
            : 'unit',
);

/**
 * The plays as Storybook serves them (scripts/static-plays.mjs): the static build, React's production build, motion on,
 * each story at its viewport (selected one after another in a page that never plays two stories of one file), files
 * served as a plain static host serves them. This is the motion-on
 * run: a play that passes only in the test runner (a part loaded on demand that an earlier story of the file had already
 * loaded, a length the dev server sends, React's development Profiler) fails here. The `stories-motion` Vitest project
 * stays for a quick local run of one file with motion on.
 */
function staticPlays() {
  const jsonFile = '.vitest/results-static-plays.json';
  rmSync(jsonFile, { force: true });
  // CI builds storybook-static from this tree in its own step just before `npm test` and says so with
  // MASTHEAD_STORYBOOK_BUILT=1 (set only when that step succeeded); building it again here cost CI about four minutes.
  // Anywhere else the build is made fresh, so a local run never plays a stale Storybook.
  const fresh = process.env.MASTHEAD_STORYBOOK_BUILT === '1' && existsSync('storybook-static/index.json');
  const args = ['scripts/static-plays.mjs', ...(fresh ? [] : ['--build']), '--jobs', '2', '--json', jsonFile, ...extra.filter((a) => !a.startsWith('-'))];
  console.log(`\n▶ plays in the built Storybook: node ${args.join(' ')}`);
  const t0 = Date.now();
  const run = spawnSync('node', args, { stdio: 'inherit', env: process.env });
  vitestSeconds += (Date.now() - t0) / 1000;
  if (!existsSync(jsonFile)) {
    results.push({ name: 'plays in the built Storybook (run did not complete)', ok: false, seconds: (Date.now() - t0) / 1000 });
    return;
  }
  for (const story of JSON.parse(readFileSync(jsonFile, 'utf8'))) {
    if (story.ok && story.skipped) {
      byProject.motion.skipped += 1;
      skippedTests.push(`built Storybook: ${story.id} › ${story.skipped}`);
    } else if (story.ok) {
      byProject.motion.passed += 1;
      if (story.aloneAfterConcurrent) retriedTests.push(`built Storybook: ${story.id}\n      ${story.aloneAfterConcurrent}`);
    } else {
      byProject.motion.failed += 1;
      failedTests.push(`built Storybook: ${story.id} › ${story.problems.join('; ')}`);
    }
  }
  if (run.status !== 0 && byProject.motion.failed === 0) results.push({ name: 'plays in the built Storybook (run failed)', ok: false, seconds: 0 });
}
staticPlays();

let passed = results.filter((r) => r.ok).length;
let failed = results.filter((r) => !r.ok).length;
let skipped = 0;
console.log('\n──────── Masthead test summary ────────');
for (const r of results) console.log(`${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds.toFixed(1)} s)`);
const labels = {
  unit: 'unit (node: machines, formats, theme, conventions, exports, openapi)',
  contract: 'API contract (node: typed client against the mock server)',
  host: 'host integration (jsdom)',
  ssr: 'server render in Node + hydration in Chromium (every route, every role)',
  embed: 'the standalone subscribe script on its example host page in Chromium (CSP, leaks both ways, RTL, two widgets)',
  stories: 'story tests in Chromium, motion off (play + axe + font guard + screenshot)',
  motion: 'story plays in the built Storybook: production React, motion on, each story at its viewport, one per file per page (play; axe in the run above)',
};
for (const [project, c] of Object.entries(byProject)) {
  console.log(`${c.failed ? '✘' : '✔'} ${labels[project]}: ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`);
  passed += c.passed;
  failed += c.failed;
  skipped += c.skipped;
}
if (skippedTests.length) {
  console.log('\n⚠ Skipped (each printed its reason above, e.g. "REAL PLAYBACK NOT CHECKED: …"):');
  for (const t of skippedTests) console.log(`  ⚠ ${t}`);
}
if (retriedTests.length) {
  console.log('\n⚠ Passed on a second attempt (flaky: the first attempt failed for the reason shown):');
  for (const t of retriedTests) console.log(`  ⚠ ${t}`);
}
if (failedTests.length) {
  console.log('\nFailed:');
  for (const f of failedTests) console.log(`  ✘ ${f}`);
}
const baseline = existsSync('__screenshots__/CHROMIUM_VERSION') ? readFileSync('__screenshots__/CHROMIUM_VERSION', 'utf8').trim() : '';
const chromium = spawnSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'ignore'],
}).stdout?.trim();
if (baseline && chromium && baseline !== chromium) {
  console.log(`\n⚠⚠⚠ VISUAL REGRESSION WAS SKIPPED: baselines are from "${baseline}", this machine runs "${chromium}". ⚠⚠⚠`);
}
console.log(
  `\nStory tests run in Chromium: ${byProject.stories.passed + byProject.stories.failed}. Vitest ${vitestSeconds.toFixed(1)} s, total ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && vitestOk ? 0 : 1);
