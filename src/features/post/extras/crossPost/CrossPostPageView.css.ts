import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import { focusRingStyle } from '../../../../ui/focusRingStyle';
import * as recipes from '../../../../theme/recipes';

export const masthead = style(
  recipes.row('3', {
    paddingBlockEnd: vars.space['4'],
    borderBlockEnd: `1px solid ${vars.color.border}`,
    fontWeight: vars.fontWeight.semibold,
  }),
);

export const intro = style(
  recipes.stack('3', {
    padding: vars.space['5'],
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceSunken,
    borderInlineStart: `3px solid ${vars.color.accent}`,
  }),
);

export const introBy = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], fontSize: vars.fontSize.sm });

export const introByText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const introText = style({
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.reading,
  overflowWrap: 'anywhere',
});

/** The post as any post reads: header, body, footer. */
export const post = style(recipes.stack('6', { minWidth: 0 }));

export const topPosts = style(
  recipes.stack('2', {
    paddingBlockStart: vars.space['6'],
    borderBlockStart: `1px solid ${vars.color.border}`,
  }),
);

export const topTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const topList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const topItem = style({ borderBlockEnd: `1px solid ${vars.color.border}` });

export const topLink = style({
  display: 'grid',
  gridTemplateColumns: '1fr 96px',
  gap: vars.space['4'],
  alignItems: 'center',
  paddingBlock: vars.space['3'],
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { ...focusRingStyle, borderRadius: vars.radius.sm },
  },
});

export const topText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const topPostTitle = style(recipes.font('lg', 'semibold', { fontFamily: vars.font.serif, lineHeight: vars.lineHeight.snug }));

export const topSubtitle = style(
  recipes.text('sm', 'textMuted', {
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
  }),
);

export const topThumb = style({ width: 96, aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: vars.radius.md, background: vars.color.surfaceSunken });
