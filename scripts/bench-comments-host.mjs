#!/usr/bin/env node
// The comments page as a reader meets it: a host app's production build (examples/vite-host/comments.html, the packed
// package as a customer installs it, built by examples/vite-host/build.sh) served over HTTP with the mock API answering
// `/api/v1` on the same origin (the package's built mock, `dist/mocks`, through MSW's getResponse: real requests, real
// JSON over the network layer), opened in Chromium for post 1400 "The big conversation" (2,000 comments). Every figure is
// timed from navigation start (`performance.now()` in the page).
//
// Two forms of the API, interleaved run by run:
// - paged: the designed form of E35 (`limit` and `cursor`): the page asks for its first threads, shows them, and asks
//   for more as the reader nears the end;
// - whole: the spec's all-at-once answer (the server ignores `limit`), the only form before the paged one: every thread
//   arrives, is parsed and validated before the first is shown.
//
// Figures per form (medians of N runs): first comment painted (the first task after the frame that first shows a
// comment), the API bytes the page had received by then, comments and DOM nodes in the document 1.5 s later, the JS
// heap then (CDP Runtime.getHeapUsage), and once per run of the paged form: the gzip bytes of JS the page loaded and,
// of those, the bytes above React (the page's JS less a bundle of react + react-dom alone, built the same way).
// Facts that do not depend on timing are checked and fail the run: the paged form's first request carries `limit`, it
// shows fewer threads than the post has, at most 20,000 DOM nodes; the whole form shows every thread; in both forms the
// first frame that shows a comment holds only the threads in view (fewer than a page's 20).
//
//   npm run build && bash examples/vite-host/build.sh && node scripts/bench-comments-host.mjs [--runs N]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { getResponse } from 'msw';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { firstCommentProbe } from './first-comment-probe.mjs';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
const root = path.resolve(import.meta.dirname, '..');
const site = path.join(root, 'examples/vite-host/dist');
if (!existsSync(path.join(site, 'comments.html')) || !existsSync(path.join(root, 'dist/mocks/index.js'))) {
  console.error('Build first: npm run build && bash examples/vite-host/build.sh');
  process.exit(2);
}
const { handlers, resetDb } = await import(path.join(root, 'dist/mocks/index.js'));

/** 'paged' or 'whole': how the API answers E35 in this run. */
let form = 'paged';
const apiLog = [];
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2', '.svg': 'image/svg+xml' };
const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  if (url.pathname.startsWith('/api/')) {
    if (form === 'whole' && /\/comments$/.test(url.pathname)) {
      url.searchParams.delete('limit');
      url.searchParams.delete('cursor');
    }
    apiLog.push(`${req.method} ${url.pathname}${url.search}`);
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = chunks.length && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
    const request = new Request(url, { method: req.method, headers: req.headers, body });
    const response = (await getResponse(handlers, request)) ?? new Response('no mock route', { status: 501 });
    const buffer = Buffer.from(await response.arrayBuffer());
    const headers = Object.fromEntries(response.headers);
    delete headers['content-length'];
    res.writeHead(response.status, headers);
    return res.end(buffer);
  }
  const file = path.join(site, url.pathname === '/' ? 'index.html' : url.pathname);
  if (!file.startsWith(site) || !existsSync(file) || statSync(file).isDirectory()) return res.writeHead(404).end();
  res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const results = { paged: [], whole: [] };
let scripts = [];
for (let run = 0; run < runs; run += 1) {
  for (const which of run % 2 === 0 ? ['paged', 'whole'] : ['whole', 'paged']) {
    form = which;
    resetDb();
    apiLog.length = 0;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(firstCommentProbe);
    const page = await context.newPage();
    const loaded = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') loaded.push(new URL(response.url()).pathname);
    });
    await page.goto(`${origin}/comments.html`);
    const firstMs = await page.evaluate(() => window.__firstComment);
    const firstCount = await page.evaluate(() => window.__firstCommentCount);
    const firstRoots = await page.evaluate(() => window.__firstCommentRoots);
    const apiBytes = await page.evaluate(
      (until) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/api/') && e.responseEnd <= until)
          .reduce((sum, e) => sum + e.encodedBodySize, 0),
      firstMs,
    );
    await page.waitForTimeout(1500);
    const { comments, nodes, roots } = await page.evaluate(() => ({
      comments: document.querySelectorAll('[data-part="comment"]').length,
      roots: document.querySelectorAll('[data-part="comment"][data-depth="0"]').length,
      nodes: document.getElementsByTagName('*').length,
    }));
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    results[which].push({
      firstMs,
      firstCount,
      firstRoots,
      apiBytes,
      comments,
      roots,
      nodes,
      heapMb: usedSize / 2 ** 20,
      firstRequest: apiLog.find((l) => l.includes('/comments')),
    });
    if (which === 'paged' && scripts.length === 0) scripts = [...new Set(loaded)];
    await context.close();
  }
}
await browser.close();
server.close();

