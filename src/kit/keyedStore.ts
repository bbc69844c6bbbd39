/**
 * One machine per item, with one subscription per item: the store behind a list whose items each run pure machines
 * (a thread's replies, a comment thread, feed items). Plain TypeScript; views read one item each with `useKeyed`, so
 * an event for item #1,500 of 2,000 re-renders that item's view and no other.
 *
 * Why not `useMachine` in the list: holding every item's state in the list's state re-renders the list (and walks it)
 * on every change; keyed subscriptions keep a change at one re-render (React Aria's collections and Radix's
 * `createCollection` keep per-item state outside the list for the same reason).
 * ```ts
 * const store = createKeyedStore<number, ReactionState, ReactionEvent>(reaction.transition);
 * store.send(id, { type: 'TOGGLE' }, () => reaction.initial(comment));   // starts the entry the first time
 * const state = useKeyed(store, id);                                      // in the item's view
 * ```
 * A state that does not change (the machine returned the same object) notifies no one. `notify(key)` tells an item's
 * views about a change kept outside the store (a list's own per-item data built on `createKeyedSubscriptions`).
 *
 * Several machines per item (a comment's visibility, reaction and reply composer) share one set of subscriptions:
 * `createKeyedStore(transition, { subscriptions })`, so an item's views subscribe once whichever machine changed. A
 * state derived from data the views already read (an item's machine started from its server data while a snapshot is
 * read, or a server refresh a later `notify` announces) is kept with `{ quiet: true }`: no one is told. A list that
 * derives one array from every item reads `useKeyedVersion(store)`: the count of changes, which moves on any item's.
 */
import { useCallback, useSyncExternalStore } from 'react';

type Listener = () => void;

/** Per-key listeners: `subscribe(key)` and `notify(key)`, plus listeners of every key. */
export interface KeyedSubscriptions<K> {
  subscribe(key: K, listener: Listener): () => void;
  /** Tells `key`'s listeners (and the listeners of every key). */
  notify(key: K): void;
  /** The keys with at least one listener. */
  watched(): IterableIterator<K>;
  /** Calls `listener` on every notification, whatever the key. */
  subscribeAll(listener: (key: K) => void): () => void;
  /** How many notifications there were: a snapshot that changes whenever any item changed. */
  version(): number;
}

export function createKeyedSubscriptions<K>(): KeyedSubscriptions<K> {
  const listeners = new Map<K, Set<Listener>>();
  const everyKey = new Set<(key: K) => void>();
  let version = 0;
  return {
    subscribe(key, listener) {
      let set = listeners.get(key);
      if (!set) {
        set = new Set();
        listeners.set(key, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(key) === set) listeners.delete(key);
      };
    },
    notify(key) {
      version++;
      const set = listeners.get(key);
      if (set) for (const l of [...set]) l();
      for (const l of [...everyKey]) l(key);
    },
    watched: () => listeners.keys(),
    subscribeAll(listener) {
      everyKey.add(listener);
      return () => void everyKey.delete(listener);
    },
    version: () => version,
  };
}

/** How a change is kept: `quiet` keeps it without telling the item's views (they are told by a later `notify`, or already show it). */
export interface KeepOptions {
  quiet?: boolean;
}

export interface KeyedStore<K, S, E> extends KeyedSubscriptions<K> {
  /** An item's state, or `undefined` before it was started. */
  get(key: K): S | undefined;
  /** Sends `event` to `key`'s machine (started with `init` when it has no state yet); returns its next state. */
  send(key: K, event: E, init?: () => S): S | undefined;
  /** Replaces an item's state (a fresh start); tells its views when it changed (unless `quiet`). */
  set(key: K, state: S, options?: KeepOptions): void;
  /** An item's state, started with `init` (quietly: nothing changed that a view showed) when it has none yet. */
  ensure(key: K, init: () => S): S;
  /** Forgets an item (its views are told). */
  delete(key: K): void;
  /** Forgets every item (another list, another viewer); every item's views are told (unless `quiet`). */
  clear(options?: KeepOptions): void;
  /** The started items' keys. */
  keys(): IterableIterator<K>;
}

export interface KeyedStoreOptions<K> {
  /** Subscriptions shared with the item's other machines (one subscription per item, whichever machine changed). */
  subscriptions?: KeyedSubscriptions<K>;
}

/** A keyed store of `transition`'s machines. */
export function createKeyedStore<K, S, E>(transition: (state: S, event: E) => S, options: KeyedStoreOptions<K> = {}): KeyedStore<K, S, E> {
  const states = new Map<K, S>();
  const subscriptions = options.subscriptions ?? createKeyedSubscriptions<K>();
  const put = (key: K, next: S, keep?: KeepOptions) => {
    if (states.get(key) === next && states.has(key)) return;
    states.set(key, next);
    if (!keep?.quiet) subscriptions.notify(key);
  };
  return {
    ...subscriptions,
    get: (key) => states.get(key),
    send(key, event, init) {
      const current = states.has(key) ? (states.get(key) as S) : init?.();
      if (current === undefined) return undefined;
      const next = transition(current, event);
      if (!states.has(key) || next !== current) put(key, next);
      return next;
    },
    set: put,
    ensure(key, init) {
      if (states.has(key)) return states.get(key) as S;
      const started = init();
      states.set(key, started);
      return started;
    },
    delete(key) {
      if (states.delete(key)) subscriptions.notify(key);
    },
    clear(keep) {
      const keys = [...states.keys()];
      states.clear();
      if (!keep?.quiet) for (const key of keys) subscriptions.notify(key);
    },
    keys: () => states.keys(),
  };
}

/** One item's state from a keyed store: re-renders when that item changes, and only then. */
export function useKeyed<K, S>(store: Pick<KeyedStore<K, S, unknown>, 'get' | 'subscribe'>, key: K): S | undefined {
  const subscribe = useCallback((listener: Listener) => store.subscribe(key, listener), [store, key]);
  const read = useCallback(() => store.get(key), [store, key]);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * The store's change count, for a list that derives one array from every item (the items keep their objects while
 * unchanged, so memoised item views still re-render one each): re-renders the caller on any item's change.
 */
export function useKeyedVersion<K>(store: Pick<KeyedSubscriptions<K>, 'subscribeAll' | 'version'>): number {
  const subscribe = useCallback((listener: Listener) => store.subscribeAll(listener), [store]);
  return useSyncExternalStore(subscribe, store.version, store.version);
}
