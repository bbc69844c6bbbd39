import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { NewsletterItem } from '../../api/schemas/account';
import { matchRoute, paths } from '../../kit/routes';
import { authorFollowTransition as transition, type FollowState, initialFollowState } from '../follow';
import { eventsHubCards, hubSections, sectionControlState, sectionFailure, sectionPathOf, sectionSubscribed } from './eventsHub';

const item = (sectionId: number, name: string, linkUrl: string | null): NewsletterItem => ({
  sectionId,
  name,
  description: `${name} description`,
  linkUrl,
  selected: false,
});

describe('events hub cards', () => {
  it('America at 250 first, then each section in the publication’s order, then the book club', () => {
    const sections = hubSections([item(11, 'The Daily Margin', 'https://m.example/s/main'), item(14, 'City Desk', 'https://m.example/s/city-desk')]);
    expect(eventsHubCards(sections).map((c) => (c.kind === 'section' ? c.section.name : c.kind))).toEqual([
      'america250',
      'The Daily Margin',
      'City Desk',
      'bookClub',
    ]);
    expect(eventsHubCards([]).map((c) => c.kind)).toEqual(['america250', 'bookClub']);
  });

  it('a section links to its page on this site, or nowhere when the API gives no usable link', () => {
    expect(sectionPathOf('https://m.example/s/city-desk')).toBe('/s/city-desk');
    expect(sectionPathOf('https://m.example/s/city-desk/')).toBe('/s/city-desk');
    expect(sectionPathOf('https://m.example/p/a-post')).toBeNull();
    expect(sectionPathOf('javascript:alert(1)//s/x y')).toBeNull();
    expect(sectionPathOf(null)).toBeNull();
    expect(hubSections([item(12, 'Marginalia', null)])).toEqual([{ id: 12, name: 'Marginalia', description: 'Marginalia description', path: null }]);
  });

  it('routes: /events is the hub; the book club’s address is its static page, not the post page', () => {
    expect(paths.events()).toBe('/events');
    expect(matchRoute('/events')?.screen).toBe('events');
    expect(paths.staticPage('the-free-press-book-club')).toBe('/p/the-free-press-book-club');
    expect(matchRoute('/p/the-free-press-book-club')?.screen).toBe('bookClub');
    expect(matchRoute('/p/another-post')?.screen).toBe('post');
  });
});

describe('a section’s subscribe control (the follow machine over the section’s e-mail setting)', () => {
  const failure = new ApiError({ kind: 'http', route: 'PATCH /api/v1/subscription/sections/email', status: 500 });
  const run = (state: FollowState, ...events: Parameters<typeof transition>[1][]) => events.reduce(transition, state);
  const loaded = (subscribed: boolean, on: boolean) => run(initialFollowState(false), { type: 'LOADED', subscribed, setting: on ? 'individual' : 'disabled' });

  it('loading until the reader’s choices are in', () => {
    expect(sectionControlState(initialFollowState(false))).toBe('loading');
  });

  it('shows the section’s setting for a subscribed reader', () => {
    expect(sectionControlState(loaded(true, false))).toBe('off');
    expect(sectionControlState(loaded(true, true))).toBe('on');
    expect(sectionSubscribed(loaded(true, true))).toBe(true);
  });

  it('a press shows the change at once (pending), a success keeps it', () => {
    const pending = run(loaded(true, false), { type: 'TOGGLE' });
    expect(sectionControlState(pending)).toBe('pending');
    expect(sectionSubscribed(pending)).toBe(true);
    const done = run(pending, { type: 'SUCCEEDED' });
    expect(sectionControlState(done)).toBe('on');
  });

  it('a failure goes back to the server’s setting with its error, cleared once shown', () => {
    const failed = run(loaded(true, true), { type: 'TOGGLE' }, { type: 'FAILED', error: failure });
    expect(sectionControlState(failed)).toBe('on');
    expect(sectionFailure(failed)).toBe(failure);
    expect(sectionFailure(run(failed, { type: 'DISMISS_FAILURE' }))).toBeNull();
  });

  it('a reader who is not subscribed (or signed out) is sent to subscribe: no call is made', () => {
    const off = loaded(false, false);
    expect(sectionControlState(off)).toBe('off');
    const redirecting = run(off, { type: 'TOGGLE' });
    expect(redirecting.name).toBe('redirecting');
    expect(sectionControlState(redirecting)).toBe('loading');
    expect(sectionFailure(redirecting)).toBeNull();
  });
});
