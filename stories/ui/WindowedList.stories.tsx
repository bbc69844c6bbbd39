import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { readerPlaces, useReaderPlace } from '../../src/kit/readerPlace';
import { Button } from '../../src/ui/Button';
import { WindowedList, type WindowedListHandle } from '../../src/ui/WindowedList';

/** Item `n`'s line count: 1 to 6 lines, fixed by its number, so heights are unknown to the list and differ. */
const linesOf = (n: number) => 1 + ((n * 7) % 6);

function Item({ n, grown }: { n: number; grown: boolean }) {
  const lines = linesOf(n) + (grown ? 3 : 0);
  return (
    <div id={`item-${n}`} data-item={n} style={{ borderBottom: '1px solid #ddd', padding: '8px 12px', fontFamily: 'Inter, sans-serif', fontSize: 14 }}>
      <strong>Item {n}</strong> <button type="button">Reply to {n}</button>
      {Array.from({ length: lines }, (_, line) => (
        <p key={line} id={line === lines - 1 ? `item-${n}-last` : undefined} style={{ margin: '4px 0', lineHeight: '20px' }}>
          Line {line + 1} of item {n}
        </p>
      ))}
    </div>
  );
}

function Demo({ count, panel }: { count: number; panel?: boolean }) {
  const list = useRef<WindowedListHandle<number>>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const [keys, setKeys] = useState(() => Array.from({ length: count }, (_, i) => i + 1));
  const [grown, setGrown] = useState(false);
  const [hidden, setHidden] = useState(false);
  const body = (
    <WindowedList
      keys={keys}
      handle={list}
      aria-label="Items"
      estimateSize={60}
      overscan={300}
      scroller={panel ? scroller : 'window'}
      renderItem={(n) => <Item n={n} grown={grown} />}
    />
  );
  return (
    <div style={{ padding: 16, maxWidth: 560 }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 8 }}>
        <Button onClick={() => list.current?.scrollToItem(700)}>Go to item 700</Button>
        <Button onClick={() => list.current?.scrollToItem(900, { target: () => document.getElementById('item-900-last') })}>
          Go to the last line of item 900
        </Button>
        <Button onClick={() => setKeys((current) => [...Array.from({ length: 5 }, (_, i) => -(current.length + i)), ...current])}>Insert 5 above</Button>
        <Button onClick={() => setKeys((current) => [...Array.from({ length: 50 }, (_, i) => -(current.length + i)), ...current])}>Insert 50 above</Button>
        <Button onClick={() => setGrown(true)}>Grow every item</Button>
        <Button onClick={() => setHidden((h) => !h)}>{hidden ? 'Show the list' : 'Hide the list'}</Button>
      </div>
      <div data-testid="holder" style={{ display: hidden ? 'none' : undefined }}>
        {panel ? (
          <div ref={scroller} data-testid="panel" style={{ height: 400, overflowY: 'auto', border: '1px solid #ccc' }}>
            {body}
          </div>
        ) : (
          body
        )}
      </div>
    </div>
  );
}

/**
 * A list a reader leaves and comes back to (`useReaderPlace`): "Open another page" unmounts it, "Back" mounts it again.
 * `keepHeights`: its measured heights are kept with the place (`readerPlaces.sizes`).
 */
function PlacedList({ count, grown = false, keepHeights = false }: { count: number; grown?: boolean; keepHeights?: boolean }) {
  const handle = useRef<WindowedListHandle<number>>(null);
  const [keys] = useState(() => Array.from({ length: count }, (_, i) => i + 1));
  useReaderPlace('story:windowed-list', handle, keys);
  return (
    <WindowedList
      keys={keys}
      handle={handle}
      {...(keepHeights ? { sizes: readerPlaces.sizes<number>('story:windowed-list') } : {})}
      aria-label="Items"
      estimateSize={60}
      overscan={300}
      scroller="window"
      renderItem={(n) => <Item n={n} grown={grown} />}
    />
  );
}

