import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import * as recipes from '../../../../theme/recipes';

/** The embed fills its frame (an iframe on another site): no page chrome, the player edge to edge. */
export const frame = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '100%',
  margin: 0,
  padding: 0,
  background: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.sans,
});

export const placeholder = style({ width: '100%' });

export const message = style(
  recipes.bordered('lg', 'surface', {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    padding: `0 ${vars.space['4']} ${vars.space['6']}`,
  }),
);

export const postLink = style({ textDecoration: 'none' });

/** The video placeholder keeps the 16:9 box the player will take. */
export const videoBox = style({ aspectRatio: '16 / 9', height: 'auto' });
