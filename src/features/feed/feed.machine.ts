/**
 * M41, the feed reducer (spec 002 §4 "Feed state changes", inventory M41). Pure: no React, DOM, fetch, timers or
 * clock — times arrive in events (`at`, `now`, in ms since the epoch).
 *
 * The state is the feed the reader sees, keyed by `entity_key`: `order` (the keys shown, top first), `items` (each
 * item's data), `pending` (new items that arrived above and wait behind "N new": they never move what the reader is
 * looking at until the reader asks for them), and the reader's marks (`hidden`, `paused`, `archived`).
 *
 * ```
 * loading ─PAGE_LOADED→ ready ─PAGE_LOADED→ ready (the next page appended; keys already shown are refreshed, not repeated)
 * loading ─LOAD_FAILED→ failed ─PAGE_LOADED→ ready
 * ready ─HEAD_LOADED→ ready (+pending) ─SHOW_NEW→ ready (pending on top)
 * ready ─CULL(now)→ ready (the first ~10 items) | loading (the cursor is older than 10 minutes: everything resets)
 * ```
 *
 * The changes (M41): `LIKE` toggles the reaction, heart count ±1; `RESTACK` toggles restacked, restacks ±1; `SAVE` toggles
 * is_saved (all three on every item showing the same post or note); `DELETE_POST` removes the post, its comments and their
 * feed entries; `DELETE_COMMENT` removes the comment and its descendants and decrements the parent's children_count or the
 * post's child_comment_count; `NEW_COMMENT` increments those counts, prepends the comment to its parent's children and adds
 * its feed item at the front; `EDIT_COMMENT` replaces the comment; `ARCHIVE` sets archived_at to the time or null;
 * `HIDE`/`UNHIDE` keep a list of entity keys; `DISMISS` removes the item; `PAUSE_NOTIFICATIONS`/`UNPAUSE` add to or take
 * from the paused set. `UNDO` puts back the last removal (`DELETE_*`, `DISMISS`) exactly: the data hook sends it when the
 * server refuses one. Counts never go below zero.
 *
 * Live streams: an item whose note shows an active live stream is kept only once the stream started more than a minute
 * before the page arrived (`liveStreamKept`).
 */
import type { ApiError } from '../../api/errors';
import type { Post } from '../../api/schemas/core';
import type { FeedComment, FeedCommentReply, FeedItem } from '../../api/schemas/feed';

// --- The items table ----------------------------------------------------------------------------------------------

/** How many chunks a table has (a power of two). */
export const ITEM_CHUNKS = 256;

/**
 * The items table: the feed's items by entity key (M41's `items`), kept so that a change copies only what it touches.
 *
 * The keys are spread over {@link ITEM_CHUNKS} small maps by a hash of the key. A table is never changed: a transition
 * takes a draft (`draftItems`), which copies a chunk the first time it writes to it, and seals it (`done`). A page of
 * 25 items at 5,000 items so copies about 25 maps of about 20 items each, where one record of all 5,000 items was
 * copied before — a large object for every page, which only a full collection frees, and the largest allocation while
 * scrolling the feed (an allocation profile of the feed bench: 50.7 MB over 1,000 scroll frames).
 *
 * Maps, not records: an entity key is server text, and `__proto__` or `constructor` is only a key here.
 * Iteration order is by chunk, then insertion: nothing in the feed reads the items in order (`order` is the order).
 */
export interface FeedItems {
  /** How many items. */
  readonly size: number;
  /** The chunks by hash; `undefined` for an empty one. Read through the functions below. */
  readonly chunks: readonly (ReadonlyMap<string, FeedItem> | undefined)[];
}

export const emptyItems: FeedItems = { size: 0, chunks: Array.from({ length: ITEM_CHUNKS }, () => undefined) };

/** The chunk a key lives in: a 31-multiplier string hash, masked. */
function chunkOf(key: string): number {
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (Math.imul(hash, 31) + key.charCodeAt(i)) | 0;
  return hash & (ITEM_CHUNKS - 1);
}

