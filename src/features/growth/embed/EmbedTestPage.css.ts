import { style } from '@vanilla-extract/css';
import * as layout from '../../../theme/layout.css';
import * as recipes from '../../../theme/recipes';

export const page = layout.page;
export const column = layout.column({ width: 'reading' });
export const title = layout.title;
export const lede = layout.lede;

/** The frame keeps its 480 × 320 size; on a phone narrower than that it shrinks to the column. */
export const frame = style(recipes.bordered('lg', 'surfaceRaised', { boxSizing: 'border-box', display: 'block', maxWidth: '100%' }));
