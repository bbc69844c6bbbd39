/**
 * The mock world's start-up cost in the browser (issue 12): importing `mocks/index.ts` (the handlers, the seeded
 * world and faker) and re-seeding it with `resetDb()`, as a host's development server or test does between tests.
 * The first import is measured once (modules are cached after it); `resetDb()` is sampled. Budget: a reset under
 * 250 ms median (stories reset the world before each one). Node figures come from `examples/mock-host` in CI.
 */
import { test } from 'vitest';
import { record, runsOr, sample } from '../harness';

test('mock world: import and reset in the browser', async () => {
  const started = performance.now();
  const mocks = await import('../../mocks');
  const importMs = performance.now() - started;
  const { summaries } = await sample({ runs: runsOr(10), warmup: 1 }, async () => {
    const t0 = performance.now();
    mocks.resetDb();
    return { resetMs: performance.now() - t0 };
  });
  await record(
    'mocks-seed',
    { firstImportMs: importMs, resetMs: summaries.resetMs },
    { firstImportMs: 3000, resetMs: 250 },
    'mocks/index.ts in Chromium: first import once, resetDb() sampled',
  );
});