export const itemOf = (items: FeedItems, key: string): FeedItem | undefined => items.chunks[chunkOf(key)]?.get(key);
export const hasItem = (items: FeedItems, key: string): boolean => items.chunks[chunkOf(key)]?.has(key) === true;

/** Calls `visit` with every item and its key. */
export function forEachItem(items: FeedItems, visit: (item: FeedItem, key: string) => void): void {
  for (const chunk of items.chunks) chunk?.forEach(visit);
}

/** The first item `test` accepts, in the table's order. */
export function findItem(items: FeedItems, test: (item: FeedItem) => boolean): FeedItem | undefined {
  for (const chunk of items.chunks) {
    if (!chunk) continue;
    for (const item of chunk.values()) if (test(item)) return item;
  }
  return undefined;
}

/** Every key, in the table's order. */
export function itemKeys(items: FeedItems): string[] {
  const keys: string[] = [];
  for (const chunk of items.chunks) if (chunk) for (const key of chunk.keys()) keys.push(key);
  return keys;
}

/**
 * A writable copy of a table for one transition: reads see its writes; `done` seals it (the same table when unchanged).
 * A draft is used once: nothing writes to it after `done`.
 */
export interface ItemsDraft {
  get(key: string): FeedItem | undefined;
  has(key: string): boolean;
  set(key: string, item: FeedItem): void;
  delete(key: string): void;
  done(): FeedItems;
}

export function draftItems(items: FeedItems): ItemsDraft {
  let chunks: (Map<string, FeedItem> | ReadonlyMap<string, FeedItem> | undefined)[] | null = null;
  const copied = new Set<number>();
  let size = items.size;
  const read = (key: string) => (chunks ?? items.chunks)[chunkOf(key)];
  const writable = (key: string): Map<string, FeedItem> => {
    const index = chunkOf(key);
    chunks ??= items.chunks.slice();
    if (!copied.has(index)) {
      copied.add(index);
      chunks[index] = new Map(chunks[index]);
    }
    return chunks[index] as Map<string, FeedItem>;
  };
  return {
    get: (key) => read(key)?.get(key),
    has: (key) => read(key)?.has(key) === true,
    set(key, item) {
      const chunk = writable(key);
      if (!chunk.has(key)) size += 1;
      chunk.set(key, item);
    },
    delete(key) {
      if (!read(key)?.has(key)) return;
      writable(key).delete(key);
      size -= 1;
    },
    done() {
      if (chunks === null) return items;
      // An emptied chunk is `undefined` again, as in a table that never had it: equal tables look equal.
      for (const index of copied) if (chunks[index]?.size === 0) chunks[index] = undefined;
      return { size, chunks };
    },
  };
}

/** A table of `entries` (a later entry of the same key replaces the earlier one). */
export function itemsFrom(entries: Iterable<readonly [string, FeedItem]>): FeedItems {
  const draft = draftItems(emptyItems);
  for (const [key, item] of entries) draft.set(key, item);
  return draft.done();
}

// --- States and events -------------------------------------------------------------------------------------------

/** Items kept by a cull (spec: "about the first 10"). */
export const CULL_KEEP = 10;
/** A cursor older than this resets the whole feed on a cull (ms). */
export const CURSOR_MAX_AGE_MS = 10 * 60 * 1000;
/** An active live stream shows in the feed once it has been live this long (ms). */
export const LIVE_STREAM_MIN_AGE_MS = 60 * 1000;

