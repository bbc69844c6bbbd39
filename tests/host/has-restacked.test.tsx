/**
 * The has-restacked fact (E44, "cached forever") every restack surface shares (`useHasRestacked`, the footer's): the
 * stored flag first, else one E44 read for a signed-in reader where a restack is possible, the flag set by a `true`
 * answer or a restack that went through — and a host storage that throws breaks none of it.
 */
// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetDb, resetScenario, setScenario } from '../../mocks';
import { createMockServer } from '../../mocks/node';
import type { ScenarioViewer } from '../../mocks/scenario';
import { HAS_RESTACKED_STORAGE_KEY, useHasRestacked } from '../../src/index';
import { createFrozenClock } from '../../src/platform/clock';
import { createMemoryStorage, type StorageAdapter } from '../../src/platform/storage';
import { refusingStorage } from '../../stories/support/storage';
import { hostWrapper } from '../support/host';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetScenario();
  resetDb();
});
afterAll(() => server.close());

const clock = createFrozenClock(new Date('2026-11-27T12:00:00.000Z'));

function mount(role: ScenarioViewer, storage: StorageAdapter, wanted = true) {
  setScenario({ viewer: role });
  const asked: string[] = [];
  const known: boolean[] = [];
  const spy: typeof fetch = (input, init) => {
    if (String(input).includes('/api/v1/feed/has-restacked')) asked.push(String(input));
    return globalThis.fetch(input, init);
  };
  const wrapper = hostWrapper({ viewer: role, storage, fetch: spy, clock });
  const view = renderHook(() => useHasRestacked({ wanted, onKnown: (answer) => void known.push(answer) }), { wrapper });
  return { view, asked, known };
}

describe('useHasRestacked', () => {
  it('asks E44 once for a reader who never restacked; a restack that goes through sets the flag', async () => {
    const storage = createMemoryStorage(clock);
    const { view, asked, known } = mount('free', storage);
    expect(view.result.current.stored).toBe(false);
    await waitFor(() => expect(known).toEqual([false]));
    expect(asked).toHaveLength(1);
    expect(storage.get(HAS_RESTACKED_STORAGE_KEY)).toBeNull();
    view.result.current.remember();
    expect(storage.get(HAS_RESTACKED_STORAGE_KEY)).toBe('true');
    view.rerender();
    expect(asked).toHaveLength(1);
  });

  it('stores a true answer', async () => {
    const storage = createMemoryStorage(clock);
    const { asked, known } = mount('paid', storage);
    await waitFor(() => expect(known).toEqual([true]));
    expect(asked).toHaveLength(1);
    expect(storage.get(HAS_RESTACKED_STORAGE_KEY)).toBe('true');
  });

  it('the stored flag is the answer: E44 is not asked', async () => {
    const storage = createMemoryStorage(clock, { [HAS_RESTACKED_STORAGE_KEY]: 'true' });
    const { view, asked, known } = mount('free', storage);
    expect(view.result.current.stored).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toEqual([]);
    expect(known).toEqual([]);
  });

  it('a signed-out reader, or a surface where restacking is off, is never asked', async () => {
    const signedOut = mount('anonymous', createMemoryStorage(clock));
    const off = mount('free', createMemoryStorage(clock), false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(signedOut.asked).toEqual([]);
    expect(off.asked).toEqual([]);
    expect(off.known).toEqual([]);
  });

  it('a host storage that throws: counted as nothing stored, E44 is asked, its answer arrives, remembering does not throw', async () => {
    const { view, asked, known } = mount('paid', refusingStorage);
    expect(view.result.current.stored).toBe(false);
    await waitFor(() => expect(known).toEqual([true]));
    expect(asked).toHaveLength(1);
    expect(() => view.result.current.remember()).not.toThrow();
  });
});
