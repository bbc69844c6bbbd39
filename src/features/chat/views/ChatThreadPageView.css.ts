import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/media';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100%',
  background: vars.color.page,
  color: vars.color.text,
});

export const column = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: `calc(${vars.size.measure} + 2 * ${vars.space['6']})`,
  marginInline: 'auto',
  paddingInline: vars.space['6'],
  '@media': { [media.mobile]: { paddingInline: vars.space['4'] } },
});

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

export const repliesSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  paddingBlockStart: vars.space['4'],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const repliesHeading = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space['2'],
  margin: 0,
  marginBlockEnd: vars.space['2'],
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const repliesCount = style({ color: vars.color.textSubtle, fontVariantNumeric: 'tabular-nums' });

/** Replies sit a little into the gutter, so their tinted highlight lines up with the thread's text. */
export const replies = style({
  display: 'flex',
  flexDirection: 'column',
  marginInline: `calc(${vars.space['3']} * -1)`,
});

export const emptyReplies = style({
  margin: 0,
  paddingBlock: vars.space['6'],
  textAlign: 'center',
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

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

export const skeletonHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlockStart: vars.space['6'],
});

export const skeletonLines = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], flex: 1 });

export const skeletonBody = style({ paddingBlock: vars.space['5'] });

export const skeletonPills = style({ display: 'flex', gap: vars.space['2'], paddingBlockEnd: vars.space['6'] });

export const skeletonReply = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  paddingBlock: vars.space['4'],
});