/** What the feed holds in every state. */
export interface FeedData {
  /** The entity keys shown, top first. */
  readonly order: readonly string[];
  /** Every shown or pending item's data, by entity key (read with `itemOf`, `forEachItem` and the other readers of the items table above). */
  readonly items: FeedItems;
  /** New items that arrived above, top first, waiting behind "N new". */
  readonly pending: readonly string[];
  /** The cursor of the next page (`null`: no more pages) and when it arrived (ms). */
  readonly cursor: string | null;
  readonly cursorAt: number | null;
  /** Hidden entity keys (`HIDE`/`UNHIDE`), in the order they were hidden. */
  readonly hidden: readonly string[];
  /** Entity keys whose notifications are paused. */
  readonly paused: readonly string[];
  /** archived_at (ISO) by entity key; absent when not archived. */
  readonly archived: Readonly<Record<string, string>>;
  /** Keys removed by the reader (dismissed, deleted): a later page does not bring them back. */
  readonly removed: readonly string[];
  /** The last removal, for `UNDO`. */
  readonly lastRemoval: Removal | null;
}

/** What a removal took away, to put it back exactly. */
export interface Removal {
  readonly entries: readonly { readonly key: string; readonly index: number }[];
  readonly pendingEntries: readonly { readonly key: string; readonly index: number }[];
  /** The items as they were before the removal (the removed ones and those whose counts changed). */
  readonly before: Readonly<Record<string, FeedItem>>;
  readonly removedBefore: readonly string[];
}

export type FeedState =
  | ({ readonly name: 'loading' } & FeedData)
  | ({ readonly name: 'ready' } & FeedData)
  | ({ readonly name: 'failed'; readonly error: ApiError } & FeedData);

export type FeedStateName = FeedState['name'];
export const feedStateNames = ['loading', 'ready', 'failed'] as const satisfies readonly FeedStateName[];

export type FeedEvent =
  /** A page arrived: `first` starts the feed over from it, otherwise it is appended. `at`: when (ms). */
  | { type: 'PAGE_LOADED'; items: readonly FeedItem[]; nextCursor: string | null; at: number; first: boolean }
  /** The first page failed. */
  | { type: 'LOAD_FAILED'; error: ApiError }
  /** The newest page, read again: items above the first shown one wait behind "N new". */
  | { type: 'HEAD_LOADED'; items: readonly FeedItem[]; at: number }
  /** The reader asked for the new items. */
  | { type: 'SHOW_NEW' }
  | { type: 'LIKE'; key: string }
  | { type: 'RESTACK'; key: string }
  | { type: 'SAVE'; key: string }
  | { type: 'DELETE_POST'; postId: number }
  | { type: 'DELETE_COMMENT'; commentId: number }
  /** A new note or comment (`item`: its feed entry, shown at the front). */
  | { type: 'NEW_COMMENT'; comment: FeedComment; item: FeedItem }
  | { type: 'EDIT_COMMENT'; comment: FeedComment }
  /** `at`: archived_at (ISO), or `null` to unarchive. */
  | { type: 'ARCHIVE'; key: string; at: string | null }
  | { type: 'HIDE'; key: string }
  | { type: 'UNHIDE'; key: string }
  | { type: 'DISMISS'; key: string }
  | { type: 'PAUSE_NOTIFICATIONS'; key: string }
  | { type: 'UNPAUSE'; key: string }
  /** Puts back the last removal. */
  | { type: 'UNDO' }
  /** `now` (ms): keeps about the first 10 items, or resets everything when the cursor is older than 10 minutes. */
  | { type: 'CULL'; now: number }
  | { type: 'RESET' };

export const feedEventTypes = [
  'PAGE_LOADED',
  'LOAD_FAILED',
  'HEAD_LOADED',
  'SHOW_NEW',
  'LIKE',
  'RESTACK',
  'SAVE',
  'DELETE_POST',
  'DELETE_COMMENT',
  'NEW_COMMENT',
  'EDIT_COMMENT',
  'ARCHIVE',
  'HIDE',
  'UNHIDE',
  'DISMISS',
  'PAUSE_NOTIFICATIONS',
  'UNPAUSE',
  'UNDO',
  'CULL',
  'RESET',
] as const satisfies readonly FeedEvent['type'][];

const emptyData: FeedData = {
  order: [],
  items: emptyItems,
  pending: [],
  cursor: null,
  cursorAt: null,
  hidden: [],
  paused: [],
  archived: {},
  removed: [],
  lastRemoval: null,
};

