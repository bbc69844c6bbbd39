/**
 * The app prompt's data hook (`app-prompt`): whether it shows (`appPromptShown`) from the platform storage's
 * "Maybe later" (read after hydration, never during render) and the user agent (no prompt inside an in-app browser),
 * and `dismiss` ("Maybe later"), kept for 30 days. A storage that throws (private mode, a full quota) is read as
 * nothing stored; the prompt still goes away for this visit.
 */
import { useCallback, useEffect, useState } from 'react';
import { useStorage, useUserAgent } from '../../platform/context';
import { detectInAppBrowser } from '../post';
import { APP_PROMPT_DISMISS_DAYS, APP_PROMPT_DISMISSED_KEY, appPromptShown } from './appPrompt';

export function useAppPrompt(): { shown: boolean; dismiss: () => void } {
  const storage = useStorage();
  const userAgent = useUserAgent();
  const [stored, setStored] = useState<{ read: boolean; value: string | null }>({ read: false, value: null });
  const [dismissedNow, setDismissedNow] = useState(false);
  useEffect(() => {
    let value: string | null = null;
    try {
      value = storage.get(APP_PROMPT_DISMISSED_KEY);
    } catch {
      value = null;
    }
    setStored({ read: true, value });
  }, [storage]);
  const dismiss = useCallback(() => {
    setDismissedNow(true);
    try {
      storage.set(APP_PROMPT_DISMISSED_KEY, '1', { maxAgeDays: APP_PROMPT_DISMISS_DAYS });
    } catch {
      // Not kept: the prompt may come back on the next visit.
    }
  }, [storage]);
  const shown = stored.read && appPromptShown({ inApp: detectInAppBrowser(userAgent) !== null, dismissed: stored.value, dismissedNow });
  return { shown, dismiss };
}
