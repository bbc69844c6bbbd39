#!/usr/bin/env node
// The plays as Storybook serves them: every story of the built Storybook (storybook-static/) opened on its own in
// Chromium, the way a designer opens it — React's production build, the MSW worker and the static directories as the
// build ships them, motion ON (no reduced motion, transitions and animations running), each story at its own viewport
// (`globals.viewport` / `parameters.viewport`). A story fails when its play throws, the story throws, or axe reports
// a violation where the story asks for it (`a11y.test: 'error'`).
//
// The files are served the way a plain static host serves them: streamed, without a Content-Length (what a host that
// compresses or streams answers), so a story that leans on the test runner's dev server (a length, a module already
// loaded by an earlier story of the same file) fails here first.
//
//   node scripts/static-plays.mjs [--build] [--dir storybook-static] [--json FILE] [--jobs N] [filter…]
// `--build` rebuilds storybook-static first; a filter keeps story ids or story files containing it. Ends with one line
// `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const [, value] = args.splice(i, 2);
  return value;
};
const build = args.includes('--build');
if (build) args.splice(args.indexOf('--build'), 1);
const jsonFile = flag('--json');
// One story at a time by default (timed plays stay off a contended core). With `--jobs N`, each worker has its own
// browser context (its own service worker, storage and cache), so two stories never share the mock.
const jobs = Number(flag('--jobs') ?? 1);
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
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
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

/** Opens one story in a fresh page at its viewport and reports how its play ended. */
async function runStory(context, story, viewport) {
  const page = await context.newPage({});
  await page.setViewportSize(viewport ?? { width: 1280, height: 900 });
  const problems = [];
  /** A check the play could not run in this browser says so on the console (stories/support/playback.ts): reported as skipped. */
  const skipped = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message.split('\n')[0]}`));
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('⚠ REAL PLAYBACK NOT CHECKED')) skipped.push(text);
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
  try {
    await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
    const ended = ['storyFinished', 'storyErrored', 'storyMissing', 'storyThrewException'];
    await page.waitForFunction((names) => window.__playEvents?.some((e) => names.includes(e.name)), ended, { timeout: 45_000 });
  } catch {
    problems.push('the story did not finish within 45 s');
  }
  const events = await page.evaluate(() => window.__playEvents ?? []).catch(() => []);
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
  await page.close();
  return { problems, skipped };
}

const t0 = Date.now();
const sizes = await viewports();
const results = [];
let next = 0;
/** A context is renewed after this many stories, so a long run's memory stays bounded (seen: 6 GB by the end of one context). */
const STORIES_PER_CONTEXT = 100;
async function worker() {
  let context = await newContext();
  let served = 0;
  while (next < stories.length) {
    const story = stories[next++];
    if (served++ === STORIES_PER_CONTEXT) {
      await context.close();
      context = await newContext();
      served = 1;
    }
    const { problems, skipped } = await runStory(context, story, sizes[story.id]);
    const ok = problems.length === 0;
    results.push({
      id: story.id,
      file: story.importPath,
      viewport: sizes[story.id] ?? null,
      ok,
      problems,
      skipped: ok && skipped.length ? skipped.join('; ') : undefined,
    });
    if (problems.length) console.log(`✘ ${story.id}${sizes[story.id] ? ` @${sizes[story.id].width}` : ''}\n    ${problems.join('\n    ')}`);
    else if (skipped.length) console.log(`⚠ ${story.id} skipped a check: ${skipped.join('; ')}`);
  }
  await context.close();
}
await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));
await browser.close();
server.close();

const failed = results.filter((r) => !r.ok);
if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
console.log(
  `\nPlays in the built Storybook (production React, motion on, each story at its viewport, files streamed without a length): ${results.length} stories in ${((Date.now() - t0) / 1000).toFixed(1)} s.`,
);
const skippedStories = results.filter((r) => r.skipped);
console.log(
  `${results.length - failed.length - skippedStories.length} passed, ${failed.length} failed${skippedStories.length ? `, ${skippedStories.length} skipped` : ''}`,
);
process.exit(failed.length === 0 ? 0 : 1);
