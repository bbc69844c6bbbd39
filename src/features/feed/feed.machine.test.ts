import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedComment, FeedItem } from '../../api/schemas/feed';
import { comment, failure, noteItem, postItem, T0 } from '../../../tests/unit/fixtures/feed';
import {
  archivedAt,
  CULL_KEEP,
  CURSOR_MAX_AGE_MS,
  type FeedEvent,
  type FeedState,
  forEachItem,
  hasMore,
  initialFeedState,
  isHidden,
  isPaused,
  itemKeys,
  itemOf,
  liveStreamKept,
  newItemCount,
  transition,
} from './feed.machine';

const loaded = (items: FeedItem[], nextCursor: string | null = 'c2', at = T0): FeedState =>
  transition(initialFeedState(), { type: 'PAGE_LOADED', items, nextCursor, at, first: true });

const postOf = (state: FeedState, key: string) => {
  const item = itemOf(state.items, key);
  if (item?.type !== 'post') throw new Error(`${key} is not a post item`);
  return item.post;
};
const commentOf = (state: FeedState, key: string) => {
  const item = itemOf(state.items, key);
  if (!item?.comment) throw new Error(`${key} has no comment`);
  return item.comment;
};

describe('feed reducer (M41): loading', () => {
  it('starts loading, with nothing shown', () => {
    const state = initialFeedState();
    expect(state.name).toBe('loading');
    expect(state.order).toEqual([]);
    expect(hasMore(state)).toBe(false);
  });

  it('PAGE_LOADED (first) shows the page in order with its cursor; the next page is appended', () => {
    const first = loaded([postItem(1), noteItem(2)]);
    expect(first).toMatchObject({ name: 'ready', order: ['p-1', 'c-2'], cursor: 'c2', cursorAt: T0 });
    expect(hasMore(first)).toBe(true);
    const second = transition(first, { type: 'PAGE_LOADED', items: [noteItem(3), noteItem(2, { body: 'fresh' })], nextCursor: null, at: T0 + 1, first: false });
    expect(second.order).toEqual(['p-1', 'c-2', 'c-3']);
    expect(commentOf(second, 'c-2').body).toBe('fresh');
    expect(hasMore(second)).toBe(false);
  });

  it('LOAD_FAILED fails a feed with no page; a page that arrives later shows it; a ready feed stays ready', () => {
    const failed = transition(initialFeedState(), { type: 'LOAD_FAILED', error: failure });
    expect(failed).toMatchObject({ name: 'failed', error: failure });
    expect(transition(failed, { type: 'PAGE_LOADED', items: [noteItem(1)], nextCursor: null, at: T0, first: true }).name).toBe('ready');
    const ready = loaded([noteItem(1)]);
    expect(transition(ready, { type: 'LOAD_FAILED', error: failure })).toBe(ready);
  });

  it('HEAD_LOADED puts items above the first shown one behind "N new"; SHOW_NEW puts them on top', () => {
    const ready = loaded([noteItem(1), noteItem(2)]);
    const head = transition(ready, { type: 'HEAD_LOADED', items: [noteItem(9), noteItem(8), noteItem(1), noteItem(2)], at: T0 });
    expect(head.order).toEqual(['c-1', 'c-2']);
    expect(head.pending).toEqual(['c-9', 'c-8']);
    expect(newItemCount(head)).toBe(2);
    expect(transition(head, { type: 'HEAD_LOADED', items: [noteItem(9), noteItem(1)], at: T0 })).toBe(head);
    const shown = transition(head, { type: 'SHOW_NEW' });
    expect(shown.order).toEqual(['c-9', 'c-8', 'c-1', 'c-2']);
    expect(newItemCount(shown)).toBe(0);
    expect(transition(shown, { type: 'SHOW_NEW' })).toBe(shown);
    expect(transition(initialFeedState(), { type: 'HEAD_LOADED', items: [noteItem(9)], at: T0 }).pending).toEqual([]);
  });

  it('an active live stream shows only once it has been live more than a minute', () => {
    const stream = (startedAgoMs: number | null) =>
      noteItem(5, {
        attachments: [
          {
            id: 'a',
            type: 'live_stream',
            liveStream: {
              id: 1,
              title: 'Live',
              status: 'active',
              started_streaming_at: startedAgoMs === null ? null : new Date(T0 - startedAgoMs).toISOString(),
            },
          },
        ],
      } as Partial<FeedComment>);
    expect(liveStreamKept(stream(30_000), T0)).toBe(false);
    expect(liveStreamKept(stream(60_000), T0)).toBe(false);
    expect(liveStreamKept(stream(61_000), T0)).toBe(true);
    expect(liveStreamKept(stream(null), T0)).toBe(false);
    expect(loaded([stream(30_000), noteItem(6)]).order).toEqual(['c-6']);
  });
});

