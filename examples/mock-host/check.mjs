// Uses every entry point the README shows from an empty host: the package, its stylesheet and contract files, and the
// mock API (node server, world, scenario). Fails loudly on the first thing that does not work.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ui = await import('@masthead/ui');
for (const name of ['PlatformProvider', 'ThemeProvider', 'Button', 'ProductApp', 'PostPage', 'ChatThreadPage']) {
  if (!ui[name]) throw new Error(`@masthead/ui does not export ${name}`);
}
readFileSync(require.resolve('@masthead/ui/styles.css'));
JSON.parse(readFileSync(require.resolve('@masthead/ui/openapi.json'), 'utf8'));

const started = performance.now();
const mocks = await import('@masthead/ui/mocks');
const { createMockServer } = await import('@masthead/ui/mocks/node');
const loaded = performance.now();
mocks.resetDb();
const seeded = performance.now();
// The browser entry imports msw/browser, which only resolves in a browser bundler: check that it is exported.
import.meta.resolve('@masthead/ui/mocks/browser');

const server = createMockServer();
server.listen({ onUnhandledRequest: 'error' });
try {
  mocks.setScenario({ viewer: 'paid' });
  const response = await fetch('http://localhost/api/v1/subscriptions');
  if (response.status !== 200) throw new Error(`mock answered ${response.status}: ${await response.text()}`);
  const body = await response.json();
  console.log(`mock answered 200 with keys ${Object.keys(body).join(', ')}`);
} finally {
  server.close();
}
console.log(`mocks: imported in ${(loaded - started).toFixed(0)} ms, world seeded in ${(seeded - loaded).toFixed(0)} ms`);
console.log('mock host: every README entry point works');
