/**
 * The one relation store (M44): who the reader mutes or blocks, and who blocks the reader, for the whole product.
 * The mute and block menu writes it (at once, reverted on a failure); the feed, comments and chat read it, so a
 * person muted in one place is hidden everywhere at once, and comes back everywhere when the mute ends on the
 * platform clock — without a reload.
 *
 * One store per `PlatformProvider` and reader (held beside its query client, so another reader or a test's fresh
 * provider starts empty), with one subscription per person (`keyedStore`): a change re-renders the items of that person only.
 * ```ts
 * const { hidden, reason } = useRelationState(comment.user_id);          // in an item's view: re-renders at a mute's end
 * useSeedRelations(items.map((i) => [i.comment.user_id, i.blockState]));  // a list's server data, once per answer
 * useSeedRelationsByPage(query.data?.pages, entriesOfPage);                // a list read in pages: each page once
 * ```
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useSyncExternalStore } from 'react';
import type { BlockState } from '../api/schemas/feed';
import { useClock, useViewer } from '../platform/context';
import { createKeyedSubscriptions, type KeyedSubscriptions } from './keyedStore';
import {
  hiddenReason,
  isHidden,
  noRelation,
  type Relation,
  type RelationName,
  relationChangesAt,
  relationFromBlockState,
  relationName,
  sameRelation,
} from './relation';

export interface RelationStore extends KeyedSubscriptions<number> {
  /** The person's relation, or `undefined` when nothing is known (read it as `noRelation`). */
  get(userId: number): Relation | undefined;
  /** What this page decided or the server answered to a write: it wins over later list data (`seed`). */
  set(userId: number, relation: Relation): void;
  /** A read's data (a feed item's `blockState`): taken unless a write on this page has already set the person. */
  seed(userId: number, relation: Relation): void;
  /** Forgets everyone (another viewer). */
  clear(): void;
}

export function createRelationStore(): RelationStore {
  const relations = new Map<number, Relation>();
  const written = new Set<number>();
  const subscriptions = createKeyedSubscriptions<number>();
  const put = (userId: number, relation: Relation) => {
    const current = relations.get(userId);
    if (current && sameRelation(current, relation)) return;
    relations.set(userId, relation);
    subscriptions.notify(userId);
  };
  return {
    ...subscriptions,
    get: (userId) => relations.get(userId),
    set(userId, relation) {
      written.add(userId);
      put(userId, relation);
    },
    seed(userId, relation) {
      if (!written.has(userId)) put(userId, relation);
    },
    clear() {
      const ids = [...relations.keys()];
      relations.clear();
      written.clear();
      for (const id of ids) subscriptions.notify(id);
    },
  };
}

const stores = new WeakMap<QueryClient, Map<number | null, RelationStore>>();

/** The store of the provider whose query client is `client`, for the reader `viewerId` (`null`: signed out). */
export function relationStoreOf(client: QueryClient, viewerId: number | null = null): RelationStore {
  let byViewer = stores.get(client);
  if (!byViewer) {
    byViewer = new Map();
    stores.set(client, byViewer);
  }
  let store = byViewer.get(viewerId);
  if (!store) {
    store = createRelationStore();
    byViewer.set(viewerId, store);
  }
  return store;
}

/** The relation store of the surrounding `PlatformProvider` and its reader (another reader starts from an empty one). */
export function useRelationStore(): RelationStore {
  return relationStoreOf(useQueryClient(), useViewer().user?.id ?? null);
}

/** The person's relation (`noRelation` when unknown or for `null`); re-renders when it changes. */
export function useRelation(userId: number | null | undefined): Relation {
  const store = useRelationStore();
  const subscribe = useCallback((listener: () => void) => (userId == null ? () => {} : store.subscribe(userId, listener)), [store, userId]);
  const read = useCallback(() => (userId == null ? noRelation : (store.get(userId) ?? noRelation)), [store, userId]);
  return useSyncExternalStore(subscribe, read, read);
}

export interface RelationView {
  relation: Relation;
  /** The relation's name now (`none` once a mute has ended). */
  name: RelationName;
  /** Whether the person's items are hidden now. */
  hidden: boolean;
  /** The missing-item reason to show instead (M42), or `null`. */
  reason: ReturnType<typeof hiddenReason>;
}

/**
 * The person's relation as of the platform clock's now, re-rendered when it changes and when a running mute ends
 * (a timer on the platform clock), so the person's items come back by themselves.
 */
