import { describe, expect, it } from 'vitest';
import { clipCreateEventTypes, clipCreateTransition as t, clipRange, initialClipCreateState } from './clipCreate.machine';

describe('create-clip control machine', () => {
  it('CREATE without a block starts creating; SUCCEEDED goes back to idle', () => {
    expect(clipCreateEventTypes).toEqual(['CREATE', 'SUCCEEDED', 'FAILED']);
    const creating = t(initialClipCreateState, { type: 'CREATE', block: null });
    expect(creating).toEqual({ name: 'creating' });
    expect(t(creating, { type: 'SUCCEEDED', clipId: 900 })).toEqual({ name: 'idle' });
  });

  it('a blocked CREATE (too short, not subscribed) changes nothing', () => {
    expect(t(initialClipCreateState, { type: 'CREATE', block: 'too_short' })).toBe(initialClipCreateState);
    expect(t(initialClipCreateState, { type: 'CREATE', block: 'not_subscribed' })).toBe(initialClipCreateState);
    const failed = { name: 'failed' } as const;
    expect(t(failed, { type: 'CREATE', block: 'not_subscribed' })).toBe(failed);
  });

  it('FAILED shows the failure; CREATE again retries', () => {
    const failed = t({ name: 'creating' }, { type: 'FAILED' });
    expect(failed).toEqual({ name: 'failed' });
    expect(t(failed, { type: 'CREATE', block: null })).toEqual({ name: 'creating' });
  });

  it('one request at a time; stray answers are ignored', () => {
    const creating = { name: 'creating' } as const;
    expect(t(creating, { type: 'CREATE', block: null })).toBe(creating);
    expect(t(initialClipCreateState, { type: 'SUCCEEDED', clipId: 1 })).toBe(initialClipCreateState);
    expect(t(initialClipCreateState, { type: 'FAILED' })).toBe(initialClipCreateState);
    const failed = { name: 'failed' } as const;
    expect(t(failed, { type: 'SUCCEEDED', clipId: 1 })).toBe(failed);
  });

  it('clipRange: 30 s from the current whole second, kept inside the video', () => {
    expect(clipRange({ duration: 754, currentTime: 100.7 })).toEqual({ start: 100, end: 130 });
    expect(clipRange({ duration: 754 })).toEqual({ start: 0, end: 30 });
    expect(clipRange({ duration: 754, currentTime: 740 })).toEqual({ start: 724, end: 754 });
    expect(clipRange({ duration: 754, currentTime: 9999 })).toEqual({ start: 724, end: 754 });
    expect(clipRange({ duration: 754, currentTime: -3 })).toEqual({ start: 0, end: 30 });
    expect(clipRange({ duration: 12, currentTime: 4 })).toEqual({ start: 0, end: 12 });
    expect(clipRange({ duration: 754, currentTime: 10, length: 60 })).toEqual({ start: 10, end: 70 });
  });
});
