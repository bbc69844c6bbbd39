import { describe, expect, it } from 'vitest';
import type { PostAudience } from '../../../api/schemas/core';
import type { ViewerRole } from '../../../platform/viewer';
import { accessNeeded, canReadFull, DEFAULT_POST_PREVIEW_LIMIT, type PaywallPublication, paywallDecision, previewLimit } from './paywall';

const paymentsOn: PaywallPublication = { payments_state: 'enabled', post_preview_limit: null };
const pledges: PaywallPublication = { payments_state: 'disabled', pledges_enabled: true };
const noPayments: PaywallPublication = { payments_state: 'disabled', pledges_enabled: false };
const inviteOnly: PaywallPublication = { payments_state: 'enabled', invite_only: true, post_preview_limit: 120 };

describe('canReadFull: six roles × four audiences', () => {
  // everyone / only_free / only_paid / founding
  const table: Record<ViewerRole, [boolean, boolean, boolean, boolean]> = {
    anonymous: [true, false, false, false],
    free: [true, true, false, false],
    paid: [true, true, true, false],
    founding: [true, true, true, true],
    contributor: [true, true, true, true],
    admin: [true, true, true, true],
  };
  const audiences: PostAudience[] = ['everyone', 'only_free', 'only_paid', 'founding'];
  const rows = Object.entries(table).flatMap(([role, answers]) => audiences.map((audience, i) => [role as ViewerRole, audience, answers[i]!] as const));
  it.each(rows)('%s reading a %s post → %s', (role, audience, expected) => {
    expect(canReadFull(role, audience)).toBe(expected);
    expect(paywallDecision({ role, audience, publication: paymentsOn }).kind).toBe(expected ? 'full' : 'paywall');
  });
});

describe('paywallDecision: variants by publication kind', () => {
  it.each([
    ['anonymous', 'only_paid', paymentsOn, 'subscribe', 'paid'],
    ['free', 'only_paid', paymentsOn, 'subscribe', 'paid'],
    ['anonymous', 'founding', paymentsOn, 'founding', 'founding'],
    ['free', 'founding', paymentsOn, 'founding', 'founding'],
    ['paid', 'founding', paymentsOn, 'upgrade', 'founding'],
    ['anonymous', 'only_free', paymentsOn, 'signup', 'free'],
    ['anonymous', 'only_paid', pledges, 'pledge', 'paid'],
    ['free', 'only_paid', pledges, 'pledge', 'paid'],
    ['anonymous', 'only_free', pledges, 'pledge', 'free'],
    ['anonymous', 'only_paid', noPayments, 'signup', 'paid'],
    ['anonymous', 'only_paid', inviteOnly, 'invite_only', 'paid'],
    ['paid', 'founding', inviteOnly, 'invite_only', 'founding'],
    ['anonymous', 'only_paid', null, 'signup', 'paid'],
  ] as const)('%s, %s post → %s (needs %s)', (role, audience, publication, variant, needed) => {
    const decision = paywallDecision({ role, audience, publication });
    expect(decision).toMatchObject({ kind: 'paywall', variant, needed });
  });

  it('the server’s cut wins: a paid viewer with a truncated body sees the paywall', () => {
    expect(paywallDecision({ role: 'paid', audience: 'only_paid', publication: paymentsOn, serverTruncated: true })).toMatchObject({
      kind: 'paywall',
      variant: 'subscribe',
    });
    expect(paywallDecision({ role: 'paid', audience: 'everyone', publication: paymentsOn, serverTruncated: true })).toMatchObject({
      kind: 'paywall',
      needed: 'free',
      variant: 'signup',
    });
  });

  it('staff read everything unless the server cut the body', () => {
    expect(paywallDecision({ role: 'admin', audience: 'founding', publication: inviteOnly })).toEqual({ kind: 'full' });
    expect(paywallDecision({ role: 'contributor', audience: 'founding', publication: paymentsOn, serverTruncated: false })).toEqual({ kind: 'full' });
  });

  it('uses the publication’s preview limit, else the default', () => {
    expect(DEFAULT_POST_PREVIEW_LIMIT).toBe(200);
    expect(previewLimit(inviteOnly)).toBe(120);
    expect(previewLimit(paymentsOn)).toBe(200);
    expect(previewLimit(null)).toBe(200);
    expect(paywallDecision({ role: 'anonymous', audience: 'only_paid', publication: inviteOnly })).toMatchObject({ previewLimit: 120 });
  });

  it.each([
    ['everyone', 'none'],
    ['only_free', 'free'],
    ['only_paid', 'paid'],
    ['founding', 'founding'],
  ] as const)('accessNeeded(%s) = %s', (audience, expected) => expect(accessNeeded(audience)).toBe(expected));
});
