import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import * as recipes from '../../../theme/recipes';

/** A suggestion card: a bordered tile (the feed's carousel lines them up; alone it takes its container's width). */
export const card = style(
  recipes.bordered(
    'lg',
    'surface',
    recipes.stack('3', { position: 'relative', alignItems: 'center', textAlign: 'center', padding: vars.space['5'], minWidth: 0, maxWidth: '20rem' }),
  ),
);
export const dismiss = style({ position: 'absolute', insetBlockStart: vars.space['2'], insetInlineEnd: vars.space['2'] });
export const name = style(
  recipes.label('md', 'semibold', 'text', { margin: 0, maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
);
export const meta = style(recipes.text('sm', 'textMuted', { margin: 0, maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }));
export const mutuals = style(recipes.stack('1', { alignItems: 'center', minWidth: 0 }));
export const mutualsText = style(recipes.text('xs', 'textMuted', { margin: 0 }));

/** The friend-connect card: a notice with its action and "Not now". */
export const connect = style(recipes.bordered('lg', 'surface', recipes.stack('3', { padding: vars.space['5'] })));
export const connectTitle = style(recipes.heading('lg', { margin: 0 }));
export const connectBody = style(recipes.text('sm', 'textMuted', { margin: 0 }));
export const connectActions = style(recipes.row('3', { flexWrap: 'wrap' }));
