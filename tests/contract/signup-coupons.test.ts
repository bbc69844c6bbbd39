/**
 * P29 (the login page's sign-in link) and P30 (coupons for M30) through the typed client against the mock, plus the
 * newsletters calls (P19, E15, E21) as the newsletters page, the signup flow and author follow use them.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { advanceMockClock } from '../../mocks/clock';
import { setScenario } from '../../mocks/scenario';
import { freeSignup, getCoupon, getSubscription, listNewsletters, requestLoginLink, updateSectionEmailSettings } from '../../src/api/endpoints/account';
import { LOGIN_LINK_LIMIT } from '../../src/api/schemas/account';
import { call, callError, useMockServer } from './setup';

useMockServer();

describe('P29 POST /api/v1/email-login', () => {
  it('sends a link to any well-formed address (no account probing), lower-cased, and records where it lands', async () => {
    setScenario({ viewer: 'anonymous' });
    await expect(call(requestLoginLink, { body: { email: 'Frances@Example.com', next: '/newsletters' } })).resolves.toEqual({
      sent: true,
      email: 'frances@example.com',
    });
    await expect(call(requestLoginLink, { body: { email: 'nobody.here@example.com' } })).resolves.toEqual({ sent: true, email: 'nobody.here@example.com' });
    expect(db.account.loginLinks.map((l) => [l.email, l.next])).toEqual([
      ['frances@example.com', '/newsletters'],
      ['nobody.here@example.com', null],
    ]);
  });

  it('400 names the field: a malformed e-mail, a next off this site', async () => {
    const bad = await callError(requestLoginLink, { body: { email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect(bad.serverMessage).toContain('email');
    const offSite = await callError(requestLoginLink, { body: { email: 'a@example.com', next: '//evil.example.com/x' } });
    expect(offSite.status).toBe(400);
    expect(offSite.serverMessage).toContain('next must be a path on this site');
  });

  it(`429 after ${LOGIN_LINK_LIMIT} links in 10 minutes for the same address; the window moves with the mock clock`, async () => {
    for (let i = 0; i < LOGIN_LINK_LIMIT; i++) await call(requestLoginLink, { body: { email: 'busy@example.com' } });
    const limited = await callError(requestLoginLink, { body: { email: 'busy@example.com' } });
    expect(limited.status).toBe(429);
    expect(limited.serverMessage).toBe('Too many sign-in links were requested for this email. Please wait a few minutes and try again.');
    await expect(call(requestLoginLink, { body: { email: 'other@example.com' } })).resolves.toMatchObject({ sent: true });
    advanceMockClock(10 * 60_000);
    await expect(call(requestLoginLink, { body: { email: 'busy@example.com' } })).resolves.toMatchObject({ sent: true });
  });
});

describe('P30 GET /api/v1/coupons/:code', () => {
  it('valid coupons of every duration, case-insensitive', async () => {
    await expect(call(getCoupon, { params: { code: 'welcome20' } })).resolves.toMatchObject({
      code: 'WELCOME20',
      valid: true,
      discount: { percent_off: 20, duration: 'once' },
    });
    await expect(call(getCoupon, { params: { code: 'FOREVER5' } })).resolves.toMatchObject({
      valid: true,
      discount: { amount_off: 500, currency: 'usd', duration: 'forever' },
    });
    await expect(call(getCoupon, { params: { code: 'SPRING3' } })).resolves.toMatchObject({
      valid: true,
      discount: { percent_off: 50, duration: 'repeating', duration_in_months: 3 },
    });
    await expect(call(getCoupon, { params: { code: 'TRYMONTH' } })).resolves.toMatchObject({ valid: true, discount: { trial_period_days: 30 } });
  });

  it('an expired coupon and a used-up one answer valid: false; one that expires on the mock clock turns invalid', async () => {
    await expect(call(getCoupon, { params: { code: 'SUMMER24' } })).resolves.toMatchObject({ valid: false });
    await expect(call(getCoupon, { params: { code: 'LAUNCH' }, query: { publication_id: 4 } })).resolves.toMatchObject({ valid: false });
    advanceMockClock(11 * 86_400_000);
    await expect(call(getCoupon, { params: { code: 'SPRING3' } })).resolves.toMatchObject({ valid: false });
  });

  it('404 for an unknown code, or a code of another publication', async () => {
    expect((await callError(getCoupon, { params: { code: 'NOPE' } })).status).toBe(404);
    expect((await callError(getCoupon, { params: { code: 'LAUNCH' } })).status).toBe(404);
    expect((await callError(getCoupon, { params: { code: 'WELCOME20' }, query: { publication_id: 999 } })).status).toBe(404);
  });
});

describe('newsletters as the page uses them (P19, E15, E21)', () => {
  it('a toggle is visible to the next read; a token manages its publication without signing in', async () => {
    setScenario({ viewer: 'free' });
    await call(updateSectionEmailSettings, { body: { '12': { setting: 'individual' } } });
    expect((await call(listNewsletters, {})).newsletters.find((n) => n.sectionId === 12)?.selected).toBe(true);
    setScenario({ viewer: 'anonymous' });
    await call(updateSectionEmailSettings, { query: { token: 'nl-frances-margin' }, body: { '11': { setting: 'disabled' } } });
    const viaToken = await call(listNewsletters, { query: { token: 'nl-frances-margin' } });
    expect(viaToken.newsletters.filter((n) => n.selected).map((n) => n.sectionId)).toEqual([12, 14]);
    expect(viaToken.can_manage_sections).toBe(false);
  });

  it('signed out: nothing selected, no account link; a free signup then gets the default-on sections', async () => {
    setScenario({ viewer: 'anonymous' });
    const page = await call(listNewsletters, {});
    expect(page).toMatchObject({ variant: 'themed', is_free_subscribed: false, account_settings_url: null, can_manage_sections: false });
    expect(page.newsletters.every((n) => !n.selected)).toBe(true);
    const signup = await call(freeSignup, { body: { email: 'new.reader@example.com', source: 'newsletters' } });
    expect(signup.referral_token).toMatch(/^rt_/);
  });

  it('an admin sees the section-management control; a publication without sections has no newsletters', async () => {
    setScenario({ viewer: 'admin' });
    expect(await call(listNewsletters, {})).toMatchObject({
      can_manage_sections: true,
      manage_sections_url: 'https://dailymargin.example.com/publish/settings#sections',
    });
    setScenario({ viewer: 'paid' });
    expect((await call(listNewsletters, { query: { publication_id: 69 } })).newsletters).toEqual([]);
  });

  it('author follow: the author’s section turns individual, then disabled; not subscribed is 404', async () => {
    setScenario({ viewer: 'free' });
    await call(updateSectionEmailSettings, { body: { '14': { setting: 'disabled' } } });
    expect((await call(getSubscription, {})).email_settings['14']).toBe('disabled');
    await call(updateSectionEmailSettings, { body: { '14': { setting: 'individual' } } });
    expect((await call(getSubscription, {})).email_settings['14']).toBe('individual');
    setScenario({ viewer: 'free' });
    expect((await callError(updateSectionEmailSettings, { body: { '31': { setting: 'individual' } } })).status).toBe(404);
  });
});
