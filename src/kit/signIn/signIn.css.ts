import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import * as recipes from '../../theme/recipes';
import { focusRingStyle } from '../../ui/focusRingStyle';

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md, maxWidth: '420px' });

/** The primary action of the product's gate modals ("Sign in", "See subscription options"): a pill link. */
export const primaryLink = style(
  recipes.centred({
    minHeight: vars.size.touch,
    paddingInline: vars.space['6'],
    borderRadius: vars.radius.pill,
    background: vars.color.accent,
    color: vars.color.onAccent,
    fontWeight: vars.fontWeight.semibold,
    textDecoration: 'none',
    selectors: { '&:hover': { background: vars.color.accentHover }, '&:focus-visible': focusRingStyle },
  }),
);
