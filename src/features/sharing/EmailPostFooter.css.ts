import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import * as recipes from '../../theme/recipes';

export const frame = style(recipes.bordered('md', 'surface', { display: 'block', width: '100%', maxWidth: vars.size.measure }));
