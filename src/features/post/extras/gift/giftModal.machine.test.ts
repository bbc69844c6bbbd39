import { describe, expect, it } from 'vitest';
import {
  GIFT_MODAL_DEFAULT_MONTHS,
  GIFT_MODAL_REDIRECT_MS,
  type GiftModalState,
  giftModalEligibility,
  giftModalError,
  giftModalTransition as transition,
  initGiftModal,
  isGiftModalOpen,
} from './giftModal.machine';

describe('M61 gift modal: the three guards', () => {
  it.each([
    // variant
    [
      'duration_focused, 1 month, plain email',
      { variant: 'duration_focused', months: 1, email: 'paolo@example.com' },
      { eligible: true, variant: 'duration_focused', months: 1 },
    ],
    ['value_focused, 3 months', { variant: 'value_focused', months: 3, email: 'paolo@example.com' }, { eligible: true, variant: 'value_focused', months: 3 }],
    ['control variant', { variant: 'control', months: 1, email: 'paolo@example.com' }, { eligible: false, reason: 'variant' }],
    ['not enrolled', { variant: null, months: 1, email: 'paolo@example.com' }, { eligible: false, reason: 'variant' }],
    ['unknown variant', { variant: 'Duration_Focused', months: 1, email: 'paolo@example.com' }, { eligible: false, reason: 'variant' }],
    // months
    [
      'months default to 1 when absent',
      { variant: 'duration_focused', email: 'paolo@example.com' },
      { eligible: true, variant: 'duration_focused', months: 1 },
    ],
    [
      'months null → default 1',
      { variant: 'duration_focused', months: null, email: 'paolo@example.com' },
      { eligible: true, variant: 'duration_focused', months: 1 },
    ],
    ['0 months', { variant: 'duration_focused', months: 0, email: 'paolo@example.com' }, { eligible: false, reason: 'months' }],
    ['negative months', { variant: 'value_focused', months: -2, email: 'paolo@example.com' }, { eligible: false, reason: 'months' }],
    ['fractional months', { variant: 'value_focused', months: 1.5, email: 'paolo@example.com' }, { eligible: false, reason: 'months' }],
    // email
    ['an email with "+"', { variant: 'duration_focused', months: 1, email: 'paolo+news@example.com' }, { eligible: false, reason: 'email' }],
    ['no email', { variant: 'duration_focused', months: 1, email: null }, { eligible: false, reason: 'email' }],
    // order of the guards
    ['variant is checked first', { variant: 'control', months: 0, email: 'a+b@example.com' }, { eligible: false, reason: 'variant' }],
    ['months before email', { variant: 'value_focused', months: 0, email: 'a+b@example.com' }, { eligible: false, reason: 'months' }],
  ] as const)('%s', (_name, input, expected) => {
    expect(giftModalEligibility(input)).toEqual(expected);
  });

  it('constants: 1 month by default (K108), redirect after 1 s (K127)', () => {
    expect(GIFT_MODAL_DEFAULT_MONTHS).toBe(1);
    expect(GIFT_MODAL_REDIRECT_MS).toBe(1000);
  });
});

