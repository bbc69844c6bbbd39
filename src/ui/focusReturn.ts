/**
 * Where keyboard focus goes when a menu or a dialog closes: one option, `returnFocus`, shared by `DropdownMenu`,
 * `Dialog` and `ConfirmDialog` (and usable on a raw Radix surface through `restoreFocus`), so no feature writes its
 * own "focus the button again" code.
 *
 * - `'trigger'`: the element that opened the part. That is its trigger (the menu's button, the dialog's `trigger`);
 *   for a part the host opens itself (a controlled dialog, a confirmation), the element that had focus when it
 *   opened, where an item of a menu stands for that menu's button (a confirmation asked from a menu item returns
 *   focus to the "…" button, not to the item that has gone).
 * - `'none'`: focus is not moved; the caller moves it (an item that opens an editor focuses the editor's field).
 * - `() => element`: that element, read when the part closes; `null` (or a detached element) falls back to `'trigger'`.
 *
 * In every case focus is never taken back from an element that took it while the part was closing: a dialog or a
 * field opened from a menu item keeps it, so nothing has to wait for the menu to close before opening one.
 */
export type ReturnFocus = 'trigger' | 'none' | (() => HTMLElement | null);

/**
 * The element that stands for `element` as the opener of a part: the element itself, or for an item of a menu the
 * menu's button (named by the menu's `aria-labelledby`, as Radix and the APG menu button do). `null` for the body.
 */
export function openerOf(element: Element | null | undefined): HTMLElement | null {
  if (!element || !(element instanceof HTMLElement) || element === element.ownerDocument.body) return null;
  const menu = element.closest('[role="menu"]');
  if (!menu) return element;
  const id = menu.getAttribute('aria-labelledby');
  const button = id ? element.ownerDocument.getElementById(id) : null;
  return button instanceof HTMLElement ? button : null;
}

/** The element focused in the document now, as the opener of a part that is opening (see `openerOf`). */
export function currentOpener(): HTMLElement | null {
  return typeof document === 'undefined' ? null : openerOf(document.activeElement);
}

/** True when something other than the body holds focus: it took focus while the part was closing. */
function focusTakenElsewhere(): boolean {
  if (typeof document === 'undefined') return false;
  const active = document.activeElement;
  return active !== null && active !== document.body && active.isConnected;
}

export interface RestoreFocusOptions {
  /** Focus without scrolling the page to the element. Default `false` (Radix's own behaviour). */
  preventScroll?: boolean;
}

/**
 * The `onCloseAutoFocus` of a Radix surface: applies `returnFocus`, with `trigger()` as what `'trigger'` means for
 * this part. Always takes over from Radix (`preventDefault`).
 *
 * ```tsx
 * <Popover.Content onCloseAutoFocus={(event) => restoreFocus(event, 'trigger', () => buttonRef.current)}>
 * ```
 */
export function restoreFocus(event: Event, returnFocus: ReturnFocus, trigger: () => HTMLElement | null, options: RestoreFocusOptions = {}): void {
  event.preventDefault();
  if (returnFocus === 'none' || focusTakenElsewhere()) return;
  const chosen = typeof returnFocus === 'function' ? returnFocus() : null;
  const target = chosen?.isConnected ? chosen : trigger();
  if (target?.isConnected) target.focus(options.preventScroll ? { preventScroll: true } : undefined);
}
