import { useNavigation, usePublication } from '../../../platform/context';
import { CHAT_WEB_PATH } from '../links';
import { CHAT_APP_STORE_URL, CHAT_GOOGLE_PLAY_URL, chatLandingUrl } from './landing';

export interface UseChatLandingOptions {
  /** The publication's name; default the platform publication's. */
  publicationName?: string | null;
  /**
   * The publication's `base_url` (`https://dailymargin.example.com`); the QR code encodes it + `/chat`. Default: the
   * platform publication's `baseUrl`, else the page's origin plus the navigation's base path.
   */
  baseUrl?: string;
  /** "Or open on web": the web chat. Default `/chat/posts`. */
  webPath?: string;
  appStoreUrl?: string;
  googlePlayUrl?: string;
}

export interface ChatLanding {
  publicationName: string | null;
  /** What the QR code encodes; `null` when no absolute chat link could be made (the QR code is then left out). */
  chatUrl: string | null;
  webPath: string;
  appStoreUrl: string;
  googlePlayUrl: string;
}

/** The page's origin joined with the navigation's base path: the landing page's own site when no `base_url` is given. */
function pageBase(href: string): string {
  if (typeof window === 'undefined') return '';
  try {
    return new URL(href.replace(/\/chat$/, '') || '/', window.location.origin).toString();
  } catch {
    return '';
  }
}

/**
 * Data hook of the subscriber-chat landing page: no request (everything comes from the platform and props), so
 * it only resolves the publication's name, the chat link for the QR code and the store and web links.
 */
export function useChatLanding({ publicationName, baseUrl, webPath, appStoreUrl, googlePlayUrl }: UseChatLandingOptions = {}): ChatLanding {
  const publication = usePublication();
  const navigation = useNavigation();
  const base = baseUrl ?? publication?.baseUrl ?? pageBase(navigation.href('/chat'));
  return {
    publicationName: publicationName ?? publication?.name ?? null,
    chatUrl: chatLandingUrl(base),
    webPath: webPath ?? CHAT_WEB_PATH,
    appStoreUrl: appStoreUrl ?? CHAT_APP_STORE_URL,
    googlePlayUrl: googlePlayUrl ?? CHAT_GOOGLE_PLAY_URL,
  };
}
