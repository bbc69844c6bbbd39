import { describe, expect, it } from 'vitest';
import { createManualClock } from './clock';
import { createMemoryStorage } from './storage';

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
