import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../focusRingStyle';
import { sprinkles } from '../../theme/sprinkles.css';
import { muted } from '../../theme/layout.css';
import * as recipes from '../../theme/recipes';

export const field = style(
  recipes.stack('2', {
    minWidth: 0,
    fontFamily: vars.font.sans,
    color: vars.color.text,
    border: 0,
    margin: 0,
    padding: 0,
  }),
);

export const label = style(
  recipes.label('sm', 'semibold', 'text', {
    lineHeight: vars.lineHeight.snug,
    selectors: { '[data-disabled] > &': { color: vars.color.textSubtle } },
  }),
);

export const requiredMark = style({
  color: vars.color.dangerText,
  marginInlineStart: vars.space['1'],
});

/** Secondary text (the layout's `muted`), pulled up towards its label. */
export const hint = style([muted, { marginBlockStart: `calc(${vars.space['1']} * -1)` }]);

/** Error and counter side by side: layout only, so sprinkles. */
export const footer = sprinkles({ display: 'flex', alignItems: 'flex-start', gap: '3' });

export const error = style(
  recipes.merge(recipes.row('1'), recipes.text('sm', 'dangerText'), { alignItems: 'flex-start', margin: 0, lineHeight: vars.lineHeight.normal }),
);

export const errorIcon = style({
  flexShrink: 0,
  // Centre the 14 px icon on the first line of text.
  marginBlockStart: '3px',
});

export const counter = style(
  recipes.text('sm', 'textMuted', {
    marginInlineStart: 'auto',
    lineHeight: vars.lineHeight.normal,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    selectors: {
      '&[data-state="over"]': { color: vars.color.dangerText, fontWeight: vars.fontWeight.semibold },
    },
  }),
);

/** Shared by text inputs, text areas and selects. */
export const control = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.size.touch,
  margin: 0,
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['2'],
  fontFamily: vars.font.sans,
  // 16 px keeps iOS Safari from zooming into the field.
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.textSubtle },
    '&:focus-visible': { ...focusRingStyle, outlineOffset: '1px', borderColor: vars.color.focusRing },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': {
      cursor: 'not-allowed',
      background: vars.color.surfaceSunken,
      color: vars.color.textSubtle,
      borderColor: vars.color.border,
    },
  },
});

export const textArea = style({
  minHeight: `calc(${vars.size.touch} * 2.5)`,
  resize: 'vertical',
});

export const selectWrap = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const select = style({
  appearance: 'none',
  cursor: 'pointer',
  paddingInlineEnd: vars.space['10'],
  textOverflow: 'ellipsis',
});

export const selectIcon = style({
  position: 'absolute',
  insetInlineEnd: vars.space['3'],
  pointerEvents: 'none',
  color: vars.color.textMuted,
});

/* Checkbox, switch and radio rows: the whole row (≥ 44 px) is the touch target through its label. */

export const choiceRow = style(
  recipes.row('3', {
    alignItems: 'flex-start',
    minHeight: vars.size.touch,
    paddingBlock: vars.space['3'],
    boxSizing: 'border-box',
  }),
);

export const switchRow = style([
  choiceRow,
  {
    justifyContent: 'space-between',
  },
]);

export const choiceText = style(recipes.stack('1', { minWidth: 0 }));

export const choiceLabel = style(
  recipes.text('md', 'text', {
    lineHeight: vars.lineHeight.snug,
    cursor: 'pointer',
    selectors: { '[data-disabled] &': { color: vars.color.textSubtle, cursor: 'not-allowed' } },
  }),
);

export const choiceHint = style([muted]);

export const checkbox = style({
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['5'],
  height: vars.space['5'],
  // Line the box up with the first line of a 16 px label.
  marginBlockStart: '1px',
  // Small controls need 3:1 against the page (WCAG 1.4.11): the subtle text colour, not the hairline border.
  border: `1.5px solid ${vars.color.textSubtle}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onAccent,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.textMuted },
    '&[data-state="checked"], &[data-state="indeterminate"]': { background: vars.color.accent, borderColor: vars.color.accent },
    '&:focus-visible': focusRingStyle,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const checkIndicator = style({ display: 'flex' });

export const checkMark = style({
  selectors: { [`${checkIndicator}[data-state="indeterminate"] &`]: { display: 'none' } },
});

export const indeterminateMark = style({
  selectors: { [`${checkIndicator}:not([data-state="indeterminate"]) &`]: { display: 'none' } },
});

export const radio = style([
  checkbox,
  {
    borderRadius: vars.radius.round,
    selectors: {
      '&[data-state="checked"]': { background: vars.color.surface, borderColor: vars.color.accent },
    },
  },
]);

export const radioDot = style({
  width: vars.space['2'],
  height: vars.space['2'],
  borderRadius: vars.radius.round,
  background: vars.color.accent,
});

export const radioList = style({
  display: 'flex',
  flexDirection: 'column',
  selectors: { '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space['6'] } },
});

export const switchRoot = style({
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  flexShrink: 0,
  width: vars.space['10'],
  height: vars.space['6'],
  borderRadius: vars.radius.pill,
  background: vars.color.textSubtle,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="checked"]': { background: vars.color.accent },
    '&:focus-visible': focusRingStyle,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const switchThumb = style({
  position: 'absolute',
  insetBlockStart: '2px',
  insetInlineStart: '2px',
  width: vars.space['5'],
  height: vars.space['5'],
  borderRadius: vars.radius.round,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  transition: `inset-inline-start ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="checked"]': { insetInlineStart: `calc(100% - ${vars.space['5']} - 2px)`, background: vars.color.onAccent },
  },
});
