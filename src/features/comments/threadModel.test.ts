import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Comment } from '../../api/schemas/posts';
import {
  ancestorIds,
  addDetached,
  appendPage,
  detachedAtEnd,
  compareComments,
  depthIn,
  idsInOrder,
  lastCommentAt,
  mergeComments,
  parentIdOf,
  subtreeSize,
  threadFromTrees,
  updateNode,
} from './threadModel';

let seq = 0;
function c(id: number, fields: Partial<Comment> = {}, children: Comment[] = []): Comment {
  seq += 1;
  return {
    id,
    date: `2026-11-2${(seq % 9) + 0}T10:00:00.000Z`,
    status: 'published',
    hidden: false,
    deleted: false,
    ancestor_path: '',
    attachments: [],
    reaction_count: 0,
    children_count: children.length,
    restacks: 0,
    body: `Comment ${id}`,
    children,
    ...fields,
  };
}

const at = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('threadFromTrees', () => {
  it('flattens trees, keeping the server order and each reply under its parent', () => {
    const model = threadFromTrees([c(1, {}, [c(2, { parent_id: 1 }, [c(3, { parent_id: 2 })]), c(4, { parent_id: 1 })]), c(5)]);
    expect(model.rootIds).toEqual([1, 5]);
    expect(model.nodes.get(1)!.childIds).toEqual([2, 4]);
    expect(model.nodes.get(2)!.childIds).toEqual([3]);
    expect('children' in model.nodes.get(1)!).toBe(false);
    expect(idsInOrder(model)).toEqual([1, 2, 3, 4, 5]);
  });
  it('a repeated id keeps its first place (no cycles from a hostile answer)', () => {
    const model = threadFromTrees([c(1, {}, [c(2, {}, [c(1)])]), c(2)]);
    expect(model.rootIds).toEqual([1]);
    expect(model.nodes.get(2)!.childIds).toEqual([]);
    expect(model.nodes.size).toBe(2);
  });
  it('handles a chain 5,000 deep without recursion', () => {
    let chain = c(5000);
    for (let id = 4999; id >= 1; id--) chain = c(id, {}, [chain]);
    const model = threadFromTrees([chain]);
    expect(model.nodes.size).toBe(5000);
    expect(depthIn(model, 5000)).toBe(4999);
    expect(subtreeSize(model, 1)).toBe(5000);
  });
});

describe('parents, ancestors, depth', () => {
  it('parentIdOf reads parent_id, else the end of ancestor_path', () => {
    expect(parentIdOf({ parent_id: 4, ancestor_path: '1.2' })).toBe(4);
    expect(parentIdOf({ parent_id: null, ancestor_path: '1.2' })).toBe(2);
    expect(parentIdOf({ parent_id: null, ancestor_path: '' })).toBeNull();
    expect(parentIdOf({ parent_id: undefined, ancestor_path: 'x' })).toBeNull();
  });
  it('ancestors root first; depth', () => {
    const model = threadFromTrees([c(1, {}, [c(2, { parent_id: 1 }, [c(3, { parent_id: 2 })])])]);
    expect(ancestorIds(model, 3)).toEqual([1, 2]);
    expect(ancestorIds(model, 1)).toEqual([]);
    expect(ancestorIds(model, 99)).toEqual([]);
    expect(depthIn(model, 3)).toBe(2);
  });
});

describe('sorting and merging', () => {
  it('compareComments is the server order', () => {
    const a = { id: 1, date: at(1), reaction_count: 5 };
    const b = { id: 2, date: at(2), reaction_count: 5 };
    const d = { id: 3, date: at(0), reaction_count: 9 };
    expect([a, b, d].sort(compareComments('oldest_first')).map((x) => x.id)).toEqual([3, 1, 2]);
    expect([a, b, d].sort(compareComments('most_recent_first')).map((x) => x.id)).toEqual([2, 1, 3]);
    expect([a, b, d].sort(compareComments('best_first')).map((x) => x.id)).toEqual([3, 2, 1]);
  });
  it('a new top-level comment goes where the sort puts it', () => {
    const base = threadFromTrees([c(1, { date: at(1) }), c(2, { date: at(2) })]);
    expect(mergeComments(base, [c(3, { date: at(3) })], 'oldest_first').model.rootIds).toEqual([1, 2, 3]);
    const newestFirst = threadFromTrees([c(2, { date: at(2) }), c(1, { date: at(1) })]);
    expect(mergeComments(newestFirst, [c(3, { date: at(3) })], 'most_recent_first').model.rootIds).toEqual([3, 2, 1]);
  });
  it('a reply goes under its parent (by parent_id or ancestor_path); untouched nodes keep their identity', () => {
    const base = threadFromTrees([c(1, { date: at(1) }, [c(2, { parent_id: 1, date: at(2) })]), c(5, { date: at(5) })]);
    const { model, added, updated } = mergeComments(base, [c(3, { parent_id: null, ancestor_path: '1.2', date: at(9) })], 'oldest_first');
    expect(added).toEqual([3]);
    expect(updated).toEqual([]);
    expect(model.nodes.get(2)!.childIds).toEqual([3]);
    expect(model.nodes.get(5)).toBe(base.nodes.get(5));
    expect(model.nodes.get(1)).toBe(base.nodes.get(1));
    expect(model.rootIds).toBe(base.rootIds);
  });
  it('an orphan (unknown parent) goes to the top level; a known id is updated in place', () => {
    const base = threadFromTrees([c(1, { date: at(1) }, [c(2, { parent_id: 1, date: at(2) })])]);
    const { model, added, updated } = mergeComments(base, [c(9, { parent_id: 77, date: at(9) }), c(1, { date: at(1), body: 'edited' })], 'oldest_first');
    expect(added).toEqual([9]);
    expect(updated).toEqual([1]);
    expect(model.rootIds).toEqual([1, 9]);
    expect(model.nodes.get(1)!.body).toBe('edited');
    expect(model.nodes.get(1)!.childIds).toEqual([2]);
  });
  it('nothing to merge → the same model', () => {
    const base = threadFromTrees([c(1)]);
    expect(mergeComments(base, [], 'best_first').model).toBe(base);
  });
  it('merged comments with children bring them along', () => {
    const base = threadFromTrees([c(1, { date: at(1) })]);
    const { model, added } = mergeComments(base, [c(4, { date: at(4) }, [c(5, { date: at(5) })])], 'oldest_first');
    expect(added).toEqual([4, 5]);
    expect(model.nodes.get(4)!.childIds).toEqual([5]);
  });
  it('updateNode replaces one node and keeps the rest', () => {
    const base = threadFromTrees([c(1), c(2)]);
    const next = updateNode(base, 2, { reaction_count: 3 });
    expect(next.nodes.get(2)!.reaction_count).toBe(3);
    expect(next.nodes.get(1)).toBe(base.nodes.get(1));
    expect(updateNode(next, 2, { reaction_count: 3 })).toBe(next);
    expect(updateNode(next, 99, { reaction_count: 3 })).toBe(next);
  });
  it('lastCommentAt is the newest date', () => {
    expect(lastCommentAt(threadFromTrees([]))).toBeNull();
    expect(lastCommentAt(threadFromTrees([c(1, { date: at(1) }, [c(2, { date: at(7) })]), c(3, { date: at(3) })]))).toBe(at(7));
  });
  it('merging keeps every id exactly once, whatever arrives', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.integer({ min: 1, max: 40 }), parent: fc.integer({ min: 0, max: 40 }) }), { maxLength: 60 }), (rows) => {
        let model = threadFromTrees([]);
        for (const row of rows) {
          model = mergeComments(
            model,
            [c(row.id, { parent_id: row.parent === 0 || row.parent === row.id ? null : row.parent, date: at(row.id) })],
            'best_first',
          ).model;
        }
        const order = idsInOrder(model);
        expect(new Set(order).size).toBe(order.length);
        expect(order.length).toBe(model.nodes.size);
      }),
    );
  });
});

