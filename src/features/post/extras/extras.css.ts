/**
 * Layout shared by the extras' pages (scheduled post, cross-post, gift page, file page): the kit's layout primitives
 * (`theme/layout.css.ts`: page, column, eyebrow, title, lede, muted, card — the values these pages had), plus the few
 * parts only the extras use (actions row, back link, text link, form).
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { column as columnRecipe } from '../../../theme/layout.css';
import { focusRingStyle } from '../../../ui/focusRingStyle';

export { card, eyebrow, lede, muted, page, title } from '../../../theme/layout.css';

/** The reading column. */
export const column = columnRecipe({ width: 'reading' });
/** The 480 px column of a form page. */
export const narrowColumn = columnRecipe({ width: 'narrow' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
});

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  alignSelf: 'flex-start',
  minHeight: vars.size.touch,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { color: vars.color.text, textDecoration: 'underline' },
    '&:focus-visible': { ...focusRingStyle, borderRadius: vars.radius.sm },
  },
});

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

export const formError = style({
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