function LeaveAndComeBack({ count, keepHeights = false }: { count: number; keepHeights?: boolean }) {
  const [away, setAway] = useState(false);
  const [grown, setGrown] = useState(false);
  return (
    <div style={{ padding: 16, maxWidth: 560 }}>
      <div style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
        {away ? <Button onClick={() => setAway(false)}>Back</Button> : <Button onClick={() => setAway(true)}>Open another page</Button>}
        {away ? <Button onClick={() => setGrown(true)}>Grow every item</Button> : null}
      </div>
      {away ? <p>Another page</p> : <PlacedList count={count} grown={grown} keepHeights={keepHeights} />}
    </div>
  );
}

/** Items whose lines may grow above the reader's line (replies merged into a thread above the one the reader reads). */
function LinesInItems() {
  const [extra, setExtra] = useState(0);
  const keys = useState(() => Array.from({ length: 200 }, (_, i) => i + 1))[0];
  return (
    <div style={{ padding: 16, maxWidth: 560 }}>
      <Button onClick={() => setExtra((n) => n + 1)}>Add a line at the top of item 100</Button>
      <WindowedList
        keys={keys}
        aria-label="Items"
        estimateSize={200}
        overscan={300}
        scroller="window"
        anchorWithin={(item, viewTop) => [...item.querySelectorAll('p')].find((line) => line.getBoundingClientRect().top >= viewTop) ?? null}
        renderItem={(n) => (
          <div data-item={n} style={{ borderBottom: '1px solid #ddd', padding: '8px 12px', fontFamily: 'Inter, sans-serif', fontSize: 14 }}>
            {Array.from({ length: 12 + (n === 100 ? extra : 0) }, (_, line) => (
              <p
                key={12 + (n === 100 ? extra : 0) - line}
                id={`item-${n}-line-${12 + (n === 100 ? extra : 0) - line}`}
                style={{ margin: '4px 0', lineHeight: '20px' }}
              >
                Line {12 + (n === 100 ? extra : 0) - line} from the end of item {n}
              </p>
            ))}
          </div>
        )}
      />
    </div>
  );
}

const meta = {
  title: 'UI/WindowedList',
  component: Demo,
  args: { count: 1000 },
  parameters: { visual: { disable: 'the stories scroll the page and jump between items; the plays assert the positions to the pixel' } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="windowed-list"]')!;
const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * The place-keeping stories' common step: the reader leaves the list (a click that does not scroll the button into
 * view: the list's place is where the reader left it), the page scrolls to its top as a router's does, `whileAway`
 * happens on the other page, the reader comes back, and the item `id` returns at `offset` (±4 px) and is still there
 * once the list has measured what it mounted (300 ms later).
 */
async function returnTo(canvasElement: HTMLElement, item: { id: string; offset: number }, whileAway?: () => Promise<void> | void): Promise<void> {
  const canvas = within(canvasElement);
  canvas.getByRole('button', { name: 'Open another page' }).click();
  window.scrollTo(0, 0);
  await canvas.findByText('Another page');
  await whileAway?.();
  await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
  await waitFor(() => expect(canvasElement.ownerDocument.getElementById(item.id)).not.toBeNull());
  await waitFor(() => expect(Math.abs(topOf(canvasElement, item.id) - item.offset)).toBeLessThanOrEqual(4));
  await new Promise((resolve) => setTimeout(resolve, 300));
  await expect(Math.abs(topOf(canvasElement, item.id) - item.offset)).toBeLessThanOrEqual(4);
}
const mounted = (root: HTMLElement) => root.querySelectorAll('[data-windowed-item]').length;
/**
 * The mounted count once the list has filled its window: unchanged over two frame pairs running (the list mounts
 * more items over several frames while it measures; a loaded machine takes longer). At most 60 frame pairs.
 */
async function settledMount(root: HTMLElement): Promise<number> {
  let count = mounted(root);
  let held = 0;
  for (let i = 0; i < 60 && held < 2; i += 1) {
    await frames();
    const next = mounted(root);
    held = next === count && next > 0 ? held + 1 : 0;
    count = next;
  }
  return count;
}
const topOf = (root: HTMLElement, id: string) => root.ownerDocument.getElementById(id)!.getBoundingClientRect().top;

export const Page: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getByRole('list', { name: 'Items' });
    // A thousand items; only those near the viewport are mounted, each telling its place.
    await waitFor(() => expect(mounted(canvasElement)).toBeGreaterThan(3));
    await expect(mounted(canvasElement)).toBeLessThan(60);
    const first = within(items).getAllByRole('listitem')[0]!;
    await expect(first).toHaveAttribute('aria-posinset', '1');
    await expect(first).toHaveAttribute('aria-setsize', '1000');
    // Every item can be reached: the list is as tall as its items (estimates until measured).
    await expect(list(canvasElement).getBoundingClientRect().height).toBeGreaterThan(1000 * 40);
  },
};

