import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRingStyle } from '../../../ui/focusRingStyle';
import * as recipes from '../../../theme/recipes';

/** A placeholder standing where an item's content would be: sunken, quiet, with an icon. */
export const placeholder = style(
  recipes.merge(recipes.row('2'), recipes.text('sm', 'textMuted'), {
    minHeight: vars.size.touch,
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['4'],
    borderRadius: vars.radius.md,
    border: `1px dashed ${vars.color.border}`,
    background: vars.color.surfaceSunken,
    fontFamily: vars.font.sans,
    lineHeight: vars.lineHeight.normal,
  }),
);

export const icon = style({ flexShrink: 0, color: vars.color.textSubtle });

/** "Not delivered": a line under the reader's own item, in the danger colour, with a retry button. */
export const failed = style(
  recipes.merge(recipes.row('2'), recipes.label('sm', 'medium', 'dangerText'), {
    flexWrap: 'wrap',
    fontFamily: vars.font.sans,
    lineHeight: vars.lineHeight.normal,
  }),
);

export const failedIcon = style({ flexShrink: 0 });

export const retry = style(
  recipes.merge(recipes.inlineRow('1'), recipes.label('sm', 'semibold', 'dangerText'), {
    minHeight: vars.size.touch,
    paddingInline: vars.space['3'],
    marginBlock: `calc(${vars.space['2']} * -1)`,
    border: 0,
    borderRadius: vars.radius.pill,
    background: 'transparent',
    fontFamily: vars.font.sans,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&:hover': { background: vars.color.dangerSoft },
      '&:focus-visible': focusRingStyle,
    },
  }),
);
