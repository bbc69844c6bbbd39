#!/usr/bin/env node
// Screenshots pages of the static Storybook (storybook-static/) in Chromium, for looking at docs pages and stories
// by eye: node scripts/shoot.mjs <out-dir> <id>[@width] ...   e.g. theming--docs@1280 ui-button--primary@375
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const [outDir = '/tmp/shots', ...ids] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const root = path.resolve('storybook-static');
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.mp4': 'video/mp4',
  '.mp3': 'audio/mpeg',
};
const server = createServer((req, res) => {
  let file = path.join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname));
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!file.startsWith(root) || !existsSync(file)) return res.writeHead(404).end();
  res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}).listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const { port } = server.address();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
for (const spec of ids) {
  const [id, width = '1280'] = spec.split('@');
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
  const docs = id.endsWith('--docs');
  await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${id}&viewMode=${docs ? 'docs' : 'story'}`);
  await page.waitForTimeout(2500);
  const file = path.join(outDir, `${id}@${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
  await page.close();
}
await browser.close();
server.close();
