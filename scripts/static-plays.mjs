#!/usr/bin/env node
// The plays as Storybook serves them: every story of the built Storybook (storybook-static/) played in Chromium the
// way Storybook's own test runner plays them — a page opens the iframe once and selects one story after another on
// Storybook's channel, and a page never plays two stories of the same file (see openPlayer) — with React's production
// build, the MSW worker and the static directories as the build ships them, motion ON (no reduced motion, transitions and animations running), each story at its own viewport
// (`globals.viewport` / `parameters.viewport`). A story fails when its play throws or the story throws; with `--axe`,
// also when axe reports a violation where the story asks for it (`a11y.test: 'error'`).
//
// Axe runs once per story, in the Vitest `stories` run (motion off: the page at rest). Here it is off by default
// (the preview's global `a11y.manual`): the DOM a play leaves is the same, and with motion on axe's contrast check can
// only meet colours half-way through a transition. It cost about 12 % of this run (214 post stories: 136 s with it,
// 120 s without).
//
// The files are served the way a plain static host serves them: streamed, without a Content-Length (what a host that
// compresses or streams answers), so a story that leans on the test runner's dev server (a length, a module already
// loaded by an earlier story of the same file) fails here first.
//
// A story that fails after another in the same page is played again alone; passing alone, it passes and the run prints
// the pair (what the earlier story left behind is a finding about that pair, not a failure of this story).
// Selecting stories in an open page instead of opening a page per story: 1,231 stories took 2,101 s one page each on a
// clean 2-core machine; a page costs ~0.8 s to load and ~1 s more to start the preview and the mock worker.
//
//   node scripts/static-plays.mjs [--build] [--dir storybook-static] [--json FILE] [--jobs N] [--axe] [filter…]
// `--build` rebuilds storybook-static first; a filter keeps story ids or story files containing it. Ends with one line
// `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const [, value] = args.splice(i, 2);
  return value;
};
/** An on/off switch: true when given (and taken out of the filters). */
const toggle = (name) => {
  const i = args.indexOf(name);
  if (i !== -1) args.splice(i, 1);
  return i !== -1;
};
const build = toggle('--build');
const jsonFile = flag('--json');
// With `--jobs N`, N pages play at once, each in its own browser context (its own service worker, storage and cache),
// so two stories never share the mock; a story that fails then is played again alone at the end (below). One page at a
// time by default; npm test plays two at once (1,728 stories: about 1,230 s one at a time on a 2-core CI machine).
const jobs = Number(flag('--jobs') ?? 1);
/** `--axe`: axe after every play here too (off by default, see the top of this file). */
const axe = toggle('--axe');
const dir = flag('--dir') ?? 'storybook-static';
const filters = args;
const root = path.resolve(dir);

