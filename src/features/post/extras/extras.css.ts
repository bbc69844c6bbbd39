/**
 * Layout shared by the extras' pages (scheduled post, cross-post, gift page, file page): the kit's layout primitives
 * (`theme/layout.css.ts`: page, column, eyebrow, title, lede, muted, card — the values these pages had), plus the few
 * parts only the extras use (actions row, back link, text link, form).
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { column as columnRecipe } from '../../../theme/layout.css';
import { focusRingStyle } from '../../../ui/focusRingStyle';
import * as recipes from '../../../theme/recipes';

export { card, eyebrow, lede, muted, page, title } from '../../../theme/layout.css';

/** The reading column. */
export const column = columnRecipe({ width: 'reading' });
/** The 480 px column of a form page. */
export const narrowColumn = columnRecipe({ width: 'narrow' });

export const actions = style(recipes.row('3', { flexWrap: 'wrap' }));

export const backLink = style(
  recipes.merge(recipes.inlineRow('1'), recipes.label('sm', 'medium', 'textMuted'), {
    alignSelf: 'flex-start',
    minHeight: vars.size.touch,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    selectors: {
      '&:hover': { color: vars.color.text, textDecoration: 'underline' },
      '&:focus-visible': { ...focusRingStyle, borderRadius: vars.radius.sm },
    },
  }),
);

export const textLink = style({
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: {
    '&:focus-visible': { ...focusRingStyle, borderRadius: vars.radius.sm },
  },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const formError = style(
  recipes.line('sm', 'medium', 'dangerText', {
    padding: `${vars.space['3']} ${vars.space['4']}`,
    borderRadius: vars.radius.md,
    background: vars.color.dangerSoft,
  }),
);
