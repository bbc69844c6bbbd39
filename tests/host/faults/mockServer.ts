/**
 * The node mock for the fault tests, with the jsdom stubs a host needs: listens for the file, and after each test
 * unmounts, lifts faults, restores the world and stops watching `console.error`. `consoleError()` is the spy of the
 * running test (every case asserts it stayed silent).
 */
import '../jsdom-stubs';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, type MockInstance, vi } from 'vitest';
import { resetDb, resetScenario } from '../../../mocks';
import { createMockServer } from '../../../mocks/node';
import { resetLiveStreamRealtime } from '../../../mocks/realtime/liveStream';

export function setupFaultMockServer(): { consoleError: () => MockInstance } {
  const server = createMockServer();
  let spy: MockInstance | undefined;
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    spy = vi.spyOn(console, 'error');
  });
  afterEach(async () => {
    cleanup();
    server.resetHandlers();
    resetScenario();
    resetDb();
    // A screen on the realtime socket (the livestream page) closes it on unmount: let the close land, then reset.
    resetLiveStreamRealtime();
    await new Promise((resolve) => setTimeout(resolve, 20));
    spy?.mockRestore();
  });
  afterAll(() => server.close());
  return { consoleError: () => spy! };
}
