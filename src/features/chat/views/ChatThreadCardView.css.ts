import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/media';
import * as recipes from '../../../theme/recipes';

export const card = style(
  recipes.stack('4', {
    minWidth: 0,
    color: vars.color.text,
    selectors: {
      '&[data-variant="card"]': {
        background: vars.color.surface,
        padding: vars.space['5'],
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
      },
      '&[data-variant="flat"]': { paddingBlock: vars.space['4'] },
    },
    '@media': {
      [media.mobile]: {
        selectors: { '&[data-variant="card"]': { padding: vars.space['4'] } },
      },
    },
  }),
);

export const kicker = style({ marginBlockEnd: `calc(${vars.space['2']} * -1)` });

export const content = style(recipes.stack('3', { minWidth: 0 }));
