/**
 * Runs before every story test (both story projects): hands the running test's context to story support, so a check
 * that cannot run on this machine (real playback: stories/support/playback.ts) marks its test skipped with the reason
 * instead of passing.
 */
import { afterEach, beforeEach } from 'vitest';

beforeEach((context) => {
  (globalThis as { __mastheadTestContext?: unknown }).__mastheadTestContext = context;
});
afterEach(() => {
  (globalThis as { __mastheadTestContext?: unknown }).__mastheadTestContext = undefined;
});
