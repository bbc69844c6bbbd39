import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import * as layout from '../../../theme/layout.css';
import * as recipes from '../../../theme/recipes';
import * as pages from './pages.css';
import { focusRingStyle } from '../../../ui/focusRingStyle';

export const page = layout.page;
export const column = layout.column({ width: 'wide' });
export const title = layout.title;
export const lede = layout.lede;

export const header = style(recipes.stack('2', { maxWidth: vars.size.measure }));

/** Cards in two columns on wider screens, one on phones. */
export const grid = pages.cardGrid;

export const card = style([layout.card, { gap: vars.space['3'], minWidth: 0 }]);

export const cardIcon = style(recipes.disc('40px', { background: vars.color.accentSoft, color: vars.color.accentText }));

export const cardTitle = style(recipes.heading('xl', { fontFamily: vars.font.serif, overflowWrap: 'anywhere' }));

export const cardBody = style(recipes.text('md', 'textMuted', { margin: 0, lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere', flexGrow: 1 }));

export const cardActions = style(recipes.row('3', { flexWrap: 'wrap', marginBlockStart: 'auto', minWidth: 0 }));

export const cardLink = style(
  recipes.touchLink({ display: 'inline-flex', alignItems: 'center', paddingInline: 0, selectors: { '&:focus-visible': focusRingStyle } }),
);

export const subscribe = style({ display: 'inline-flex', marginInlineStart: 'auto' });
