import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/media';
import * as recipes from '../../../theme/recipes';

export const root = style(
  recipes.row('3', {
    boxSizing: 'border-box',
    alignItems: 'flex-start',
    padding: vars.space['4'],
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    fontFamily: vars.font.sans,
    color: vars.color.text,
    maxWidth: 560,
    flexWrap: 'wrap',
    '@media': { [media.mobile]: { padding: vars.space['3'] } },
  }),
);

export const tone = styleVariants({
  neutral: { background: vars.color.surfaceSunken },
  valid: { background: vars.color.successSoft, borderColor: 'transparent' },
  invalid: { background: vars.color.dangerSoft, borderColor: 'transparent' },
});

export const icon = style({ flexShrink: 0, marginBlockStart: 2 });
export const validIcon = style([icon, { color: vars.color.success }]);
export const invalidIcon = style([icon, { color: vars.color.dangerText }]);

export const text = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const detail = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal, color: vars.color.textMuted });

export const invalidText = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal, color: vars.color.dangerText });

export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

/** Beside the text; under it on phones (indented past the icon). */
export const actions = style({
  flexShrink: 0,
  alignSelf: 'center',
  '@media': { [media.mobile]: { flexBasis: '100%', alignSelf: 'flex-start', paddingInlineStart: 20 } },
});
