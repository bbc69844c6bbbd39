import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** A quiet label: an icon and small muted text, tinted for founding audiences. */
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minWidth: 0,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  letterSpacing: '0.02em',
  color: vars.color.textMuted,
  selectors: {
    '&[data-tier="paid"]': { color: vars.color.accentText },
  },
});

export const icon = style({ flexShrink: 0 });
