/**
 * The feed's measured heights are kept with the reader's place (`useFeedPlace` over the kit's `readerPlaces.sizes`),
 * not in the screen's state: going to a post and back mounts the feed again, and the items above the reader must come
 * back at the heights they were measured at, not at estimates (else scrolling up after back moves what the reader
 * sees at every item measured again: 991 scroll corrections from item #3,000 in the feed's bench before this).
 */
// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FeedState, initialFeedState } from '../../src/features/feed/feed.machine';
import { useFeedPlace } from '../../src/features/feed/useFeedScreen';
import { readerPlaces } from '../../src/kit/readerPlace';
import { createManualClock } from '../../src/platform/clock';
import { hostWrapper } from '../support/host';

afterEach(() => {
  cleanup();
  readerPlaces.clearMemory();
});

const keys = ['p-1', 'c-2', 'p-3'];

function mount(placeId: string) {
  return renderHook(() => useFeedPlace(initialFeedState(), placeId, keys), { wrapper: hostWrapper({ viewer: 'free' }) });
}

describe('useFeedPlace: measured heights', () => {
  it('a feed mounted again (back from a post) gets the heights measured before, for the same feed only', () => {
    const first = mount('feed:home');
    first.result.current.sizes.set('p-1', 296);
    first.result.current.sizes.set('c-2', 617);
    first.unmount();

    const again = mount('feed:home');
    expect([...again.result.current.sizes.entries()]).toEqual([
      ['p-1', 296],
      ['c-2', 617],
    ]);
    again.unmount();

    const other = mount('feed:category-3');
    expect(other.result.current.sizes.size).toBe(0);
  });

  it('the heights stay one map through re-renders (the windowed list writes into it)', () => {
    const view = mount('feed:home');
    const sizes = view.result.current.sizes;
    view.rerender();
    expect(view.result.current.sizes).toBe(sizes);
  });
});

describe('useFeedPlace: "now" for the cards\' dates', () => {
  const at = Date.parse('2026-03-02T10:00:05Z');
  const withOrder = (order: readonly string[]): FeedState => ({ ...initialFeedState(), name: 'ready', order });

  it('is read again when the list changes in another minute, and kept (the same Date) within the minute', () => {
    const clock = createManualClock(new Date(at));
    const view = renderHook(({ state }) => useFeedPlace(state, 'feed:home', keys), {
      initialProps: { state: withOrder(['p-1']) },
      wrapper: hostWrapper({ viewer: 'free', clock }),
    });
    const first = view.result.current.now;
    expect(first.getTime()).toBe(at);

    // A page arrives 40 s later: same minute, the same object (no mounted card re-renders for it).
    clock.advance(40_000);
    view.rerender({ state: withOrder(['p-1', 'c-2']) });
    expect(view.result.current.now).toBe(first);

    // The next page, past the minute: read afresh.
    clock.advance(20_000);
    view.rerender({ state: withOrder(['p-1', 'c-2', 'p-3']) });
    expect(view.result.current.now).not.toBe(first);
    expect(view.result.current.now.getTime()).toBe(at + 60_000);

    // The clock moving with the same list reads nothing: "now" changes with the list, not on its own.
    const held = view.result.current.now;
    const same = withOrder(['p-1', 'c-2', 'p-3', 'c-4']);
    view.rerender({ state: same });
    expect(view.result.current.now).toBe(held);
    clock.advance(120_000);
    view.rerender({ state: same });
    expect(view.result.current.now).toBe(held);
  });
});
