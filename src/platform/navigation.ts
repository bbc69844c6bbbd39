/**
 * Navigation as a dependency: screens read the location and navigate through this adapter, never through
 * `window.location`, so a host can plug in its router and stories use an in-memory history.
 */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigationAdapter {
  location(): AppLocation;
  navigate(to: string): void;
  replace(to: string): void;
  back(): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Turns an app path into an `href` (a host may add a base path). */
  href(to: string): string;
  /**
   * Reloads the current page (the post page's metered reload, spec 003). Optional: without it a screen carries on
   * without reloading.
   */
  reload?(): void;
}

/**
 * The one reading of an address's path: its segments, with empty segments (`//`, a trailing `/`) and `.` dropped and
 * `..` taking the previous segment away, a backslash read as a slash (as browsers read it). Routing (`matchRoute`) and
 * every address a screen writes back (through `useLocation`, `normalisePathname`) read paths through it, so
 * `//newsletters` is routed *and* written back as `/newsletters`, never as the scheme-relative address of the origin
 * `https://newsletters`.
 */
export function pathSegments(pathname: string): string[] {
  const segments: string[] = [];
  for (const segment of (pathname.split(/[?#]/, 1)[0] ?? '').split(/[/\\]/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return segments;
}

/** `pathname` written from `pathSegments`: one leading slash, no empty segment (a trailing slash is kept). */
export function normalisePathname(pathname: string): string {
  const segments = pathSegments(pathname);
  const trailing = segments.length > 0 && /[/\\]$/.test(pathname.split(/[?#]/, 1)[0] ?? '');
  return `/${segments.join('/')}${trailing ? '/' : ''}`;
}

/** `location` with its path normalised (the same object when it already was). */
export function normaliseLocation(location: AppLocation): AppLocation {
  const pathname = normalisePathname(location.pathname);
  return pathname === location.pathname ? location : { ...location, pathname };
}

/** An app path read into its parts; a path starting `//` is a path on this site (`/x`), never another host. */
export function parsePath(to: string): AppLocation {
  const url = new URL(/^[/\\]{2}/.test(to) ? `/.${to}` : to, 'http://masthead.invalid');
  return { pathname: normalisePathname(url.pathname), search: url.search, hash: url.hash };
}

/** Uses the browser's History API. */
export function createBrowserNavigation(): NavigationAdapter {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const l of listeners) l();
  };
  let snapshot: AppLocation | undefined;
  const read = (): AppLocation => {
    const { pathname, search, hash } = window.location;
    if (!snapshot || snapshot.pathname !== pathname || snapshot.search !== search || snapshot.hash !== hash) {
      snapshot = { pathname, search, hash };
    }
    return snapshot;
  };
  return {
    location: read,
    navigate: (to) => {
      window.history.pushState(null, '', to);
      notify();
    },
    replace: (to) => {
      window.history.replaceState(null, '', to);
      notify();
    },
    back: () => window.history.back(),
    reload: () => window.location.reload(),
    subscribe: (listener) => {
      listeners.add(listener);
      const onPop = () => listener();
      window.addEventListener('popstate', onPop);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('popstate', onPop);
      };
    },
    href: (to) => to,
  };
}

export interface MemoryNavigation extends NavigationAdapter {
  /** Every entry visited, oldest first (tests assert on it). */
  readonly history: readonly string[];
  /** How many times `reload()` was called (a reload notifies listeners; the entry stays the same). */
  readonly reloads: number;
  /** The browser's forward button: the entry `back()` left, if any (a `navigate` after `back` drops them, as browsers do). */
  forward(): void;
}

/** An in-memory history (stories, tests, server rendering). */
export function createMemoryNavigation(initial = '/'): MemoryNavigation {
  const entries: string[] = [initial];
  let index = 0;
  let current = parsePath(initial);
  const listeners = new Set<() => void>();
  let reloads = 0;
  const set = () => {
    current = parsePath(entries[index]!);
    for (const l of listeners) l();
  };
  return {
    history: entries,
    get reloads() {
      return reloads;
    },
    reload: () => {
      reloads += 1;
      set();
    },
    location: () => current,
    navigate: (to) => {
      entries.splice(index + 1, entries.length, to);
      index = entries.length - 1;
      set();
    },
    replace: (to) => {
      entries[index] = to;
      set();
    },
    back: () => {
      if (index > 0) {
        index -= 1;
        set();
      }
    },
    forward: () => {
      if (index < entries.length - 1) {
        index += 1;
        set();
      }
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    href: (to) => to,
  };
}
