/**
 * The account settings tab named by the address (`?tab=account|subscription|newsletters|podcastFeeds`). The page
 * reads it from the platform's location (re-rendered on every navigation, back and forward included) instead of
 * polling every 100 ms.
 */
export const settingsTabs = ['account', 'subscription', 'newsletters', 'podcastFeeds'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

export function isSettingsTab(value: unknown): value is SettingsTab {
  return typeof value === 'string' && (settingsTabs as readonly string[]).includes(value);
}

/** The tab of a location's search string; a missing or unknown `tab` is the account tab. */
export function settingsTabOf(search: string): SettingsTab {
  const tab = new URLSearchParams(search).get('tab');
  return isSettingsTab(tab) ? tab : 'account';
}
