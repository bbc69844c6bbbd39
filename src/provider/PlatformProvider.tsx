import { type DehydratedState, HydrationBoundary, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { DEFAULT_REQUEST_TIMEOUT_MS } from '../api/http';
import { intlLocale, type LocaleMessages } from '../i18n/locale';
import { safeTimeZone } from '../i18n/format';
import type { MessageOverrides } from '../i18n/messages';
import { ToastProvider } from '../ui/Toast';
import { type AnalyticsSink, noopAnalytics } from '../platform/analytics';
import { type Clock, pinClock, systemClock } from '../platform/clock';
import { documentVisibility, type PageVisibility } from '../platform/visibility';
import { useBrowserValue } from '../platform/browserValue';
import { createCoreT, type Platform, PlatformContext } from '../platform/context';
import { browserDialogs, type DialogAdapter } from '../platform/dialogs';
import { defaultFlags, type FeatureFlags } from '../platform/flags';
import { SignInHost } from '../kit/signIn/SignInHost';
import { InPageDialogHost, useInPageDialogs } from './InPageDialogs';
import { createMastheadQueryClient } from './queryClient';

export { createMastheadQueryClient };
import { createBrowserNavigation, type NavigationAdapter } from '../platform/navigation';
import { createLocalStorage, guardStorage, type StorageAdapter } from '../platform/storage';
import { anonymousViewer, type PlatformPublication, type Viewer } from '../platform/viewer';

export interface PlatformProviderProps {
  /** Base URL of the API (`https://example.com`); default `''`, the page's own origin. */
  apiBaseUrl?: string;
  /** The `fetch` used by every API call (default: the global one). */
  fetch?: typeof fetch;
  /** How screens read the location and navigate (default: the browser's History API). */
  navigation?: NavigationAdapter;
  /** The signed-in reader and their role (default: anonymous). */
  viewer?: Viewer;
  publication?: PlatformPublication | null;
  /** Feature flags; unspecified ones take the defaults in `defaultFlags`. */
  flags?: Partial<FeatureFlags>;
  /** Time source (default: the system clock). Stories pass a frozen or manual clock. */
  clock?: Clock;
  /** Whether the document is visible (polling reads pause while it is not); default: `document.visibilityState`. */
  visibility?: PageVisibility;
  /** Where cooldowns and "shown" dates are kept (default: localStorage). Screens see it through a guard: a throwing read or write never breaks a screen. */
  storage?: StorageAdapter;
  /** Receives the spec's tracking events (default: dropped). */
  analytics?: AnalyticsSink;
  /**
   * How alerts and confirmations are shown: `'browser'` (default, `window.alert` / `window.confirm`), `'in-page'`
   * (an accessible dialog rendered by Masthead), or your own adapter.
   */
  dialogs?: DialogAdapter | 'browser' | 'in-page';
  /** Replacements for catalog messages, e.g. a publication's own name for "Founding members". */
  messages?: MessageOverrides;
  /**
   * The reader's locale (BCP 47, default `en`): plural rules, dates and numbers. Its texts come from `localeMessages`.
   * Give the same locale on the server and in the browser (negotiate it once, on the server).
   */
  locale?: string;
  /**
   * The locale's messages, between `messages` (first) and the built-in English catalogue (what they lack): what
   * `loadLocale(locale)` resolves to, or a locale entry imported at build time (`@masthead/ui/locales/<locale>`).
   * English needs none. Pass `dir={directionOf(locale)}` to `ThemeProvider` for a right-to-left locale.
   */
  localeMessages?: LocaleMessages;
  /**
   * The reader's time zone (IANA, e.g. `America/New_York`; default `UTC`) that dates are written in: a post published
   * at 02:30 UTC on March 9 is "Mar 8" for a reader in New York. Give the same zone on the server and in the browser
   * (from the reader's profile or a cookie the browser set): dates never follow the machine's own zone, so the server's
   * HTML and the hydration agree. A zone `Intl` does not know falls back to UTC.
   */
  timeZone?: string;
  /** A TanStack Query client to share with the host app (default: one per provider). */
  queryClient?: QueryClient;
  /**
   * The reads a server already made for this page (what `prefetchScreen` returns, passed through the HTML): screens
   * render with them on the server and in the browser's first render, and do not read them again while fresh.
   */
  dehydratedState?: DehydratedState;
  /**
   * The instant the page was rendered at, given the same on the server and in the browser (an ISO string in the HTML):
   * dates and relative times ("5m") render from it until the page has hydrated, then from the clock. Without it a
   * server render and its hydration a minute apart can disagree on "5m".
   */
  renderedAt?: string | number | Date;
  /**
   * On a server: a DOM implementation's window (`new JSDOM('').window`), which post bodies are sanitised with so they
   * arrive in the HTML. In the browser the page's own is used; without either a post body renders in the browser only.
   */
  htmlWindow?: Window;
  /**
   * How long an API call may wait for its answer before it fails as a timeout (the reader then sees the timeout text
   * and a way to retry). Default 20 000 ms (`DEFAULT_REQUEST_TIMEOUT_MS`); `0` waits for ever.
   */
  requestTimeoutMs?: number;
  /** The user agent screens see (in-app browser detection); default `navigator.userAgent`, read after hydration (`''` on the server and while hydrating). Stories pass one. */
  userAgent?: string;
  children?: ReactNode;
}

const noLocaleMessages: LocaleMessages = {};

/**
 * Supplies what every Masthead screen needs from its host: API location, navigation, the viewer, the
 * publication, feature flags, clock, storage, analytics, alerts and messages. Wrap screens in it (inside a
 * `ThemeProvider`).
 */
export function PlatformProvider(props: PlatformProviderProps) {
  const {
    apiBaseUrl = '',
    fetch: fetchImpl,
    navigation,
    viewer = anonymousViewer,
    publication = null,
    flags,
    clock = systemClock,
    visibility = documentVisibility,
    storage,
    analytics = noopAnalytics,
    dialogs = 'browser',
    messages,
    locale = 'en',
    localeMessages,
    timeZone,
    queryClient,
    userAgent: hostUserAgent,
    requestTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
    dehydratedState,
    renderedAt,
    htmlWindow,
    children,
  } = props;
  const [ownQueryClient] = useState(createMastheadQueryClient);
  const renderedAtMs = renderedAt === undefined ? undefined : new Date(renderedAt).getTime();
  const pinned = useMemo(() => (renderedAtMs === undefined ? null : pinClock(clock, renderedAtMs)), [clock, renderedAtMs]);
  // Dates render from `renderedAt` through hydration, then from the clock.
  useEffect(() => pinned?.release(), [pinned]);
  // The browser's user agent is read after hydration (the server has none, or its own), so both renders agree.
  const browserUserAgent = useBrowserValue(() => navigator.userAgent, '');
  const userAgent = hostUserAgent ?? browserUserAgent;
  const [ownNavigation] = useState(() => navigation ?? createBrowserNavigation());
  const [ownStorage] = useState(() => createLocalStorage(clock));
  // A host's adapter may throw (quota, private mode): screens get one that never does.
  const hostStorage = useMemo(() => (storage ? guardStorage(storage, clock) : null), [storage, clock]);
  const inPage = useInPageDialogs();
  const dialogAdapter = dialogs === 'in-page' ? inPage.adapter : dialogs === 'browser' ? browserDialogs : dialogs;

  const platform = useMemo<Platform>(
    () => ({
      apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''),
      fetch: fetchImpl ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args)),
      navigation: navigation ?? ownNavigation,
      viewer,
      publication,
      flags: { ...defaultFlags, ...flags } as FeatureFlags,
      clock: pinned?.clock ?? clock,
      visibility,
      storage: hostStorage ?? ownStorage,
      analytics,
      dialogs: dialogAdapter,
      // What screens format with: a pseudo-locale (en-XA, ar-XB) formats as English; only its messages differ.
      locale: intlLocale(locale),
      messageOverrides: messages ?? {},
      localeMessages: localeMessages ?? noLocaleMessages,
      timeZone: safeTimeZone(timeZone),
      t: createCoreT(messages, intlLocale(locale), localeMessages),
      userAgent,
      requestTimeoutMs,
      // render-safe: the window is used as a DOM implementation (parse and serialise), the same on both sides.
      htmlWindow: htmlWindow ?? (typeof window === 'undefined' ? undefined : window),
    }),
    [
      apiBaseUrl,
      fetchImpl,
      navigation,
      ownNavigation,
      viewer,
      publication,
      flags,
      clock,
      pinned,
      visibility,
      hostStorage,
      ownStorage,
      analytics,
      dialogAdapter,
      locale,
      messages,
      localeMessages,
      timeZone,
      userAgent,
      requestTimeoutMs,
      htmlWindow,
    ],
  );

  return (
    <QueryClientProvider client={queryClient ?? ownQueryClient}>
      <PlatformContext.Provider value={platform}>
        <ToastProvider>
          <SignInHost>{dehydratedState ? <HydrationBoundary state={dehydratedState}>{children}</HydrationBoundary> : children}</SignInHost>
        </ToastProvider>
        {dialogs === 'in-page' ? <InPageDialogHost state={inPage} /> : null}
      </PlatformContext.Provider>
    </QueryClientProvider>
  );
}