export const ScrollToItem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to item 700' }));
    await waitFor(() => expect(canvasElement.ownerDocument.getElementById('item-700')).not.toBeNull());
    // Lands exactly and stays there while the items around it are measured (±4 px, several frames later).
    await waitFor(() => expect(Math.abs(topOf(canvasElement, 'item-700'))).toBeLessThanOrEqual(4));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(Math.abs(topOf(canvasElement, 'item-700'))).toBeLessThanOrEqual(4);
    await expect(canvasElement.querySelector('[data-item="700"]')!.closest('[role="listitem"]')).toHaveAttribute('aria-posinset', '700');
    await expect(mounted(canvasElement)).toBeLessThan(60);
    // Items above it grow (the button is scrolled away: clicked through the DOM, as a poll's merge would arrive): it
    // does not move.
    canvas.getByRole('button', { name: 'Grow every item' }).click();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(Math.abs(topOf(canvasElement, 'item-700'))).toBeLessThanOrEqual(4);
  },
};

export const ScrollToElementInItem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the last line of item 900' }));
    await waitFor(() => expect(Math.abs(topOf(canvasElement, 'item-900-last'))).toBeLessThanOrEqual(4));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(Math.abs(topOf(canvasElement, 'item-900-last'))).toBeLessThanOrEqual(4);
  },
};

export const InsertAbove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const window = canvasElement.ownerDocument.defaultView!;
    await userEvent.click(canvas.getByRole('button', { name: 'Go to item 700' }));
    await waitFor(() => expect(Math.abs(topOf(canvasElement, 'item-700'))).toBeLessThanOrEqual(4));
    // The reader scrolls a little: the item they look at is what stays still.
    window.scrollBy(0, 150);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const looking = canvasElement.querySelector<HTMLElement>('[data-item="700"]')!;
    const before = looking.getBoundingClientRect().top;
    const insert = canvas.getByRole('button', { name: 'Insert 5 above' });
    // The button is scrolled away with the page: click it through the DOM as a poll's merge would arrive.
    insert.click();
    await waitFor(() => expect(list(canvasElement)).toHaveAttribute('data-count', '1005'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(Math.abs(canvasElement.querySelector<HTMLElement>('[data-item="700"]')!.getBoundingClientRect().top - before)).toBeLessThanOrEqual(4);
    await expect(canvasElement.querySelector('[data-item="700"]')!.closest('[role="listitem"]')).toHaveAttribute('aria-posinset', '705');
  },
};

/**
 * Many items inserted above the reader at once (a poll's merge of more than the overscan): the band worked out from the
 * view before the change no longer holds the reader's item, which stays mounted anyway (the same element, so anything
 * inside it keeps its state) and still.
 */
