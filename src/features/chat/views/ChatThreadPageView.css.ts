import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/media';
import * as recipes from '../../../theme/recipes';

export const page = style({ display: 'flex', flexDirection: 'column', minHeight: '100%', background: vars.color.page, color: vars.color.text });

export const column = style(recipes.readingColumn());

export const topBar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.page,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const topBarInner = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: `calc(${vars.size.touch} + ${vars.space['2']})`,
});

export const back = style({ marginInlineStart: `calc(${vars.space['3']} * -1)` });

export const main = style({
  flex: '1 0 auto',
  paddingBlockEnd: vars.space['8'],
});

export const repliesSection = style(
  recipes.stack('1', {
    paddingBlockStart: vars.space['4'],
    borderBlockStart: `1px solid ${vars.color.border}`,
  }),
);

export const repliesHeading = style(
  recipes.merge(recipes.row('2'), recipes.line('sm', 'semibold', 'textMuted'), {
    alignItems: 'baseline',
    marginBlockEnd: vars.space['2'],
    fontFamily: vars.font.sans,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
  }),
);

export const repliesCount = style({ color: vars.color.textSubtle, fontVariantNumeric: 'tabular-nums' });

/** Replies sit a little into the gutter, so their tinted highlight lines up with the thread's text. */
export const replies = style({
  display: 'flex',
  flexDirection: 'column',
  marginInline: `calc(${vars.space['3']} * -1)`,
});

export const emptyReplies = style(
  recipes.text('sm', 'textMuted', {
    margin: 0,
    paddingBlock: vars.space['6'],
    textAlign: 'center',
    fontFamily: vars.font.sans,
  }),
);

export const more = style({ alignSelf: 'center', marginBlockStart: vars.space['2'] });

/** The composer stays at the bottom of the screen while the replies scroll. */
export const dock = style({
  position: 'sticky',
  insetBlockEnd: 0,
  zIndex: vars.zIndex.sticky,
  paddingBlock: vars.space['3'],
  background: vars.color.page,
  borderBlockStart: `1px solid ${vars.color.border}`,
  '@media': { [media.mobile]: { paddingBlockEnd: `max(${vars.space['2']}, env(safe-area-inset-bottom))` } },
});

export const state = style({ paddingBlock: vars.space['12'] });

export const skeletonHeader = style(recipes.row('3', { paddingBlockStart: vars.space['6'] }));

export const skeletonLines = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], flex: 1 });

export const skeletonBody = style({ paddingBlock: vars.space['5'] });

export const skeletonPills = style({ display: 'flex', gap: vars.space['2'], paddingBlockEnd: vars.space['6'] });

export const skeletonReply = style(recipes.row('3', { alignItems: 'flex-start', paddingBlock: vars.space['4'] }));
