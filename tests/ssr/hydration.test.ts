/**
 * Server render, then hydrate, every route as every role (the way React Aria tests server rendering): each page is
 * rendered with `react-dom/server` in Node on the mock API, and its HTML hydrated in Chromium by the same page code;
 * any hydration warning, recoverable error or console error fails. One browser page hydrates every case in turn.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type Browser, chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { routes } from '../../src/app/routes';
import { db, resetDb } from '../../mocks/db';
import { createMockServer } from '../../mocks/node';
import { setScenario, viewerRoleNames } from '../../mocks/scenario';
import { buildHalves, outDir } from './build';
import { extraPaths, pathByScreen } from './cases';

type ServerHalf = typeof import('./server');
type HydrateResult = { errors: string[]; requests: string[] };

let serverHalf: ServerHalf;
/** The server's DOM for post bodies, as a host would hand it over. */
let dom: { window: Window };
let mock: ReturnType<typeof createMockServer>;
let http: Server;
let browser: Browser;
let hydrate: (html: string, path: string, role: string, state?: unknown) => Promise<HydrateResult>;
const timings = { build: 0, cases: 0, count: 0 };
/** Per path and role: does the server HTML carry the screen's content (its first state is not `loading`)? */
const content = new Map<string, { without: number; with: number; roles: number }>();

/** The screen's own state as the server HTML shows it: the first `data-state` inside the theme root. */
function screenState(html: string): string {
  return /data-state="([^"]+)"/.exec(html.replace(/^<div[^>]*data-theme[^>]*>/, ''))?.[1] ?? 'none';
}

/** Serves the client bundle and answers `/api/v1` from the mock running in this process (the same world the server rendered). */
function serve(): Promise<Server> {
  const server = createServer(async (req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/api/')) {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && k !== 'host') headers.set(k, v);
      const answer = await fetch(`${serverHalf.SERVER_API}${url}`, {
        method: req.method,
        headers,
        ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
      });
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      res.end(Buffer.from(await answer.arrayBuffer()));
      return;
    }
    if (url === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="stylesheet" href="/client.css"></head><body><div id="root"></div><script type="module" src="/client.js"></script></body></html>',
      );
      return;
    }
    try {
      const file = readFileSync(path.join(outDir, path.normalize(url.split('?')[0] ?? '').replace(/^(\.\.[/\\])+/, '')));
      const type = url.endsWith('.js')
        ? 'text/javascript'
        : url.endsWith('.css')
          ? 'text/css'
          : url.endsWith('.woff2')
            ? 'font/woff2'
            : 'application/octet-stream';
      res.writeHead(200, { 'content-type': type });
      res.end(file);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  const t0 = performance.now();
  const { JSDOM } = await import('jsdom');
  dom = new JSDOM('');
  const built = await buildHalves();
  serverHalf = (await import(/* @vite-ignore */ built.server)) as ServerHalf;
  mock = createMockServer();
  mock.listen({ onUnhandledFrame: 'error' });
  http = await serve();
  browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, '--headless'] });
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(`http://127.0.0.1:${(http.address() as AddressInfo).port}/`);
  await page.waitForFunction(() => 'hydratePage' in window);
  hydrate = (html, p, role, state) =>
    page.evaluate((args) => (window as unknown as { hydratePage: (a: typeof args) => Promise<HydrateResult> }).hydratePage(args), {
      html,
      path: p,
      role,
      state,
      settleMs: 30,
    });
  timings.build = performance.now() - t0;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  http?.close();
  mock?.close();
  const rows = [...content].map(([p, c]) => `  ${p.padEnd(48)} ${String(c.without).padStart(2)}/${c.roles} → ${String(c.with).padStart(2)}/${c.roles}`);
  const before = [...content.values()].filter((c) => c.without === c.roles).length;
  const after = [...content.values()].filter((c) => c.with === c.roles).length;
  console.log(
    `routes with content in the server HTML (roles without → with prefetch):\n${rows.join('\n')}\n  every role: ${before} → ${after} of ${content.size} paths`,
  );
  console.log(
    `server render + hydration: ${timings.count} cases in ${(timings.cases / 1000).toFixed(1)} s (build and browser start ${(timings.build / 1000).toFixed(1)} s)`,
  );
});

