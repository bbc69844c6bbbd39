/**
 * Whether the document is visible, as a dependency: the kit's polling reads run only while it is (the comments page,
 * spec 002 §4; the livestream's end; a clip's processing) and refresh when it shows again, and stories and tests
 * drive it by hand (`createManualVisibility`) the way they drive the platform clock.
 */
export interface PageVisibility {
  isVisible(): boolean;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** The browser's `document.visibilityState` (always visible without a document). */
export const documentVisibility: PageVisibility = {
  isVisible: () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  subscribe: (listener) => {
    if (typeof document === 'undefined') return () => {};
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

export interface ManualVisibility extends PageVisibility {
  /** Shows or hides the "document". */
  set(visible: boolean): void;
}

/** A visibility that changes only when told to (stories, tests). */
export function createManualVisibility(initial = true): ManualVisibility {
  let visible = initial;
  const listeners = new Set<() => void>();
  return {
    isVisible: () => visible,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set: (next) => {
      if (next === visible) return;
      visible = next;
      for (const l of [...listeners]) l();
    },
  };
}
