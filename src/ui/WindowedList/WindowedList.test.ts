import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { keyIndexOf, WindowedList } from './WindowedList';

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

describe('a key’s index (keyIndexOf)', () => {
  it('finds a key, then finds it again where it was while the keys keep it there', () => {
    const hints = new Map<string, number>();
    const keys = ['a', 'b', 'c'];
    expect(keyIndexOf(keys, hints, 'c')).toBe(2);
    expect(hints.get('c')).toBe(2);
    expect(keyIndexOf([...keys, 'd'], hints, 'c')).toBe(2);
    expect(keyIndexOf(keys, hints, null)).toBe(-1);
    expect(keyIndexOf(keys, hints, 'z')).toBe(-1);
  });

  it('does not trust a hint the keys no longer hold (items inserted above, removed)', () => {
    const hints = new Map<string, number>([['c', 2]]);
    expect(keyIndexOf(['z', 'y', 'a', 'b', 'c'], hints, 'c')).toBe(4);
    expect(hints.get('c')).toBe(4);
    expect(keyIndexOf(['a', 'b'], hints, 'c')).toBe(-1);
    // A wrong hint (another list's keys) is checked, never returned.
    expect(keyIndexOf(['q', 'c'], new Map([['c', 0]]), 'c')).toBe(1);
  });

  it('keeps few hints', () => {
    const hints = new Map<number, number>();
    const keys = Array.from({ length: 500 }, (_, i) => i);
    for (const key of keys) expect(keyIndexOf(keys, hints, key)).toBe(key);
    expect(hints.size).toBeLessThanOrEqual(64);
  });
});