describe('feed reducer (M41): like, restack, save', () => {
  it('LIKE toggles the reaction and the heart count ±1 on every item showing the post', () => {
    const state = loaded([postItem(1), { ...postItem(1), entity_key: 'restack-p-1' }]);
    const liked = transition(state, { type: 'LIKE', key: 'p-1' });
    expect(postOf(liked, 'p-1')).toMatchObject({ reaction: true, reactions: { '❤': 4 } });
    expect(postOf(liked, 'restack-p-1')).toMatchObject({ reaction: true, reactions: { '❤': 4 } });
    expect(postOf(transition(liked, { type: 'LIKE', key: 'p-1' }), 'p-1')).toMatchObject({ reaction: false, reactions: { '❤': 3 } });
  });

  it('LIKE on a note toggles its reaction and reaction_count', () => {
    const liked = transition(loaded([noteItem(2, { reaction_count: 1 })]), { type: 'LIKE', key: 'c-2' });
    expect(commentOf(liked, 'c-2')).toMatchObject({ reaction: true, reaction_count: 2 });
  });

  it('RESTACK toggles restacked and restacks ±1', () => {
    const state = transition(loaded([postItem(1, { restacks: 2 })]), { type: 'RESTACK', key: 'p-1' });
    expect(postOf(state, 'p-1')).toMatchObject({ restacked: true, restacks: 3 });
    expect(postOf(transition(state, { type: 'RESTACK', key: 'p-1' }), 'p-1')).toMatchObject({ restacked: false, restacks: 2 });
    expect(commentOf(transition(loaded([noteItem(2)]), { type: 'RESTACK', key: 'c-2' }), 'c-2')).toMatchObject({ restacked: true, restacks: 1 });
  });

  it('SAVE toggles is_saved of a post; a note has no save', () => {
    const saved = transition(loaded([postItem(1), noteItem(2)]), { type: 'SAVE', key: 'p-1' });
    expect(postOf(saved, 'p-1').is_saved).toBe(true);
    expect(postOf(transition(saved, { type: 'SAVE', key: 'p-1' }), 'p-1').is_saved).toBe(false);
    expect(transition(saved, { type: 'SAVE', key: 'c-2' })).toBe(saved);
  });

  it('an unknown key changes nothing', () => {
    const state = loaded([postItem(1)]);
    for (const type of ['LIKE', 'RESTACK', 'SAVE', 'DISMISS'] as const) expect(transition(state, { type, key: 'nope' })).toBe(state);
  });
});