export const InsertManyAbove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const window = canvasElement.ownerDocument.defaultView!;
    await userEvent.click(canvas.getByRole('button', { name: 'Go to item 700' }));
    await waitFor(() => expect(Math.abs(topOf(canvasElement, 'item-700'))).toBeLessThanOrEqual(4));
    window.scrollBy(0, 150);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const looking = canvasElement.querySelector<HTMLElement>('[data-item="700"]')!;
    const before = looking.getBoundingClientRect().top;
    // Clicked through the DOM (the button is scrolled away with the page), as a poll's merge arrives.
    canvas.getByRole('button', { name: 'Insert 50 above' }).click();
    await waitFor(() => expect(list(canvasElement)).toHaveAttribute('data-count', '1050'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(looking.isConnected).toBe(true);
    await expect(Math.abs(looking.getBoundingClientRect().top - before)).toBeLessThan(1);
    await expect(looking.closest('[role="listitem"]')).toHaveAttribute('aria-posinset', '750');
  },
};

export const FocusKept: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const window = canvasElement.ownerDocument.defaultView!;
    const reply = await canvas.findByRole('button', { name: 'Reply to 2' });
    reply.focus();
    await expect(reply).toHaveFocus();
    // The reader scrolls far away: the focused item stays mounted, and focus with it.
    window.scrollTo(0, 30_000);
    await waitFor(() => expect(canvasElement.querySelector('[data-item="2"]')?.closest('[data-windowed-item]')?.getAttribute('data-index')).toBe('1'));
    await waitFor(() => expect(canvasElement.querySelector('[data-item="10"]')).toBeNull());
    await expect(reply).toHaveFocus();
    await expect(reply.isConnected).toBe(true);
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement).not.toBe(canvasElement.ownerDocument.body);
  },
};

export const Panel: Story = {
  args: { panel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByTestId('panel');
    await waitFor(() => expect(mounted(canvasElement)).toBeGreaterThan(3));
    await expect(mounted(canvasElement)).toBeLessThan(40);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to item 700' }));
    const panelTop = () => panel.getBoundingClientRect().top;
    await waitFor(() => expect(Math.abs(topOf(canvasElement, 'item-700') - panelTop())).toBeLessThanOrEqual(4));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(Math.abs(topOf(canvasElement, 'item-700') - panelTop())).toBeLessThanOrEqual(4);
    await expect(mounted(canvasElement)).toBeLessThan(40);
    // Scrolling the panel mounts what comes into view.
    panel.scrollTop += 2000;
    await waitFor(() => expect(canvasElement.querySelector('[data-item="700"]')).toBeNull());
  },
};

/**
 * The list is hidden (`display: none`: a closed tab, a page a host hides) and shown again: hidden, every item measures
 * 0 px, and the list keeps the heights and the items it had instead of mounting more each render (it mounted all 1,000,
 * 50 renders deep, and React stopped the page with "Maximum update depth exceeded"); shown, it windows as before.
 */
export const HiddenAndShownAgain: Story = {
  args: { panel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(mounted(canvasElement)).toBeGreaterThan(3));
    const before = await settledMount(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide the list' }));
    await frames();
    await frames();
    await expect(mounted(canvasElement)).toBe(before);
    await userEvent.click(canvas.getByRole('button', { name: 'Show the list' }));
    await waitFor(() => expect(canvas.getByText('Item 1')).toBeVisible());
    await expect(mounted(canvasElement)).toBeLessThan(40);
    canvas.getByTestId('panel').scrollTop += 3000;
    await waitFor(() => expect(canvasElement.querySelector('[data-item="1"]')).toBeNull());
    await expect(mounted(canvasElement)).toBeLessThan(40);
  },
};

/**
 * The reader scrolls and the list renders before their scroll event arrives (a click, a poll's answer): the list
 * keeps the reader's new position and does not restore the item it held before they scrolled.
 */
export const ReaderScrollBeforeARender: Story = {
  args: { panel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByTestId('panel');
    await waitFor(() => expect(mounted(canvasElement)).toBeGreaterThan(3));
    panel.scrollTop = 500;
    await frames();
    await frames();
    // In one task: the reader's scroll, then a render (React renders a click's update at once).
    panel.scrollTop = 3000;
    canvas.getByRole('button', { name: 'Grow every item' }).click();
    await frames();
    await frames();
    await expect(panel.scrollTop).toBeGreaterThan(2900);
    await waitFor(() => expect(canvasElement.querySelector('[data-item="3"]')).toBeNull());
  },
};

