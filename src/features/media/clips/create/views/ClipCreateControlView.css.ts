import { style } from '@vanilla-extract/css';
import { vars } from '../../../../../theme/contract.css';

export const control = style({ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['2'], fontFamily: vars.font.sans });

/** A blocked control stays focusable (its tooltip tells why) but looks and acts disabled. */
export const trigger = style({
  selectors: { '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const failure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.dangerText,
});