if (build || !existsSync(path.join(root, 'index.json'))) {
  console.log('▶ building Storybook (storybook-static/)');
  const run = spawnSync('npx', ['storybook', 'build', '-o', dir, '--quiet'], { stdio: 'inherit' });
  if (run.status !== 0) {
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.mp4': 'video/mp4',
  '.mp3': 'audio/mpeg',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.vtt': 'text/vtt',
};
const server = createServer((req, res) => {
  let file = path.join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!file.startsWith(root) || !existsSync(file)) return res.writeHead(404).end();
  // Streamed, no Content-Length (chunked), as a compressing or streaming static host answers; the build's hashed
  // assets cached as a host caches them, so each fresh page does not fetch them again.
  const hashed = file.startsWith(path.join(root, 'assets'));
  res.writeHead(200, {
    'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
    ...(hashed ? { 'Cache-Control': 'public, max-age=31536000, immutable' } : {}),
  });
  createReadStream(file).pipe(res);
}).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const index = JSON.parse(readFileSync(path.join(root, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter(
  (e) => e.type === 'story' && (filters.length === 0 || filters.some((f) => e.id.includes(f) || e.importPath.includes(f))),
);

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
const newContext = () => browser.newContext({ reducedMotion: 'no-preference', viewport: { width: 1280, height: 900 } });

/** Each story's viewport, read from the preview's own story store (its `globals.viewport`, else `parameters.viewport`). */
async function viewports() {
  const context = await newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/iframe.html`);
  await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.storyStoreValue, null, { timeout: 60_000 });
  const sizes = await page.evaluate(
    async (ids) => {
      const preview = window.__STORYBOOK_PREVIEW__;
      const out = {};
      for (const id of ids) {
        const story = await preview.storyStoreValue.loadStory({ storyId: id });
        const param = story.parameters?.viewport ?? {};
        const name = param.disable ? undefined : (story.storyGlobals?.viewport?.value ?? param.defaultViewport);
        const option = name ? { ...(param.viewports ?? {}), ...(param.options ?? {}) }[name] : undefined;
        const width = Number.parseInt(option?.styles?.width ?? '', 10);
        const height = Number.parseInt(option?.styles?.height ?? '', 10);
        if (width && height) out[id] = { width, height };
      }
      return out;
    },
    stories.map((s) => s.id),
  );
  await page.close();
  await context.close();
  return sizes;
}

const ENDED = ['storyFinished', 'storyErrored', 'storyMissing', 'storyThrewException'];

/**
 * A page that plays stories one after another, as Storybook's own test runner does: the first story by opening the
 * iframe, the next ones by selecting them on Storybook's channel (the preview unmounts the last story, resets the mock
 * and renders the next). A page never plays two stories of the same file, so no story finds its file's module
 * already loaded by an earlier story. Each story gets its viewport, the top of the page and no focus, as a fresh page
 * would.
 */
async function openPlayer(context) {
  const page = await context.newPage({});
  let current = { problems: [], skipped: [] };
  page.on('pageerror', (error) => current.problems.push(`uncaught: ${error.message.split('\n')[0]}`));
  page.on('console', (message) => {
    const text = message.text();
    /** A check the play could not run in this browser says so on the console (stories/support/playback.ts): reported as skipped. */
    if (text.startsWith('⚠ REAL PLAYBACK NOT CHECKED')) current.skipped.push(text);
  });
  await page.addInitScript(() => {
    window.__playEvents = [];
    const wait = setInterval(() => {
      const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) return;
      clearInterval(wait);
      for (const name of ['playFunctionThrewException', 'storyThrewException', 'storyErrored', 'storyMissing', 'storyFinished'])
        channel.on(name, (payload) => window.__playEvents.push({ name, payload: JSON.parse(JSON.stringify(payload ?? null)) }));
    }, 1);
  });
  let loaded = false;
  return {
    /** Plays one story and reports how it ended; `broken` when the page can no longer be trusted (a story hung). */
    async play(story, viewport) {
      current = { problems: [], skipped: [] };
      const started = Date.now();
      let broken = false;
      await page.setViewportSize(viewport ?? { width: 1280, height: 900 });
      try {
        if (!loaded) {
          await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story${axe ? '' : '&globals=a11y.manual:!true'}`);
          loaded = true;
        } else {
          await page.evaluate((id) => {
            window.__playEvents = [];
            window.scrollTo(0, 0);
            if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
            window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
          }, story.id);
        }
        await page.waitForFunction((names) => window.__playEvents?.some((e) => names.includes(e.name)), ENDED, { timeout: 45_000 });
      } catch {
        current.problems.push('the story did not finish within 45 s');
        broken = true;
      }
      const events = await page.evaluate(() => window.__playEvents ?? []).catch(() => []);
      const { problems, skipped } = current;
      for (const { name, payload } of events) {
        if (name === 'storyFinished') {
          for (const report of payload?.reporters ?? []) {
            if (report.type === 'a11y' && report.status === 'failed')
              problems.push(`axe: ${(report.result?.violations ?? []).map((v) => v.id).join(', ') || 'violations'}`);
          }
        } else
          problems.push(
            `${name}: ${String(payload?.message ?? payload?.title ?? payload)
              .split('\n')[0]
              .slice(0, 300)}`,
          );
      }
      return { problems, skipped, broken, ms: Date.now() - started };
    },
    close: () => page.close(),
  };
}

/**
 * The run's pages: page k plays the k-th story of every file (a file's stories in their order), at most
 * STORIES_PER_PAGE each, so a page never holds two stories of one file and its memory stays bounded.
 */
const STORIES_PER_PAGE = 60;
const byFile = new Map();
for (const story of stories) byFile.set(story.importPath, [...(byFile.get(story.importPath) ?? []), story]);
const batches = [];
for (let rank = 0; ; rank += 1) {
  const round = [...byFile.values()].filter((list) => list.length > rank).map((list) => list[rank]);
  if (round.length === 0) break;
  for (let i = 0; i < round.length; i += STORIES_PER_PAGE) batches.push(round.slice(i, i + STORIES_PER_PAGE));
}

