import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { coreMessages } from '../i18n/catalog/core';
import type { MessageId, MessageOverrides } from '../i18n/messages';
import { createTableTranslator, type MessageTable, type Translate } from '../i18n/translate';
import type { AnalyticsSink } from './analytics';
import { type Clock, systemClock, type TimerId } from './clock';
import { useBrowserValue } from './browserValue';
import type { DialogAdapter } from './dialogs';
import type { FeatureFlags } from './flags';
import { type AppLocation, type NavigationAdapter, normaliseLocation } from './navigation';
import type { StorageAdapter } from './storage';
import type { PageVisibility } from './visibility';
import type { PlatformPublication, Viewer } from './viewer';

/** Everything a host plugs in. `PlatformProvider` fills the defaults. */
export interface Platform {
  /** Base URL of the `/api/v1` API, without a trailing slash; `''` means the page's own origin. */
  apiBaseUrl: string;
  fetch: typeof fetch;
  navigation: NavigationAdapter;
  viewer: Viewer;
  publication: PlatformPublication | null;
  flags: FeatureFlags;
  clock: Clock;
  /** Whether the document is visible: polling reads pause while it is hidden. */
  visibility: PageVisibility;
  storage: StorageAdapter;
  analytics: AnalyticsSink;
  dialogs: DialogAdapter;
  /** The locale dates, numbers and plural forms are written in (`PlatformProvider`'s; a pseudo-locale's is `en`). */
  locale: string;
  /** The host's message overrides (any subset of the catalog), applied by every area's translator. */
  messageOverrides: MessageOverrides;
  /** The locale's messages (`PlatformProvider`'s `localeMessages`), between the overrides and the English catalogue. */
  localeMessages: MessageTable;
  /** The reader's time zone dates are written in (`PlatformProvider`'s `timeZone`, default `UTC`). */
  timeZone: string;
  /** The translator of the core texts (UI parts, shared failure texts, formats); areas use their own `useT`. */
  t: Translate<CoreMessageId>;
  /** The browser's user agent (in-app browser detection, M72); default `navigator.userAgent`, `''` without one. */
  userAgent: string;
  /** How long an API call waits for its answer before failing with the `timeout` kind (`0`: no limit). */
  requestTimeoutMs: number;
  /**
   * The DOM that untrusted HTML (a post's body) is sanitised and cut with: the page's `window` in the browser, a DOM
   * implementation's on a server (`PlatformProvider`'s `htmlWindow`); `undefined` without either.
   */
  htmlWindow: Window | undefined;
}

export const PlatformContext = createContext<Platform | null>(null);

/** The platform the nearest `PlatformProvider` supplies. Throws a clear error outside one. */
export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('Masthead screens must be rendered inside <PlatformProvider>.');
  return platform;
}

/** The ids of some catalogs' texts (every key of every table). */
type AreaIds<C extends MessageTable[]> = C[number] extends infer T ? (T extends unknown ? keyof T & MessageId : never) : never;

/** Ids of the core texts every screen may show. */
export type CoreMessageId = keyof typeof coreMessages;

/** The core translator for a locale and the host's overrides. */
export function createCoreT(overrides?: MessageOverrides, locale?: string, localeMessages?: MessageTable): Translate<CoreMessageId> {
  return createTableTranslator<CoreMessageId>([coreMessages], overrides, locale, localeMessages);
}

const fallbackT = createCoreT();

/**
 * The core translator (UI parts, shared failure texts, formats). Outside a `PlatformProvider` (a UI part used on its
 * own) it falls back to the English texts, so design-system parts work without the platform.
 */
/**
 * What dates are written with: the platform's locale and time zone (English and UTC outside a `PlatformProvider`).
 * Pass both to `formatDate`, `formatFullDate` and `formatRelative`.
 */
export function useDateSettings(): { locale: string; timeZone: string } {
  const platform = useContext(PlatformContext);
  return { locale: platform?.locale ?? 'en', timeZone: platform?.timeZone ?? 'UTC' };
}

export function useT(): Translate<CoreMessageId> {
  return useContext(PlatformContext)?.t ?? fallbackT;
}

/**
 * Makes an area's `useT`: a translator over the area's own catalog and the core texts, with the host's overrides.
 * A screen's bundle then carries only the strings it can show (`features/<area>/i18n.ts` calls this once).
 */
