import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import * as layout from '../../../theme/layout.css';
import * as recipes from '../../../theme/recipes';

export const page = layout.page;
export const column = layout.column({ width: 'reading' });
export const eyebrow = layout.eyebrow;
export const title = layout.title;
export const lede = layout.lede;

export const article = style(recipes.stack('6', { minWidth: 0 }));
export const header = style(recipes.stack('3', { paddingBlockEnd: vars.space['4'], borderBlockEnd: recipes.hairline }));
export const headerRow = style(recipes.row('3', { justifyContent: 'space-between', flexWrap: 'wrap', minHeight: vars.size.touch }));
