import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import {
  type GiftUnlockEvent,
  type GiftUnlockState,
  giftUnlockEligible,
  giftUnlockEventTypes,
  giftUnlockFailure,
  init,
  isUnlocking,
  transition,
} from './giftUnlock.machine';

const failed = (status: number, code?: string, serverMessage?: string): GiftUnlockEvent => ({
  type: 'FAILED',
  error: new ApiError({ kind: 'http', route: 'POST /api/v1/posts/:id/unlock', status, code, serverMessage }),
});

const hidden: GiftUnlockState = { name: 'hidden' };
const locked: GiftUnlockState = { name: 'locked' };
const unlocking: GiftUnlockState = { name: 'unlocking' };
const unlocked: GiftUnlockState = { name: 'unlocked' };
const error: GiftUnlockState = { name: 'error', failure: 'postEnd.giftUnlock.unavailable' };

describe('gift unlock machine: guards (M24)', () => {
  it.each([
    ['eligible, truncated, not redeemed', { teaser_post_eligible: true, truncated_body_text: true }, { has_redeemed_post_unlock_token: false }, true],
    ['anonymous reader', { teaser_post_eligible: true, truncated_body_text: true }, null, true],
    ['not teaser-eligible', { teaser_post_eligible: false, truncated_body_text: true }, null, false],
    ['already readable in full', { teaser_post_eligible: true, truncated_body_text: false }, null, false],
    ['token already redeemed', { teaser_post_eligible: true, truncated_body_text: true }, { has_redeemed_post_unlock_token: true }, false],
  ] as const)('%s → %s', (_name, post, reader, expected) => {
    expect(giftUnlockEligible(post, reader)).toBe(expected);
    expect(init(post, reader)).toEqual(expected ? locked : hidden);
  });

  it.each([
    [401, undefined, 'postEnd.giftUnlock.signIn'],
    [403, 'TEASER_UNAVAILABLE', 'postEnd.giftUnlock.unavailable'],
    [403, undefined, 'postEnd.giftUnlock.unavailable'],
    [404, undefined, 'postEnd.giftUnlock.unavailable'],
    [400, undefined, 'postEnd.giftUnlock.unavailable'],
    [500, undefined, 'postEnd.giftUnlock.failed'],
    [undefined, undefined, 'postEnd.giftUnlock.failed'],
    [500, 'TEASER_UNAVAILABLE', 'postEnd.giftUnlock.unavailable'],
    // A ban is not "teaser posts are not available": the generic text when the server sent no words of its own.
    [403, 'PUBLICATION_BAN', 'postEnd.giftUnlock.failed'],
  ] as const)('failure %s %s → %s', (status, code, expected) => {
    expect(giftUnlockFailure(status, code)).toBe(expected);
  });
});

describe('gift unlock machine: every state × event', () => {
  it('hidden ignores everything', () => {
    for (const e of [{ type: 'UNLOCK' }, { type: 'SUCCEEDED' }, failed(500), { type: 'POST_SYNCED', truncated: false }] as GiftUnlockEvent[]) {
      expect(transition(hidden, e)).toBe(hidden);
    }
  });

  it('locked', () => {
    expect(transition(locked, { type: 'UNLOCK' })).toEqual(unlocking);
    expect(transition(locked, { type: 'SUCCEEDED' })).toBe(locked);
    expect(transition(locked, failed(403))).toBe(locked);
    expect(transition(locked, { type: 'POST_SYNCED', truncated: true })).toBe(locked);
    expect(transition(locked, { type: 'POST_SYNCED', truncated: false })).toEqual(unlocked);
  });

  it('unlocking', () => {
    expect(isUnlocking(unlocking)).toBe(true);
    expect(transition(unlocking, { type: 'UNLOCK' })).toBe(unlocking);
    expect(transition(unlocking, { type: 'SUCCEEDED' })).toEqual(unlocked);
    expect(transition(unlocking, failed(403, 'TEASER_UNAVAILABLE'))).toEqual(error);
    expect(transition(unlocking, failed(401))).toEqual({ name: 'error', failure: 'postEnd.giftUnlock.signIn' });
    expect(transition(unlocking, failed(500))).toEqual({ name: 'error', failure: 'postEnd.giftUnlock.failed' });
    // A banned reader is told the server's words (the spec's one ban text, T024, is the chat's), never T049.
    expect(transition(unlocking, failed(403, 'PUBLICATION_BAN', 'You have been banned from this publication'))).toEqual({
      name: 'error',
      failure: 'postEnd.giftUnlock.failed',
      serverText: 'You have been banned from this publication',
    });
    expect(transition(unlocking, failed(403, 'PUBLICATION_BAN'))).toEqual({ name: 'error', failure: 'postEnd.giftUnlock.failed' });
    expect(transition(unlocking, failed(403, undefined, 'Forbidden'))).toEqual(error);
    expect(transition(unlocking, { type: 'POST_SYNCED', truncated: true })).toBe(unlocking);
    expect(transition(unlocking, { type: 'POST_SYNCED', truncated: false })).toEqual(unlocked);
  });

  it('unlocked is final', () => {
    for (const e of [{ type: 'UNLOCK' }, { type: 'SUCCEEDED' }, failed(500), { type: 'POST_SYNCED', truncated: true }] as GiftUnlockEvent[]) {
      expect(transition(unlocked, e)).toBe(unlocked);
    }
  });

  it('error: try again, or the post arrived in full', () => {
    expect(isUnlocking(error)).toBe(false);
    expect(transition(error, { type: 'UNLOCK' })).toEqual(unlocking);
    expect(transition(error, { type: 'SUCCEEDED' })).toBe(error);
    expect(transition(error, failed(500))).toBe(error);
    expect(transition(error, { type: 'POST_SYNCED', truncated: true })).toBe(error);
    expect(transition(error, { type: 'POST_SYNCED', truncated: false })).toEqual(unlocked);
  });
});

describe('gift unlock machine: properties', () => {
  const event = fc.oneof(
    fc.constant<GiftUnlockEvent>({ type: 'UNLOCK' }),
    fc.constant<GiftUnlockEvent>({ type: 'SUCCEEDED' }),
    fc.integer({ min: 400, max: 599 }).map<GiftUnlockEvent>((status) => failed(status)),
    fc.boolean().map<GiftUnlockEvent>((truncated) => ({ type: 'POST_SYNCED', truncated })),
  );
  it('covers every event type', () => {
    expect(giftUnlockEventTypes).toEqual(['UNLOCK', 'SUCCEEDED', 'FAILED', 'POST_SYNCED']);
  });
  it('hidden stays hidden; once unlocked stays unlocked; only unlocking reaches error', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(event, { maxLength: 30 }), (eligible, events) => {
        let s: GiftUnlockState = eligible ? locked : hidden;
        for (const e of events) {
          const next = transition(s, e);
          if (s.name === 'hidden') expect(next).toBe(s);
          if (s.name === 'unlocked') expect(next.name).toBe('unlocked');
          if (next.name === 'error' && s.name !== 'error') expect(s.name).toBe('unlocking');
          s = next;
        }
      }),
    );
  });
});
