import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { CAROUSEL_MAX_HEIGHT_PX } from '../../../ui/Carousel';
import { media } from '../../../theme/media';
import { focusRingStyle } from '../../../ui/focusRingStyle';
import * as recipes from '../../../theme/recipes';

// ——— page frame ———

export const page = style(recipes.pageShell(vars.size.dialogMd, '10', '6'));

export const header = style(recipes.row('3'));

export const headerIcon = style(recipes.disc(vars.size.touch, { flexShrink: 0, background: vars.color.accentSoft, color: vars.color.accentText }));

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const eyebrow = style(recipes.line('sm', 'medium', 'textMuted', { lineHeight: vars.lineHeight.snug }));

export const heading = style(recipes.heading('xl', { color: vars.color.text }));

export const actions = style(recipes.stack('2', { alignItems: 'center', paddingBlockStart: vars.space['2'] }));

export const openInApp = style({
  minWidth: '16rem',
  '@media': { [media.mobile]: { minWidth: 0, width: '100%' } },
});

export const webLink = style(
  recipes.touchLink({
    display: 'inline-flex',
    alignItems: 'center',
    fontWeight: vars.fontWeight.medium,
    selectors: { '&:focus-visible': focusRingStyle },
  }),
);

// ——— card ———

export const card = style(
  recipes.merge(recipes.stack('3'), recipes.bordered('lg', 'surface'), {
    boxSizing: 'border-box',
    minWidth: 0,
    padding: vars.space['5'],
    color: vars.color.text,
    '@media': { [media.mobile]: { padding: vars.space['4'] } },
  }),
);

export const cardContext = style(
  recipes.merge(recipes.row('1'), recipes.line('xs', 'semibold', 'textSubtle'), { letterSpacing: '0.04em', textTransform: 'uppercase' }),
);

export const byline = style(recipes.row('3', { minWidth: 0 }));

export const bylineText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minWidth: 0,
});

export const author = style(
  recipes.line('md', 'semibold', 'text', {
    overflow: 'hidden',
    lineHeight: vars.lineHeight.snug,
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
);

export const meta = style(recipes.merge(recipes.row('1'), recipes.text('sm', 'textSubtle'), { flexWrap: 'wrap', lineHeight: vars.lineHeight.snug }));

export const metaDot = style({
  color: vars.color.textSubtle,
});

export const audience = style({
  alignSelf: 'flex-start',
  marginBlockStart: vars.space['1'],
});

export const body = style(recipes.text('md', 'text', { lineHeight: vars.lineHeight.normal }));

export const notice = style(recipes.text('md', 'textMuted', { margin: 0, fontStyle: 'italic' }));

export const linkPreview = style(
  recipes.merge(recipes.stack('1'), recipes.bordered('md', 'surfaceSunken'), {
    padding: vars.space['3'],
    color: vars.color.text,
    textDecoration: 'none',
    outline: 'none',
    selectors: {
      '&:hover': { borderColor: vars.color.borderStrong },
      '&:focus-visible': focusRingStyle,
    },
  }),
);

export const linkTitle = style(recipes.font('sm', 'semibold', { lineHeight: vars.lineHeight.snug }));

export const linkHost = style(recipes.text('xs', 'textMuted'));

export const video = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: `${CAROUSEL_MAX_HEIGHT_PX}px`,
  borderRadius: vars.radius.md,
  background: vars.color.inverseSurface,
  objectFit: 'contain',
});

export const footer = style(
  recipes.merge(recipes.row('2'), recipes.text('sm', 'textMuted'), {
    paddingBlockStart: vars.space['3'],
    borderBlockStart: `1px solid ${vars.color.border}`,
  }),
);

// ——— loading ———

export const skeletonCard = style([
  card,
  {
    gap: vars.space['4'],
  },
]);

export const skeletonByline = style(recipes.row('3'));

export const skeletonBylineText = style(recipes.stack('2', { flex: '1 1 auto' }));