const t0 = Date.now();
const sizes = await viewports();
const results = [];
let next = 0;
async function worker() {
  while (next < batches.length) {
    const batch = batches[next++];
    // A fresh context per page: its own service worker, storage and cache, so no page inherits another's mock.
    const context = await newContext();
    let player = await openPlayer(context);
    let previous = null;
    for (const story of batch) {
      let { problems, skipped, broken, ms } = await player.play(story, sizes[story.id]);
      if (broken) {
        await player.close().catch(() => undefined);
        player = await openPlayer(context);
      }
      // A story that fails after another in the same page is played again alone in a fresh context. Passing alone, it
      // passes, and the run prints what the earlier story left behind (a finding about that pair, not about this story:
      // seen once, a panel-scrolled windowed list followed by a connected page ending in React error #185).
      let afterPrevious;
      if (problems.length && previous) {
        const aloneContext = await newContext();
        const alone = await openPlayer(aloneContext);
        const again = await alone.play(story, sizes[story.id]);
        await alone.close().catch(() => undefined);
        await aloneContext.close();
        if (again.problems.length === 0) {
          afterPrevious = `failed after ${previous.id} in one page (${problems.join('; ')}); passes alone`;
          ({ problems, skipped, ms } = again);
        }
      }
      previous = story;
      const ok = problems.length === 0;
      results.push({
        id: story.id,
        file: story.importPath,
        viewport: sizes[story.id] ?? null,
        ok,
        problems,
        skipped: ok && skipped.length ? skipped.join('; ') : undefined,
        afterPrevious,
        ms,
      });
      if (problems.length) console.log(`✘ ${story.id}${sizes[story.id] ? ` @${sizes[story.id].width}` : ''}\n    ${problems.join('\n    ')}`);
      else if (skipped.length) console.log(`⚠ ${story.id} skipped a check: ${skipped.join('; ')}`);
      if (afterPrevious) console.log(`⚠ ${story.id} ${afterPrevious}`);
    }
    await player.close().catch(() => undefined);
    await context.close();
  }
}
await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));

// With two or more pages playing at once, a story that failed is played again alone once the others have finished (a
// fresh context, nothing else running): a timed play (a frame budget, a poll's interval) must not fail because another
// page held a core. Passing alone, it passes and the run lists it (⚠ below, and npm test's summary lists it as passed
// on a second attempt); failing alone, it fails with the problems of its run alone.
const concurrent = jobs > 1 ? results.filter((r) => !r.ok && !r.afterPrevious) : [];
for (const result of concurrent) {
  const story = stories.find((s) => s.id === result.id);
  const context = await newContext();
  const alone = await openPlayer(context);
  const again = await alone.play(story, sizes[story.id]);
  await alone.close().catch(() => undefined);
  await context.close();
  const first = result.problems.join('; ');
  Object.assign(result, { ok: again.problems.length === 0, problems: again.problems, ms: again.ms });
  result.skipped = result.ok && again.skipped.length ? again.skipped.join('; ') : undefined;
  if (result.ok) {
    result.aloneAfterConcurrent = `failed while another page played beside it (${first}); passes alone`;
    console.log(`⚠ ${story.id} ${result.aloneAfterConcurrent}`);
  } else console.log(`✘ ${story.id} fails alone too\n    ${again.problems.join('\n    ')}`);
}
await browser.close();
server.close();

const failed = results.filter((r) => !r.ok);
if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
console.log(
  `\nPlays in the built Storybook (production React, motion on, each story at its viewport, files streamed without a length): ${results.length} stories in ${((Date.now() - t0) / 1000).toFixed(1)} s.`,
);
const skippedStories = results.filter((r) => r.skipped);
const pairs = results.filter((r) => r.afterPrevious);
if (pairs.length) console.log(`${pairs.length} stories failed only after another story in the same page and passed alone (⚠ above).`);
const aloneOnly = results.filter((r) => r.aloneAfterConcurrent);
if (aloneOnly.length) console.log(`${aloneOnly.length} stories failed only while another page played beside them and passed alone (⚠ above).`);
console.log(
  `${results.length - failed.length - skippedStories.length} passed, ${failed.length} failed${skippedStories.length ? `, ${skippedStories.length} skipped` : ''}`,
);
process.exit(failed.length === 0 ? 0 : 1);
