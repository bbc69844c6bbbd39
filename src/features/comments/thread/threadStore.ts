/**
 * The comment thread's store: the thread table (`threadModel.ts`) and, per comment, its M42 visibility, its M43
 * reaction and its M48 composer, with **one subscription per comment**. Plain TypeScript (no React): the views read
 * it with `useSyncExternalStore`, one comment each, so a like on comment #1,500 of 2,000 notifies that comment's view
 * and no other, and a poll that merges 25 new comments notifies only their parents (and the top level when a
 * top-level comment arrives). Every state change is a transition of one of the pure machines; the store only keeps
 * the states by id and tells the right views.
 *
 * Why a store and not `useMachine` in the page: a thread is a tree. Holding 2,000 machines in the page's state means
 * every change re-renders the page and walks the tree to find what changed; passing entries down as props means every
 * ancestor of a changed comment re-renders. Keyed subscriptions are how a list this size stays at one re-render per
 * change (React Aria's collections and Radix's `createCollection` keep per-item state outside the list for the same
 * reason).
 *
 * The machines' states and the per-comment subscriptions are the kit's keyed store (`createKeyedStore`, the three
 * machines of a comment sharing one `createKeyedSubscriptions`); this module adds the thread table, the top level and
 * the highlight. Snapshots (`entry(id)`) are cached objects that change only when something about that comment
 * changed, as `useSyncExternalStore` requires.
 */
import type { Comment, CommentSort } from '../../../api/schemas/posts';
import { createKeyedStore, createKeyedSubscriptions } from '../../../kit/keyedStore';
import * as reaction from '../commentReaction.machine';
import * as visibility from '../commentVisibility.machine';
import * as composer from '../composerGate.machine';
import {
  addDetached,
  appendPage,
  type CommentNode,
  detachedAtEnd,
  emptyThread,
  type MergeResult,
  mergeComments,
  type PageResult,
  type ThreadModel,
  threadFromTrees,
} from '../threadModel';

/** Everything one comment's view needs. */
export interface CommentEntry {
  readonly node: CommentNode;
  readonly visibility: visibility.VisibilityState;
  readonly reaction: reaction.ReactionState;
  /** Its reply composer. */
  readonly composer: composer.ComposerState;
  readonly collapsed: boolean;
  readonly highlighted: boolean;
  /** Arrived with a poll after the page loaded. */
  readonly fresh: boolean;
}

/** The key of the post's own composer (a comment on the post, not a reply). */
export const POST_COMPOSER = 0;

type Listener = () => void;

export interface CommentThreadStore {
  /** The whole table (the thread view reads `rootIds`; hooks read the rest). */
  model(): ThreadModel;
  /** Replaces the thread (a first load, another sort). Every comment's view is told. */
  load(trees: readonly Comment[]): void;
  /** Merges comments (a poll, a comment just posted) where the sort puts them. */
  merge(comments: readonly Comment[], sort: CommentSort): MergeResult;
  /** Adds the next page of a paged read after the threads loaded (`appendPage`); not marked new. */
  append(page: readonly Comment[], sort: CommentSort): MergeResult;
  /** Adds a thread read on its own for a deep link, at the end until its page comes (`addDetached`). */
  addDetached(trees: readonly Comment[], sort: CommentSort): MergeResult;
  /** Top-level threads shown ahead of their page (at the end of the list). */
  detachedCount(): number;
  /** A poll's new top-level threads put at the end of a list still missing pages wait there for those pages. */
  detachAtEnd(ids: readonly number[]): void;
  /** One comment's snapshot, or `undefined` for an unknown id. */
  entry(id: number): CommentEntry | undefined;
  /** Calls `listener` when comment `id`'s snapshot changes. */
  subscribe(id: number, listener: Listener): () => void;
  /** Calls `listener` when the top-level ids change (or the thread is replaced). */
  subscribeRoot(listener: Listener): () => void;
  rootIds(): readonly number[];
  /** Sends an M43 event to a comment's reaction machine; returns its next state. */
  sendReaction(id: number, event: reaction.ReactionEvent): reaction.ReactionState | undefined;
  /** Sends an M42 event to a comment's visibility. */
  sendVisibility(id: number, event: visibility.VisibilityEvent): visibility.VisibilityState | undefined;
  /** Sends an M48 event to a composer: a comment's reply composer, or `POST_COMPOSER`. */
  sendComposer(key: number, event: composer.ComposerEvent): composer.ComposerState;
  /** A composer's state (`POST_COMPOSER` or a comment id). */
  composer(key: number): composer.ComposerState;
  /** Collapsed ids (from M51): the comments whose state changes are told. */
  setCollapsed(ids: readonly number[]): void;
  /** The highlighted comment (`#comment-{n}`), or `null`. */
  setHighlighted(id: number | null): void;
  highlighted(): number | null;
  /** Calls `listener` when the highlighted comment changes. */
  subscribeHighlight(listener: Listener): () => void;
}

