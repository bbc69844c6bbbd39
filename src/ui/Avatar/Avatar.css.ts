import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { AvatarTone } from './avatarName';
import { sprinkles } from '../../theme/sprinkles.css';
import * as recipes from '../../theme/recipes';

/** Avatar diameters in px. */
export const avatarSizes = [24, 32, 40, 56, 80] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export const root = style(
  recipes.centred({
    position: 'relative',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.round,
    background: vars.color.surfaceSunken,
    verticalAlign: 'middle',
    userSelect: 'none',
  }),
);

const sizeStyles = Object.fromEntries(avatarSizes.map((px) => [px, { width: `${px}px`, height: `${px}px`, fontSize: `${Math.round(px * 0.4)}px` }])) as Record<
  AvatarSize,
  { width: string; height: string; fontSize: string }
>;

export const size = styleVariants(sizeStyles);

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  selectors: { '&[data-failed]': { display: 'none' } },
});

export const fallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  fontFamily: vars.font.sans,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1,
  letterSpacing: '0.02em',
});

export const tone = styleVariants<Record<AvatarTone, { background: string; color: string }>>({
  neutral: { background: vars.color.surfaceSunken, color: vars.color.textMuted },
  green: { background: vars.color.successSoft, color: vars.color.success },
  amber: { background: vars.color.warningSoft, color: vars.color.warning },
  rose: { background: vars.color.dangerSoft, color: vars.color.dangerText },
});

// --- Facepile ---------------------------------------------------------------------------------------------

export const facepile = style(recipes.inlineRow('2', { minWidth: 0 }));

export const faces = sprinkles({ display: 'inline-flex', alignItems: 'center' });

/** The ring in the surface colour that separates overlapping faces. */
export const face = style({
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});

/** Each face after the first sits a quarter of its width over the previous one. */
export const overlap = styleVariants(
  Object.fromEntries(avatarSizes.map((px) => [px, { marginInlineStart: `-${Math.round(px / 4)}px` }])) as Record<AvatarSize, { marginInlineStart: string }>,
);

export const more = style(recipes.text('sm', 'textMuted', { whiteSpace: 'nowrap' }));
