import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import * as layout from '../../../theme/layout.css';
import * as recipes from '../../../theme/recipes';
import * as pages from './pages.css';
import { focusRingStyle } from '../../../ui/focusRingStyle';

export const page = layout.page;
export const column = layout.column({ width: 'reading' });
export const eyebrow = layout.eyebrow;
export const title = layout.title;

export const header = style(recipes.stack('3', { paddingBlockEnd: vars.space['4'], borderBlockEnd: recipes.hairline }));
export const headerRow = style(recipes.row('3', { justifyContent: 'space-between', flexWrap: 'wrap', minHeight: vars.size.touch }));

export const cta = style([layout.card, { alignItems: 'flex-start', background: vars.color.surfaceSunken }]);
export const ctaTitle = style(recipes.heading('xl', { fontFamily: vars.font.serif, overflowWrap: 'anywhere' }));
export const ctaBody = style(recipes.text('md', 'textMuted', { margin: 0, lineHeight: vars.lineHeight.normal }));

export const people = style(recipes.stack('4', { paddingBlockStart: vars.space['4'] }));
export const sectionTitle = style(recipes.heading('2xl', { fontFamily: vars.font.serif }));
export const peopleList = pages.cardGrid;
export const person = style(recipes.row('3', { alignItems: 'flex-start', minWidth: 0 }));
export const personText = style(recipes.stack('1', { minWidth: 0 }));
export const personName = style(
  recipes.label('md', 'semibold', 'text', {
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    overflowWrap: 'anywhere',
    selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRingStyle },
  }),
);
export const personRole = style(recipes.text('xs', 'textMuted'));
export const personBio = style(
  recipes.text('sm', 'textMuted', {
    margin: 0,
    lineHeight: vars.lineHeight.normal,
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }),
);