export interface ThreadStoreOptions {
  /** Likes are turned on (flag `like_posts_enabled`); off, every toggle is ignored. */
  likesEnabled?: boolean;
}

export function createCommentThreadStore({ likesEnabled = true }: ThreadStoreOptions = {}): CommentThreadStore {
  let model: ThreadModel = emptyThread;
  // One subscription per comment, shared by its three machines (the kit's keyed store): a change to any of them tells
  // that comment's view, and only it.
  const subscriptions = createKeyedSubscriptions<number>();
  const visibilities = createKeyedStore<number, visibility.VisibilityState, visibility.VisibilityEvent>(visibility.transition, { subscriptions });
  const reactions = createKeyedStore<number, reaction.ReactionState, reaction.ReactionEvent>(reaction.transition, { subscriptions });
  const composers = createKeyedStore<number, composer.ComposerState, composer.ComposerEvent>(composer.transition, { subscriptions });
  const entries = new Map<number, CommentEntry>();
  const fresh = new Set<number>();
  let collapsed: ReadonlySet<number> = new Set();
  let highlighted: number | null = null;
  let detached: ReadonlySet<number> = new Set();
  const rootListeners = new Set<Listener>();
  const highlightListeners = new Set<Listener>();

  const notify = (id: number) => subscriptions.notify(id);
  const notifyRoot = () => {
    for (const l of [...rootListeners]) l();
  };

  /** A comment's M42 state, started from its node, and synced (quietly: the view reading it is told by the merge) when the node was replaced. */
  function visibilityOf(node: CommentNode): visibility.VisibilityState {
    const state = visibilities.ensure(node.id, () => visibility.initialVisibility(node));
    if (state.comment === node) return state;
    const next = visibility.transition(state, { type: 'SYNC', comment: node });
    const synced = next === state ? { ...state, comment: node } : next;
    visibilities.set(node.id, synced, { quiet: true });
    return synced;
  }

  function reactionOf(node: CommentNode): reaction.ReactionState {
    return reactions.ensure(node.id, () => reaction.initialReactionState(reaction.reactionSnapshotOf(node), likesEnabled));
  }

  function composerOf(key: number): composer.ComposerState {
    return composers.get(key) ?? composer.initialComposerState;
  }

  /** Fresh server data for a comment's machines (after a merge replaced its node); the merge tells the comment's view. */
  function syncMachines(node: CommentNode) {
    const r = reactions.get(node.id);
    if (r) reactions.set(node.id, reaction.transition(r, { type: 'SYNC', server: reaction.reactionSnapshotOf(node) }), { quiet: true });
    if (visibilities.get(node.id)) visibilityOf(node);
  }

  /**
   * A merge's or a page's result into the store: the comments whose replies or fields changed are told, and the top
   * level when it changed; `markFresh` marks the added comments as new (a poll's, a comment just posted), not a page's.
   */
  function apply(result: PageResult, markFresh: boolean): MergeResult {
    detached = result.detached;
    if (result.model === model) return result;
    const before = model;
    model = result.model;
    const touched = new Set<number>();
    for (const id of result.added) {
      if (markFresh) fresh.add(id);
      const parent = model.nodes.get(id)!.parent_id;
      if (parent != null && model.nodes.has(parent) && before.nodes.get(parent) !== model.nodes.get(parent)) touched.add(parent);
    }
    for (const id of result.updated) {
      syncMachines(model.nodes.get(id)!);
      touched.add(id);
    }
    for (const id of touched) notify(id);
    if (model.rootIds !== before.rootIds) notifyRoot();
    return result;
  }

  return {
    model: () => model,
    rootIds: () => model.rootIds,
    load(trees) {
      const previous = model;
      model = threadFromTrees(trees);
      detached = new Set();
      visibilities.clear({ quiet: true });
      reactions.clear({ quiet: true });
      entries.clear();
      fresh.clear();
      // Reply composers of comments that are gone are dropped; the post's composer keeps its text.
      for (const key of [...composers.keys()]) if (key !== POST_COMPOSER && !model.nodes.has(key)) composers.delete(key);
      for (const id of [...subscriptions.watched()]) if (previous.nodes.has(id) || model.nodes.has(id)) notify(id);
      notifyRoot();
    },
    merge(comments, sort) {
      return apply({ ...mergeComments(model, comments, sort), detached }, true);
    },
    append(page, sort) {
      return apply(appendPage(model, page, sort, detached), false);
    },
    addDetached(trees, sort) {
      return apply(addDetached(model, trees, sort, detached), false);
    },
    detachedCount: () => detached.size,
    detachAtEnd(ids) {
      detached = detachedAtEnd(model.rootIds, ids, detached);
    },
    entry(id) {
      const node = model.nodes.get(id);
      if (!node) return undefined;
      const cached = entries.get(id);
      // The snapshot is the same object while nothing about the comment changed (as `useSyncExternalStore` requires).
      if (
        cached &&
        cached.node === node &&
        cached.visibility === visibilities.get(id) &&
        cached.reaction === reactions.get(id) &&
        cached.composer === composerOf(id) &&
        cached.collapsed === collapsed.has(id) &&
        cached.highlighted === (highlighted === id) &&
        cached.fresh === fresh.has(id)
      )
        return cached;
      const created: CommentEntry = {
        node,
        visibility: visibilityOf(node),
        reaction: reactionOf(node),
        composer: composerOf(id),
        collapsed: collapsed.has(id),
        highlighted: highlighted === id,
        fresh: fresh.has(id),
      };
      entries.set(id, created);
      return created;
    },
    subscribe: subscriptions.subscribe,
    subscribeRoot(listener) {
      rootListeners.add(listener);
      return () => void rootListeners.delete(listener);
    },
    sendReaction(id, event) {
      const node = model.nodes.get(id);
      if (!node) return undefined;
      reactionOf(node);
      return reactions.send(id, event);
    },
    sendVisibility(id, event) {
      const node = model.nodes.get(id);
      if (!node) return undefined;
      visibilityOf(node);
      return visibilities.send(id, event);
    },
    sendComposer(key, event) {
      const current = composerOf(key);
      const next = composer.transition(current, event);
      if (next !== current) composers.set(key, next);
      return next;
    },
    composer: composerOf,
    setCollapsed(ids) {
      const next = new Set(ids);
      const changed: number[] = [];
      for (const id of next) if (!collapsed.has(id)) changed.push(id);
      for (const id of collapsed) if (!next.has(id)) changed.push(id);
      collapsed = next;
      for (const id of changed) notify(id);
    },
    setHighlighted(id) {
      if (id === highlighted) return;
      const previous = highlighted;
      highlighted = id;
      if (previous !== null) notify(previous);
      if (id !== null) notify(id);
      for (const l of [...highlightListeners]) l();
    },
    highlighted: () => highlighted,
    subscribeHighlight(listener) {
      highlightListeners.add(listener);
      return () => void highlightListeners.delete(listener);
    },
  };
}
