import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import * as layout from '../../../../theme/layout.css';
import { media } from '../../../../theme/media';
import * as recipes from '../../../../theme/recipes';
import { focusRingStyle } from '../../../../ui/focusRingStyle';

/** The page around a card: centred, page background. */
export const page = style(recipes.pageShell('100%', '10', '4', { alignItems: 'center', background: vars.color.page, minHeight: '100%' }));

/** K: offer card width 400, booking card width 450; full width on phones. */
export const offerCard = style([layout.card, { width: '100%', maxWidth: 400 }]);
export const bookingCard = style([layout.card, { width: '100%', maxWidth: 450 }]);

export const host = style(recipes.row('3', { alignItems: 'center', minWidth: 0 }));
export const title = style([layout.title, { fontSize: vars.fontSize.xl, overflowWrap: 'anywhere' }]);
export const subtitle = style(recipes.heading('lg', { margin: 0 }));
export const muted = layout.muted;

export const facts = style(recipes.row('4', { flexWrap: 'wrap', margin: 0, padding: 0, listStyle: 'none' }));
export const fact = style(recipes.stack('1', { minWidth: 0 }));
export const factLabel = style(recipes.label('xs', 'medium', 'textMuted', { margin: 0 }));
export const factValue = style(recipes.label('lg', 'semibold', 'text', { margin: 0 }));
export const struck = style(recipes.text('sm', 'textMuted', { margin: 0, textDecoration: 'line-through' }));

export const description = style(
  recipes.text('md', 'text', {
    fontFamily: vars.font.serif,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
  }),
);
globalStyle(`${description} > :first-child`, { marginTop: 0 });
globalStyle(`${description} > :last-child`, { marginBottom: 0 });

export const explain = style(recipes.text('sm', 'textMuted', { margin: 0 }));
export const notice = style(recipes.notice('neutral'));
export const error = style(recipes.notice('danger', { overflowWrap: 'anywhere' }));
export const success = style(recipes.notice('success'));

export const form = style(recipes.stack('4', { margin: 0 }));
export const actions = style(recipes.stack('2'));

export const steps = style(recipes.row('2', { margin: 0, padding: 0, listStyle: 'none', flexWrap: 'wrap' }));
export const step = style(
  recipes.pill('surfaceSunken', 'textMuted', {
    fontSize: vars.fontSize.xs,
    selectors: { '&[data-state="current"]': { background: vars.color.accent, color: vars.color.onAccent } },
  }),
);

export const file = style(recipes.text('sm', 'text', { maxWidth: '100%', minHeight: vars.size.touch }));
export const fileRow = style(recipes.row('2', { alignItems: 'center', minWidth: 0, overflowWrap: 'anywhere' }));

/** The slot picker: a day heading, then its times as a wrapping grid of buttons (≥ 44 px). */
export const days = style(recipes.stack('4', { margin: 0, padding: 0, listStyle: 'none' }));
export const day = style(recipes.stack('2'));
export const dayHeading = style(recipes.label('sm', 'semibold', 'text', { margin: 0 }));
export const slots = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const slot = style(
  recipes.merge(recipes.borderedStrong('md', 'surface'), recipes.label('sm', 'medium', 'text'), {
    boxSizing: 'border-box',
    width: '100%',
    minHeight: vars.size.touch,
    paddingInline: vars.space['2'],
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.surfaceHover },
      '&:focus-visible': focusRingStyle,
      '&[aria-pressed="true"]': { background: vars.color.accent, color: vars.color.onAccent, borderColor: vars.color.accent },
      '&:disabled': { cursor: 'default', opacity: 0.6 },
    },
  }),
);
/** K: the scheduling widget's height (700 px): the picker scrolls inside it. */
export const picker = style(recipes.stack('3', { maxHeight: 700, overflowY: 'auto', '@media': { [media.mobile]: { maxHeight: 'none' } } }));

export const details = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space['2']} ${vars.space['4']}`, margin: 0 });
export const detailTerm = style(recipes.label('sm', 'medium', 'textMuted', { margin: 0 }));
export const detailValue = style(recipes.text('sm', 'text', { margin: 0, overflowWrap: 'anywhere' }));
export const link = style(recipes.touchLink());
