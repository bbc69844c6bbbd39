/**
 * The app prompt (`app-prompt`, spec 002: "Switch to the app" / "Maybe later"; when it shows is proposed by the
 * inventory: "mobile web"). Designed rule: on the mobile web only — phone-sized screens (the view hides itself above
 * the spec's 768 px breakpoint, so nothing reads the viewport during render) and not inside an in-app browser or the
 * app's own webview — until the reader chooses "Maybe later", which the platform storage remembers for 30 days (the
 * app-install drawer's cooldown). Pure: the data hook reads the storage and the user agent.
 */

/** Storage key of "Maybe later", and how long it lasts (days). */
export const APP_PROMPT_DISMISSED_KEY = 'feed:app-prompt-dismissed';
export const APP_PROMPT_DISMISS_DAYS = 30;
/** The app's link when the host passes none. */
export const APP_PROMPT_DEFAULT_HREF = 'https://masthead.example/app';

export interface AppPromptInput {
  /** The page runs inside an in-app browser or the app's webview (there is no app to switch to). */
  inApp: boolean;
  /** The storage's "Maybe later" value (`null` when never chosen, or expired). */
  dismissed: string | null;
  /** The reader chose "Maybe later" during this visit (the storage may have refused to keep it). */
  dismissedNow: boolean;
}

/** Whether the prompt shows (on a phone-sized screen; the view's style hides it on wider ones). */
export function appPromptShown({ inApp, dismissed, dismissedNow }: AppPromptInput): boolean {
  return !inApp && dismissed === null && !dismissedNow;
}