export function initialFeedState(): FeedState {
  return { name: 'loading', ...emptyData };
}

// --- Rules --------------------------------------------------------------------------------------------------------

/** Whether an item may show at `now` (ms): an active live stream only once it has been live more than a minute. */
export function liveStreamKept(item: FeedItem, now: number): boolean {
  const attachments = item.comment?.attachments ?? [];
  for (const attachment of attachments) {
    const stream = attachment.liveStream;
    if (attachment.type !== 'live_stream' || !stream || stream.status !== 'active') continue;
    const started = stream.started_streaming_at ? Date.parse(stream.started_streaming_at) : Number.NaN;
    if (Number.isNaN(started) || now - started <= LIVE_STREAM_MIN_AGE_MS) return false;
  }
  return true;
}

const plus = (n: number | undefined, by: number) => Math.max(0, (n ?? 0) + by);

/** The post or note an item's like, restack and save act on. */
function subjectOf(item: FeedItem): { kind: 'post'; id: number } | { kind: 'comment'; id: number } | null {
  if (item.type === 'post') return { kind: 'post', id: item.post.id };
  if (item.type === 'comment') return { kind: 'comment', id: item.comment.id };
  return null;
}

function toggleLikePost(post: Post): Post {
  const liked = post.reaction === true;
  return { ...post, reaction: !liked, reactions: { ...post.reactions, '❤': plus(post.reactions?.['❤'], liked ? -1 : 1) } };
}

function toggleLikeComment<C extends FeedCommentReply>(comment: C): C {
  const liked = comment.reaction === true;
  const by = liked ? -1 : 1;
  return {
    ...comment,
    reaction: !liked,
    reaction_count: plus(comment.reaction_count, by),
    ...(comment.reactions ? { reactions: { ...comment.reactions, '❤': plus(comment.reactions['❤'], by) } } : {}),
  };
}

function toggleRestack<T extends { restacked?: boolean | undefined; restacks?: number | undefined }>(entity: T): T {
  const restacked = entity.restacked === true;
  return { ...entity, restacked: !restacked, restacks: plus(entity.restacks, restacked ? -1 : 1) };
}

/** Applies `change` to every item showing the subject (the post, or the note). */
function mapSubject(
  data: FeedData,
  subject: { kind: 'post' | 'comment'; id: number },
  onPost: (post: Post) => Post,
  onComment: (comment: FeedComment) => FeedComment,
): FeedData {
  const items = draftItems(data.items);
  forEachItem(data.items, (item, key) => {
    if (subject.kind === 'post' && item.type === 'post' && item.post.id === subject.id) items.set(key, { ...item, post: onPost(item.post) });
    else if (subject.kind === 'comment' && item.type === 'comment' && item.comment.id === subject.id) {
      items.set(key, { ...item, comment: onComment(item.comment) });
    }
  });
  const next = items.done();
  return next === data.items ? data : { ...data, items: next };
}

function toggleOn(data: FeedData, key: string, kind: 'LIKE' | 'RESTACK' | 'SAVE'): FeedData {
  const item = itemOf(data.items, key);
  const subject = item ? subjectOf(item) : null;
  if (!subject) return data;
  if (kind === 'LIKE') return mapSubject(data, subject, toggleLikePost, toggleLikeComment);
  if (kind === 'RESTACK') return mapSubject(data, subject, toggleRestack, toggleRestack);
  if (subject.kind !== 'post') return data;
  return mapSubject(
    data,
    subject,
    (post) => ({ ...post, is_saved: post.is_saved !== true }),
    (c) => c,
  );
}

/** Ids on a comment's ancestor path. */
const ancestorsOf = (comment: Pick<FeedCommentReply, 'ancestor_path'>) => (comment.ancestor_path ? comment.ancestor_path.split('.').map(Number) : []);

