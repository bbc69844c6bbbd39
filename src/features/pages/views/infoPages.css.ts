import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import * as layout from '../../../theme/layout.css';
import * as recipes from '../../../theme/recipes';
import { focusRingStyle } from '../../../ui/focusRingStyle';
import * as pages from './pages.css';

export const page = layout.page;
export const column = layout.column({ width: 'wide' });
export const narrow = layout.column({ width: 'reading' });
export const title = layout.title;
export const lede = layout.lede;
export const header = style(recipes.stack('2', { paddingBlockEnd: vars.space['4'], maxWidth: vars.size.measure }));
export const groups = pages.cardGrid;
export const group = style(recipes.stack('3', { minWidth: 0 }));
export const groupTitle = style(recipes.heading('lg', { fontFamily: vars.font.serif }));
export const links = style(recipes.stack('1', { listStyle: 'none', margin: 0, padding: 0 }));
export const link = style(
  recipes.label('md', 'medium', 'text', {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.touch,
    borderRadius: vars.radius.sm,
    textDecoration: 'none',
    selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRingStyle },
  }),
);
export const notFound = style(recipes.stack('4', { alignItems: 'flex-start', paddingBlock: vars.space['8'] }));
export const body = style(recipes.text('md', 'textMuted', { margin: 0, lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' }));
export const actions = style(recipes.row('3', { flexWrap: 'wrap' }));
export const secondary = style(
  recipes.label('md', 'semibold', 'accentText', {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.touch,
    borderRadius: vars.radius.sm,
    selectors: { '&:focus-visible': focusRingStyle },
  }),
);