// The page's JS as the host ships it (gzip), and React's share: react + react-dom/client alone, minified for production.
const pageJs = scripts.reduce((sum, p) => sum + gzipSync(readFileSync(path.join(site, p)), { level: 9 }).length, 0);
const reactOnly = await build({
  stdin: {
    contents: "import { createRoot } from 'react-dom/client'; import { createElement } from 'react'; createRoot(document.body).render(createElement('p'));",
    resolveDir: path.join(root, 'examples/vite-host'),
    loader: 'js',
  },
  bundle: true,
  minify: true,
  write: false,
  format: 'esm',
  define: { 'process.env.NODE_ENV': '"production"' },
});
const reactJs = gzipSync(reactOnly.outputFiles[0].contents, { level: 9 }).length;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(
  `\nCommentsPage in a Vite host (examples/vite-host, packed package), post 1400 (2,000 comments), ${runs} runs per form, medians, from navigation start:`,
);
console.log('form   first comment painted   API bytes by then   comments / top-level shown   DOM nodes   JS heap');
for (const which of ['paged', 'whole']) {
  const r = results[which];
  console.log(
    `${which.padEnd(6)} ${`${median(r.map((x) => x.firstMs)).toFixed(0)} ms`.padStart(21)}   ${kb(median(r.map((x) => x.apiBytes))).padStart(17)}   ${`${median(r.map((x) => x.comments))} / ${median(r.map((x) => x.roots))}`.padStart(26)}   ${String(median(r.map((x) => x.nodes))).padStart(9)}   ${median(r.map((x) => x.heapMb)).toFixed(1)} MB`,
  );
}
console.log(
  `comments (top-level threads) in the first frame that shows one, median: paged ${median(results.paged.map((x) => x.firstCount))} (${median(results.paged.map((x) => x.firstRoots))}), whole ${median(results.whole.map((x) => x.firstCount))} (${median(results.whole.map((x) => x.firstRoots))})`,
);
console.log(
  `first comment painted, each run: paged ${results.paged.map((x) => x.firstMs.toFixed(0)).join(', ')} ms; whole ${results.whole.map((x) => x.firstMs.toFixed(0)).join(', ')} ms`,
);
console.log(
  `JS the page loads: ${kb(pageJs)} gzip (${scripts.join(', ')}); react + react-dom alone ${kb(reactJs)}; above React ${kb(pageJs - reactJs)} (target 45 kB)`,
);

const failures = [];
for (const r of results.paged) {
  if (!/[?&]limit=\d+/.test(r.firstRequest ?? '')) failures.push(`paged: the first comments request carries no limit (${r.firstRequest})`);
  if (r.roots >= 2000 || r.roots === 0) failures.push(`paged: ${r.roots} top-level threads shown (expected some, fewer than the post's)`);
  if (r.nodes > 20_000) failures.push(`paged: ${r.nodes} DOM nodes (at most 20,000)`);
}
// The first frame holds the threads in view, not the whole first page (20 threads, several screens): the list mounts the
// rest after that frame (WindowedList's fillAfterPaint).
for (const which of ['paged', 'whole'])
  for (const r of results[which])
    if (!(r.firstRoots > 0 && r.firstRoots < 20))
      failures.push(`${which}: ${r.firstRoots} top-level threads in the first frame (expected the few in view, fewer than a page's 20)`);
for (const r of results.whole) if (r.nodes > 20_000) failures.push(`whole: ${r.nodes} DOM nodes (at most 20,000)`);
for (const f of failures) console.log(`✘ ${f}`);
console.log(`${failures.length === 0 ? 1 : 0} passed, ${failures.length === 0 ? 0 : 1} failed`);
process.exit(failures.length === 0 ? 0 : 1);