/**
 * The reader's place (`useReaderPlace`): they scroll to an item part-way, open another page and come back — the same
 * item returns at the same offset (±4 px), though the list remounted and measured again; after a reload (memory empty,
 * the place read from the platform's storage, written when the list went away) it does too.
 */
export const BackToTheSamePlace: Story = {
  beforeEach: () => {
    readerPlaces.clearMemory();
    window.scrollTo(0, 0);
    return () => readerPlaces.clearMemory();
  },
  render: (args) => <LeaveAndComeBack count={args.count} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(mounted(canvasElement)).toBeGreaterThan(3));
    // The reader scrolls down to item 300 and a little past its top.
    for (let i = 0; i < 150 && !canvasElement.ownerDocument.getElementById('item-300'); i += 1) {
      window.scrollBy(0, 600);
      await frames();
    }
    window.scrollBy(0, topOf(canvasElement, 'item-300') + 23);
    await frames();
    await frames();
    const offset = topOf(canvasElement, 'item-300');
    await expect(offset).toBeLessThan(0);
    const firstMounted = () => Number(list(canvasElement).querySelector('[data-windowed-item] [data-item]')?.getAttribute('data-item'));
    await returnTo(canvasElement, { id: 'item-300', offset });
    await expect(firstMounted()).toBeGreaterThan(1);
    // A reload: nothing in memory, the place comes from storage.
    await returnTo(canvasElement, { id: 'item-300', offset }, () => readerPlaces.clearMemory());
  },
};

/**
 * Heights kept with the place (`readerPlaces.sizes`): the list comes back laid out at the
 * heights it measured before, not at estimates, so the page is as tall as when the reader left (±4 px; from estimates
 * it is thousands of px off, 300 items × the difference) and item 300 returns at its offset.
 */
export const BackWithKeptHeights: Story = {
  beforeEach: () => {
    readerPlaces.clearMemory();
    window.scrollTo(0, 0);
    return () => readerPlaces.clearMemory();
  },
  render: (args) => <LeaveAndComeBack count={args.count} keepHeights />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(mounted(canvasElement)).toBeGreaterThan(3));
    for (let i = 0; i < 150 && !canvasElement.ownerDocument.getElementById('item-300'); i += 1) {
      window.scrollBy(0, 600);
      await frames();
    }
    window.scrollBy(0, topOf(canvasElement, 'item-300') - 40);
    await frames();
    await frames();
    const offset = topOf(canvasElement, 'item-300');
    const height = canvasElement.ownerDocument.documentElement.scrollHeight;
    await returnTo(canvasElement, { id: 'item-300', offset });
    await expect(Math.abs(canvasElement.ownerDocument.documentElement.scrollHeight - height)).toBeLessThanOrEqual(4);
  },
};

/**
 * Back to a place at the end of the list: the list comes back with estimated heights, so the first scroll to the
 * reader's item falls short (the page is not yet as tall as its items) and the browser clamps it; the item stays held
 * while the page grows to its measured height, and lands where the reader left it.
 */
export const BackToAPlaceAtTheEnd: Story = {
  beforeEach: BackToTheSamePlace.beforeEach,
  render: (args) => <LeaveAndComeBack count={args.count} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(mounted(canvasElement)).toBeGreaterThan(3));
    // The reader scrolls to the very end.
    for (let i = 0; i < 400 && !canvasElement.ownerDocument.getElementById('item-1000'); i += 1) {
      window.scrollBy(0, 600);
      await frames();
    }
    for (let i = 0; i < 5; i += 1) {
      window.scrollBy(0, 600);
      await frames();
    }
    // A last small move at rest, so the place is taken with the items at the end mounted.
    window.scrollBy(0, -1);
    await frames();
    const offset = topOf(canvasElement, 'item-995');
    await returnTo(canvasElement, { id: 'item-995', offset });
  },
};

