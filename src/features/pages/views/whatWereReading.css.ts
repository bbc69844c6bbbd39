import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import * as layout from '../../../theme/layout.css';
import * as recipes from '../../../theme/recipes';
import { focusRingStyle } from '../../../ui/focusRingStyle';
import * as pages from './pages.css';

export const page = layout.page;
export const column = layout.column({ width: 'wide' });
export const title = layout.title;
export const lede = layout.lede;
export const header = style(recipes.stack('2', { paddingBlockEnd: vars.space['2'], maxWidth: vars.size.measure }));
export const disclosure = style(
  recipes.text('sm', 'textMuted', {
    margin: 0,
    padding: vars.space['4'],
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
    lineHeight: vars.lineHeight.normal,
    maxWidth: vars.size.measure,
  }),
);
export const widgets = pages.cardGrid;
export const widget = style([layout.card, { gap: vars.space['3'], minWidth: 0 }]);
export const widgetTitle = style(recipes.heading('lg', { fontFamily: vars.font.serif }));
export const widgetLink = style(
  recipes.merge(recipes.row('2'), recipes.label('sm', 'semibold', 'accentText'), {
    alignSelf: 'flex-start',
    minHeight: vars.size.touch,
    borderRadius: vars.radius.sm,
    textDecoration: 'none',
    selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRingStyle },
  }),
);
export const embed = style({ minWidth: 0, overflow: 'hidden' });
