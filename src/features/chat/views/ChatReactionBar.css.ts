import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRingInsetStyle, focusRingStyle } from '../../../ui/focusRingStyle';
import * as recipes from '../../../theme/recipes';

const chipHeight = `calc(${vars.size.touch} - ${vars.space['2']})`;

export const root = style(recipes.row('2', { flexWrap: 'wrap', minWidth: 0 }));

/** A reaction and its count in a pill; 36 px tall with an invisible hit area reaching 44 px. */
export const chip = style(
  recipes.merge(recipes.inlineRow('1'), recipes.label('sm', 'semibold', 'textMuted'), recipes.bordered('pill', 'surface'), {
    position: 'relative',
    minHeight: chipHeight,
    minWidth: vars.size.touch,
    paddingInline: vars.space['3'],
    fontFamily: vars.font.sans,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: 1,
    whiteSpace: 'nowrap',
    outline: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      'button&': { cursor: 'pointer' },
      'button&::before': { content: '""', position: 'absolute', insetInline: 0, insetBlock: `calc(${vars.space['1']} * -1)` },
      'button&:hover': { background: vars.color.surfaceHover, borderColor: vars.color.borderStrong },
      'button&:focus-visible': focusRingStyle,
      '&[aria-pressed="true"], &[data-own]': { background: vars.color.accentSoft, borderColor: vars.color.accent, color: vars.color.text },
      'button&[aria-pressed="true"]:hover': { background: vars.color.accentSoft, borderColor: vars.color.accentHover },
      '&[data-pending]': { cursor: 'progress' },
    },
  }),
);

/** The reaction's icon: muted, the accent when it is the reader's own. */
export const icon = style({
  flexShrink: 0,
  color: vars.color.textSubtle,
  selectors: {
    '[aria-pressed="true"] > &, [data-own] > &': { color: vars.color.accentText },
  },
});

export const add = style([
  chip,
  {
    justifyContent: 'center',
    minWidth: chipHeight,
    paddingInline: vars.space['2'],
    borderStyle: 'dashed',
    color: vars.color.textSubtle,
    selectors: {
      '&[data-state="open"]': { background: vars.color.surfaceHover, color: vars.color.text, borderStyle: 'solid' },
    },
  },
]);

export const picker = style(
  recipes.bordered('pill', 'surfaceRaised', {
    zIndex: vars.zIndex.dropdown,
    display: 'flex',
    gap: vars.space['1'],
    padding: vars.space['1'],
    boxShadow: vars.shadow.md,
    outline: 'none',
  }),
);

export const option = style(
  recipes.centred({
    width: vars.size.touch,
    height: vars.size.touch,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.round,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    outline: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { background: vars.color.surfaceHover, color: vars.color.accentText, transform: 'scale(1.12)' },
      '&:focus-visible': focusRingInsetStyle,
      '&[aria-pressed="true"]': { background: vars.color.accentSoft, color: vars.color.accentText },
    },
  }),
);