/**
 * The item above the reader's changes height while they are away (a count, an image, a date): the place names the item
 * that starts in view (item 300, 23 px down), not the one the viewport's top cuts through (299, mostly scrolled past),
 * so item 300 comes back where it was.
 */
export const BackAfterTheItemAboveChanged: Story = {
  beforeEach: BackToTheSamePlace.beforeEach,
  render: (args) => <LeaveAndComeBack count={args.count} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(mounted(canvasElement)).toBeGreaterThan(3));
    for (let i = 0; i < 150 && !canvasElement.ownerDocument.getElementById('item-300'); i += 1) {
      window.scrollBy(0, 600);
      await frames();
    }
    window.scrollBy(0, topOf(canvasElement, 'item-300') - 23);
    await frames();
    await frames();
    const offset = topOf(canvasElement, 'item-300');
    await expect(offset).toBeGreaterThan(0);
    await returnTo(canvasElement, { id: 'item-300', offset }, () => userEvent.click(within(canvasElement).getByRole('button', { name: 'Grow every item' })));
  },
};

/**
 * A jump of more than the overscan (a scrollbar drag, a key): in the frame the reader's place is saved no mounted item
 * is in view yet. The place is found from the offsets the list laid out, the list holds that item while the new band
 * is measured, and after leaving and coming back the item at the top is where it was.
 */
export const BackAfterAJump: Story = {
  beforeEach: BackToTheSamePlace.beforeEach,
  render: (args) => <LeaveAndComeBack count={args.count} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(mounted(canvasElement)).toBeGreaterThan(3));
    window.scrollBy(0, 300);
    await frames();
    await frames();
    window.scrollBy(0, 6000);
    for (let i = 0; i < 10; i += 1) await frames();
    const atTop = [...canvasElement.querySelectorAll<HTMLElement>('[data-item]')].find((item) => item.getBoundingClientRect().bottom > 0)!;
    const id = atTop.id;
    const offset = topOf(canvasElement, id);
    await expect(Number(atTop.dataset.item)).toBeGreaterThan(50);
    await returnTo(canvasElement, { id, offset });
  },
};

/**
 * Inside the reader's item (`anchorWithin`): lines are added at the top of item 100 while the reader reads its sixth
 * line from the end, with the item's top above the viewport. The list keeps that line still, not the item's top.
 */
export const ElementInItemStaysStill: Story = {
  render: () => <LinesInItems />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = () => canvasElement.ownerDocument.getElementById('item-100-line-6');
    for (let i = 0; i < 100 && !line(); i += 1) {
      window.scrollBy(0, 500);
      await frames();
    }
    // The reader scrolls so that the sixth line from the end of item 100 is the first line in view.
    window.scrollBy(0, line()!.getBoundingClientRect().top - 2);
    await frames();
    await frames();
    const reading = line()!;
    const before = reading.getBoundingClientRect().top;
    await expect(before).toBeGreaterThanOrEqual(0);
    await expect(canvasElement.querySelector('[data-item="100"]')!.getBoundingClientRect().top).toBeLessThan(0);
    // Clicked through the DOM (the button is scrolled away with the page), as a merge arrives.
    const add = canvas.getByRole('button', { name: 'Add a line at the top of item 100' });
    add.click();
    add.click();
    add.click();
    await waitFor(() => expect(canvasElement.ownerDocument.getElementById('item-100-line-15')).not.toBeNull());
    await frames();
    await expect(Math.abs(reading.getBoundingClientRect().top - before)).toBeLessThan(1);
  },
};

/** Forty items (a short list: every one mounts) shown on a click, painted first with only the items in view. */
function FillAfterPaint() {
  const [shown, setShown] = useState(false);
  return (
    <div style={{ padding: 16, maxWidth: 560 }}>
      <Button onClick={() => setShown(true)}>Show forty items</Button>
      {shown ? (
        <WindowedList
          keys={Array.from({ length: 40 }, (_, i) => i + 1)}
          aria-label="Items"
          estimateSize={60}
          fillAfterPaint
          renderItem={(n) => <Item n={n} grown={false} />}
        />
      ) : null}
    </div>
  );
}

