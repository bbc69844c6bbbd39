import { describe, expect, it } from 'vitest';
import { initialLikeUpsellState, LIKE_UPSELL_COOKIE_DAYS, LIKE_UPSELL_COOLDOWN_DAYS, likeUpsellDecision, likeUpsellTransition } from './likeUpsell.machine';

const now = new Date('2026-11-21T12:00:00.000Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();

describe('like-upsell decision (M18)', () => {
  it('uses the spec constants', () => {
    expect(LIKE_UPSELL_COOLDOWN_DAYS).toBe(30);
    expect(LIKE_UPSELL_COOKIE_DAYS).toBe(3650);
  });
  it.each([
    ['anonymous, never shown', 'anonymous', null, { show: true, view: 'plans' }],
    ['free, never shown', 'free', null, { show: true, view: 'plans' }],
    ['paid, never shown', 'paid', null, { show: true, view: 'share' }],
    ['founding, never shown', 'founding', null, { show: true, view: 'share' }],
    ['contributor', 'contributor', null, { show: false, reason: 'staff' }],
    ['admin', 'admin', null, { show: false, reason: 'staff' }],
    ['free, shown 29 days ago', 'free', daysAgo(29), { show: false, reason: 'cooldown' }],
    ['free, shown 31 days ago', 'free', daysAgo(31), { show: true, view: 'plans' }],
    ['paid, shown 29 days ago', 'paid', daysAgo(29), { show: false, reason: 'cooldown' }],
    ['paid, shown 31 days ago', 'paid', daysAgo(31), { show: true, view: 'share' }],
    ['free, shown exactly 30 days ago', 'free', daysAgo(30), { show: true, view: 'plans' }],
    ['free, shown just now', 'free', daysAgo(0), { show: false, reason: 'cooldown' }],
    ['free, unreadable cookie', 'free', 'not a date', { show: true, view: 'plans' }],
    ['admin, shown long ago', 'admin', daysAgo(400), { show: false, reason: 'staff' }],
  ] as const)('%s', (_n, role, last, decision) => {
    expect(likeUpsellDecision(role, last, now)).toEqual(decision);
  });
});

describe('like-upsell state', () => {
  it('staff start ineligible and stay so', () => {
    const s = initialLikeUpsellState('admin');
    expect(s).toEqual({ name: 'ineligible' });
    expect(likeUpsellTransition(s, { type: 'LIKED', decision: { show: true, view: 'plans' } })).toBe(s);
    expect(likeUpsellTransition(s, { type: 'CLOSE' })).toBe(s);
  });
  it('eligible + LIKED(show) → shown(view) → CLOSE → closed → LIKED(cooldown) stays closed', () => {
    const e = initialLikeUpsellState('free');
    expect(e).toEqual({ name: 'eligible' });
    const shown = likeUpsellTransition(e, { type: 'LIKED', decision: { show: true, view: 'plans' } });
    expect(shown).toEqual({ name: 'shown', view: 'plans' });
    expect(likeUpsellTransition(shown, { type: 'LIKED', decision: { show: true, view: 'share' } })).toBe(shown);
    const closed = likeUpsellTransition(shown, { type: 'CLOSE' });
    expect(closed).toEqual({ name: 'closed' });
    expect(likeUpsellTransition(closed, { type: 'LIKED', decision: { show: false, reason: 'cooldown' } })).toBe(closed);
    expect(likeUpsellTransition(closed, { type: 'CLOSE' })).toBe(closed);
    expect(likeUpsellTransition(closed, { type: 'LIKED', decision: { show: true, view: 'share' } })).toEqual({ name: 'shown', view: 'share' });
  });
  it('eligible + LIKED(no) stays; CLOSE ignored', () => {
    const e = initialLikeUpsellState('paid');
    expect(likeUpsellTransition(e, { type: 'LIKED', decision: { show: false, reason: 'cooldown' } })).toBe(e);
    expect(likeUpsellTransition(e, { type: 'CLOSE' })).toBe(e);
  });
});