/** Removes the keys `gone` (and records the removal); `changed` are the items whose data a removal also changes. */
function remove(data: FeedData, gone: ReadonlySet<string>, changed: Record<string, FeedItem>): FeedData {
  // Nothing to remove: an UNDO after it must not put back an older removal.
  if (gone.size === 0 && Object.keys(changed).length === 0) return data.lastRemoval === null ? data : { ...data, lastRemoval: null };
  // Records without a prototype: an entity key is server text, and `__proto__` must be only a key.
  const before: Record<string, FeedItem> = Object.create(null);
  const entries: { key: string; index: number }[] = [];
  const pendingEntries: { key: string; index: number }[] = [];
  data.order.forEach((key, index) => {
    if (gone.has(key)) entries.push({ key, index });
  });
  data.pending.forEach((key, index) => {
    if (gone.has(key)) pendingEntries.push({ key, index });
  });
  const items = draftItems(data.items);
  for (const key of gone) {
    const item = itemOf(data.items, key);
    if (item) before[key] = item;
    items.delete(key);
  }
  for (const [key, item] of Object.entries(changed)) {
    if (gone.has(key)) continue;
    const old = itemOf(data.items, key);
    if (old) before[key] = old;
    items.set(key, item);
  }
  const removedBefore = data.removed;
  return {
    ...data,
    order: data.order.filter((key) => !gone.has(key)),
    pending: data.pending.filter((key) => !gone.has(key)),
    items: items.done(),
    removed: [...data.removed, ...[...gone].filter((key) => !data.removed.includes(key))],
    lastRemoval: { entries, pendingEntries, before, removedBefore },
  };
}

function undo(data: FeedData): FeedData {
  const removal = data.lastRemoval;
  if (!removal) return data;
  const order = [...data.order];
  for (const { key, index } of removal.entries) order.splice(Math.min(index, order.length), 0, key);
  const pending = [...data.pending];
  for (const { key, index } of removal.pendingEntries) pending.splice(Math.min(index, pending.length), 0, key);
  const items = draftItems(data.items);
  for (const [key, item] of Object.entries(removal.before)) items.set(key, item);
  return { ...data, order, pending, items: items.done(), removed: removal.removedBefore, lastRemoval: null };
}

function deletePost(data: FeedData, postId: number): FeedData {
  const gone = new Set<string>();
  forEachItem(data.items, (item, key) => {
    if ((item.type === 'post' && item.post.id === postId) || (item.comment && item.comment.post_id === postId)) gone.add(key);
  });
  return remove(data, gone, {});
}

function deleteComment(data: FeedData, commentId: number): FeedData {
  let target: FeedCommentReply | undefined;
  const gone = new Set<string>();
  forEachItem(data.items, (item, key) => {
    const comment = item.comment;
    if (!comment) return;
    if (comment.id === commentId) {
      target = comment;
      gone.add(key);
    } else if (ancestorsOf(comment).includes(commentId)) gone.add(key);
    target ??= comment.children?.find((c) => c.id === commentId);
  });
  // (A cast: TypeScript does not see the callback above assign `target`.)
  const found = target as FeedCommentReply | undefined;
  if (!found) return remove(data, gone, {});
  const parentId = ancestorsOf(found).at(-1);
  const postId = found.post_id ?? null;
  const changed: Record<string, FeedItem> = Object.create(null);
  forEachItem(data.items, (item, key) => {
    if (gone.has(key)) return;
    let next = item;
    if (parentId !== undefined && next.comment && next.comment.id === parentId) {
      const children = next.comment.children?.filter((c) => c.id !== commentId);
      next = {
        ...next,
        comment: { ...next.comment, children_count: plus(next.comment.children_count, -1), ...(children ? { children } : {}) },
      } as FeedItem;
    }
    if (parentId === undefined && postId !== null && next.type === 'post' && next.post.id === postId) {
      next = { ...next, post: { ...next.post, child_comment_count: plus(next.post.child_comment_count, -1) } };
    }
    if (next !== item) changed[key] = next;
  });
  return remove(data, gone, changed);
}

