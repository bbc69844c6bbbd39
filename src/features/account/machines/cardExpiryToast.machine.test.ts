import { describe, expect, it } from 'vitest';
import { type CardExpiryInput, evaluate, initialState, transition } from './cardExpiryToast.machine';

const now = new Date('2026-11-21T12:00:00.000Z');
const day = 86_400_000;
const at = (days: number) => new Date(now.getTime() + days * day).toISOString();
const input = (patch: Partial<CardExpiryInput> = {}): CardExpiryInput => ({
  isSubscribed: true,
  cardExpiresAt: at(8),
  expiry: at(25),
  now,
  dismissedAt: null,
  ...patch,
});

describe('M29 card expiry toast', () => {
  it('shows when the card expires within 12 days and before the renewal', () => {
    expect(evaluate(input())).toEqual({ name: 'shown', cardExpiresAt: at(8), expired: false });
  });
  it('shows an expired card as expired', () => {
    expect(evaluate(input({ cardExpiresAt: at(-15), expiry: at(-2) }))).toMatchObject({ name: 'shown', expired: true });
  });
  it('hidden for a reader who does not pay', () => expect(evaluate(input({ isSubscribed: false }))).toEqual({ name: 'hidden' }));
  it('hidden when the card expires in more than 12 days', () => expect(evaluate(input({ cardExpiresAt: at(13), expiry: at(60) }))).toEqual({ name: 'hidden' }));
  it('shown at exactly 12 days', () => expect(evaluate(input({ cardExpiresAt: at(12), expiry: at(60) })).name).toBe('shown'));
  it('hidden when the card outlives the renewal minus the grace period', () => {
    expect(evaluate(input({ cardExpiresAt: at(8), expiry: at(10) }))).toEqual({ name: 'hidden' });
  });
  it('hidden without a card or an end date', () => {
    expect(evaluate(input({ cardExpiresAt: null }))).toEqual({ name: 'hidden' });
    expect(evaluate(input({ expiry: null }))).toEqual({ name: 'hidden' });
    expect(evaluate(input({ cardExpiresAt: 'not a date' }))).toEqual({ name: 'hidden' });
  });
  it('stays dismissed for a week after a dismissal, then shows again', () => {
    expect(evaluate(input({ dismissedAt: now.getTime() - 6 * day }))).toEqual({ name: 'dismissed', until: now.getTime() + day });
    expect(evaluate(input({ dismissedAt: now.getTime() - 7 * day })).name).toBe('shown');
  });
  it('DISMISS hides a shown toast for a week', () => {
    const shown = transition(initialState, { type: 'EVALUATE', input: input() });
    expect(transition(shown, { type: 'DISMISS', now })).toEqual({ name: 'dismissed', until: now.getTime() + 7 * day });
  });
  it('DISMISS does nothing while hidden', () => expect(transition(initialState, { type: 'DISMISS', now })).toBe(initialState));
  it('EVALUATE keeps a dismissal that has not run out, even if storage forgot it', () => {
    const dismissed = { name: 'dismissed' as const, until: now.getTime() + day };
    expect(transition(dismissed, { type: 'EVALUATE', input: input() })).toBe(dismissed);
    expect(transition(dismissed, { type: 'EVALUATE', input: input({ now: new Date(now.getTime() + 2 * day) }) }).name).toBe('shown');
  });
});
