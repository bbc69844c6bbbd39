/**
 * A comment thread as a flat table: every comment once, by id, its replies as ids (`childIds`), the top-level ids in
 * order. Pure (no React, no DOM). E35 answers trees; the screens hold this table instead, so that one comment can
 * change (a like, a new reply) without copying or walking the other 1,999, and so that a polling answer (flat, each
 * comment placed by its `parent_id` / `ancestor_path`) merges in place.
 *
 * Order: siblings keep the server's order; merged comments are inserted where the server would have put them for the
 * page's sort (`compareComments`, the same comparison as the mock's `sortRows`).
 */
import type { Comment, CommentSort } from '../../api/schemas/posts';

/** A comment without its nested `children`: the tree is kept as ids. */
export type CommentNode = Omit<Comment, 'children'> & { readonly childIds: readonly number[] };

export interface ThreadModel {
  readonly nodes: ReadonlyMap<number, CommentNode>;
  readonly rootIds: readonly number[];
}

export const emptyThread: ThreadModel = { nodes: new Map(), rootIds: [] };

function nodeOf(comment: Comment, childIds: readonly number[], parentId?: number | null): CommentNode {
  const { children: _children, ...rest } = comment;
  return parentId != null && rest.parent_id == null ? { ...rest, parent_id: parentId, childIds } : { ...rest, childIds };
}

/**
 * The table of E35's trees (server order kept). Iterative, so a chain thousands deep cannot overflow the stack; a
 * comment that appears twice keeps its first place (a hostile or buggy answer cannot make a cycle).
 */
export function threadFromTrees(trees: readonly Comment[]): ThreadModel {
  const nodes = new Map<number, CommentNode>();
  const rootIds: number[] = [];
  const seen = new Set<number>();
  const stack: { comment: Comment; parentId: number | null }[] = [];
  for (const root of trees) {
    if (seen.has(root.id)) continue;
    seen.add(root.id);
    rootIds.push(root.id);
    stack.push({ comment: root, parentId: null });
    while (stack.length > 0) {
      const { comment, parentId } = stack.pop()!;
      const childIds: number[] = [];
      const kids: Comment[] = [];
      for (const child of comment.children) {
        if (seen.has(child.id)) continue;
        seen.add(child.id);
        childIds.push(child.id);
        kids.push(child);
      }
      nodes.set(comment.id, nodeOf(comment, childIds, parentId));
      for (let i = kids.length - 1; i >= 0; i--) stack.push({ comment: kids[i]!, parentId: comment.id });
    }
  }
  return { nodes, rootIds };
}

/** The parent's id of a comment (`parent_id`, else the last id of `ancestor_path`), or `null` at the top level. */
export function parentIdOf(comment: Pick<Comment, 'parent_id' | 'ancestor_path'>): number | null {
  if (comment.parent_id != null) return comment.parent_id;
  const path = comment.ancestor_path ?? '';
  if (!path) return null;
  const last = Number(path.slice(path.lastIndexOf('.') + 1));
  return Number.isInteger(last) && last > 0 ? last : null;
}

function likes(c: Pick<Comment, 'reaction_count'>): number {
  return c.reaction_count ?? 0;
}

function byDate(a: Pick<Comment, 'date' | 'id'>, b: Pick<Comment, 'date' | 'id'>): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id;
}

/** The server's order for a sort: oldest first, newest first, or most liked first (newest first among equals). */
export function compareComments(
  sort: CommentSort,
): (a: Pick<Comment, 'date' | 'id' | 'reaction_count'>, b: Pick<Comment, 'date' | 'id' | 'reaction_count'>) => number {
  if (sort === 'oldest_first') return byDate;
  if (sort === 'most_recent_first') return (a, b) => byDate(b, a);
  return (a, b) => likes(b) - likes(a) || byDate(b, a);
}

function insertSorted(
  ids: readonly number[],
  id: number,
  nodes: ReadonlyMap<number, CommentNode>,
  compare: ReturnType<typeof compareComments>,
  node: CommentNode,
): number[] {
  const out = ids.slice();
  let at = out.length;
  for (let i = 0; i < out.length; i++) {
    const other = nodes.get(out[i]!);
    if (other && compare(node, other) < 0) {
      at = i;
      break;
    }
  }
  out.splice(at, 0, id);
  return out;
}

