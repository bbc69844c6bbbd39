import { describe, expect, it } from 'vitest';
import type { FeedPage } from '../../api/schemas/feed';
import { noteItem, T0 } from '../../../tests/unit/fixtures/feed';
import { pageEvents } from './useFeedPages';

const page = (ids: number[], nextCursor: string | null): FeedPage => ({ items: ids.map((id) => noteItem(id)), nextCursor }) as FeedPage;
const keysOf = (event: ReturnType<typeof pageEvents>[number]) => ('items' in event ? event.items.map((item) => item.entity_key) : []);

describe('pageEvents: the feed pages handed to M41', () => {
  it('the first page: PAGE_LOADED, first', () => {
    const events = pageEvents([], [page([1, 2], 'c1')], T0);
    expect(events).toEqual([{ type: 'PAGE_LOADED', items: [noteItem(1), noteItem(2)], nextCursor: 'c1', at: T0, first: true }]);
  });

  it('a next page: PAGE_LOADED, not first, with its cursor; pages already sent send nothing', () => {
    const a = page([1], 'c1');
    const b = page([2], null);
    expect(pageEvents([a], [a, b], T0)).toEqual([{ type: 'PAGE_LOADED', items: [noteItem(2)], nextCursor: null, at: T0, first: false }]);
    expect(pageEvents([a, b], [a, b], T0)).toEqual([]);
  });

  it('a mount over a cache of many pages: one PAGE_LOADED with every item in order and the last cursor', () => {
    const pages = Array.from({ length: 75 }, (_, i) => page([i * 2 + 1, i * 2 + 2], i === 74 ? null : `c${i + 1}`));
    const events = pageEvents([], pages, T0);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'PAGE_LOADED', nextCursor: null, first: true });
    expect(keysOf(events[0]!)).toEqual(pages.flatMap((p) => p.items.map((item) => item.entity_key)));
  });

  it('the first page read again: HEAD_LOADED, before the new pages that follow it', () => {
    const a = page([1], 'c1');
    const again = page([0, 1], 'c1');
    const b = page([2], 'c2');
    const c = page([3], null);
    const events = pageEvents([a], [again, b, c], T0);
    expect(events.map((e) => e.type)).toEqual(['HEAD_LOADED', 'PAGE_LOADED']);
    expect(keysOf(events[0]!)).toEqual(['c-0', 'c-1']);
    expect(events[1]).toMatchObject({ nextCursor: null, first: false });
    expect(keysOf(events[1]!)).toEqual(['c-2', 'c-3']);
  });

  it('a later page read again is not news: nothing for it', () => {
    const a = page([1], 'c1');
    const b = page([2], null);
    expect(pageEvents([a, b], [a, page([2], null)], T0)).toEqual([]);
  });
});