describe('appendPage', () => {
  it('adds a page after the threads already loaded, in the server’s order, replies under their threads', () => {
    const first = threadFromTrees([c(1), c(2)]);
    const { model, added } = appendPage(first, [c(9, {}, [c(10, { parent_id: 9, ancestor_path: '9' })]), c(3)], 'best_first');
    expect(model.rootIds).toEqual([1, 2, 9, 3]);
    expect(model.nodes.get(9)!.childIds).toEqual([10]);
    expect(added).toEqual([9, 10, 3]);
    expect(model.nodes.get(1)).toBe(first.nodes.get(1));
  });

  it('puts pages before a detached deep-link thread, and the rest of its page after it when its page comes', () => {
    // Thread 50 was read on its own (comment_id), pruned to the branch 51 of its replies.
    const one = addDetached(
      threadFromTrees([c(1, { date: at(1) })]),
      [c(50, { date: at(0) }, [c(51, { parent_id: 50, ancestor_path: '50' })])],
      'oldest_first',
      new Set(),
    );
    // At the end, whatever the sort says, until its page comes.
    expect(one.model.rootIds).toEqual([1, 50]);
    expect([...one.detached]).toEqual([50]);
    const two = appendPage(one.model, [c(2), c(3)], 'oldest_first', one.detached);
    expect(two.model.rootIds).toEqual([1, 2, 3, 50]);
    expect([...two.detached]).toEqual([50]);
    const three = appendPage(
      two.model,
      [c(4), c(50, {}, [c(51, { parent_id: 50, ancestor_path: '50' }), c(52, { parent_id: 50, ancestor_path: '50' })]), c(60)],
      'oldest_first',
      two.detached,
    );
    expect(three.model.rootIds).toEqual([1, 2, 3, 4, 50, 60]);
    expect(three.detached.size).toBe(0);
    expect(three.model.nodes.get(50)!.childIds).toEqual(expect.arrayContaining([51, 52]));
    expect(idsInOrder(three.model).filter((id) => id === 51)).toHaveLength(1);
  });

  it('moves a polled reply that sat at the top level under its thread when the thread’s page comes', () => {
    let model = threadFromTrees([c(1)]);
    // Polled before thread 7 was loaded: no parent known, so at the top level.
    model = mergeComments(model, [c(8, { parent_id: 7, ancestor_path: '7' })], 'most_recent_first').model;
    expect(model.rootIds).toContain(8);
    const next = appendPage(model, [c(7, {}, [c(8, { parent_id: 7, ancestor_path: '7' })])], 'most_recent_first');
    expect(next.model.rootIds).not.toContain(8);
    expect(next.model.rootIds).toContain(7);
    expect(next.model.nodes.get(7)!.childIds).toEqual([8]);
  });

  it('returns the same model for an empty page or one with nothing new', () => {
    const model = threadFromTrees([c(1)]);
    expect(appendPage(model, [], 'best_first').model).toBe(model);
  });
});

describe('detachedAtEnd', () => {
  it('detaches the new threads the sort put at the end of the loaded ones, not those it put higher', () => {
    expect([...detachedAtEnd([1, 2, 3, 9], [9], new Set())]).toEqual([9]);
    // Behind a deep link's thread already detached.
    expect([...detachedAtEnd([1, 2, 50, 9], [9], new Set([50]))].sort()).toEqual([50, 9].sort());
    const none = new Set<number>();
    expect(detachedAtEnd([9, 1, 2], [9], none)).toBe(none);
  });
});
