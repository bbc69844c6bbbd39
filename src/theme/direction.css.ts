import { globalStyle } from '@vanilla-extract/css';

/**
 * Icons that point somewhere (back and forward chevrons and arrows, reply, send, undo, sign in and out, an external
 * link) point the other way in a right-to-left layout, as Material and Apple's guidelines ask. Lucide names each icon
 * in its class (`lucide-chevron-right`), so every such icon is mirrored wherever it is drawn; any other glyph opts in
 * with `data-directional`. The mirror is the `scale` property, which composes with a part's own `transform` (a chevron
 * turned when a section opens keeps its turn).
 */
export const directionalIconNames = [
  'chevron-left',
  'chevron-right',
  'chevrons-left',
  'chevrons-right',
  'arrow-left',
  'arrow-right',
  'arrow-big-left',
  'arrow-big-right',
  'move-left',
  'move-right',
  'arrow-up-right',
  'arrow-up-left',
  'arrow-down-right',
  'arrow-down-left',
  'external-link',
  'square-arrow-out-up-right',
  'reply',
  'reply-all',
  'forward',
  'send',
  'send-horizontal',
  'undo',
  'undo-2',
  'redo',
  'redo-2',
  'log-in',
  'log-out',
] as const;

const directional = [...directionalIconNames.map((name) => `.lucide-${name}`), '[data-directional]'].join(', ');

// `:dir(rtl)` follows the nearest `dir` (a left-to-right quote inside a right-to-left page stays unmirrored).
globalStyle(`:is(${directional}):dir(rtl)`, { scale: '-1 1' });
