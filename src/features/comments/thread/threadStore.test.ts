import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import type { Comment } from '../../../api/schemas/posts';
import { reactionRequest, shownReaction } from '../commentReaction.machine';
import { createCommentThreadStore, POST_COMPOSER } from './threadStore';

function c(id: number, fields: Partial<Comment> = {}, children: Comment[] = []): Comment {
  return {
    id,
    date: `2026-11-21T10:${String(id % 60).padStart(2, '0')}:00.000Z`,
    status: 'published',
    hidden: false,
    deleted: false,
    ancestor_path: '',
    attachments: [],
    reaction_count: 2,
    reaction: false,
    children_count: children.length,
    restacks: 0,
    body: `Comment ${id}`,
    children,
    ...fields,
  };
}

/** A store holding 1 ─ 2 ─ 3 and 4, with a listener counting notifications on every id. */
function setup() {
  const store = createCommentThreadStore();
  store.load([c(1, {}, [c(2, { parent_id: 1 }, [c(3, { parent_id: 2 })])]), c(4)]);
  const told: number[] = [];
  let rootTold = 0;
  for (const id of [0, 1, 2, 3, 4]) store.subscribe(id, () => told.push(id));
  store.subscribeRoot(() => rootTold++);
  return { store, told, rootTold: () => rootTold };
}

describe('comment thread store', () => {
  it('entries are cached: the same object until something about the comment changes', () => {
    const { store } = setup();
    const first = store.entry(3)!;
    expect(store.entry(3)).toBe(first);
    expect(first.visibility.name).toBe('visible');
    expect(first.reaction.name).toBe('unliked');
    expect(store.entry(99)).toBeUndefined();
    expect(store.rootIds()).toEqual([1, 4]);
  });

  it('a like tells that comment only', () => {
    const { store, told, rootTold } = setup();
    const before = store.entry(3)!;
    const next = store.sendReaction(3, { type: 'TOGGLE' })!;
    expect(reactionRequest(next)).toBe('like');
    expect(told).toEqual([3]);
    expect(rootTold()).toBe(0);
    expect(store.entry(3)).not.toBe(before);
    expect(shownReaction(store.entry(3)!.reaction)).toEqual({ liked: true, count: 3 });
    expect(store.entry(1)).toBe(store.entry(1));
    store.sendReaction(3, { type: 'FAILED', error: new ApiError({ kind: 'http', route: 'x', status: 500 }) });
    expect(shownReaction(store.entry(3)!.reaction)).toEqual({ liked: false, count: 2 });
  });

  it('an ignored event tells nobody', () => {
    const { store, told } = setup();
    store.sendReaction(3, { type: 'SUCCEEDED' });
    store.sendReaction(99, { type: 'TOGGLE' });
    expect(told).toEqual([]);
  });

  it('a merged reply tells its parent only; a merged top-level comment tells the top level', () => {
    const { store, told, rootTold } = setup();
    const { added } = store.merge([c(5, { parent_id: 2, date: '2026-11-21T11:00:00.000Z' })], 'oldest_first');
    expect(added).toEqual([5]);
    expect(told).toEqual([2]);
    expect(rootTold()).toBe(0);
    expect(store.entry(2)!.node.childIds).toEqual([3, 5]);
    expect(store.entry(5)!.fresh).toBe(true);
    store.merge([c(6, { date: '2026-11-21T11:01:00.000Z' })], 'oldest_first');
    expect(rootTold()).toBe(1);
    expect(store.rootIds()).toEqual([1, 4, 6]);
  });

  it('a merge that updates a comment syncs its like with the server', () => {
    const { store, told } = setup();
    store.entry(4);
    store.merge([c(4, { reaction: true, reaction_count: 9 })], 'best_first');
    expect(told).toEqual([4]);
    expect(shownReaction(store.entry(4)!.reaction)).toEqual({ liked: true, count: 9 });
  });

  it('collapsing tells only the comments whose state changed', () => {
    const { store, told } = setup();
    store.setCollapsed([2, 4]);
    expect(told.sort()).toEqual([2, 4]);
    told.length = 0;
    store.setCollapsed([2]);
    expect(told).toEqual([4]);
    expect(store.entry(2)!.collapsed).toBe(true);
    expect(store.entry(4)!.collapsed).toBe(false);
  });

  it('highlighting tells the old and the new comment', () => {
    const { store, told } = setup();
    store.setHighlighted(3);
    store.setHighlighted(3);
    store.setHighlighted(1);
    expect(told).toEqual([3, 3, 1]);
    expect(store.entry(1)!.highlighted).toBe(true);
    expect(store.highlighted()).toBe(1);
  });

  it('composers: the post composer and a reply composer are told apart; text survives a merge', () => {
    const { store, told } = setup();
    store.sendComposer(POST_COMPOSER, { type: 'OPEN', gate: { kind: 'open' } });
    store.sendComposer(3, { type: 'OPEN', gate: { kind: 'open' } });
    store.sendComposer(3, { type: 'CHANGE', text: 'Half a thought' });
    expect(told).toEqual([0, 3, 3]);
    store.merge([c(7, { parent_id: 3 }), c(8)], 'best_first');
    expect(store.entry(3)!.composer).toEqual({ name: 'editing', draft: 'Half a thought' });
    expect(store.composer(POST_COMPOSER).name).toBe('editing');
  });

  it('a reload keeps the post composer text and tells everyone', () => {
    const { store, told, rootTold } = setup();
    store.sendComposer(POST_COMPOSER, { type: 'OPEN', gate: { kind: 'open' } });
    store.sendComposer(POST_COMPOSER, { type: 'CHANGE', text: 'Keep' });
    store.sendComposer(3, { type: 'OPEN', gate: { kind: 'open' } });
    told.length = 0;
    store.load([c(4), c(1)]);
    expect(store.composer(POST_COMPOSER).draft).toBe('Keep');
    expect(store.composer(3).name).toBe('closed');
    expect(rootTold()).toBe(1);
    expect(told).toEqual(expect.arrayContaining([1, 2, 3, 4]));
  });

  it('likes turned off: toggles change nothing', () => {
    const store = createCommentThreadStore({ likesEnabled: false });
    store.load([c(1)]);
    expect(reactionRequest(store.sendReaction(1, { type: 'TOGGLE' })!)).toBeNull();
  });
});