describe('feed reducer (M41): deleting and writing', () => {
  it('DELETE_POST removes the post, its comments and their feed entries', () => {
    const state = loaded([postItem(1), noteItem(2, { post_id: 1 }), noteItem(3)]);
    const next = transition(state, { type: 'DELETE_POST', postId: 1 });
    expect(next.order).toEqual(['c-3']);
    expect(itemOf(next.items, 'p-1')).toBeUndefined();
  });

  it('DELETE_COMMENT removes the comment and its descendants and decrements the parent', () => {
    const state = loaded([
      noteItem(10, { children_count: 2, children: [comment(11, { ancestor_path: '10' })] }),
      noteItem(11, { ancestor_path: '10' }),
      noteItem(12, { ancestor_path: '10.11' }),
      noteItem(13),
    ]);
    const next = transition(state, { type: 'DELETE_COMMENT', commentId: 11 });
    expect(next.order).toEqual(['c-10', 'c-13']);
    expect(commentOf(next, 'c-10').children_count).toBe(1);
    expect(commentOf(next, 'c-10').children).toEqual([]);
  });

  it("DELETE_COMMENT of a post's top comment decrements the post's child_comment_count", () => {
    const state = loaded([postItem(1, { child_comment_count: 4 }), noteItem(20, { post_id: 1 })]);
    const next = transition(state, { type: 'DELETE_COMMENT', commentId: 20 });
    expect(next.order).toEqual(['p-1']);
    expect(postOf(next, 'p-1').child_comment_count).toBe(3);
  });

  it('NEW_COMMENT increments counts, prepends to the parent’s children and adds the item at the front', () => {
    const state = loaded([noteItem(10, { children_count: 0 }), postItem(1, { child_comment_count: 0 })]);
    const reply = comment(30, { ancestor_path: '10' });
    const next = transition(state, { type: 'NEW_COMMENT', comment: reply, item: noteItem(30, { ancestor_path: '10' }) });
    expect(next.order).toEqual(['c-30', 'c-10', 'p-1']);
    expect(commentOf(next, 'c-10').children_count).toBe(1);
    expect(commentOf(next, 'c-10').children?.[0]?.id).toBe(30);
    const onPost = transition(state, { type: 'NEW_COMMENT', comment: comment(31, { post_id: 1 }), item: noteItem(31, { post_id: 1 }) });
    expect(postOf(onPost, 'p-1').child_comment_count).toBe(1);
  });

  it('EDIT_COMMENT replaces the comment wherever it shows', () => {
    const state = loaded([noteItem(10, { children: [comment(11, { ancestor_path: '10' })] }), noteItem(11, { ancestor_path: '10' })]);
    const edited = comment(11, { ancestor_path: '10', body: 'Edited words' });
    const next = transition(state, { type: 'EDIT_COMMENT', comment: edited });
    expect(commentOf(next, 'c-11').body).toBe('Edited words');
    expect(commentOf(next, 'c-10').children?.[0]?.body).toBe('Edited words');
    expect(transition(state, { type: 'EDIT_COMMENT', comment: comment(99) })).toBe(state);
  });
});

describe('feed reducer (M41): the reader’s marks', () => {
  it('ARCHIVE sets archived_at to the time, or null', () => {
    const state = loaded([noteItem(1)]);
    const archived = transition(state, { type: 'ARCHIVE', key: 'c-1', at: '2026-11-26T12:00:00.000Z' });
    expect(archivedAt(archived, 'c-1')).toBe('2026-11-26T12:00:00.000Z');
    expect(archivedAt(transition(archived, { type: 'ARCHIVE', key: 'c-1', at: null }), 'c-1')).toBeNull();
    expect(transition(state, { type: 'ARCHIVE', key: 'nope', at: null })).toBe(state);
  });

  it('HIDE and UNHIDE keep the list of entity keys', () => {
    const state = loaded([noteItem(1), noteItem(2)]);
    const hidden = transition(state, { type: 'HIDE', key: 'c-2' });
    expect(hidden.hidden).toEqual(['c-2']);
    expect(isHidden(hidden, 'c-2')).toBe(true);
    expect(transition(hidden, { type: 'HIDE', key: 'c-2' })).toBe(hidden);
    expect(transition(hidden, { type: 'UNHIDE', key: 'c-2' }).hidden).toEqual([]);
    expect(transition(state, { type: 'UNHIDE', key: 'c-2' })).toBe(state);
  });

  it('DISMISS removes the item, and a later page does not bring it back', () => {
    const state = transition(loaded([noteItem(1), noteItem(2)]), { type: 'DISMISS', key: 'c-1' });
    expect(state.order).toEqual(['c-2']);
    const again = transition(state, { type: 'PAGE_LOADED', items: [noteItem(1), noteItem(3)], nextCursor: null, at: T0, first: false });
    expect(again.order).toEqual(['c-2', 'c-3']);
  });

  it('PAUSE_NOTIFICATIONS and UNPAUSE add to and take from the paused set', () => {
    const state = loaded([noteItem(1)]);
    const paused = transition(state, { type: 'PAUSE_NOTIFICATIONS', key: 'c-1' });
    expect(isPaused(paused, 'c-1')).toBe(true);
    expect(transition(paused, { type: 'PAUSE_NOTIFICATIONS', key: 'c-1' })).toBe(paused);
    expect(isPaused(transition(paused, { type: 'UNPAUSE', key: 'c-1' }), 'c-1')).toBe(false);
    expect(transition(state, { type: 'UNPAUSE', key: 'c-1' })).toBe(state);
  });

  it('UNDO puts back the last removal exactly; with none it changes nothing', () => {
    const state = loaded([noteItem(10, { children_count: 1 }), noteItem(11, { ancestor_path: '10' }), noteItem(12)]);
    const deleted = transition(state, { type: 'DELETE_COMMENT', commentId: 11 });
    const undone = transition(deleted, { type: 'UNDO' });
    expect(undone.order).toEqual(state.order);
    expect(undone.items).toEqual(state.items);
    expect(undone.removed).toEqual(state.removed);
    expect(transition(state, { type: 'UNDO' })).toBe(state);
  });

  it('an entity key is server text: __proto__ and constructor are only keys, through a page, marks, DISMISS and UNDO', () => {
    const keyed = (id: number, key: string) => ({ ...noteItem(id), entity_key: key }) as FeedItem;
    const state = loaded([keyed(1, '__proto__'), keyed(2, 'constructor')]);
    expect(state.order).toEqual(['__proto__', 'constructor']);
    expect(commentOf(state, '__proto__').id).toBe(1);
    expect(archivedAt(state, 'constructor')).toBeNull();
    const archived = transition(state, { type: 'ARCHIVE', key: '__proto__', at: '2026-11-26T12:00:00.000Z' });
    expect(archivedAt(archived, '__proto__')).toBe('2026-11-26T12:00:00.000Z');
    const dismissed = transition(state, { type: 'DISMISS', key: '__proto__' });
    expect(dismissed.order).toEqual(['constructor']);
    const undone = transition(dismissed, { type: 'UNDO' });
    expect(undone.order).toEqual(state.order);
    expect(undone.items).toEqual(state.items);
  });
});

