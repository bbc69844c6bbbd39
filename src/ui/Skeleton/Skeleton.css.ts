import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';
import { sprinkles } from '../../theme/sprinkles.css';
import * as recipes from '../../theme/recipes';

export const skeletonRadiusNames = ['sm', 'md', 'pill', 'round'] as const;
export type SkeletonRadius = (typeof skeletonRadiusNames)[number];

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

/** A placeholder block: the skeleton colour with a slow highlight sweeping across (a still block under reduced motion). */
export const block = style({
  display: 'block',
  flexShrink: 0,
  backgroundColor: vars.color.skeleton,
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 75%)`,
  backgroundSize: '200% 100%',
  backgroundRepeat: 'no-repeat',
  animation: `${shimmer} calc(${vars.motion.slow} * 3) ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
  },
});

export const radius = styleVariants({
  sm: { borderRadius: vars.radius.sm },
  md: { borderRadius: vars.radius.md },
  pill: { borderRadius: vars.radius.pill },
  round: { borderRadius: vars.radius.round },
});

export const group = style({
  position: 'relative',
});

export const text = style(recipes.stack('2'));

/** One line of text: as tall as body text's x-height band, so blocks of lines keep the text's rhythm. */
export const line = style({
  height: `calc(${vars.fontSize.md} * 0.75)`,
  width: '100%',
  selectors: {
    '&:last-child:not(:first-child)': { width: '60%' },
  },
});

// --- Post-card rows -------------------------------------------------------------------------------------

export const rows = sprinkles({ display: 'flex', flexDirection: 'column' });

export const row = style(
  recipes.row('4', {
    alignItems: 'flex-start',
    paddingBlock: vars.space['4'],
    borderBlockEnd: `1px solid ${vars.color.border}`,
    selectors: {
      '&:last-child': { borderBlockEnd: 'none' },
    },
  }),
);

export const rowText = style(recipes.stack('2', { flex: 1, minWidth: 0 }));

export const rowTitle = style({
  height: `calc(${vars.fontSize.lg} * 0.9)`,
  width: '85%',
});

export const rowSubtitle = style({
  height: `calc(${vars.fontSize.md} * 0.75)`,
  width: '65%',
});

export const rowMeta = style({
  height: `calc(${vars.fontSize.xs} * 0.85)`,
  width: '30%',
  marginBlockStart: vars.space['1'],
});

/** The post's thumbnail, on the inline end like the post card's. */
export const rowThumb = style({
  width: `calc(${vars.space['16']} * 1.75)`,
  aspectRatio: '3 / 2',
  '@media': {
    [media.mobile]: { width: vars.space['16'], aspectRatio: '1' },
  },
});
