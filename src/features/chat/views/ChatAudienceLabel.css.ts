import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import * as recipes from '../../../theme/recipes';

/** A quiet label: an icon and small muted text, tinted for founding audiences. */
export const root = style(
  recipes.merge(recipes.inlineRow('1'), recipes.label('xs', 'semibold', 'textMuted'), {
    minWidth: 0,
    fontFamily: vars.font.sans,
    lineHeight: vars.lineHeight.normal,
    letterSpacing: '0.02em',
    selectors: {
      '&[data-tier="paid"]': { color: vars.color.accentText },
    },
  }),
);

export const icon = style({ flexShrink: 0 });
