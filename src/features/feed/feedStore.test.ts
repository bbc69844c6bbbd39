import { describe, expect, it, vi } from 'vitest';
import { noteItem, T0 } from '../../../tests/unit/fixtures/feed';
import { createFeedStore } from './feedStore';

function loadedStore(count: number) {
  const store = createFeedStore();
  store.send({ type: 'PAGE_LOADED', items: Array.from({ length: count }, (_, i) => noteItem(i + 1)), nextCursor: 'next', at: T0, first: true });
  return store;
}

describe('feed store', () => {
  it('a like tells that item’s views only: not the other items, not the list', () => {
    const store = loadedStore(2000);
    const list = vi.fn();
    store.subscribe(list);
    const listeners = Array.from({ length: 2000 }, (_, i) => {
      const listener = vi.fn();
      store.subscribeItem(`c-${i + 1}`, listener);
      return listener;
    });
    const before = store.entry('c-1500');
    store.send({ type: 'LIKE', key: 'c-1500' });
    expect(listeners[1499]).toHaveBeenCalledTimes(1);
    expect(listeners.filter((l) => l.mock.calls.length > 0)).toHaveLength(1);
    expect(list).not.toHaveBeenCalled();
    const after = store.entry('c-1500');
    expect(after).not.toBe(before);
    expect(after?.item.comment?.reaction).toBe(true);
    // An untouched item keeps its entry object (a view's snapshot does not change).
    expect(store.entry('c-1')).toBe(store.entry('c-1'));
  });

  it('a mark (hide) tells that item; a change of order tells the list', () => {
    const store = loadedStore(3);
    const list = vi.fn();
    const item = vi.fn();
    store.subscribe(list);
    store.subscribeItem('c-2', item);
    store.send({ type: 'HIDE', key: 'c-2' });
    expect(item).toHaveBeenCalledTimes(1);
    expect(store.entry('c-2')?.hidden).toBe(true);
    expect(list).not.toHaveBeenCalled();
    store.send({ type: 'DISMISS', key: 'c-3' });
    expect(list).toHaveBeenCalledTimes(1);
    expect(store.list().order).toEqual(['c-1', 'c-2']);
  });

  it('an event that changes nothing tells no one', () => {
    const store = loadedStore(3);
    const list = vi.fn();
    const item = vi.fn();
    store.subscribe(list);
    store.subscribeItem('c-1', item);
    store.send({ type: 'LIKE', key: 'nope' });
    store.send({ type: 'SHOW_NEW' });
    expect(list).not.toHaveBeenCalled();
    expect(item).not.toHaveBeenCalled();
  });

  it('an item removed while shown and put back (UNDO) is read afresh when its view mounts again', () => {
    const store = loadedStore(3);
    const off = store.subscribeItem('c-2', () => {});
    store.send({ type: 'DELETE_COMMENT', commentId: 2 });
    expect(store.entry('c-2')).toBeUndefined();
    off(); // the list no longer shows it: its view unmounts
    store.send({ type: 'UNDO' });
    expect(store.get().order).toContain('c-2');
    store.subscribeItem('c-2', () => {}); // the view mounts again
    expect(store.entry('c-2')?.item.comment?.id).toBe(2);
  });
});
