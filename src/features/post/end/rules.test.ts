import { describe, expect, it } from 'vitest';
import { experimentOverride } from './experiment';
import {
  bodyTextLength,
  commentsSectionMode,
  detectInAppBrowser,
  freeUpsellVariant,
  postEndCtaType,
  publicationHasPlans,
  restacksPreview,
  showRecommendCta,
  showSubscribeFooter,
  subscribePromptKind,
  topPostsCount,
  topPostsFor,
  topPostsReader,
} from './rules';

const paymentsOn = { payments_state: 'enabled' as const, invite_only: false, pledges_enabled: false };
const paymentsOff = { payments_state: 'disabled' as const, invite_only: false, pledges_enabled: false };
const pledgesOn = { payments_state: 'disabled' as const, invite_only: false, pledges_enabled: true };
const inviteOnlyPledges = { payments_state: 'disabled' as const, invite_only: true, pledges_enabled: true };
const free = { is_free_subscribed: true, is_subscribed: false, is_pledged: false };
const paid = { is_free_subscribed: false, is_subscribed: true, is_pledged: false };
const freeAndPaidFlags = { is_free_subscribed: true, is_subscribed: true, is_pledged: false };
const pledged = { is_free_subscribed: true, is_subscribed: false, is_pledged: true };
const signedInNotSubscribed = { is_free_subscribed: false, is_subscribed: false, is_pledged: false };

describe('postEndCtaType (M12, first match)', () => {
  it.each([
    ['payments on, free subscriber → paid_upsell', paymentsOn, free, 'paid_upsell'],
    ['payments on, free flag but already paid → free_upsell', paymentsOn, freeAndPaidFlags, 'free_upsell'],
    ['payments on, paid subscriber → free_upsell', paymentsOn, paid, 'free_upsell'],
    ['payments on, anonymous → free_upsell', paymentsOn, null, 'free_upsell'],
    ['payments on, signed in without subscription → free_upsell', paymentsOn, signedInNotSubscribed, 'free_upsell'],
    ['payments on + pledges on, free subscriber → paid_upsell wins', { ...paymentsOn, pledges_enabled: true }, free, 'paid_upsell'],
    ['pledges on, free subscriber not pledged → pledge_upsell', pledgesOn, free, 'pledge_upsell'],
    ['pledges on, free subscriber who pledged → free_upsell', pledgesOn, pledged, 'free_upsell'],
    ['pledges on, anonymous → free_upsell', pledgesOn, null, 'free_upsell'],
    ['pledges on, not subscribed → free_upsell', pledgesOn, signedInNotSubscribed, 'free_upsell'],
    ['pledges on but invite-only → free_upsell', inviteOnlyPledges, free, 'free_upsell'],
    ['payments off, pledges off → free_upsell', paymentsOff, free, 'free_upsell'],
    ['pledges field missing (G10) → free_upsell', { payments_state: 'disabled' as const }, free, 'free_upsell'],
  ] as const)('%s', (_name, pub, reader, expected) => {
    expect(postEndCtaType(pub, reader)).toBe(expected);
  });

  it.each([
    [null, 'subscribe'],
    [signedInNotSubscribed, 'subscribe'],
    [free, 'share'],
    [paid, 'share'],
    [{ is_free_subscribed: false, is_subscribed: false, is_pledged: true }, 'share'],
  ] as const)('free_upsell variant for %j is %s', (reader, expected) => {
    expect(freeUpsellVariant(reader)).toBe(expected);
  });
});

describe('showRecommendCta (four conditions)', () => {
  const writer = { is_admin: false, is_contributor: false, is_public_admin: false, primaryPublication: { id: 9, name: 'Mine', subdomain: 'mine' } };
  it.each([
    ['a writer-reader on an open publication', { invite_only: false }, writer, true],
    ['invite-only publication', { invite_only: true }, writer, false],
    ['reader without a publication', { invite_only: false }, { ...writer, primaryPublication: null }, false],
    ['admin', { invite_only: false }, { ...writer, is_admin: true }, false],
    ['contributor', { invite_only: false }, { ...writer, is_contributor: true }, false],
    ['public admin', { invite_only: false }, { ...writer, is_public_admin: true }, false],
    ['anonymous', { invite_only: false }, null, false],
    ['invite_only missing reads as open', {}, writer, true],
  ] as const)('%s → %s', (_name, pub, reader, expected) => {
    expect(showRecommendCta(pub, reader)).toBe(expected);
  });
});