describe('M61 gift modal: transitions', () => {
  const claim = initGiftModal('paolo@example.com');
  const enter: GiftModalState = { name: 'enter_email', email: 'paolo@example.com', error: null };
  const subscribing: GiftModalState = { name: 'subscribing', email: 'paolo@example.com' };
  const subscribed: GiftModalState = { name: 'subscribed', email: 'paolo@example.com' };

  it('init → claim_gift with the reader’s email ready', () => {
    expect(claim).toEqual({ name: 'claim_gift', email: 'paolo@example.com' });
    expect(initGiftModal(null)).toEqual({ name: 'claim_gift', email: '' });
    expect(isGiftModalOpen(claim)).toBe(true);
  });

  it('claim_gift + CLAIM → enter_email', () => {
    expect(transition(claim, { type: 'CLAIM' })).toEqual(enter);
  });

  it('claim_gift + CLOSE → closed', () => {
    const s = transition(claim, { type: 'CLOSE' });
    expect(s.name).toBe('closed');
    expect(isGiftModalOpen(s)).toBe(false);
  });

  it.each(['EDIT', 'SUBMIT', 'SUCCEEDED', 'FAILED', 'REDIRECTED'] as const)('claim_gift ignores %s', (type) => {
    const event = type === 'EDIT' ? { type, email: 'x@example.com' } : { type };
    expect(transition(claim, event as never)).toBe(claim);
  });

  it('enter_email + EDIT → enter_email with the new email, error cleared', () => {
    const failed: GiftModalState = { ...enter, error: { id: 'gift.modal.error' } };
    expect(transition(failed, { type: 'EDIT', email: 'p@example.com' })).toEqual({ name: 'enter_email', email: 'p@example.com', error: null });
  });

  it('enter_email + SUBMIT → subscribing with the trimmed email', () => {
    expect(transition({ ...enter, email: '  paolo@example.com ' }, { type: 'SUBMIT' })).toEqual(subscribing);
  });

  it('enter_email + SUBMIT with a blank email is ignored', () => {
    const blank: GiftModalState = { ...enter, email: '   ' };
    expect(transition(blank, { type: 'SUBMIT' })).toBe(blank);
  });

  it('enter_email + CLOSE → closed', () => {
    expect(transition(enter, { type: 'CLOSE' }).name).toBe('closed');
  });

  it.each(['CLAIM', 'SUCCEEDED', 'FAILED', 'REDIRECTED'] as const)('enter_email ignores %s', (type) => {
    expect(transition(enter, { type } as never)).toBe(enter);
  });

  it('subscribing + SUCCEEDED → subscribed', () => {
    expect(transition(subscribing, { type: 'SUCCEEDED' })).toEqual(subscribed);
  });

  it('subscribing + FAILED without a server text → enter_email with T181', () => {
    expect(transition(subscribing, { type: 'FAILED' })).toEqual({ ...enter, error: { id: 'gift.modal.error' } });
  });

  it('subscribing + FAILED with a server text → enter_email with that text', () => {
    expect(transition(subscribing, { type: 'FAILED', serverMessage: 'This email already has a gift subscription.' })).toEqual({
      ...enter,
      error: { id: 'server', message: 'This email already has a gift subscription.' },
    });
  });

  it.each(['CLAIM', 'SUBMIT', 'REDIRECTED', 'CLOSE'] as const)('subscribing ignores %s', (type) => {
    expect(transition(subscribing, { type } as never)).toBe(subscribing);
  });

  it('subscribed + REDIRECTED → done', () => {
    const s = transition(subscribed, { type: 'REDIRECTED' });
    expect(s).toEqual({ name: 'done', email: 'paolo@example.com' });
    expect(isGiftModalOpen(s)).toBe(false);
  });

  it.each(['CLAIM', 'SUBMIT', 'SUCCEEDED', 'FAILED', 'CLOSE'] as const)('subscribed ignores %s (the redirect is coming)', (type) => {
    expect(transition(subscribed, { type } as never)).toBe(subscribed);
  });

  it('done and closed ignore everything', () => {
    const done: GiftModalState = { name: 'done', email: 'a@example.com' };
    const closed: GiftModalState = { name: 'closed', email: 'a@example.com' };
    for (const event of [{ type: 'CLAIM' }, { type: 'SUBMIT' }, { type: 'SUCCEEDED' }, { type: 'CLOSE' }, { type: 'REDIRECTED' }] as const) {
      expect(transition(done, event)).toBe(done);
      expect(transition(closed, event)).toBe(closed);
    }
  });

  it.each([
    [undefined, { id: 'gift.modal.error' }],
    [null, { id: 'gift.modal.error' }],
    ['  ', { id: 'gift.modal.error' }],
    [' Nope. ', { id: 'server', message: 'Nope.' }],
  ])('giftModalError(%j)', (input, expected) => {
    expect(giftModalError(input)).toEqual(expected);
  });
});
