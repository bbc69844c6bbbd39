import { type NavigationAdapter, parsePath } from '../../../src/platform/navigation';

/** A story's in-memory history with both directions (the browser's back and forward buttons). */
export interface StoryHistory extends NavigationAdapter {
  forward(): void;
  readonly entries: readonly string[];
}

export function storyHistory(initial: string): StoryHistory {
  const entries: string[] = [initial];
  let index = 0;
  let current = parsePath(initial);
  const listeners = new Set<() => void>();
  const set = () => {
    current = parsePath(entries[index]!);
    for (const l of listeners) l();
  };
  return {
    entries,
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