export interface MergeResult {
  model: ThreadModel;
  /** Ids of comments that were not in the table before, in the order given. */
  added: number[];
  /** Ids of comments already in the table whose fields were replaced. */
  updated: number[];
}

/**
 * Merges comments (a polling answer: flat, oldest first; or trees) into the table. A new comment goes under its
 * parent at its sorted place (the top level when its parent is unknown); a known one has its fields replaced and keeps
 * its replies. Untouched nodes stay the same objects, so their views do not re-render. Returns `model` itself when
 * nothing changed.
 */
export function mergeComments(model: ThreadModel, fresh: readonly Comment[], sort: CommentSort): MergeResult {
  if (fresh.length === 0) return { model, added: [], updated: [] };
  const nodes = new Map(model.nodes);
  let rootIds = model.rootIds;
  const added: number[] = [];
  const updated: number[] = [];
  const compare = compareComments(sort);
  const queue: Comment[] = [...fresh];
  while (queue.length > 0) {
    const comment = queue.shift()!;
    const existing = nodes.get(comment.id);
    if (existing) {
      nodes.set(comment.id, nodeOf(comment, existing.childIds));
      updated.push(comment.id);
    } else {
      const node = nodeOf(comment, []);
      const parentId = parentIdOf(comment);
      const parent = parentId === null ? undefined : nodes.get(parentId);
      if (parent) nodes.set(parent.id, { ...parent, childIds: insertSorted(parent.childIds, comment.id, nodes, compare, node) });
      else rootIds = insertSorted(rootIds, comment.id, nodes, compare, node);
      nodes.set(comment.id, node);
      added.push(comment.id);
    }
    for (const child of comment.children) queue.push({ ...child, parent_id: child.parent_id ?? comment.id });
  }
  return { model: { nodes, rootIds }, added, updated };
}

/** Replaces one comment's fields (e.g. its like count after a sync); the same model when nothing changed. */
export function updateNode(model: ThreadModel, id: number, patch: Partial<Omit<CommentNode, 'id' | 'childIds'>>): ThreadModel {
  const node = model.nodes.get(id);
  if (!node) return model;
  const keys = Object.keys(patch) as (keyof typeof patch)[];
  if (keys.every((k) => node[k] === patch[k])) return model;
  const nodes = new Map(model.nodes);
  nodes.set(id, { ...node, ...patch });
  return { nodes, rootIds: model.rootIds };
}

/** The ids of a comment's ancestors, root first (empty at the top level or for an unknown id). */
export function ancestorIds(model: ThreadModel, id: number): number[] {
  const out: number[] = [];
  const seen = new Set<number>([id]);
  let current = model.nodes.get(id);
  while (current) {
    const parentId = parentIdOf(current);
    if (parentId === null || seen.has(parentId)) break;
    const parent = model.nodes.get(parentId);
    if (!parent) break;
    seen.add(parentId);
    out.push(parentId);
    current = parent;
  }
  return out.reverse();
}

/** 0 for a top-level comment, 1 for a reply to one, and so on. */
export function depthIn(model: ThreadModel, id: number): number {
  return ancestorIds(model, id).length;
}

/** The number of comments in a subtree, the comment itself included (iterative). */
export function subtreeSize(model: ThreadModel, id: number): number {
  let count = 0;
  const stack = [id];
  const seen = new Set<number>();
  while (stack.length > 0) {
    const next = stack.pop()!;
    const node = model.nodes.get(next);
    if (!node || seen.has(next)) continue;
    seen.add(next);
    count += 1;
    for (const child of node.childIds) stack.push(child);
  }
  return count;
}

/** The date of the newest comment: what polling sends as `last_comment_at`. `null` for an empty thread. */
export function lastCommentAt(model: ThreadModel): string | null {
  let latest: string | null = null;
  for (const node of model.nodes.values()) if (latest === null || node.date > latest) latest = node.date;
  return latest;
}

/** Every id in reading order (depth first, siblings in order). */
export function idsInOrder(model: ThreadModel): number[] {
  const out: number[] = [];
  const stack = [...model.rootIds].reverse();
  const seen = new Set<number>();
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const node = model.nodes.get(id);
    if (!node) continue;
    out.push(id);
    for (let i = node.childIds.length - 1; i >= 0; i--) stack.push(node.childIds[i]!);
  }
  return out;
}

