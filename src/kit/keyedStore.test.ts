import { describe, expect, it } from 'vitest';
import { createKeyedStore, createKeyedSubscriptions } from './keyedStore';

type Count = { n: number };
type Flag = { on: boolean };
const count = (state: Count, event: 'inc' | 'same') => (event === 'inc' ? { n: state.n + 1 } : state);
const flag = (state: Flag, event: 'toggle') => (event === 'toggle' ? { on: !state.on } : state);

describe('createKeyedStore: several machines per item on one set of subscriptions', () => {
  it('tells an item’s one subscriber whichever of its machines changed, and no other item', () => {
    const subscriptions = createKeyedSubscriptions<number>();
    const counts = createKeyedStore<number, Count, 'inc' | 'same'>(count, { subscriptions });
    const flags = createKeyedStore<number, Flag, 'toggle'>(flag, { subscriptions });
    const heard: number[] = [];
    for (const id of [1, 2]) subscriptions.subscribe(id, () => heard.push(id));
    counts.send(1, 'inc', () => ({ n: 0 }));
    flags.send(1, 'toggle', () => ({ on: false }));
    flags.send(2, 'toggle', () => ({ on: false }));
    expect(heard).toEqual([1, 1, 2]);
    // Both stores answer for the subscriptions they share.
    const off = counts.subscribe(3, () => heard.push(3));
    flags.send(3, 'toggle', () => ({ on: false }));
    expect(heard).toEqual([1, 1, 2, 3]);
    off();
    flags.send(3, 'toggle');
    expect(heard).toEqual([1, 1, 2, 3]);
  });

  it('keeps a quiet change without telling anyone, and tells a loud one', () => {
    const store = createKeyedStore<string, Count, 'inc' | 'same'>(count);
    const heard: string[] = [];
    store.subscribe('a', () => heard.push('a'));
    store.set('a', { n: 5 }, { quiet: true });
    expect(store.get('a')).toEqual({ n: 5 });
    expect(heard).toEqual([]);
    store.set('a', { n: 6 });
    expect(heard).toEqual(['a']);
    store.clear({ quiet: true });
    expect(store.get('a')).toBeUndefined();
    expect(heard).toEqual(['a']);
  });

  it('ensure starts an item once, quietly, and returns the kept state after', () => {
    const store = createKeyedStore<number, Count, 'inc' | 'same'>(count);
    const heard: number[] = [];
    store.subscribe(7, () => heard.push(7));
    let inits = 0;
    const first = store.ensure(7, () => {
      inits++;
      return { n: 1 };
    });
    expect(store.ensure(7, () => ({ n: 99 }))).toBe(first);
    expect(inits).toBe(1);
    expect(heard).toEqual([]);
    store.send(7, 'inc');
    expect(store.get(7)).toEqual({ n: 2 });
    expect(heard).toEqual([7]);
  });

  it('version moves on every told change and not on a quiet or unchanged one', () => {
    const store = createKeyedStore<number, Count, 'inc' | 'same'>(count);
    const v0 = store.version();
    store.send(1, 'inc', () => ({ n: 0 }));
    const v1 = store.version();
    expect(v1).toBeGreaterThan(v0);
    store.send(1, 'same');
    store.set(1, { n: 3 }, { quiet: true });
    expect(store.version()).toBe(v1);
    store.send(2, 'inc', () => ({ n: 0 }));
    expect(store.version()).toBeGreaterThan(v1);
    const everyKey: number[] = [];
    store.subscribeAll((key) => everyKey.push(key));
    store.delete(2);
    expect(everyKey).toEqual([2]);
  });
});