describe('topPostsCount (K103/K104)', () => {
  it.each([
    ['anonymous', true, 3],
    ['anonymous', false, 3],
    ['free', true, 3],
    ['free', false, 10],
    ['paid', true, 10],
    ['paid', false, 10],
    ['contributor', true, 10],
    ['contributor', false, 10],
  ] as const)('%s reader, publication has plans %s → %i', (reader, plans, expected) => {
    expect(topPostsCount(reader, plans)).toBe(expected);
  });

  it.each([
    [null, 'anonymous'],
    [{ is_admin: true }, 'contributor'],
    [{ is_contributor: true, is_subscribed: true }, 'contributor'],
    [{ is_subscribed: true }, 'paid'],
    [{ is_free_subscribed: true }, 'free'],
    [{}, 'free'],
  ] as const)('reader %j counts as %s', (reader, expected) => {
    expect(topPostsReader(reader)).toBe(expected);
  });

  it.each([
    [{ payments_state: 'enabled' as const, plans: [{ id: 'm', interval: 'month' as const, currency: 'usd', amount: 500 }] }, true],
    [{ payments_state: 'enabled' as const, plans: [] }, false],
    [{ payments_state: 'enabled' as const }, false],
    [{ payments_state: 'disabled' as const, plans: [{ id: 'm', interval: 'month' as const, currency: 'usd', amount: 500 }] }, false],
  ])('publicationHasPlans(%j) → %s', (pub, expected) => {
    expect(publicationHasPlans(pub)).toBe(expected);
  });

  it('leaves out the current post and keeps at most count', () => {
    const posts = [1, 2, 3, 4, 5].map((id) => ({ id }));
    expect(topPostsFor(posts, 2, 3).map((p) => p.id)).toEqual([1, 3, 4]);
    expect(topPostsFor(posts, 9, 10).map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('restacksPreview', () => {
  it.each([
    [[], 0, 0, 0],
    [['a'], 1, 1, 0],
    [['a', 'b', 'c'], 3, 3, 0],
    [['a', 'b', 'c', 'd'], 4, 3, 1],
    [['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'], 14, 3, 11],
    [['a', 'b'], 0, 2, 0],
  ])('%j of total %i → %i shown, %i remaining', (items, total, shown, remaining) => {
    const p = restacksPreview(items, total);
    expect(p.shown).toHaveLength(shown);
    expect(p.remaining).toBe(remaining);
  });
});

describe('subscribe footer (K015, 500 chars)', () => {
  const long = `<p>${'a'.repeat(500)}</p>`;
  const short = `<p>${'a'.repeat(499)}</p>`;
  it.each([
    ['exactly 500 characters, anonymous', long, null, true],
    ['499 characters', short, null, false],
    ['long, signed in without subscription', long, { is_free_subscribed: false, is_subscribed: false }, true],
    ['long, free subscriber', long, { is_free_subscribed: true, is_subscribed: false }, false],
    ['long, paid subscriber', long, { is_free_subscribed: false, is_subscribed: true }, false],
    ['no body', null, null, false],
  ] as const)('%s → %s', (_name, html, reader, expected) => {
    expect(showSubscribeFooter(html, reader)).toBe(expected);
  });

  it('counts text, not markup; entities as one character; whitespace runs as one', () => {
    expect(bodyTextLength('<p>ab</p>\n\n<p>c&amp;d</p>')).toBe('ab c_d'.length);
    expect(bodyTextLength('<img src="x">')).toBe(0);
  });
});

describe('subscribePromptKind', () => {
  it.each([
    [{}, null, null],
    [{ justSubscribed: true }, null, 'justSubscribed'],
    [{ justSubscribed: true, subscribePrompt: 'paid' as const }, free, 'justSubscribed'],
    [{ subscribePrompt: 'paid' as const }, null, 'paid'],
    [{ subscribePrompt: 'paid' as const }, free, 'paid'],
    [{ subscribePrompt: 'paid' as const }, paid, null],
    [{ subscribePrompt: 'other' as const }, null, 'other'],
    [{ subscribePrompt: 'other' as const }, free, null],
    [{ subscribePrompt: 'other' as const }, signedInNotSubscribed, 'other'],
  ])('%j for %j → %s', (query, reader, expected) => {
    expect(subscribePromptKind(query, reader)).toBe(expected);
  });
});

describe('detectInAppBrowser (M72) with real user agents', () => {
  it.each([
    [
      'Instagram on iOS',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 309.0.2.18.106 (iPhone14,5; iOS 17_1; en_US; en; scale=3.00; 1170x2532; 537337426)',
      'instagram',
    ],
    [
      'Instagram on Android',
      'Mozilla/5.0 (Linux; Android 13; SM-S918B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 Instagram 308.0.0.36.109 Android (33/13; 480dpi; 1080x2340; samsung; SM-S918B; dm3q; qcom; en_US; 533450710)',
      'instagram',
    ],
    [
      'Facebook on iOS',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone13,2;FBMD/iPhone;FBSN/iOS;FBSV/16.6;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
      'facebook',
    ],
    [
      'Facebook on Android',
      'Mozilla/5.0 (Linux; Android 12; Pixel 6 Build/SQ3A.220705.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/103.0.5060.71 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/375.0.0.21.104;]',
      'facebook',
    ],
    [
      'Messenger on iOS (Facebook family)',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 15_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 LightSpeed [FBAN/MessengerLiteForiOS;FBAV/373.0.0.29.112;FBBV/398563437;FBDV/iPhone12,1;FBMD/iPhone;FBSN/iOS;FBSV/15.5]',
      'facebook',
    ],
    [
      'LinkedIn on iOS',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.29.6127',
      'linkedin',
    ],
    [
      'LinkedIn on Android',
      'Mozilla/5.0 (Linux; Android 11; moto g(50) Build/RRF31.Q1-21-24-1; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.5845.92 Mobile Safari/537.36 [LinkedInApp]/4.1.866',
      'linkedin',
    ],
    [
      'Safari on iOS',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      null,
    ],
    ['Chrome on Android', 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36', null],
    ['Chrome desktop', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', null],
    [
      'Twitter/X in-app (not one of the three)',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Twitter for iPhone/10.15',
      null,
    ],
    ['empty', '', null],
  ] as const)('%s → %s', (_name, ua, expected) => {
    expect(detectInAppBrowser(ua)).toBe(expected);
  });
});

describe('commentsSectionMode', () => {
  it.each([
    [{ write_comment_permissions: 'none' as const, comment_count: 5, restacks: 2 }, 'off'],
    [{ write_comment_permissions: 'everyone' as const, comment_count: 5, restacks: 2 }, 'comments'],
    [{ write_comment_permissions: 'only_paid' as const, comment_count: 0, restacks: 0 }, 'comments'],
    [{ write_comment_permissions: 'everyone' as const, comment_count: 0, restacks: 3 }, 'restacks'],
    [{ comment_count: 0 }, 'comments'],
  ])('%j → %s', (post, expected) => {
    expect(commentsSectionMode(post)).toBe(expected);
  });
});

describe('experimentOverride (G31)', () => {
  const variants = ['control', 'treatment_more_gifty', 'treatment_popover_gifty'] as const;
  it.each([
    ['', null],
    ['?exp_gift_unlock=treatment_more_gifty', 'treatment_more_gifty'],
    ['?a=1&exp_gift_unlock=treatment_popover_gifty', 'treatment_popover_gifty'],
    ['?exp_gift_unlock=unknown', null],
    ['?exp_other=treatment_more_gifty', null],
  ])('%s → %s', (search, expected) => {
    expect(experimentOverride(search, 'gift_unlock', variants)).toBe(expected);
  });
});
