import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedItem } from '../../api/schemas/feed';
import { noteItem } from '../../../tests/unit/fixtures/feed';
import { draftItems, emptyItems, type FeedItems, findItem, forEachItem, hasItem, ITEM_CHUNKS, itemKeys, itemOf, itemsFrom } from './feed.machine';

const table = (ids: number[]) => itemsFrom(ids.map((id) => [`c-${id}`, noteItem(id)] as const));

describe("the feed's items table", () => {
  it('reads what was written; a draft never changes the table it came from', () => {
    const before = table([1, 2]);
    const draft = draftItems(before);
    draft.set('c-3', noteItem(3));
    draft.delete('c-1');
    expect(draft.get('c-3')?.entity_key).toBe('c-3');
    expect(draft.has('c-1')).toBe(false);
    const after = draft.done();
    expect(itemKeys(before).sort()).toEqual(['c-1', 'c-2']);
    expect(before.size).toBe(2);
    expect(itemKeys(after).sort()).toEqual(['c-2', 'c-3']);
    expect(after.size).toBe(2);
    expect(itemOf(after, 'c-1')).toBeUndefined();
    expect(hasItem(before, 'c-1')).toBe(true);
  });

  it('a draft that wrote nothing, or deleted a key it lacks, gives back the same table', () => {
    const before = table([1]);
    expect(draftItems(before).done()).toBe(before);
    const draft = draftItems(before);
    draft.delete('c-9');
    expect(draft.done()).toBe(before);
  });

  it('a page added at 5,000 items copies only the chunks it writes to; the others are shared', () => {
    const big = table(Array.from({ length: 5000 }, (_, i) => i + 1));
    const draft = draftItems(big);
    for (let id = 5001; id <= 5025; id++) draft.set(`c-${id}`, noteItem(id));
    const next = draft.done();
    expect(next.size).toBe(5025);
    const copied = next.chunks.filter((chunk, i) => chunk !== big.chunks[i]).length;
    expect(copied).toBeGreaterThan(0);
    expect(copied).toBeLessThanOrEqual(25);
    // The keys are spread out: no chunk holds more than a few times its share.
    const largest = Math.max(...big.chunks.map((chunk) => chunk?.size ?? 0));
    expect(largest).toBeLessThan((5000 / ITEM_CHUNKS) * 3);
  });

  it('server text is only a key: __proto__, constructor and hasOwnProperty', () => {
    const keys = ['__proto__', 'constructor', 'hasOwnProperty'];
    const items = itemsFrom(keys.map((key) => [key, { ...noteItem(1), entity_key: key } as FeedItem] as const));
    expect(items.size).toBe(3);
    for (const key of keys) expect(itemOf(items, key)?.entity_key).toBe(key);
    expect(hasItem(emptyItems, 'constructor')).toBe(false);
    expect(itemOf(emptyItems, 'toString')).toBeUndefined();
  });

  it('forEachItem and findItem visit every item once', () => {
    const items = table([1, 2, 3]);
    const seen: string[] = [];
    forEachItem(items, (item, key) => {
      expect(item.entity_key).toBe(key);
      seen.push(key);
    });
    expect(seen.sort()).toEqual(['c-1', 'c-2', 'c-3']);
    expect(findItem(items, (item) => item.entity_key === 'c-2')?.entity_key).toBe('c-2');
    expect(findItem(items, () => false)).toBeUndefined();
  });

  it('behaves as a map, whatever the writes, and equal contents give equal tables (property)', () => {
    const op = fc.oneof(
      fc.record({ set: fc.integer({ min: 1, max: 60 }) }),
      fc.record({ del: fc.integer({ min: 1, max: 60 }) }),
      fc.constant({ seal: true as const }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 80 }), (ops) => {
        const model = new Map<string, FeedItem>();
        let items: FeedItems = emptyItems;
        let draft = draftItems(items);
        const snapshots: [FeedItems, string[]][] = [];
        for (const o of ops) {
          if ('set' in o) {
            const item = noteItem(o.set);
            model.set(item.entity_key, item);
            draft.set(item.entity_key, item);
          } else if ('del' in o) {
            model.delete(`c-${o.del}`);
            draft.delete(`c-${o.del}`);
          } else {
            items = draft.done();
            snapshots.push([items, [...model.keys()].sort()]);
            draft = draftItems(items);
          }
        }
        items = draft.done();
        expect(items.size).toBe(model.size);
        expect(itemKeys(items).sort()).toEqual([...model.keys()].sort());
        for (const [key, item] of model) expect(itemOf(items, key)).toBe(item);
        // Earlier tables are as they were sealed.
        for (const [snapshot, keys] of snapshots) expect(itemKeys(snapshot).sort()).toEqual(keys);
        // The same contents built afresh, in another order: an equal table.
        expect(itemsFrom([...model].reverse())).toEqual(items);
      }),
    );
  });
});
