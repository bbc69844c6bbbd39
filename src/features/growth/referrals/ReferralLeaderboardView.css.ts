import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import * as recipes from '../../../theme/recipes';

/** The spec's minimum height of the leaderboard's cover (003 §9). */
export const LEADERBOARD_COVER_MIN_HEIGHT = 350;

export const cover = style(
  recipes.stack('4', {
    minHeight: LEADERBOARD_COVER_MIN_HEIGHT,
    boxSizing: 'border-box',
    justifyContent: 'center',
    padding: vars.space['6'],
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceSunken,
  }),
);

export const shareLink = style(
  recipes.line('md', 'medium', 'accentText', {
    display: 'block',
    padding: vars.space['3'],
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    border: recipes.hairline,
    overflowWrap: 'anywhere',
  }),
);

export const tierMessage = style(recipes.line('md', 'medium', 'text', { margin: 0 }));

export const statGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['3'], margin: 0 });

export const stat = style(recipes.bordered('md', 'surface', recipes.stack('1', { padding: vars.space['4'] })));

export const statLabel = style(recipes.label('sm', 'medium', 'textMuted', { margin: 0 }));

export const statValue = style(recipes.heading('2xl', { margin: 0 }));

export const rank = style(recipes.label('sm', 'semibold', 'textMuted', { minWidth: vars.space['6'], textAlign: 'end' }));

export const current = style({
  background: vars.color.accentSoft,
  borderRadius: vars.radius.md,
  paddingInline: vars.space['3'],
});
