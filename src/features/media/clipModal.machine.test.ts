import { describe, expect, it } from 'vitest';
import { clipModalEventTypes, clipModalFromQuery, clipModalQuery, clipModalStateNames, clipModalTitleId, clipModalTransition as t } from './clipModal.machine';

const closed = { name: 'closed' } as const;

describe('clip modal machine (M10)', () => {
  it('names its states and events', () => {
    expect(clipModalStateNames).toEqual(['closed', 'view', 'share']);
    expect(clipModalEventTypes).toEqual(['OPEN', 'SHARE', 'WATCH_FULL_EPISODE', 'CLOSE']);
  });

  it('OPEN opens in view or share mode; a bad id changes nothing', () => {
    expect(t(closed, { type: 'OPEN', clipId: 7 })).toEqual({ name: 'view', clipId: 7 });
    expect(t(closed, { type: 'OPEN', clipId: 7, share: true })).toEqual({ name: 'share', clipId: 7 });
    expect(t(closed, { type: 'OPEN', clipId: 0 })).toBe(closed);
    expect(t(closed, { type: 'OPEN', clipId: 1.5 })).toBe(closed);
  });

  it('SHARE switches view to share; WATCH_FULL_EPISODE and CLOSE close', () => {
    const view = { name: 'view', clipId: 7 } as const;
    expect(t(view, { type: 'SHARE' })).toEqual({ name: 'share', clipId: 7 });
    expect(t(closed, { type: 'SHARE' })).toBe(closed);
    expect(t({ name: 'share', clipId: 7 }, { type: 'WATCH_FULL_EPISODE' })).toEqual(closed);
    expect(t(view, { type: 'CLOSE' })).toEqual(closed);
    expect(t(closed, { type: 'CLOSE' })).toBe(closed);
  });

  it('reads the address: clipId opens, share picks share mode', () => {
    expect(clipModalFromQuery(new URLSearchParams('clipId=12'))).toEqual({ name: 'view', clipId: 12 });
    expect(clipModalFromQuery(new URLSearchParams('clipId=12&share=true'))).toEqual({ name: 'share', clipId: 12 });
    expect(clipModalFromQuery(new URLSearchParams('clipId=12&share'))).toEqual({ name: 'share', clipId: 12 });
    expect(clipModalFromQuery(new URLSearchParams('clipId=12&share=false'))).toEqual({ name: 'view', clipId: 12 });
    for (const bad of ['', 'clipId=', 'clipId=abc', 'clipId=-1', 'clipId=0', 'clipId=1e3'])
      expect(clipModalFromQuery(new URLSearchParams(bad))).toEqual(closed);
  });

  it('writes the address: Watch full episode removes clipId and share, keeps the rest', () => {
    const q = new URLSearchParams('t=30&clipId=12&share=true');
    expect(clipModalQuery(q, closed).toString()).toBe('t=30');
    expect(clipModalQuery(q, { name: 'view', clipId: 12 }).toString()).toBe('t=30&clipId=12');
    expect(clipModalQuery(new URLSearchParams(), { name: 'share', clipId: 3 }).toString()).toBe('clipId=3&share=true');
  });

  it('titles: "Clip" in view mode, "Share Clip" in share mode', () => {
    expect(clipModalTitleId({ name: 'view', clipId: 1 })).toBe('media.clip.title');
    expect(clipModalTitleId({ name: 'share', clipId: 1 })).toBe('media.clip.shareTitle');
  });
});
