/**
 * The four browser APIs jsdom lacks and our screens use, stubbed the way a host's own jsdom setup would (the README's
 * "Testing in a host app" names them): `ResizeObserver` (Radix's form controls measure themselves with it),
 * `matchMedia` (the carousel's reduced-motion check, the app-install drawer's mobile query), `IntersectionObserver`
 * (scroll tracking, chat pages) and `Element.scrollIntoView` (the comments page brings a posted or linked comment into
 * view). No-ops: nothing resizes, no query matches, nothing intersects, nothing scrolls. Import it first.
 */
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
}

globalThis.IntersectionObserver ??= class {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds: readonly number[] = [0];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
};

if (typeof Element !== 'undefined' && typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => {};
}
