import { describe, expect, it } from 'vitest';
import { BOOKSHOP_LISTS } from '../../api/schemas/growth';
import { safeLinkHref } from '../../ui/url';
import { bookshopListIds, bookshopWidgets, DEFAULT_BOOKSHOP_BASE } from './whatWereReading';

describe("what we're reading", () => {
  it('the eleven lists of the spec, in its order: the configuration itself, not a copy', () => {
    expect(bookshopListIds).toBe(BOOKSHOP_LISTS);
    expect(bookshopListIds).toHaveLength(11);
    expect([bookshopListIds[0], bookshopListIds[10]]).toEqual(['pick-of-the-month', 'religion']);
  });

  it('one widget per known list, once each, linking to the list on the shop', () => {
    const widgets = bookshopWidgets(['politics', 'unknown', 'pick-of-the-month', 'politics'], `${DEFAULT_BOOKSHOP_BASE}/`, safeLinkHref);
    expect(widgets).toEqual([
      { list: 'politics', href: 'https://bookshop.org/lists/politics' },
      { list: 'pick-of-the-month', href: 'https://bookshop.org/lists/pick-of-the-month' },
    ]);
  });

  it('a shop address the URL policy refuses gives cards without links', () => {
    expect(bookshopWidgets(['tech'], 'javascript:alert(1)//', safeLinkHref)).toEqual([{ list: 'tech', href: null }]);
  });
});
