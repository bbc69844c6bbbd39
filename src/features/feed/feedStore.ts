/**
 * The feed's store: M41 run outside React, so that one item's change re-renders that item and nothing else. The list
 * subscribes to the order of keys (and the "N new" count); each item's view subscribes to its own key through the kit's
 * keyed subscriptions (`createKeyedSubscriptions`), told only when that item's data (or its marks) changed.
 * Plain TypeScript; `useFeedStore` makes one per screen, `useFeedList` and `useFeedEntry` read it from React.
 */
import { useCallback, useState, useSyncExternalStore } from 'react';
import type { FeedItem } from '../../api/schemas/feed';
import { createKeyedSubscriptions } from '../../kit/keyedStore';
import { archivedAt, type FeedEvent, itemOf, type FeedState, initialFeedState, transition } from './feed.machine';

/** What one item's view reads: its data and the reader's marks on it. */
export interface FeedEntry {
  readonly item: FeedItem;
  readonly hidden: boolean;
  readonly paused: boolean;
  readonly archivedAt: string | null;
}

export interface FeedStore {
  get(): FeedState;
  /** The state as of the list's last change (what `subscribe` listeners read: item-only changes keep it). */
  list(): FeedState;
  send(event: FeedEvent): FeedState;
  /** The list: told when the order, the pending items or the state's name change. */
  subscribe(listener: () => void): () => void;
  /** One item: told when its entry changes. */
  subscribeItem(key: string, listener: () => void): () => void;
  entry(key: string): FeedEntry | undefined;
}

const entryOf = (state: FeedState, key: string): FeedEntry | undefined => {
  const item = itemOf(state.items, key);
  return item ? { item, hidden: state.hidden.includes(key), paused: state.paused.includes(key), archivedAt: archivedAt(state, key) } : undefined;
};

const sameEntry = (a: FeedEntry | undefined, b: FeedEntry | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.item === b.item && a.hidden === b.hidden && a.paused === b.paused && a.archivedAt === b.archivedAt);

export function createFeedStore(initial: FeedState = initialFeedState()): FeedStore {
  let state = initial;
  let listState = initial;
  const listListeners = new Set<() => void>();
  const items = createKeyedSubscriptions<string>();
  // Entries are cached so `useSyncExternalStore` sees the same object until the item changes.
  const entries = new Map<string, FeedEntry | undefined>();
  return {
    get: () => state,
    list: () => listState,
    send(event) {
      const prev = state;
      const next = transition(prev, event);
      if (next === prev) return next;
      state = next;
      // Entries nobody watches are forgotten, not kept: an item removed (its view unmounted) and put back (UNDO) is
      // read afresh when its view mounts again, never as the `undefined` cached while it was gone.
      const watched = new Set(items.watched());
      for (const key of [...entries.keys()]) if (!watched.has(key)) entries.delete(key);
      for (const key of watched) {
        const before = entries.get(key);
        const after = entryOf(next, key);
        if (!sameEntry(before, after)) {
          entries.set(key, after);
          items.notify(key);
        }
      }
      if (prev.order !== next.order || prev.pending !== next.pending || prev.name !== next.name || prev.cursor !== next.cursor) {
        listState = next;
        for (const listener of [...listListeners]) listener();
      }
      return next;
    },
    subscribe(listener) {
      listListeners.add(listener);
      return () => void listListeners.delete(listener);
    },
    subscribeItem(key, listener) {
      if (!entries.has(key)) entries.set(key, entryOf(state, key));
      return items.subscribe(key, listener);
    },
    entry(key) {
      if (!entries.has(key)) entries.set(key, entryOf(state, key));
      return entries.get(key);
    },
  };
}

/** The store of one feed, made once per mount. */
export function useFeedStore(): FeedStore {
  const [store] = useState(createFeedStore);
  return store;
}

/** The feed's state for the list: re-renders when the order, the pending items or the status change. */
export function useFeedList(store: FeedStore): FeedState {
  return useSyncExternalStore(store.subscribe, store.list, store.list);
}

/** One item's entry: re-renders when that item changes, and only then. */
export function useFeedEntry(store: FeedStore, key: string): FeedEntry | undefined {
  const subscribe = useCallback((listener: () => void) => store.subscribeItem(key, listener), [store, key]);
  const read = useCallback(() => store.entry(key), [store, key]);
  return useSyncExternalStore(subscribe, read, read);
}
