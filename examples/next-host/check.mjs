// The served pages, checked as a reader's browser meets them: the HTML carries the content before any JavaScript
// runs (plain fetch), then Chromium loads and hydrates each page with no hydration error or console error. Also the
// first-load JavaScript each page costs (the scripts its HTML loads, each gzipped on its own), checked against
// first-load-budgets.json: the budget of a page is its measured first load + about 3 % (the package's build varies by a
// few hundred bytes between checkouts; a change that needs more raises the budget and says why).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { firstCommentProbe } from '../../scripts/first-comment-probe.mjs';

const budgets = JSON.parse(readFileSync(new URL('./first-load-budgets.json', import.meta.url), 'utf8')).pages;
const port = 3100;
const base = `http://127.0.0.1:${port}`;
const server = spawn('npx', ['next', 'start', '-p', String(port)], { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
const stop = () => {
  try {
    process.kill(-server.pid);
  } catch {}
};
process.on('exit', stop);
let failures = 0;
const fail = (message) => {
  failures += 1;
  console.error(`✘ ${message}`);
};

for (let i = 0; i < 120; i++) {
  try {
    if ((await fetch(`${base}/routes`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 500));
}

const pages = [
  { path: '/p/the-city-that-reads', before: ['The city that reads', 'data-part="post-body"'], body: /data-part="post-body"[^>]*><p>\w/ },
  { path: '/p/the-city-that-reads/comments', before: ['Comments'] },
  // The post with 2,000 comments: its first threads arrive in the server HTML (the paged read, prefetched), and the
  // first comment painted is timed from navigation start as a reader meets it (printed: it depends on timing).
  { path: '/p/the-big-conversation/comments', before: ['data-part="comment"'], firstComment: true },
  { path: '/chat/posts/3102', before: [] },
  { path: '/routes', before: ['Routes', 'chatThread', '/chat/posts/:postId'] },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
});
const page = await browser.newPage();
// In each page before its scripts: when the first task after the frame that first shows a comment ran.
await page.addInitScript(firstCommentProbe);
for (const { path, before, body, firstComment } of pages) {
  const html = await (await fetch(`${base}${path}`)).text();
  for (const text of before) if (!html.includes(text)) fail(`${path}: "${text}" is not in the server HTML`);
  if (body && !body.test(html)) fail(`${path}: the post body is not in the server HTML`);
  // First-load JS: every script the HTML loads, gzip.
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  let bytes = 0;
  for (const src of scripts) bytes += gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer()), { level: 9 }).length;
  const errors = [];
  const onConsole = (message) => message.type() === 'error' && errors.push(message.text());
  const onError = (error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  if (firstComment) {
    // Warm once (Next compiles nothing at run time, but the server's first render of a route fills its caches), then
    // five loads; the median printed.
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    const times = [];
    for (let run = 0; run < 5; run++) {
      await page.goto(`${base}${path}`, { waitUntil: 'load' });
      times.push(await page.evaluate(async () => [await window.__firstComment, performance.getEntriesByType('navigation')[0].responseStart]));
    }
    times.sort((a, b) => a[0] - b[0]);
    console.log(
      `  ${path}: first comment painted ${times[2][0].toFixed(0)} ms from navigation start, median of 5 (${times.map(([t, first]) => `${t.toFixed(0)} ms, first byte at ${first.toFixed(0)}`).join('; ')})`,
    );
  }
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  page.off('console', onConsole);
  page.off('pageerror', onError);
  const hydration = errors.filter((e) => /hydrat|did not match|server rendered/i.test(e));
  if (hydration.length) fail(`${path}: hydration errors:\n  ${hydration.join('\n  ')}`);
  const others = errors.filter((e) => !hydration.includes(e));
  const budget = budgets[path];
  console.log(
    `${failures ? '·' : '✔'} ${path}: first-load JS ${(bytes / 1024).toFixed(1)} kB gzip (${bytes} B, ${scripts.length} scripts)${budget ? ` of ${(budget / 1024).toFixed(1)} kB` : ''}${others.length ? `; console errors: ${others.join(' | ')}` : ''}`,
  );
  if (others.length) fail(`${path}: console errors`);
  if (!budget) fail(`${path}: no first-load budget in first-load-budgets.json`);
  else if (bytes > budget) fail(`${path}: first-load JS ${bytes} B is over its budget of ${budget} B`);
}
await browser.close();
stop();
console.log(failures ? `next host check: ${failures} failed` : 'next host check: every page served with its content and hydrated without an error');
process.exit(failures ? 1 : 0);
