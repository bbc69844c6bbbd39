/**
 * The comment the reader is looking at (the first one that starts inside the viewport, else the one the viewport's top
 * cuts through). The windowed list is the one owner of the reader's place: it keeps that comment still while comments
 * are merged or pages appended above it (`commentAnchorIn` is its `anchorWithin`); nothing here scrolls. DOM only; no
 * React.
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

/**
 * Inside a top-level thread (the windowed list's item), the comment to keep still: the first that starts at or below
 * `viewTop` (viewport coordinates), else the thread's first comment (the viewport's top cuts through it). The windowed
 * list takes it as its `anchorWithin`, so replies merged into the reader's thread above that comment do not move it.
 */
export function commentAnchorIn(item: Element, viewTop = 0): HTMLElement | null {
  let first: HTMLElement | null = null;
  for (const el of item.querySelectorAll<HTMLElement>(COMMENT)) {
    first ??= el;
    if (el.getBoundingClientRect().top >= viewTop) return el;
  }
  return first;
}

/** The comment the reader is looking at: the first that starts inside the viewport within the thread the viewport's top is in. */
export function findScrollAnchor(root: ParentNode = document): HTMLElement | null {
  const top = topLevelAt(root);
  if (!top) return null;
  if (top.getBoundingClientRect().top >= 0) return top;
  for (const el of top.querySelectorAll<HTMLElement>(COMMENT)) if (el.getBoundingClientRect().top >= 0) return el;
  return top;
}

/** Whether the top of the thread is in view (new comments then need no announcement). */
export function isThreadTopInView(root: ParentNode = document): boolean {
  const thread = root.querySelector('[data-part="comment-thread"]');
  if (!thread || typeof window === 'undefined') return true;
  return thread.getBoundingClientRect().top >= -1;
}
