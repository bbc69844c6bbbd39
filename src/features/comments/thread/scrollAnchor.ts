/**
 * Keeping the reader's place while comments are inserted above it (a poll's merge): find the comment the reader is
 * looking at (the first one that starts inside the viewport, else the one the viewport's top cuts through), apply the
 * change synchronously, then scroll by however far that comment moved — before the browser paints, so nothing jumps.
 * The thread sets `overflow-anchor: none`, so the browser's own scroll anchoring does not correct a second time (and
 * browsers without it behave the same). DOM only; no React.
 */

const COMMENT = '[data-part="comment"]';

/** The top-level comment the viewport's top edge is in or above (binary search over the document order). */
function topLevelAt(root: ParentNode): HTMLElement | null {
  const tops = root.querySelectorAll<HTMLElement>(`${COMMENT}[data-depth="0"]`);
  let lo = 0;
  let hi = tops.length - 1;
  let found: HTMLElement | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const rect = tops[mid]!.getBoundingClientRect();
    if (rect.bottom <= 0) lo = mid + 1;
    else {
      found = tops[mid]!;
      hi = mid - 1;
    }
  }
  return found;
}

/** The comment to keep still: the first that starts inside the viewport within the thread the viewport's top is in. */
export function findScrollAnchor(root: ParentNode = document): HTMLElement | null {
  const top = topLevelAt(root);
  if (!top) return null;
  if (top.getBoundingClientRect().top >= 0) return top;
  for (const el of top.querySelectorAll<HTMLElement>(COMMENT)) if (el.getBoundingClientRect().top >= 0) return el;
  return top;
}

/** How long the reader's place is held after a change: threads that skipped rendering settle their height meanwhile. */
const HOLD_MS = 600;

/**
 * Runs `change` (which must update the DOM synchronously, e.g. inside `flushSync`) without moving the reader's view.
 * The first correction is made at once; then, for a moment, every layout that moves the anchor (a thread off screen
 * that skipped rendering, `content-visibility: auto`, taking its real height) is corrected from a `ResizeObserver`,
 * which runs after layout and before paint, so no frame shows the page moved.
 */
export function keepingScrollPosition<T>(change: () => T, root: ParentNode = document, preferred?: HTMLElement | null): { result: T; shift: number } {
  // A comment the reader was taken to (`#comment-{n}`) and still sees is the one to keep still.
  const shown = preferred?.isConnected ? preferred.getBoundingClientRect() : null;
  const inView = shown !== null && shown !== undefined && shown.bottom > 0 && shown.top < window.innerHeight;
  const anchor = typeof window === 'undefined' ? null : inView ? preferred! : findScrollAnchor(root);
  const before = anchor?.getBoundingClientRect().top;
  const result = change();
  if (!anchor || before === undefined || !anchor.isConnected) return { result, shift: 0 };
  const shift = anchor.getBoundingClientRect().top - before;
  if (shift !== 0) window.scrollBy(0, shift);
  const thread = anchor.closest('[data-part="comment-thread"]');
  if (thread && typeof ResizeObserver !== 'undefined') {
    const hold = new ResizeObserver(() => {
      if (!anchor.isConnected) return;
      const drift = anchor.getBoundingClientRect().top - before;
      if (Math.abs(drift) >= 0.5) window.scrollBy(0, drift);
    });
    hold.observe(thread);
    setTimeout(() => hold.disconnect(), HOLD_MS);
  }
  return { result, shift };
}

/** Whether the top of the thread is in view (new comments then need no announcement). */
export function isThreadTopInView(root: ParentNode = document): boolean {
  const thread = root.querySelector('[data-part="comment-thread"]');
  if (!thread || typeof window === 'undefined') return true;
  return thread.getBoundingClientRect().top >= -1;
}