describe('feed reducer (M41): cull and reset', () => {
  const many = Array.from({ length: 25 }, (_, i) => noteItem(i + 1));

  it(`CULL keeps the first ${CULL_KEEP} items in order while the cursor is fresh`, () => {
    const state = loaded(many);
    const culled = transition(state, { type: 'CULL', now: T0 + CURSOR_MAX_AGE_MS });
    expect(culled.order).toEqual(state.order.slice(0, CULL_KEEP));
    expect(itemKeys(culled.items)).toHaveLength(CULL_KEEP);
    expect(culled.items.size).toBe(CULL_KEEP);
    const short = loaded(many.slice(0, 3));
    expect(transition(short, { type: 'CULL', now: T0 })).toBe(short);
  });

  it('CULL resets the whole feed when the cursor is more than 10 minutes old', () => {
    const state = transition(loaded(many), { type: 'HIDE', key: 'c-1' });
    expect(transition(state, { type: 'CULL', now: T0 + CURSOR_MAX_AGE_MS + 1 })).toEqual(initialFeedState());
  });

  it('RESET starts over', () => {
    expect(transition(loaded(many), { type: 'RESET' })).toEqual(initialFeedState());
  });
});

// --- Properties --------------------------------------------------------------------------------------------------

const seed = () => [
  postItem(1, { restacks: 0, reactions: { '❤': 0 }, child_comment_count: 1 }),
  noteItem(10, { children_count: 1 }),
  noteItem(11, { ancestor_path: '10', post_id: null }),
  noteItem(12, { post_id: 1 }),
  noteItem(13),
  postItem(2, { reactions: {} }),
];
const keys = ['p-1', 'p-2', 'c-10', 'c-11', 'c-12', 'c-13', 'c-99'];
const eventArb: fc.Arbitrary<FeedEvent> = fc.oneof(
  fc.record({ type: fc.constantFrom('LIKE', 'RESTACK', 'SAVE', 'DISMISS', 'HIDE', 'UNHIDE', 'PAUSE_NOTIFICATIONS', 'UNPAUSE'), key: fc.constantFrom(...keys) }),
  fc.record({ type: fc.constant('DELETE_POST'), postId: fc.constantFrom(1, 2, 3) }),
  fc.record({ type: fc.constant('DELETE_COMMENT'), commentId: fc.constantFrom(10, 11, 12, 13, 99) }),
  fc.constant({ type: 'UNDO' as const }),
  fc.constant({ type: 'SHOW_NEW' as const }),
  fc
    .integer({ min: 20, max: 40 })
    .map((id): FeedEvent => ({ type: 'NEW_COMMENT', comment: comment(id, { ancestor_path: '10' }), item: noteItem(id, { ancestor_path: '10' }) })),
) as fc.Arbitrary<FeedEvent>;

