import { describe, expect, it } from 'vitest';
import { initialPodcastPaywallState, podcastPaywallEventTypes, podcastPaywallTransition as t } from './podcastPaywall.machine';

describe('podcast paywall machine (M53)', () => {
  it('is shown only for a paid episode, a reader who is not subscribed, and no preview', () => {
    expect(podcastPaywallEventTypes).toEqual(['ACCESS', 'PREVIEW_ENDED', 'RESTART', 'SUBSCRIBED']);
    expect(initialPodcastPaywallState({ paidAudience: true, subscribed: false, hasPreview: false })).toEqual({ name: 'shown', restart: false });
    expect(initialPodcastPaywallState({ paidAudience: true, subscribed: false, hasPreview: true })).toEqual({ name: 'hidden' });
    expect(initialPodcastPaywallState({ paidAudience: true, subscribed: true, hasPreview: false })).toEqual({ name: 'hidden' });
    expect(initialPodcastPaywallState({ paidAudience: false, subscribed: false, hasPreview: false })).toEqual({ name: 'hidden' });
  });

  it('the preview’s end shows it with a restart; RESTART hides it to play the preview again', () => {
    const shown = t({ name: 'hidden' }, { type: 'PREVIEW_ENDED' });
    expect(shown).toEqual({ name: 'shown', restart: true });
    expect(t(shown, { type: 'PREVIEW_ENDED' })).toBe(shown);
    expect(t(shown, { type: 'RESTART' })).toEqual({ name: 'hidden' });
  });

  it('ACCESS sets the state the answer gives', () => {
    const hidden = { name: 'hidden' } as const;
    expect(t(hidden, { type: 'ACCESS', access: { paidAudience: true, subscribed: false, hasPreview: false } })).toEqual({ name: 'shown', restart: false });
    expect(t(hidden, { type: 'ACCESS', access: { paidAudience: true, subscribed: false, hasPreview: true } })).toBe(hidden);
    const locked = { name: 'shown', restart: false } as const;
    expect(t(locked, { type: 'ACCESS', access: { paidAudience: true, subscribed: false, hasPreview: false } })).toBe(locked);
    expect(t(locked, { type: 'ACCESS', access: { paidAudience: true, subscribed: true, hasPreview: false } })).toEqual(hidden);
  });

  it('no restart without a preview; subscribing hides it', () => {
    const noPreview = { name: 'shown', restart: false } as const;
    expect(t(noPreview, { type: 'RESTART' })).toBe(noPreview);
    expect(t(noPreview, { type: 'SUBSCRIBED' })).toEqual({ name: 'hidden' });
    const hidden = { name: 'hidden' } as const;
    expect(t(hidden, { type: 'SUBSCRIBED' })).toBe(hidden);
    expect(t(hidden, { type: 'RESTART' })).toBe(hidden);
  });
});
