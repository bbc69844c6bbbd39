import { style } from '@vanilla-extract/css';
import { vars } from '../../../../../theme/contract.css';
import * as recipes from '../../../../../theme/recipes';

export const control = style({ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['2'], fontFamily: vars.font.sans });

/** A blocked control stays focusable (its tooltip tells why) but looks and acts disabled. */
export const trigger = style({
  selectors: { '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const failure = style(recipes.merge(recipes.row('2'), recipes.text('sm', 'dangerText'), { flexWrap: 'wrap', margin: 0 }));