/**
 * `fillAfterPaint`: the first frame that shows the list holds the items in view (it is busy), and the rest of this
 * short list mount right after that frame (every one of the forty, the list no longer busy).
 */
export const FirstFrameShowsTheItemsInView: Story = {
  render: () => <FillAfterPaint />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstFrame = new Promise<{ items: number; busy: boolean; lastBottom: number }>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!canvasElement.querySelector('[data-windowed-item]')) return;
        observer.disconnect();
        // The frame's own callbacks run before it is painted: what is mounted then is what that frame shows.
        requestAnimationFrame(() => {
          const items = [...canvasElement.querySelectorAll<HTMLElement>('[data-windowed-item]')];
          resolve({
            items: items.length,
            busy: list(canvasElement).getAttribute('aria-busy') === 'true',
            lastBottom: items.at(-1)!.getBoundingClientRect().bottom,
          });
        });
      });
      observer.observe(canvasElement, { childList: true, subtree: true });
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Show forty items' }));
    const first = await firstFrame;
    await expect(first.busy).toBe(true);
    await expect(first.items).toBeGreaterThan(0);
    await expect(first.items).toBeLessThan(40);
    // The items painted first reach the bottom of the viewport: the reader sees no gap.
    await expect(first.lastBottom).toBeGreaterThanOrEqual(window.innerHeight);
    await waitFor(() => expect(list(canvasElement)).not.toHaveAttribute('aria-busy'));
    await expect(mounted(canvasElement)).toBe(40);
    await expect(list(canvasElement)).toHaveAttribute('data-mounted', '40');
  },
};

/** A thousand items, the overscan mounting in a task after the commit that brings it near (`overscanAfterPaint`). */
function OverscanAfterPaint() {
  const [keys] = useState(() => Array.from({ length: 1000 }, (_, i) => i + 1));
  return (
    <div style={{ padding: 16, maxWidth: 560 }}>
      <WindowedList keys={keys} aria-label="Items" estimateSize={60} overscan={300} overscanAfterPaint renderItem={(n) => <Item n={n} grown={false} />} />
    </div>
  );
}

/**
 * `overscanAfterPaint`: a scroll of one screen mounts, in its commit, what the reader now sees and nothing below it; the
 * items the overscan reaches below the view mount in the task after (the feed's list, whose cards are costly to mount).
 */
export const OverscanMountsAfterTheCommit: Story = {
  render: () => <OverscanAfterPaint />,
  play: async ({ canvasElement }) => {
    const below = () =>
      [...canvasElement.querySelectorAll<HTMLElement>('[data-windowed-item]')].filter((item) => item.getBoundingClientRect().top >= window.innerHeight);
    // At rest, the overscan below the view is mounted.
    await settledMount(canvasElement);
    await waitFor(() => expect(below().length).toBeGreaterThan(0));
    const firstCommit = new Promise<{ below: number; lastBottom: number }>((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        const items = [...canvasElement.querySelectorAll<HTMLElement>('[data-windowed-item]')];
        resolve({ below: below().length, lastBottom: Math.max(...items.map((item) => item.getBoundingClientRect().bottom)) });
      });
      observer.observe(list(canvasElement), { childList: true });
    });
    window.scrollBy(0, window.innerHeight);
    const commit = await firstCommit;
    // The commit the scroll brought: the view is filled, and nothing below it is mounted yet.
    await expect(commit.lastBottom).toBeGreaterThanOrEqual(window.innerHeight);
    await expect(commit.below).toBe(0);
    // The task after: the overscan below the new view.
    await waitFor(() => expect(below().length).toBeGreaterThan(0));
    window.scrollTo(0, 0);
  },
};
