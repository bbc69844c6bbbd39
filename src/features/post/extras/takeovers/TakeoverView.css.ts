import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import { focusRingStyle } from '../../../../ui/focusRingStyle';
import * as recipes from '../../../../theme/recipes';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

export const hero = style(recipes.text('lg', 'textMuted', { margin: 0, fontFamily: vars.font.serif, lineHeight: vars.lineHeight.reading }));

export const sectionTitle = style(recipes.smallCaps('0.08em', { marginBlockEnd: vars.space['2'] }));

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const item = style({ borderBlockStart: `1px solid ${vars.color.border}` });

export const itemLink = style(
  recipes.row('3', {
    minHeight: vars.size.touch,
    paddingBlock: vars.space['2'],
    color: vars.color.text,
    textDecoration: 'none',
    fontWeight: vars.fontWeight.medium,
    selectors: {
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': { ...focusRingStyle, borderRadius: vars.radius.sm },
    },
  }),
);

export const thumb = style({ width: 48, height: 48, flex: 'none', objectFit: 'cover', borderRadius: vars.radius.md, background: vars.color.surfaceSunken });

export const recommendation = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], paddingBlock: vars.space['2'] });

export const recommendationText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, fontSize: vars.fontSize.sm });

export const recommendationBlurb = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], justifyContent: 'flex-end', width: '100%' });