function counts(state: FeedState): number[] {
  const items: FeedItem[] = [];
  forEachItem(state.items, (item) => items.push(item));
  return items.flatMap((item) => [
    item.post?.reactions?.['❤'] ?? 0,
    item.post?.restacks ?? 0,
    item.post?.child_comment_count ?? 0,
    item.comment?.reaction_count ?? 0,
    item.comment?.restacks ?? 0,
    item.comment?.children_count ?? 0,
  ]);
}

describe('feed reducer (M41): properties', () => {
  it('counts never go negative, whatever the events', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
        let state = loaded(seed());
        for (const event of events) {
          state = transition(state, event);
          for (const n of counts(state)) expect(n).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('the items are exactly the shown and pending keys, whatever the events (pages and head reads among them)', () => {
    // pageLoaded reads "already in the feed" from the items: this is what makes that true.
    const pageOf = fc.array(fc.integer({ min: 10, max: 40 }), { maxLength: 6 }).map((ids) => ids.map((id) => noteItem(id)));
    const withPages = fc.oneof(
      eventArb,
      pageOf.map((items): FeedEvent => ({ type: 'PAGE_LOADED', items, nextCursor: 'next', at: 0, first: false })),
      pageOf.map((items): FeedEvent => ({ type: 'HEAD_LOADED', items, at: 0 })),
      fc.constant<FeedEvent>({ type: 'CULL', now: 0 }),
    );
    fc.assert(
      fc.property(fc.array(withPages, { maxLength: 40 }), (events) => {
        let state = loaded(seed());
        for (const event of events) {
          state = transition(state, event);
          const listed = [...state.order, ...state.pending];
          expect(new Set(listed).size, 'no key listed twice').toBe(listed.length);
          expect(itemKeys(state.items).sort()).toEqual([...listed].sort());
          expect(state.items.size).toBe(listed.length);
        }
      }),
    );
  });

  it('a delete (post, comment or dismiss) then UNDO restores the feed as it was', () => {
    const removal = fc.oneof(
      fc.record({ type: fc.constant('DELETE_POST' as const), postId: fc.constantFrom(1, 2) }),
      fc.record({ type: fc.constant('DELETE_COMMENT' as const), commentId: fc.constantFrom(10, 11, 12, 13) }),
      fc.record({ type: fc.constant('DISMISS' as const), key: fc.constantFrom(...keys) }),
    );
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 20 }), removal, (before, remove) => {
        let state = loaded(seed());
        for (const event of before) state = transition(state, event);
        const undone = transition(transition(state, remove as FeedEvent), { type: 'UNDO' });
        expect(undone.order).toEqual(state.order);
        expect(undone.pending).toEqual(state.pending);
        expect(undone.items).toEqual(state.items);
        expect(undone.removed).toEqual(state.removed);
      }),
    );
  });

  it('pages handed over one event each, or following ones as one event (items in order, the last cursor), give the same feed', () => {
    // Page contents overlap (a key shown again is refreshed, not repeated), as a cursor-paged feed's can.
    const pageArb = fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 8 }).map((ids) => ids.map((id) => noteItem(id, { body: `b${id}-${ids.length}` })));
    fc.assert(
      fc.property(fc.array(pageArb, { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 5 }), (pages, splitAt) => {
        const cursor = (i: number) => (i === pages.length - 1 ? null : `c${i + 1}`);
        let one = initialFeedState();
        pages.forEach((items, i) => {
          one = transition(one, { type: 'PAGE_LOADED', items, nextCursor: cursor(i), at: T0, first: i === 0 });
        });
        // The first `split` pages one by one, the rest as one event.
        const split = Math.min(splitAt, pages.length - 1);
        let batched = initialFeedState();
        pages.slice(0, split).forEach((items, i) => {
          batched = transition(batched, { type: 'PAGE_LOADED', items, nextCursor: cursor(i), at: T0, first: i === 0 });
        });
        batched = transition(batched, {
          type: 'PAGE_LOADED',
          items: pages.slice(split).flat(),
          nextCursor: cursor(pages.length - 1),
          at: T0,
          first: split === 0,
        });
        expect(batched).toEqual(one);
      }),
    );
  });

  it('a cull keeps the items it keeps in their order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { maxLength: 40 }), (ids) => {
        const state = loaded(ids.map((id) => noteItem(id)));
        const culled = transition(state, { type: 'CULL', now: T0 });
        expect(culled.order).toEqual(state.order.slice(0, CULL_KEEP));
        for (const key of culled.order) expect(itemOf(culled.items, key)).toBe(itemOf(state.items, key));
      }),
    );
  });
});