function newComment(data: FeedData, comment: FeedComment, entry: FeedItem): FeedData {
  const parentId = ancestorsOf(comment).at(-1);
  const items = draftItems(data.items);
  forEachItem(data.items, (item, key) => {
    let next = item;
    if (parentId !== undefined && next.comment && next.comment.id === parentId) {
      const { children: _children, ...reply } = comment;
      next = {
        ...next,
        comment: { ...next.comment, children_count: plus(next.comment.children_count, 1), children: [reply, ...(next.comment.children ?? [])] },
      } as FeedItem;
    }
    if (parentId === undefined && comment.post_id != null && next.type === 'post' && next.post.id === comment.post_id) {
      next = { ...next, post: { ...next.post, child_comment_count: plus(next.post.child_comment_count, 1) } };
    }
    if (next !== item) items.set(key, next);
  });
  const key = entry.entity_key;
  items.set(key, entry);
  return {
    ...data,
    items: items.done(),
    order: [key, ...data.order.filter((k) => k !== key)],
    pending: data.pending.filter((k) => k !== key),
    removed: data.removed.filter((k) => k !== key),
  };
}

function editComment(data: FeedData, comment: FeedComment): FeedData {
  const items = draftItems(data.items);
  forEachItem(data.items, (item, key) => {
    let next = item;
    if (next.comment?.id === comment.id) next = { ...next, comment: { ...comment, children: next.comment.children } } as FeedItem;
    if (next.comment?.children?.some((c) => c.id === comment.id)) {
      const { children: _children, ...reply } = comment;
      next = { ...next, comment: { ...next.comment, children: next.comment.children.map((c) => (c.id === comment.id ? reply : c)) } } as FeedItem;
    }
    if (next.parentComments.some((c) => c.id === comment.id)) {
      next = { ...next, parentComments: next.parentComments.map((c) => (c.id === comment.id ? comment : c)) };
    }
    if (next !== item) items.set(key, next);
  });
  const next = items.done();
  return next === data.items ? data : { ...data, items: next };
}

function pageLoaded(data: FeedData, event: Extract<FeedEvent, { type: 'PAGE_LOADED' }>): FeedData {
  const base: FeedData = event.first ? { ...data, order: [], items: emptyItems, pending: [] } : data;
  const items = draftItems(base.items);
  const order = [...base.order];
  for (const item of event.items) {
    const key = item.entity_key;
    if (base.removed.includes(key) || !liveStreamKept(item, event.at)) continue;
    // Shown or pending already: refreshed, not repeated. The items are the shown and pending ones (every transition
    // keeps them so), so they say which keys the feed has, without a set of thousands of keys built for every page.
    const known = items.has(key);
    items.set(key, item);
    if (!known) order.push(key);
  }
  return { ...base, order, items: items.done(), cursor: event.nextCursor, cursorAt: event.at };
}

function headLoaded(data: FeedData, event: Extract<FeedEvent, { type: 'HEAD_LOADED' }>): FeedData {
  const first = data.order[0];
  const fresh: string[] = [];
  const items = draftItems(data.items);
  for (const item of event.items) {
    const key = item.entity_key;
    // Items down to the first one the reader has are new; from there on the feed is known.
    if (key === first) break;
    // In the feed already (shown, pending, or earlier in this page: the items are the shown and pending ones).
    if (items.has(key) || data.removed.includes(key) || !liveStreamKept(item, event.at)) continue;
    fresh.push(key);
    items.set(key, item);
  }
  return fresh.length === 0 ? data : { ...data, items: items.done(), pending: [...fresh, ...data.pending] };
}

function cull(data: FeedData, now: number): FeedData | null {
  if (data.cursorAt !== null && now - data.cursorAt > CURSOR_MAX_AGE_MS) return null;
  if (data.order.length <= CULL_KEEP) return data;
  const order = data.order.slice(0, CULL_KEEP);
  const items = draftItems(emptyItems);
  for (const key of [...order, ...data.pending]) {
    const item = itemOf(data.items, key);
    if (item) items.set(key, item);
  }
  return { ...data, order, items: items.done(), lastRemoval: null };
}

