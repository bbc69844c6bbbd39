import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../api/errors';
import { type GiftAcceptState, transition, initGiftAccept, isAllGoneError, isGiftAllGone } from './giftAccept.machine';

const route = 'POST /api/v1/viral_gifts/accept_gift_from_link';

describe('M62 gift accept: init', () => {
  it.each([
    ['3 left', { count_remaining: 3 }, 'form'],
    ['1 left', { count_remaining: 1, expired: false }, 'form'],
    ['none left', { count_remaining: 0 }, 'all_gone'],
    ['expired with some left', { count_remaining: 2, expired: true }, 'all_gone'],
  ])('%s → %s', (_name, gift, name) => {
    expect(initGiftAccept(gift).name).toBe(name);
    expect(isGiftAllGone(gift)).toBe(name === 'all_gone');
  });

  it.each([
    [{ status: 410, code: 'ALL_GONE' }, true],
    [{ status: 409, code: 'ALL_GONE' }, true],
    [{ status: 410 }, true],
    [{ status: 400, serverMessage: 'Please enter your name.' }, false],
    [{ status: 500 }, false],
  ])('isAllGoneError(%j) → %s', (init, expected) => {
    expect(isAllGoneError(new ApiError({ kind: 'http', route, ...init }))).toBe(expected);
  });

  it('a network failure is not all gone', () => {
    expect(isAllGoneError(new ApiError({ kind: 'network', route }))).toBe(false);
  });
});

describe('M62 gift accept: transitions', () => {
  const form: GiftAcceptState = { name: 'form' };
  const submitting: GiftAcceptState = { name: 'submitting', submitterName: 'Nina', email: 'nina@example.com' };

  it('form + SUBMIT → submitting with trimmed values', () => {
    expect(transition(form, { type: 'SUBMIT', name: ' Nina ', email: ' nina@example.com ' })).toEqual(submitting);
  });

  it.each([
    ['blank name', '  ', 'nina@example.com'],
    ['blank email', 'Nina', ''],
  ])('form + SUBMIT with a %s is ignored', (_n, name, email) => {
    expect(transition(form, { type: 'SUBMIT', name, email })).toBe(form);
  });

  it.each(['SUCCEEDED', 'FAILED'] as const)('form ignores a late %s', (type) => {
    expect(transition(form, type === 'FAILED' ? { type, error: new ApiError({ kind: 'http', route, status: 500 }) } : { type })).toBe(form);
  });

  it('submitting + SUCCEEDED → accepted', () => {
    expect(transition(submitting, { type: 'SUCCEEDED' })).toEqual({ name: 'accepted', email: 'nina@example.com' });
  });

  it('submitting + FAILED 410 ALL_GONE → all_gone', () => {
    expect(
      transition(submitting, { type: 'FAILED', error: new ApiError({ kind: 'http', route, status: 410, code: 'ALL_GONE', serverMessage: 'All gone' }) }),
    ).toEqual({ name: 'all_gone' });
  });

  it('submitting + FAILED with a server text → error with that text', () => {
    expect(
      transition(submitting, {
        type: 'FAILED',
        error: new ApiError({ kind: 'http', route, status: 400, serverMessage: 'This email has already claimed this gift.' }),
      }),
    ).toEqual({
      name: 'error',
      message: 'This email has already claimed this gift.',
    });
  });

  it('submitting + FAILED with the message the hook chose (the kit’s bounded server words) → error with that message', () => {
    const error = new ApiError({ kind: 'http', route, status: 400, serverMessage: 'x'.repeat(100_000) });
    expect(transition(submitting, { type: 'FAILED', error, message: `${'x'.repeat(279)}…` })).toEqual({ name: 'error', message: `${'x'.repeat(279)}…` });
    expect(transition(submitting, { type: 'FAILED', error, message: null })).toEqual({ name: 'error', message: null });
  });

  it('submitting + FAILED without a text → error with the T181 fallback (message null)', () => {
    expect(transition(submitting, { type: 'FAILED', error: new ApiError({ kind: 'http', route, status: 500 }) })).toEqual({ name: 'error', message: null });
  });

  it('submitting ignores another SUBMIT', () => {
    expect(transition(submitting, { type: 'SUBMIT', name: 'X', email: 'x@example.com' })).toBe(submitting);
  });

  it('error + SUBMIT → submitting (try again)', () => {
    expect(transition({ name: 'error', message: null }, { type: 'SUBMIT', name: 'Nina', email: 'nina@example.com' })).toEqual(submitting);
  });

  it('accepted and all_gone are final', () => {
    for (const s of [{ name: 'accepted', email: 'a@example.com' }, { name: 'all_gone' }] as GiftAcceptState[]) {
      expect(transition(s, { type: 'SUBMIT', name: 'a', email: 'a@example.com' })).toBe(s);
      expect(transition(s, { type: 'SUCCEEDED' })).toBe(s);
      expect(transition(s, { type: 'FAILED', error: new ApiError({ kind: 'http', route, status: 500 }) })).toBe(s);
    }
  });
});
