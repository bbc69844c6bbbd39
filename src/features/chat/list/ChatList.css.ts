import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import * as layout from '../../../theme/layout.css';
import { media } from '../../../theme/media';
import { focusRingInsetStyle } from '../../../ui/focusRingStyle';
import * as recipes from '../../../theme/recipes';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxWidth: vars.size.measure,
  marginInline: 'auto',
  color: vars.color.text,
  fontFamily: vars.font.sans,
});

export const header = style({
  paddingBlock: vars.space['6'],
  paddingInline: vars.space['4'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { [media.mobile]: { paddingBlock: vars.space['4'] } },
});

export const heading = style(
  recipes.font('2xl', 'bold', {
    margin: 0,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '-0.01em',
    '@media': { [media.mobile]: { fontSize: vars.fontSize.xl } },
  }),
);

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/**
 * Long lists (`data-long`, see `CHAT_LIST_LONG_FROM`): off-screen rows skip layout and paint
 * (`content-visibility: auto`). Until a row has been laid out once it reserves the height of a typical row — author
 * line, label, two preview lines and the replies line, about 8.5 × 16 px — and afterwards its last real height
 * (`auto`), so the scrollbar stays steady in a 500-thread list. Short lists render every row, so a page capture
 * or print shows them all.
 */
export const item = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: {
    [`${list}[data-long] > &`]: {
      contentVisibility: 'auto',
      containIntrinsicBlockSize: `auto calc(${vars.space['4']} * 8.5)`,
    },
  },
});

export const row = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space['3'],
  minHeight: vars.size.touch,
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['4'],
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { ...focusRingInsetStyle, borderRadius: vars.radius.md },
  },
});

export const main = style(recipes.stack('1', { alignItems: 'flex-start', minWidth: 0 }));

/** Name · time, then the audience label, wrapping under them when the line is full; room kept for the dot. */
export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['2'],
  rowGap: vars.space['1'],
  width: '100%',
  minWidth: 0,
  paddingInlineEnd: vars.space['4'],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const byline = style(recipes.row('2', { alignItems: 'baseline', minWidth: 0, maxWidth: '100%' }));

export const name = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  selectors: {
    [`${row}[data-state="unread"] &`]: { fontWeight: vars.fontWeight.bold },
  },
});

export const separator = style({
  color: vars.color.textSubtle,
});

export const time = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

/** The unread marker: an accent dot at the end of the first line, named "Unread" for screen readers. */
export const unread = style({
  position: 'absolute',
  insetInlineEnd: vars.space['4'],
  insetBlockStart: `calc(${vars.space['4']} + (${vars.fontSize.sm} * ${vars.lineHeight.normal} - ${vars.space['2']}) / 2)`,
  width: vars.space['2'],
  height: vars.space['2'],
  borderRadius: vars.radius.round,
  background: vars.color.accent,
});

/** Two lines of the body; unread threads in the full text colour, read ones a step quieter. */
export const preview = style(
  recipes.text('md', 'textMuted', {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    overflow: 'hidden',
    margin: 0,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
    selectors: {
      [`${row}[data-state="unread"] &`]: { color: vars.color.text },
    },
  }),
);

/** Notices and teasers standing in for a body: italic, with a small icon. */
export const notice = style([layout.muted, { display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], fontStyle: 'italic' }]);

/** The row under a thread: author, time and the reply count (a `div`: the muted text's `margin: 0` is its own). */
export const meta = style([layout.muted, { display: 'flex', alignItems: 'center', gap: vars.space['2'], marginBlockStart: vars.space['1'] }]);

export const replies = style({
  fontVariantNumeric: 'tabular-nums',
});

// --- foot of the list -------------------------------------------------------------------------------------

export const foot = style(recipes.stack('3', { alignItems: 'center', paddingBlock: vars.space['6'], paddingInline: vars.space['4'] }));

export const end = style(recipes.merge(recipes.inlineRow('2'), recipes.text('sm', 'textSubtle'), { margin: 0 }));

export const moreError = style(recipes.text('sm', 'dangerText', { margin: 0, textAlign: 'center' }));

// --- loading ----------------------------------------------------------------------------------------------

export const skeletonRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space['3'],
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['4'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const skeletonLines = style(recipes.stack('2', { paddingBlockStart: vars.space['1'] }));

// --- paid-chat teaser -------------------------------------------------------------------------------------

export const teaser = style(
  recipes.merge(recipes.stack('3'), recipes.bordered('lg', 'surfaceSunken'), {
    alignItems: 'center',
    marginBlock: vars.space['8'],
    marginInline: vars.space['4'],
    paddingBlock: vars.space['10'],
    paddingInline: vars.space['6'],
    textAlign: 'center',
    '@media': { [media.mobile]: { marginBlock: vars.space['6'], paddingBlock: vars.space['8'], paddingInline: vars.space['4'] } },
  }),
);

export const teaserIcon = style(
  recipes.centred({
    width: vars.space['12'],
    height: vars.space['12'],
    borderRadius: vars.radius.round,
    background: vars.color.accentSoft,
    color: vars.color.accentText,
  }),
);

export const teaserTitle = style(recipes.font('xl', 'bold', { margin: 0, lineHeight: vars.lineHeight.snug }));

export const teaserText = style(recipes.text('md', 'textMuted', { margin: 0, maxWidth: '40ch', lineHeight: vars.lineHeight.normal }));

export const teaserAction = style({
  marginBlockStart: vars.space['2'],
});