export interface PageResult extends MergeResult {
  /** Threads still shown ahead of their page (read on their own for a deep link), in the order they sit. */
  detached: ReadonlySet<number>;
}

/**
 * Adds one page of a paged E35 read (top-level threads with their replies, in the server's order) to the table.
 * Pages fill the list from the top: a thread new to the table goes after the threads of the pages before it and
 * before the first `detached` thread (a thread read on its own with `comment_id` for a deep link, shown at the end
 * until its page comes). A thread already in the table stays where it is, its fields replaced and its missing replies
 * added (a deep link's thread was pruned to one branch); when it was detached, it is so no longer and the rest of the
 * page goes after it. A comment that polling had put at the top level, its thread not loaded then, moves under its
 * parent. Untouched nodes stay the same objects; `model` itself when nothing changed.
 */
export function appendPage(model: ThreadModel, page: readonly Comment[], sort: CommentSort, detached: ReadonlySet<number> = new Set()): PageResult {
  if (page.length === 0) return { model, added: [], updated: [], detached };
  const known = page.filter((tree) => model.nodes.has(tree.id));
  const merged = known.length > 0 ? mergeComments(model, known, sort) : { model, added: [], updated: [] };
  const fresh = threadFromTrees(page.filter((tree) => !model.nodes.has(tree.id)));
  const nodes = new Map(merged.model.nodes);
  const added = [...merged.added];
  const updated = [...merged.updated];
  const moved = new Set<number>();
  for (const [id, node] of fresh.nodes) {
    const before = nodes.get(id);
    if (before) {
      // Polled before its thread was read: under its parent now, its polled replies kept.
      moved.add(id);
      nodes.set(id, { ...node, childIds: [...new Set([...node.childIds, ...before.childIds])] });
      updated.push(id);
    } else {
      nodes.set(id, node);
      added.push(id);
    }
  }
  const rootIds = merged.model.rootIds.filter((id) => !moved.has(id));
  const stillDetached = new Set(detached);
  const freshRoots = new Set(fresh.rootIds);
  const firstDetached = rootIds.findIndex((id) => stillDetached.has(id));
  let at = firstDetached < 0 ? rootIds.length : firstDetached;
  for (const tree of page) {
    if (freshRoots.has(tree.id)) {
      rootIds.splice(at, 0, tree.id);
      at += 1;
    } else if (stillDetached.delete(tree.id)) {
      // Only detached threads follow it: the rest of the page goes right after it.
      at = rootIds.indexOf(tree.id) + 1;
    }
  }
  const changed = fresh.rootIds.length > 0 || moved.size > 0 || stillDetached.size !== detached.size;
  if (!changed && merged.model === model) return { model, added, updated, detached };
  return { model: { nodes, rootIds }, added, updated, detached: stillDetached };
}

/**
 * Adds a thread read on its own (E35 with `comment_id`, for a deep link into a thread whose page has not come): at the
 * end of the list, `detached` until its page comes (`appendPage`). A thread already loaded is merged where it is.
 */
export function addDetached(model: ThreadModel, trees: readonly Comment[], sort: CommentSort, detached: ReadonlySet<number>): PageResult {
  const fresh = trees.filter((tree) => !model.nodes.has(tree.id));
  const result = appendPage(model, trees, sort, new Set());
  const rootIds = [...result.model.rootIds.filter((id) => !fresh.some((tree) => tree.id === id)), ...fresh.map((tree) => tree.id)];
  return { ...result, model: { ...result.model, rootIds }, detached: new Set([...detached, ...fresh.map((tree) => tree.id)]) };
}

/**
 * The threads of `ids` (a poll's new top-level comments) that the sort put at the end of a list still missing pages:
 * they belong after the threads of those pages, so they are `detached` (pages then go before them, `appendPage`).
 * A new thread the sort puts higher ("Newest first": the top) stays as it is.
 */
export function detachedAtEnd(rootIds: readonly number[], ids: readonly number[], detached: ReadonlySet<number>): ReadonlySet<number> {
  const fresh = new Set(ids);
  const next = new Set(detached);
  for (let i = rootIds.length - 1; i >= 0; i--) {
    const id = rootIds[i]!;
    if (fresh.has(id)) next.add(id);
    else if (!detached.has(id)) break;
  }
  return next.size === detached.size ? detached : next;
}
