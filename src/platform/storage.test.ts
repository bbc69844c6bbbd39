import { describe, expect, it } from 'vitest';
import { createManualClock } from './clock';
import { createLocalStorage, createMemoryStorage, guardStorage } from './storage';

describe('storage with expiry on the platform clock', () => {
  it('keeps a value until its max age passes (like-upsell cookie: 3650 days)', () => {
    const clock = createManualClock('2026-01-01T00:00:00Z');
    const storage = createMemoryStorage(clock);
    storage.set('likeUpsellShown', '2026-01-01', { maxAgeDays: 3650 });
    clock.advance(3649 * 86_400_000);
    expect(storage.get('likeUpsellShown')).toBe('2026-01-01');
    clock.advance(2 * 86_400_000);
    expect(storage.get('likeUpsellShown')).toBeNull();
  });

  it('keeps values without max age forever and removes on request', () => {
    const clock = createManualClock(0);
    const storage = createMemoryStorage(clock, { hasRestacked: 'true' });
    clock.advance(1e12);
    expect(storage.get('hasRestacked')).toBe('true');
    storage.remove('hasRestacked');
    expect(storage.get('hasRestacked')).toBeNull();
  });
});

describe('storage never throws', () => {
  /** A `Storage` whose writes fail like a full quota (or a private-mode browser). */
  function fullStorage(): Storage {
    const data = new Map<string, string>();
    return {
      get length() {
        return data.size;
      },
      clear: () => data.clear(),
      key: (i) => [...data.keys()][i] ?? null,
      getItem: (k) => data.get(k) ?? null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: (k) => void data.delete(k),
    };
  }

  it('a refused write (QuotaExceededError) is kept for the page instead of throwing', () => {
    const clock = createManualClock(0);
    const storage = createLocalStorage(clock, 'masthead:', fullStorage());
    expect(() => storage.set('app_drawer_dismissed', 'true', { maxAgeDays: 30 })).not.toThrow();
    expect(storage.get('app_drawer_dismissed')).toBe('true');
    storage.remove('app_drawer_dismissed');
    expect(storage.get('app_drawer_dismissed')).toBeNull();
  });

  it('guards a host adapter that throws on every call', () => {
    const clock = createManualClock(0);
    const throwing = {
      get: () => {
        throw new Error('storage unavailable');
      },
      set: () => {
        throw new Error('storage unavailable');
      },
      remove: () => {
        throw new Error('storage unavailable');
      },
    };
    const storage = guardStorage(throwing, clock);
    expect(storage.get('x')).toBeNull();
    expect(() => storage.set('x', '1')).not.toThrow();
    expect(storage.get('x')).toBe('1');
    expect(() => storage.remove('x')).not.toThrow();
    expect(storage.get('x')).toBeNull();
  });
});