function withData(state: FeedState, data: FeedData): FeedState {
  if (data === state) return state;
  const { name } = state;
  return name === 'failed' ? { ...data, name, error: state.error } : { ...data, name };
}

const withoutKey = (list: readonly string[], key: string) => (list.includes(key) ? list.filter((k) => k !== key) : list);
const withKey = (list: readonly string[], key: string) => (list.includes(key) ? list : [...list, key]);

function dataOf(state: FeedState): FeedData {
  const { name: _name, ...rest } = state as FeedState & { error?: ApiError };
  const { error: _error, ...data } = rest;
  return data;
}

export function transition(state: FeedState, event: FeedEvent): FeedState {
  switch (event.type) {
    case 'PAGE_LOADED':
      return { ...pageLoaded(dataOf(state), event), name: 'ready' };
    case 'LOAD_FAILED':
      return state.name === 'ready' ? state : { ...dataOf(state), name: 'failed', error: event.error };
    case 'HEAD_LOADED':
      return state.name === 'ready' ? withData(state, headLoaded(state, event)) : state;
    case 'SHOW_NEW':
      return state.pending.length === 0 ? state : withData(state, { ...state, order: [...state.pending, ...state.order], pending: [] });
    case 'LIKE':
    case 'RESTACK':
    case 'SAVE':
      return withData(state, toggleOn(state, event.key, event.type));
    case 'DELETE_POST':
      return withData(state, deletePost(state, event.postId));
    case 'DELETE_COMMENT':
      return withData(state, deleteComment(state, event.commentId));
    case 'NEW_COMMENT':
      return withData(state, newComment(state, event.comment, event.item));
    case 'EDIT_COMMENT':
      return withData(state, editComment(state, event.comment));
    case 'ARCHIVE': {
      if (!hasItem(state.items, event.key)) return state;
      const { [event.key]: _old, ...rest } = state.archived;
      return withData(state, { ...state, archived: event.at === null ? rest : { ...rest, [event.key]: event.at } });
    }
    case 'HIDE':
      return state.hidden.includes(event.key) ? state : withData(state, { ...state, hidden: withKey(state.hidden, event.key) });
    case 'UNHIDE':
      return state.hidden.includes(event.key) ? withData(state, { ...state, hidden: withoutKey(state.hidden, event.key) }) : state;
    case 'DISMISS':
      return withData(state, remove(state, new Set(hasItem(state.items, event.key) ? [event.key] : []), {}));
    case 'PAUSE_NOTIFICATIONS':
      return state.paused.includes(event.key) ? state : withData(state, { ...state, paused: withKey(state.paused, event.key) });
    case 'UNPAUSE':
      return state.paused.includes(event.key) ? withData(state, { ...state, paused: withoutKey(state.paused, event.key) }) : state;
    case 'UNDO':
      return withData(state, undo(state));
    case 'CULL': {
      const next = cull(state, event.now);
      return next === null ? initialFeedState() : withData(state, next);
    }
    case 'RESET':
      return initialFeedState();
    default:
      return event satisfies never;
  }
}

// --- Selectors ------------------------------------------------------------------------------------------------------

/** How many new items wait behind "N new". */
export const newItemCount = (state: FeedState) => state.pending.length;
export const isHidden = (state: FeedState, key: string) => state.hidden.includes(key);
export const isPaused = (state: FeedState, key: string) => state.paused.includes(key);
/** An entity key is server text: only the record's own entries count (`constructor` is not archived). */
export const archivedAt = (state: Pick<FeedData, 'archived'>, key: string): string | null =>
  Object.hasOwn(state.archived, key) ? (state.archived[key] ?? null) : null;
/** Whether more pages exist after the shown ones. */
export const hasMore = (state: FeedState) => state.name === 'ready' && state.cursor !== null;