export function defineAreaT<C extends MessageTable[]>(...catalogs: C): () => Translate<AreaIds<C> | CoreMessageId> {
  type AreaT = Translate<AreaIds<C> | CoreMessageId>;
  const tables = [...catalogs, coreMessages];
  const byCore = new WeakMap<object, AreaT>();
  const fallback = createTableTranslator<AreaIds<C> | CoreMessageId>(tables);
  return function useAreaT() {
    const platform = useContext(PlatformContext);
    if (!platform) return fallback;
    let t = byCore.get(platform.t);
    if (!t) {
      t = createTableTranslator<AreaIds<C> | CoreMessageId>(tables, platform.messageOverrides, platform.locale, platform.localeMessages);
      byCore.set(platform.t, t);
    }
    return t;
  };
}

/** The DOM to sanitise untrusted HTML with (the platform's, else the page's own). */
export function useHtmlWindow(): Window | undefined {
  const platform = useContext(PlatformContext);
  // render-safe: the window is used as a DOM implementation (parse and serialise), the same on both sides.
  return platform ? platform.htmlWindow : typeof window === 'undefined' ? undefined : window;
}

export function useClock(): Clock {
  return usePlatform().clock;
}

/** The current time from the platform clock, refreshed every `intervalMs` (no refresh when omitted). */
export function useNow(intervalMs?: number): Date {
  const clock = useContext(PlatformContext)?.clock;
  const [now, setNow] = useState(() => (clock ?? systemClock).now());
  useEffect(() => {
    if (!clock || !intervalMs) return;
    setNow(clock.now());
    return subscribeTick(clock, intervalMs, setNow);
  }, [clock, intervalMs]);
  return now;
}

/**
 * One interval per clock and period, shared by every `useNow(period)` reader: a list of 1,000 relative times runs one
 * timer, not 1,000, and all of them show the same instant.
 */
const tickers = new WeakMap<Clock, Map<number, { id: TimerId; listeners: Set<(now: Date) => void> }>>();

export function subscribeTick(clock: Clock, intervalMs: number, listener: (now: Date) => void): () => void {
  let byPeriod = tickers.get(clock);
  if (!byPeriod) {
    byPeriod = new Map();
    tickers.set(clock, byPeriod);
  }
  let ticker = byPeriod.get(intervalMs);
  if (!ticker) {
    const listeners = new Set<(now: Date) => void>();
    const id = clock.setInterval(() => {
      const now = clock.now();
      for (const l of listeners) l(now);
    }, intervalMs);
    ticker = { id, listeners };
    byPeriod.set(intervalMs, ticker);
  }
  const current = ticker;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size === 0) {
      clock.clearInterval(current.id);
      byPeriod.delete(intervalMs);
    }
  };
}

export function useNavigation(): NavigationAdapter {
  return usePlatform().navigation;
}

/**
 * The current location; re-renders on navigation. Its path is normalised (`pathSegments`): whatever the adapter
 * reports (`//newsletters` from the browser, a host router's own form), screens route and write back `/newsletters`.
 */
export function useLocation(): AppLocation {
  const navigation = usePlatform().navigation;
  const location = useSyncExternalStore(navigation.subscribe, navigation.location, navigation.location);
  return useMemo(() => normaliseLocation(location), [location]);
}

export function useViewer(): Viewer {
  return usePlatform().viewer;
}

export function usePublication(): PlatformPublication | null {
  return usePlatform().publication;
}

/** A feature flag; unknown flags read as `false`. */
export function useFlag(name: keyof FeatureFlags & string): boolean {
  return usePlatform().flags[name] === true;
}

/** Whether the document is visible, and its changes (the kit's polling reads). */
export function useVisibility(): PageVisibility {
  return usePlatform().visibility;
}

export function useStorage(): StorageAdapter {
  return usePlatform().storage;
}

export function useAnalytics(): AnalyticsSink {
  return usePlatform().analytics;
}

export function useDialogs(): DialogAdapter {
  return usePlatform().dialogs;
}

/** The user agent the platform reports (the `userAgent` prop, else `navigator.userAgent`). */
export function useUserAgent(): string {
  const platform = useContext(PlatformContext);
  const browser = useBrowserValue(() => navigator.userAgent, '');
  return platform?.userAgent ?? browser;
}
