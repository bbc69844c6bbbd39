/**
 * Pure rules of the subscriber-chat landing page (spec 000/002 "Subscriber-chat landing page"; route `/chat`, G03).
 */
import { CHAT_LANDING_PATH } from '../links';

/**
 * Store pages of the app behind the badges. Designed placeholders (the spec names the badges, not the app): hosts
 * pass their own `appStoreUrl` / `googlePlayUrl`.
 */
export const CHAT_APP_STORE_URL = 'https://apps.apple.com/app/masthead';
export const CHAT_GOOGLE_PLAY_URL = 'https://play.google.com/store/apps/details?id=com.masthead.app';

/**
 * The chat link the QR code carries: the publication's `base_url` + `/chat` (`CHAT_LANDING_PATH`). Trailing slashes on the base are
 * dropped; a base that already ends in `/chat` is kept as is. `null` when the base is not an absolute http(s) URL
 * (a QR code of a relative path would not open on a phone).
 */
export function chatLandingUrl(baseUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(baseUrl.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const path = url.pathname.replace(/\/+$/, '');
  url.pathname = path.endsWith(CHAT_LANDING_PATH) ? path : `${path}${CHAT_LANDING_PATH}`;
  url.search = '';
  url.hash = '';
  return url.toString();
}
