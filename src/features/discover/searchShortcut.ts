/**
 * The global search's keyboard shortcut (M50): "/" and ⌘K / Ctrl+K open it — never while the reader types in a field
 * (input, textarea, select, an editable element) and never while an input method composes a character (`isComposing`,
 * or the `keyCode` 229 some browsers send instead). Pure: it reads only the event's fields.
 */
export interface ShortcutKeyEvent {
  key: string;
  metaKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
  isComposing?: boolean;
  keyCode?: number;
  defaultPrevented?: boolean;
  target: unknown;
}

/** The `keyCode` a browser sends for a key that goes to an input method. */
export const IME_KEY_CODE = 229;

interface TargetLike {
  tagName?: string;
  isContentEditable?: boolean;
  type?: string;
}

const TEXT_INPUT_TYPES = new Set(['', 'text', 'search', 'email', 'url', 'tel', 'password', 'number', 'date', 'datetime-local', 'month', 'time', 'week']);

/** Whether the element takes typed text (so "/" there is a character, not a shortcut). */
export function isTypingTarget(target: unknown): boolean {
  if (!target || typeof target !== 'object') return false;
  const element = target as TargetLike;
  if (element.isContentEditable) return true;
  const tag = (element.tagName ?? '').toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return TEXT_INPUT_TYPES.has((element.type ?? '').toLowerCase());
  return false;
}

/** Whether the key opens the global search. */
export function isSearchShortcut(event: ShortcutKeyEvent): boolean {
  if (event.defaultPrevented) return false;
  if (event.isComposing || event.keyCode === IME_KEY_CODE) return false;
  const key = event.key.toLowerCase();
  const commandK = key === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey;
  const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey;
  if (!commandK && !slash) return false;
  // ⌘K is also refused in a field: the field's own shortcuts (a link in the composer) come first.
  return !isTypingTarget(event.target);
}
