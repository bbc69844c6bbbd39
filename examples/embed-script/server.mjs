#!/usr/bin/env node
// Serves the example host page with the standalone subscribe script and the mock API, as a publisher's site and the
// platform would: the page and `embed.js` from the page's origin (`http://localhost:PORT`), the API at each
// publication's own address (`http://<subdomain>.localhost:PORT/api/v1/…`, cross-origin, so with CORS), answered by
// the package's mock (MSW's getResponse: real HTTP, the mock's state and errors). The page's
// Content-Security-Policy is also sent as a header. Chromium resolves `*.localhost` to this machine by itself.
//
//   npm run build && node examples/embed-script/server.mjs [--port 8787]   → open http://localhost:8787/
//
// tests/embed/embed-script.test.ts starts the same server on a free port with the mock's sources.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getResponse } from 'msw';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

/** The policy of the example page (the same as its meta tag). */
export const EXAMPLE_CSP = "script-src 'self'; style-src 'self'";
/** The port written in index.html; the server puts its own port there. */
const PAGE_PORT = '8787';

const types = { '.png': 'image/png', '.jpg': 'image/jpeg', '.svg': 'image/svg+xml', '.webp': 'image/webp' };
const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
};

/**
 * An HTTP server for the example: `handlers` are the mock's MSW handlers; `files` may replace a served file's body
 * (`{ '/hostile.css': '' }` serves the page without its hostile stylesheet).
 */
export function createEmbedExampleServer({ handlers, script = path.join(root, 'dist/embed.js') }) {
  let files = {};
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    if (url.pathname.startsWith('/api/')) {
      if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const body = chunks.length && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
      const response =
        (await getResponse(handlers, new Request(url, { method: req.method, headers: req.headers, body }))) ?? new Response('no mock route', { status: 501 });
      const headers = { ...Object.fromEntries(response.headers), ...cors };
      delete headers['content-length'];
      res.writeHead(response.status, headers);
      return res.end(Buffer.from(await response.arrayBuffer()));
    }
    const port = String(server.address().port);
    const send = (type, text) => res.writeHead(200, { 'Content-Type': type, 'Content-Security-Policy': EXAMPLE_CSP, 'Cache-Control': 'no-store' }).end(text);
    if (url.pathname in files) return send(url.pathname.endsWith('.css') ? 'text/css' : 'text/javascript', files[url.pathname]);
    if (url.pathname === '/' || url.pathname === '/index.html') {
      return send('text/html; charset=utf-8', readFileSync(path.join(here, 'index.html'), 'utf8').replaceAll(`.localhost:${PAGE_PORT}`, `.localhost:${port}`));
    }
    if (url.pathname === '/hostile.css') return send('text/css', readFileSync(path.join(here, 'hostile.css')));
    if (url.pathname === '/embed.js' && existsSync(script)) return send('text/javascript', readFileSync(script));
    // The mock's media (publication logos), at the publication's address as the API names them.
    const asset = path.join(root, 'mocks/assets', url.pathname.replace(/^\/mock-assets\//, ''));
    if (url.pathname.startsWith('/mock-assets/') && asset.startsWith(path.join(root, 'mocks/assets')) && existsSync(asset)) {
      return res.writeHead(200, { 'Content-Type': types[path.extname(asset)] ?? 'application/octet-stream', ...cors }).end(readFileSync(asset));
    }
    if (url.pathname === '/favicon.ico') return res.writeHead(204).end();
    res.writeHead(404).end();
  });
  return {
    server,
    /** Serves `replacements` instead of those files from now on (`{}` restores them). */
    replace(replacements) {
      files = replacements;
    },
    listen: (port = 0) => new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server.address().port))),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const mocks = path.join(root, 'dist/mocks/index.js');
  if (!existsSync(mocks) || !existsSync(path.join(root, 'dist/embed.js'))) {
    console.error('Build first: npm run build');
    process.exit(2);
  }
  const { handlers, resetDb } = await import(mocks);
  resetDb();
  const at = process.argv.indexOf('--port');
  const example = createEmbedExampleServer({ handlers });
  const port = await example.listen(at > 0 ? Number(process.argv[at + 1]) : Number(PAGE_PORT));
  console.log(`The example host page: http://localhost:${port}/`);
}
