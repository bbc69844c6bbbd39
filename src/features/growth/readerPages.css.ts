/**
 * Layout shared by growth's reader pages (invites, the referral leaderboard, recommendations): the kit's layout
 * primitives plus the few parts these pages repeat (a form, a notice, a list of rows, an outcome card).
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { column as columnRecipe } from '../../theme/layout.css';
import * as recipes from '../../theme/recipes';

export { card, eyebrow, lede, muted, page, title } from '../../theme/layout.css';

export const narrowColumn = columnRecipe({ width: 'narrow' });
export const readingColumn = columnRecipe({ width: 'reading' });

export const header = style(recipes.stack('2'));
export const form = style(recipes.stack('4'));
export const actions = style(recipes.row('3', { flexWrap: 'wrap' }));

export const formError = style(
  recipes.line('sm', 'medium', 'dangerText', {
    margin: 0,
    padding: `${vars.space['3']} ${vars.space['4']}`,
    borderRadius: vars.radius.md,
    background: vars.color.dangerSoft,
    overflowWrap: 'anywhere',
  }),
);

export const notice = style(recipes.notice('neutral', { margin: 0 }));
export const successNotice = style(recipes.notice('success', { margin: 0 }));

export const sectionTitle = style(recipes.merge(recipes.smallCaps(), recipes.label('sm', 'semibold', 'textSubtle'), { margin: 0 }));

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const listRow = style(
  recipes.row('3', {
    alignItems: 'center',
    paddingBlock: vars.space['3'],
    borderBlockEnd: recipes.hairline,
    minWidth: 0,
  }),
);

export const rowMain = style(recipes.stack('1', { flex: 1, minWidth: 0 }));

export const rowName = style(recipes.line('md', 'medium', 'text', { margin: 0, overflowWrap: 'anywhere' }));

export const rowMeta = style(recipes.metaLine('2'));

export const tag = style(recipes.statusTag('surfaceSunken', 'textMuted'));
export const accentTag = style(recipes.statusTag('surfaceSunken', 'text'));

export const outcome = style(recipes.stack('3', { alignItems: 'center', textAlign: 'center' }));

export const outcomeIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  borderRadius: vars.radius.round,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
});

export const outcomeTitle = style(recipes.heading('2xl', { margin: 0 }));

export const textLink = style(recipes.touchLink({ overflowWrap: 'anywhere' }));
