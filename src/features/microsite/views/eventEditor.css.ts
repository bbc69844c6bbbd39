import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import * as recipes from '../../../theme/recipes';

export const form = style(recipes.stack('4', { minWidth: 0 }));
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space['4'],
});
export const group = style(recipes.stack('2', { border: 0, margin: 0, padding: 0, minWidth: 0 }));
export const legend = style(recipes.label('sm', 'semibold', 'text', { padding: 0, marginBottom: vars.space['2'] }));
export const choices = style(recipes.row('4', { flexWrap: 'wrap' }));
export const error = style(recipes.text('sm', 'dangerText', { margin: 0 }));
export const summary = style(recipes.notice('danger'));
export const list = style(recipes.stack('3', { listStyle: 'none', margin: 0, padding: 0 }));
export const item = style(recipes.bordered('md', 'surface', recipes.stack('3', { padding: vars.space['3'], minWidth: 0 })));
export const itemHead = style(recipes.row('3', { justifyContent: 'space-between', flexWrap: 'wrap', minWidth: 0 }));
export const itemName = style(recipes.label('md', 'semibold', 'text', { margin: 0, minWidth: 0, overflowWrap: 'anywhere' }));
export const picker = style(recipes.row('3', { alignItems: 'flex-end', flexWrap: 'wrap' }));
export const grow = style({ flex: '1 1 14rem', minWidth: 0 });
export const muted = style(recipes.text('sm', 'textMuted', { margin: 0 }));
export const cardActions = style(recipes.row('2', { flexWrap: 'wrap' }));
