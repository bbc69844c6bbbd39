import { describe, expect, it } from 'vitest';
import { isSettingsTab, settingsTabOf } from './settingsTab';

describe('settings tab from the address', () => {
  it('reads each tab', () => {
    expect(settingsTabOf('?tab=account')).toBe('account');
    expect(settingsTabOf('?tab=subscription')).toBe('subscription');
    expect(settingsTabOf('?tab=newsletters')).toBe('newsletters');
    expect(settingsTabOf('?tab=podcastFeeds&x=1')).toBe('podcastFeeds');
  });
  it('missing or unknown is the account tab', () => {
    expect(settingsTabOf('')).toBe('account');
    expect(settingsTabOf('?tab=billing')).toBe('account');
    expect(isSettingsTab('podcastfeeds')).toBe(false);
  });
});