export function useRelationState(userId: number | null | undefined): RelationView {
  const relation = useRelation(userId);
  const clock = useClock();
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const now = clock.now().getTime();
  const changesAt = relationChangesAt(relation, now);
  useEffect(() => {
    if (changesAt === null) return;
    const id = clock.setTimeout(tick, Math.max(0, changesAt - clock.now().getTime()));
    return () => clock.clearTimeout(id);
  }, [clock, changesAt]);
  return { relation, name: relationName(relation, now), hidden: isHidden(relation, now), reason: hiddenReason(relation, now) };
}

/** Whether the person's items are hidden now (re-rendering at a mute's end): `useRelationState(userId).hidden`. */
export function useHiddenBy(userId: number | null | undefined): boolean {
  return useRelationState(userId).hidden;
}

/**
 * Seeds the store from a read's server data, once per answer: `[userId, blockState]` pairs (a feed page's items,
 * a comment list's authors). Entries without a `blockState` are skipped; a person this page wrote keeps its value.
 */
export function useSeedRelations(entries: SeedEntries): void {
  const store = useRelationStore();
  useEffect(() => seedAll(store, entries), [store, entries]);
}

type SeedEntries = readonly (readonly [number, BlockState | null | undefined])[];

/** Seeds every pair that carries a block state. */
function seedAll(store: RelationStore, entries: SeedEntries): void {
  for (const [userId, state] of entries) if (state) store.seed(userId, relationFromBlockState(state));
}

/**
 * Seeds the store from a read in pages, each page (each answer, by identity) once: `entriesOf` gives one page's
 * `[userId, blockState]` pairs (keep it stable: a module's function). A long list read in pages (the feed's
 * firehose, 200 pages) seeds the page that arrived, not every page it holds again on each answer. Another reader's
 * store (a new viewer) is seeded from every page afresh.
 */
export function useSeedRelationsByPage<P extends object>(pages: readonly P[] | undefined, entriesOf: (page: P) => SeedEntries): void {
  const store = useRelationStore();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pages seeded into this store: a new store (another reader's) starts with none
  const seeded = useMemo(() => new WeakSet<P>(), [store]);
  useEffect(() => {
    if (!pages) return;
    for (const page of pages) {
      if (seeded.has(page)) continue;
      seeded.add(page);
      seedAll(store, entriesOf(page));
    }
  }, [store, seeded, pages, entriesOf]);
}

/** Why a person's items are hidden now (M42's reasons for a relation). */
export type RelationReason = NonNullable<ReturnType<typeof hiddenReason>>;

/**
 * The hidden reason of each of several people (only those hidden now), for a list whose rows are plain data (a chat
 * thread's replies): one place applies the store to the whole list. Re-renders when any of them changes and when a
 * running mute ends on the platform clock; the map keeps its identity between those changes, so a memoised list
 * derived from it does too.
 */
export function useRelationReasons(userIds: readonly number[]): ReadonlyMap<number, RelationReason> {
  const store = useRelationStore();
  const clock = useClock();
  const [version, bump] = useReducer((n: number) => n + 1, 0);
  const key = useMemo(() => [...new Set(userIds)].sort((a, b) => a - b).join(','), [userIds]);
  useEffect(() => {
    const offs = key === '' ? [] : key.split(',').map((id) => store.subscribe(Number(id), bump));
    return () => {
      for (const off of offs) off();
    };
  }, [store, key]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the store's change count, read through `store.get`.
  const { reasons, changesAt } = useMemo(() => {
    const now = clock.now().getTime();
    const found = new Map<number, RelationReason>();
    let next: number | null = null;
    for (const id of key === '' ? [] : key.split(',').map(Number)) {
      const relation = store.get(id);
      if (!relation) continue;
      const reason = hiddenReason(relation, now);
      if (reason) found.set(id, reason);
      const at = relationChangesAt(relation, now);
      if (at !== null && (next === null || at < next)) next = at;
    }
    return { reasons: found as ReadonlyMap<number, RelationReason>, changesAt: next };
  }, [store, clock, key, version]);
  useEffect(() => {
    if (changesAt === null) return;
    const id = clock.setTimeout(bump, Math.max(0, changesAt - clock.now().getTime()));
    return () => clock.clearTimeout(id);
  }, [clock, changesAt]);
  return reasons;
}
