import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import { media } from '../../../../theme/media';
import * as recipes from '../../../../theme/recipes';

const mobile = media.mobile;

export const header = style({
  display: 'grid',
  gridTemplateColumns: '120px 1fr',
  gap: vars.space['6'],
  alignItems: 'center',
  '@media': { [mobile]: { gridTemplateColumns: '72px 1fr', gap: vars.space['4'] } },
});

export const thumb = style(
  recipes.bordered('md', 'surfaceSunken', {
    width: '100%',
    aspectRatio: '3 / 4',
    objectFit: 'cover',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.textSubtle,
  }),
);

export const headerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 });

export const meta = style(recipes.text('sm', 'textMuted', { margin: 0, fontVariantNumeric: 'tabular-nums' }));

export const typeBadge = style(
  recipes.label('xs', 'semibold', 'textMuted', {
    display: 'inline-block',
    paddingInline: vars.space['2'],
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceSunken,
    letterSpacing: '0.04em',
  }),
);
