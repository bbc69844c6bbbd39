import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import * as layout from '../../../theme/layout.css';
import { media } from '../../../theme/media';
import * as recipes from '../../../theme/recipes';

export const page = layout.page;
export const column = layout.column({ width: 'narrow' });
export const card = style([layout.card, { width: '100%', gap: vars.space['5'] }]);
export const eyebrow = layout.eyebrow;
export const title = layout.title;
export const lede = style([layout.lede, { fontSize: vars.fontSize.md }]);
export const muted = layout.muted;

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const actions = style(
  recipes.row('3', {
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    '@media': { [media.mobile]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
  }),
);

export const footnote = style([layout.muted, { textAlign: 'center' }]);

export const link = style({
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

/** A failure the reader should read before trying again: in the flow of the form, announced as an alert. */
export const failure = style(recipes.notice('danger', { overflowWrap: 'anywhere' }));

/** A quiet confirmation ("Sent again"). */
export const notice = style(recipes.notice('success'));

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  borderRadius: vars.radius.round,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const listItem = style(recipes.merge(recipes.row('2'), recipes.text('md', 'text')));

export const check = style({ color: vars.color.success, flexShrink: 0 });

export const strong = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const sectionsTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
