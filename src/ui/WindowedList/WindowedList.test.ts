import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { indexOfKeys, offsetsBuffer, WindowedList } from './WindowedList';

const keys = Array.from({ length: 500 }, (_, i) => i + 1);
const render = (props: Partial<Parameters<typeof WindowedList<number>>[0]> = {}) =>
  renderToString(
    createElement(WindowedList<number>, {
      keys,
      'aria-label': 'Replies',
      estimateSize: 50,
      renderItem: (n: number) => createElement('p', null, `Reply ${n}`),
      ...props,
    }),
  );

describe('WindowedList on the server', () => {
  it('renders the first items, each with its place, and the space of the rest', () => {
    const html = render({ initialCount: 12 });
    expect(html).toContain('Reply 1<');
    expect(html).toContain('Reply 12<');
    expect(html).not.toContain('Reply 13<');
    expect(html.match(/role="listitem"/g)).toHaveLength(12);
    expect(html).toContain('aria-posinset="12" aria-setsize="500"');
    // The rest stands as padding of their estimated height: the page is as tall as the whole list.
    expect(html).toContain(`margin-bottom:${(500 - 12) * 50}px`);
  });

  it('tells the size of a list read in pages and renders a feed as articles', () => {
    const html = render({ initialCount: 2, setSize: 2000, role: 'feed' });
    expect(html).toContain('role="feed"');
    expect(html.match(/role="article"/g)).toHaveLength(2);
    expect(html).toContain('aria-setsize="2000"');
  });

  it('keeps an item mounted out of the first items (a deep link rendered on the server)', () => {
    const html = render({ initialCount: 3, keepMounted: [400] });
    expect(html).toContain('Reply 400<');
    expect(html).toContain('aria-posinset="400"');
    expect(html).toContain(`margin-top:${(400 - 4) * 50}px`);
  });

  it('renders a short list whole on the server even when it fills after paint (the hydrating render must match)', () => {
    const html = render({ keys: keys.slice(0, 30), fillAfterPaint: true });
    expect(html.match(/role="listitem"/g)).toHaveLength(30);
    expect(html).not.toContain('aria-busy');
  });
});

describe('the keys’ index (indexOfKeys)', () => {
  const lookup = (index: ReturnType<typeof indexOfKeys<string>>, keys: readonly string[], key: string) => {
    const at = index.indices.get(key);
    return at !== undefined && at < keys.length && keys[at] === key ? at : -1;
  };

  it('extends the same map when keys are appended, and gives each key its first place', () => {
    const first = ['a', 'b', 'c'];
    const one = indexOfKeys(null, first);
    const more = [...first, 'd', 'b', 'e'];
    const two = indexOfKeys(one, more);
    expect(two.indices).toBe(one.indices);
    expect(more.map((key) => lookup(two, more, key))).toEqual([0, 1, 2, 3, 1, 5]);
    expect(indexOfKeys(two, more)).toBe(two);
  });

  it('starts a new map when the keys do not begin with the last ones (items above, items removed)', () => {
    const one = indexOfKeys(null, ['a', 'b', 'c']);
    const above = ['z', 'a', 'b', 'c'];
    const two = indexOfKeys(one, above);
    expect(two.indices).not.toBe(one.indices);
    expect(above.map((key) => lookup(two, above, key))).toEqual([0, 1, 2, 3]);
    const fewer = ['a', 'c'];
    const three = indexOfKeys(two, fewer);
    expect(three.indices).not.toBe(two.indices);
    expect(lookup(three, fewer, 'c')).toBe(1);
    expect(lookup(three, fewer, 'b')).toBe(-1);
  });

  it('writes over what a render that was thrown away left for other keys', () => {
    const base = ['a', 'b'];
    const committed = indexOfKeys(null, base);
    // A render React threw away appended x and y into the shared map.
    indexOfKeys(committed, [...base, 'x', 'y']);
    const kept = [...base, 'y', 'q', 'x'];
    const next = indexOfKeys(committed, kept);
    expect(kept.map((key) => lookup(next, kept, key))).toEqual([0, 1, 2, 3, 4]);
    // A key only the thrown-away render had is not found.
    const other = [...base, 'q'];
    const again = indexOfKeys(committed, other);
    expect(lookup(again, other, 'x')).toBe(-1);
    expect(lookup(again, other, 'q')).toBe(2);
  });
});

describe('the offsets’ buffers (offsetsBuffer)', () => {
  it('never hands out the buffer of the committed offsets, and grows a buffer that is too short', () => {
    const buffers: [Float64Array, Float64Array] = [new Float64Array(0), new Float64Array(0)];
    const first = offsetsBuffer(buffers, new Float64Array(1), 10);
    expect(first).toHaveLength(10);
    const second = offsetsBuffer(buffers, first, 10);
    expect(second.buffer).not.toBe(first.buffer);
    const third = offsetsBuffer(buffers, second, 12);
    expect(third.buffer).toBe(first.buffer);
    expect(third.buffer).not.toBe(second.buffer);
    // Too short: a longer buffer, at least twice as long, never the committed one.
    const long = offsetsBuffer(buffers, third, 500);
    expect(long).toHaveLength(500);
    expect(long.buffer).not.toBe(third.buffer);
    const longer = offsetsBuffer(buffers, long, 900);
    expect(longer).toHaveLength(900);
    expect(longer.buffer).not.toBe(long.buffer);
    // The grown buffer is kept: the next turn in that slot reuses it.
    expect(offsetsBuffer(buffers, offsetsBuffer(buffers, longer, 900), 900).buffer).toBe(longer.buffer);
  });
});
