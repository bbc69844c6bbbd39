import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import * as layout from '../../../theme/layout.css';
import { media } from '../../../theme/media';
import { focusRingStyle } from '../../../ui/focusRingStyle';
import * as recipes from '../../../theme/recipes';

/** The widget fills its frame (an iframe of 480 × 320 on the test page, or the host's box). */
export const widget = style(
  recipes.stack('3', {
    boxSizing: 'border-box',
    alignItems: 'center',
    width: '100%',
    minHeight: '100%',
    paddingBlock: vars.space['6'],
    paddingInline: vars.space['5'],
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.sans,
    textAlign: 'center',
    '@media': { [media.mobile]: { paddingInline: vars.space['4'] } },
  }),
);

export const logo = style({
  display: 'block',
  width: 56,
  height: 56,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const name = style([layout.title, { fontSize: vars.fontSize['2xl'] }]);

export const tagline = style(
  recipes.text('md', 'textMuted', {
    margin: 0,
    maxWidth: '36em',
    fontFamily: vars.font.serif,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
  }),
);

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textSubtle, overflowWrap: 'anywhere' });

export const form = style(
  recipes.row('2', {
    alignItems: 'stretch',
    width: '100%',
    maxWidth: 420,
    marginBlockStart: vars.space['2'],
    '@media': { [media.mobile]: { flexDirection: 'column' } },
  }),
);

export const input = style(
  recipes.merge(recipes.text('md', 'text'), recipes.borderedStrong('md', 'surface'), {
    boxSizing: 'border-box',
    flex: '1 1 auto',
    minWidth: 0,
    height: vars.size.touch,
    paddingInline: vars.space['3'],
    fontFamily: vars.font.sans,
    selectors: {
      '&:focus-visible': focusRingStyle,
      '&:disabled': { background: vars.color.surfaceSunken, color: vars.color.textMuted, cursor: 'not-allowed' },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    },
  }),
);

export const fieldError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.dangerText });

export const note = style({ margin: 0, maxWidth: '36em', fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const done = style(
  recipes.stack('1', {
    alignItems: 'center',
    width: '100%',
    maxWidth: 420,
    padding: vars.space['4'],
    borderRadius: vars.radius.md,
    background: vars.color.successSoft,
  }),
);

export const doneTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.success });

export const legal = style({ margin: 0, fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal, color: vars.color.textSubtle });

export const link = style({
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRingStyle },
});

export const skeleton = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space['3'], width: '100%', maxWidth: 420 });