test('every route of the route table has a path here', () => {
  expect(Object.keys(pathByScreen).sort()).toEqual(routes.map((r) => r.screen).sort());
});

test('the check fails on a mismatch: the server renders one reader, the browser hydrates another', async () => {
  resetDb();
  setScenario({ viewer: 'paid' });
  const { html } = await serverHalf.renderPage('/login', 'paid');
  expect(html).toContain('Paolo Paid');
  const { errors } = await hydrate(html, '/login', 'anonymous');
  expect(errors.join('\n')).toMatch(/hydrat/i);
});

const paths = [...Object.values(pathByScreen), ...extraPaths];

describe.each(viewerRoleNames)('as %s', (role) => {
  test.each([false, true])('every route renders on the server and hydrates without a warning (prefetched: %s)', async (prefetch) => {
    resetDb();
    setScenario({ viewer: role });
    const failures: string[] = [];
    for (const p of paths) {
      const t0 = performance.now();
      const { html, state, prefetched, serverErrors } = await serverHalf.renderPage(p, role, { prefetch, htmlWindow: dom.window });
      const { errors, requests } = await hydrate(html, p, role, state);
      timings.cases += performance.now() - t0;
      timings.count += 1;
      const entry = content.get(p) ?? { without: 0, with: 0, roles: 0 };
      const withContent = screenState(html) !== 'loading' ? 1 : 0;
      if (prefetch) entry.with += withContent;
      else {
        entry.without += withContent;
        entry.roles += 1;
      }
      content.set(p, entry);
      // What the server read is used, not read again.
      errors.push(...serverErrors.map((e) => `server render error: ${e}`));
      const again = requests.filter((r) => prefetched.includes(r));
      if (again.length) errors.push(`read again after hydration: ${again.join(', ')}`);
      if (errors.length)
        failures.push(
          `${p}:\n    ${errors
            .map((e) =>
              e
                .replace(/It can also happen[\s\S]*?hydration-mismatch/, '')
                .split('\n')
                .filter((l) => !/^\s*-\s/.test(l))
                .slice(0, 40)
                .join('\n      '),
            )
            .join('\n    ')}`,
        );
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});

/**
 * The reader's time zone: the server (this process, in the machine's zone) and a browser in a zone of its own render a
 * post whose date is another day in the reader's zone than in UTC. With the same `timeZone` on both sides the HTML has
 * the reader's day and hydrates cleanly; the browser left on the default (UTC) writes the UTC day and the check fails.
 */
test("dates follow the platform's time zone on both sides, across midnight, whatever the machines' own zones", async () => {
  resetDb();
  setScenario({ viewer: 'paid' });
  const published = new Date(db.core.posts.find((p) => p.slug === 'the-city-that-reads')?.post_date ?? '');
  // A zone where the post's day is not its UTC day: 12 hours behind for a morning post, 14 ahead for an evening one.
  const zone = published.getUTCHours() < 12 ? 'Etc/GMT+12' : 'Pacific/Kiritimati';
  const day = (timeZone: string) => new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(published);
  expect(day(zone)).not.toBe(day('UTC'));
  const context = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
  try {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${(http.address() as AddressInfo).port}/`);
    await page.waitForFunction(() => 'hydratePage' in window);
    // The browser's own zone is neither UTC nor the reader's.
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
    const hydrateIn = (html: string, state: unknown, timeZone?: string) =>
      page.evaluate((args) => (window as unknown as { hydratePage: (a: typeof args) => Promise<HydrateResult> }).hydratePage(args), {
        html,
        path: '/p/the-city-that-reads',
        role: 'paid',
        state,
        settleMs: 30,
        ...(timeZone ? { timeZone } : {}),
      });
    const { html, state } = await serverHalf.renderPage('/p/the-city-that-reads', 'paid', { prefetch: true, htmlWindow: dom.window, timeZone: zone });
    expect(html).toContain(day(zone));
    expect(html).not.toContain(day('UTC'));
    expect((await hydrateIn(html, state, zone)).errors).toEqual([]);
    // The check can fail: a browser left on the default zone writes the UTC day over the server's.
    const other = await hydrateIn(html, state);
    expect(other.errors.join('\n')).toMatch(/hydrat/i);
  } finally {
    await context.close();
  }
});

test('prefetched screens arrive with their content: the post page by slug and by id, the embeds', async () => {
  resetDb();
  setScenario({ viewer: 'paid' });
  const { html, prefetched } = await serverHalf.renderPage('/p/the-city-that-reads', 'paid', { prefetch: true, htmlWindow: dom.window });
  expect(prefetched).toEqual(['GET /api/v1/posts/the-city-that-reads']);
  expect(screenState(html)).not.toBe('loading');
  expect(html).toContain('The city that reads');
  expect(html).toMatch(/data-part="post-body"[^>]*><p>\w/);
});

/**
 * The issue's named screens (the post page, comments, archive, home, about, author and event pages) arrive with their
 * content for every role once prefetched, and the browser reads none of it again. One that regresses (its read no
 * longer the key its hook reads, or its screen no longer rendering from the cache) fails here by name.
 */
const contentRoutes = [
  '/p/the-city-that-reads',
  '/p/the-city-that-reads/comments',
  '/archive',
  '/archive?section=marginalia',
  '/',
  '/about',
  '/authors/carmen',
  '/events',
];
/** Named by the issue, not there yet (each with its reason in `screenReads`); none now. */
const contentRoutesNotYet: string[] = [];

test.each(viewerRoleNames)("the issue's named routes arrive with their content as %s, and nothing prefetched is read again", async (role) => {
  resetDb();
  setScenario({ viewer: role });
  const shown: Record<string, string> = {};
  for (const p of [...contentRoutes, ...contentRoutesNotYet]) {
    const { html, state, prefetched } = await serverHalf.renderPage(p, role, { prefetch: true, htmlWindow: dom.window });
    const { requests } = await hydrate(html, p, role, state);
    const again = requests.filter((r) => prefetched.includes(r));
    shown[p] =
      `${screenState(html) === 'loading' ? 'loading' : 'content'}${prefetched.length ? '' : ', nothing prefetched'}${again.length ? `, read again: ${again.join(' ')}` : ''}`;
  }
  expect(shown).toEqual({
    ...Object.fromEntries(contentRoutes.map((p) => [p, 'content'])),
    ...Object.fromEntries(contentRoutesNotYet.map((p) => [p, 'loading, nothing prefetched'])),
  });
});

test('the comments page arrives with its first threads: the post, the standing and the first page read once, on the server', async () => {
  resetDb();
  setScenario({ viewer: 'free' });
  const { html, prefetched } = await serverHalf.renderPage('/p/the-city-that-reads/comments', 'free', { prefetch: true, htmlWindow: dom.window });
  // The post first (its id and default sort), then the standing and the first page side by side.
  expect(prefetched[0]).toBe('GET /api/v1/posts/the-city-that-reads');
  expect(
    prefetched
      .slice(1)
      .map((r) => r.replace(/\/\d+\//, '/{id}/'))
      .sort(),
  ).toEqual(['GET /api/v1/post/{id}/comments', 'GET /api/v1/posts/{id}/reader_context']);
  expect(screenState(html)).toBe('ready');
  // Comments themselves, not only the page's frame: each top-level comment is its `#comment-{n}` target.
  expect(html.match(/id="comment-\d+"/g)?.length ?? 0).toBeGreaterThan(0);
});
