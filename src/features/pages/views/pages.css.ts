import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import * as layout from '../../../theme/layout.css';
import { media } from '../../../theme/media';
import { focusRingStyle } from '../../../ui/focusRingStyle';
import * as recipes from '../../../theme/recipes';

export const page = layout.page;
export const column = layout.column({ width: 'wide' });
export const eyebrow = layout.eyebrow;
export const title = layout.title;
export const lede = layout.lede;
export const muted = layout.muted;

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], maxWidth: vars.size.measure });

/** Two columns of posts on wider screens, one on phones (spec 001/002: a two-column list). */
export const postGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: vars.space['8'],
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const postCard = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space['4'],
  alignItems: 'start',
  paddingBlock: vars.space['5'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const postText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const postTitle = style(
  recipes.font('lg', 'semibold', {
    margin: 0,
    fontFamily: vars.font.serif,
    lineHeight: vars.lineHeight.snug,
    overflowWrap: 'anywhere',
  }),
);

export const postLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRingStyle,
  },
});

export const postSubtitle = style(
  recipes.text('sm', 'textMuted', {
    margin: 0,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }),
);

export const postMeta = style(recipes.merge(recipes.row('2'), recipes.text('xs', 'textMuted'), { flexWrap: 'wrap', marginBlockStart: vars.space['1'] }));

export const thumb = style({
  width: '112px',
  height: '76px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  '@media': { [media.mobile]: { width: '80px', height: '56px' } },
});

export const listEnd = style(recipes.stack('3', { alignItems: 'center', paddingBlock: vars.space['4'] }));

/** Cards or people in two columns on wider screens, one on phones (events hub cards, the about page's people). */
export const cardGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['5'],
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['4'] } },
});
