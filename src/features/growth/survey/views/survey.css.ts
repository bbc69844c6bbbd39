import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import * as layout from '../../../../theme/layout.css';
import * as recipes from '../../../../theme/recipes';

export const page = layout.page;
export const column = layout.column({ width: 'reading' });
export const title = style([layout.title, { overflowWrap: 'anywhere' }]);
export const lede = style([layout.lede, { overflowWrap: 'anywhere' }]);
export const header = style(recipes.stack('2', { paddingBlockEnd: vars.space['4'] }));
export const form = style(recipes.stack('6'));
export const question = style(recipes.stack('3', { border: 0, margin: 0, padding: 0, minWidth: 0 }));
export const legend = style(recipes.label('md', 'semibold', 'text', { padding: 0, marginBlockEnd: vars.space['2'], overflowWrap: 'anywhere' }));
export const required = style(recipes.text('xs', 'textMuted', { fontWeight: vars.fontWeight.regular, marginInlineStart: vars.space['2'] }));
export const choices = style(recipes.stack('1'));
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const notice = style([layout.card, { gap: vars.space['3'], alignItems: 'flex-start', background: vars.color.surfaceSunken }]);
export const noticeTitle = style(recipes.heading('lg', { fontFamily: vars.font.serif }));
export const noticeBody = style(recipes.text('md', 'textMuted', { margin: 0, lineHeight: vars.lineHeight.normal }));
export const footer = style(recipes.stack('2', { alignItems: 'flex-start' }));
export const muted = style(recipes.text('sm', 'textMuted', { margin: 0 }));
export const failure = style(recipes.text('sm', 'dangerText', { margin: 0 }));
export const thanks = style(recipes.stack('3', { paddingBlock: vars.space['8'] }));
