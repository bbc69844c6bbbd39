import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COPY_CONFIRMATION_MS,
  type CopyLinkEvent,
  type CopyLinkState,
  copyLinkEventTypes,
  copyLinkStateNames,
  copyLinkTransition,
  initialCopyLinkState,
  isCopied,
} from './copyLink.machine';

const idle: CopyLinkState = initialCopyLinkState;
const copying: CopyLinkState = { name: 'copying', text: 'https://a.example/p/x', at: 1000 };
const copied: CopyLinkState = { name: 'copied', text: 'https://a.example/p/x', until: 4000 };
const failed: CopyLinkState = { name: 'failed', text: 'https://a.example/p/x', reason: 'denied' };

describe('copy-link machine (M14)', () => {
  it('the confirmation lasts 3 s (K027)', () => {
    expect(COPY_CONFIRMATION_MS).toBe(3000);
  });

  it.each<[string, CopyLinkState, CopyLinkEvent, CopyLinkState]>([
    ['idle ─COPY→ copying', idle, { type: 'COPY', text: 'L', at: 5 }, { name: 'copying', text: 'L', at: 5 }],
    ['copying ─SUCCEEDED→ copied until at + 3 s', copying, { type: 'SUCCEEDED' }, { name: 'copied', text: 'https://a.example/p/x', until: 4000 }],
    ['copying ─FAILED→ failed', copying, { type: 'FAILED', reason: 'denied' }, { name: 'failed', text: 'https://a.example/p/x', reason: 'denied' }],
    ['copied ─TIMEOUT(at until)→ idle', copied, { type: 'TIMEOUT', now: 4000 }, idle],
    ['copied ─TIMEOUT(later)→ idle', copied, { type: 'TIMEOUT', now: 9000 }, idle],
    ['copied ─TIMEOUT(early, stale timer)→ ignored', copied, { type: 'TIMEOUT', now: 3999 }, copied],
    ['copied ─COPY→ copying (copy again restarts)', copied, { type: 'COPY', text: 'M', at: 3500 }, { name: 'copying', text: 'M', at: 3500 }],
    ['copied ─RESET→ idle', copied, { type: 'RESET' }, idle],
    ['failed ─COPY→ copying (retry)', failed, { type: 'COPY', text: 'L', at: 7 }, { name: 'copying', text: 'L', at: 7 }],
    ['failed ─RESET→ idle', failed, { type: 'RESET' }, idle],
    ['failed ─TIMEOUT→ ignored (the failure stays)', failed, { type: 'TIMEOUT', now: 1e9 }, failed],
    ['copying ─COPY→ ignored (one copy at a time)', copying, { type: 'COPY', text: 'other', at: 2000 }, copying],
    ['copying ─TIMEOUT→ ignored', copying, { type: 'TIMEOUT', now: 1e9 }, copying],
    ['copying ─RESET→ idle', copying, { type: 'RESET' }, idle],
    ['idle ─SUCCEEDED→ ignored', idle, { type: 'SUCCEEDED' }, idle],
    ['idle ─FAILED→ ignored', idle, { type: 'FAILED', reason: 'x' }, idle],
    ['idle ─TIMEOUT→ ignored', idle, { type: 'TIMEOUT', now: 1 }, idle],
    ['idle ─RESET→ idle (same object)', idle, { type: 'RESET' }, idle],
    ['copied ─SUCCEEDED→ ignored', copied, { type: 'SUCCEEDED' }, copied],
    ['copied ─FAILED→ ignored', copied, { type: 'FAILED', reason: 'x' }, copied],
    ['failed ─SUCCEEDED→ ignored', failed, { type: 'SUCCEEDED' }, failed],
    ['failed ─FAILED→ ignored', failed, { type: 'FAILED', reason: 'y' }, failed],
  ])('%s', (_name, state, event, expected) => {
    expect(copyLinkTransition(state, event)).toEqual(expected);
  });

  it('ignored events return the same state object', () => {
    expect(copyLinkTransition(idle, { type: 'RESET' })).toBe(idle);
    expect(copyLinkTransition(copied, { type: 'TIMEOUT', now: 0 })).toBe(copied);
  });

  it('isCopied only in copied', () => {
    expect([idle, copying, copied, failed].map(isCopied)).toEqual([false, false, true, false]);
  });

  it('a full copy: shown for exactly 3 s', () => {
    let s = copyLinkTransition(idle, { type: 'COPY', text: 'L', at: 10_000 });
    s = copyLinkTransition(s, { type: 'SUCCEEDED' });
    expect(copyLinkTransition(s, { type: 'TIMEOUT', now: 12_999 }).name).toBe('copied');
    expect(copyLinkTransition(s, { type: 'TIMEOUT', now: 13_000 }).name).toBe('idle');
  });

  const eventArb: fc.Arbitrary<CopyLinkEvent> = fc.oneof(
    fc.record({ type: fc.constant('COPY' as const), text: fc.string(), at: fc.nat() }),
    fc.constant({ type: 'SUCCEEDED' as const }),
    fc.record({ type: fc.constant('FAILED' as const), reason: fc.string() }),
    fc.record({ type: fc.constant('TIMEOUT' as const), now: fc.nat() }),
    fc.constant({ type: 'RESET' as const }),
  );

  it('property: every state is a known one, copied always ends 3 s after its copy started', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
        let s: CopyLinkState = idle;
        let startedAt: number | null = null;
        for (const e of events) {
          const before = s;
          s = copyLinkTransition(s, e);
          expect(copyLinkStateNames).toContain(s.name);
          expect(copyLinkEventTypes).toContain(e.type);
          if (s.name === 'copying' && before !== s) startedAt = s.at;
          if (s.name === 'copied') expect(s.until).toBe((startedAt ?? Number.NaN) + COPY_CONFIRMATION_MS);
        }
      }),
    );
  });
});
