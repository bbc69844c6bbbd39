import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRingInsetStyle } from '../../../ui/focusRingStyle';
import * as recipes from '../../../theme/recipes';

const avatar = '32px';

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${avatar} minmax(0, 1fr)`,
  columnGap: vars.space['3'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  scrollMarginBlock: `calc(${vars.size.touch} * 2)`,
  // Contained (layout, paint and style, as a reply on screen always was) but never skipped: the thread's windowed
  // list mounts only the replies near the view (a thread may hold 1,000), and a reply skipping rendering
  // (`content-visibility: auto`) until it nears the view changed height there, under the reader's place.
  contain: 'layout paint style',
  outline: 'none',
  transition: `background-color ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: {
    '&[data-depth="1"]': { marginInlineStart: `calc(${avatar} + ${vars.space['3']})` },
    '&[data-highlighted]': {
      background: vars.color.accentSoft,
      boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
    },
    '[dir="rtl"] &[data-highlighted]': { boxShadow: `inset -3px 0 0 ${vars.color.accent}` },
    '&:focus-visible': focusRingInsetStyle,
  },
});

/**
 * The highlight tint (`accentSoft`) is not one of the surfaces the theme guarantees accent text on (the default accent
 * reads 4.42:1 on it, under the 4.5:1 that axe asks of small text; a brand accent may do worse). In the highlighted
 * reply, accent-coloured text — "See more", mentions and links of the body — takes the text colour (15:1 and up), and
 * "See more" an underline so it still reads as a control.
 */
globalStyle(
  `${item}[data-highlighted] [data-part="chat-body"] > button, ${item}[data-highlighted] [data-part="chat-body"] a, ${item}[data-highlighted] [data-part="mention"]`,
  {
    color: vars.color.text,
  },
);
globalStyle(`${item}[data-highlighted] [data-part="chat-body"] > button`, {
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

export const avatarCell = style({ display: 'flex' });

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: `calc(${vars.space['1']} * 1.5)`,
  minWidth: 0,
});

/** Name, badge and meta on one line where they fit. */
export const head = style(recipes.row('2', { alignItems: 'flex-start', minWidth: 0 }));

/** The 44 px "…" target overhangs the name line instead of making it taller. */
export const menu = style({
  flexShrink: 0,
  // Centred on the 32 px name line: 6 px above it, 12 px tucked below.
  marginBlockStart: `calc(${vars.space['1']} * -1.5)`,
  marginBlockEnd: `calc(${vars.space['3']} * -1)`,
  marginInlineEnd: `calc(${vars.space['2']} * -1)`,
});

export const headText = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space['2'],
  rowGap: 0,
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: vars.space['8'],
  alignContent: 'center',
});

export const name = style(
  recipes.label('sm', 'semibold', 'text', {
    minWidth: 0,
    fontFamily: vars.font.sans,
    lineHeight: vars.lineHeight.snug,
    overflowWrap: 'anywhere',
  }),
);

export const badge = style({ alignSelf: 'center' });

export const quote = style(
  recipes.text('sm', 'textMuted', {
    display: 'flex',
    flexDirection: 'column',
    gap: `calc(${vars.space['1']} * 1.5)`,
    margin: 0,
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    borderInlineStart: `2px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceSunken,
    fontFamily: vars.font.sans,
    lineHeight: vars.lineHeight.normal,
  }),
);

export const quoteAuthor = style(recipes.inlineRow('1', { fontWeight: vars.fontWeight.semibold, color: vars.color.text }));

export const quoteText = style({
  margin: 0,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  selectors: { '&[data-unavailable]': { fontStyle: 'italic' } },
});

export const footer = style(recipes.row('3', { flexWrap: 'wrap', marginBlockStart: vars.space['1'] }));
