import { keyframes, style } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/media';
import { focusRingStyle } from '../../../ui/focusRingStyle';
import * as recipes from '../../../theme/recipes';

export const root = style(recipes.stack('2', { minWidth: 0, margin: 0, fontFamily: vars.font.sans }));

/** The field and the send button share one rounded box, like a message bar. */
export const box = style(
  recipes.row('2', {
    alignItems: 'flex-end',
    padding: vars.space['1'],
    paddingInlineStart: vars.space['4'],
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: `calc(${vars.size.touch} / 2 + ${vars.space['1']})`,
    background: vars.color.surface,
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-within': { borderColor: vars.color.focusRing, boxShadow: `0 0 0 1px ${vars.color.focusRing}` },
      '[data-state="disabled"] > &': { background: vars.color.surfaceSunken, borderColor: vars.color.border },
      '[data-state="failed"] > &, [data-over] > &': { borderColor: vars.color.danger },
    },
  }),
);

export const textarea = style(
  recipes.text('md', 'text', {
    flex: '1 1 auto',
    minWidth: 0,
    minHeight: vars.size.touch,
    maxHeight: `calc(${vars.size.touch} * 5)`,
    fieldSizing: 'content',
    resize: 'none',
    margin: 0,
    paddingBlock: `calc((${vars.size.touch} - ${vars.fontSize.md} * 1.5) / 2)`,
    paddingInline: 0,
    border: 0,
    background: 'transparent',
    fontFamily: vars.font.sans,
    lineHeight: vars.lineHeight.normal,
    outline: 'none',
    selectors: {
      '&::placeholder': { color: vars.color.textSubtle, letterSpacing: '0.06em', fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold },
      '&:disabled': { cursor: 'not-allowed', color: vars.color.textSubtle },
      '&[readonly]': { color: vars.color.textMuted },
    },
  }),
);

export const send = style(
  recipes.centred({
    flexShrink: 0,
    width: vars.size.touch,
    height: vars.size.touch,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.round,
    background: vars.color.accent,
    color: vars.color.onAccent,
    cursor: 'pointer',
    outline: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, opacity ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.accentHover },
      '&:active:not(:disabled)': { background: vars.color.accentPressed },
      '&:focus-visible': focusRingStyle,
      '&:disabled': { background: vars.color.surfaceSunken, color: vars.color.textSubtle, cursor: 'not-allowed' },
      '&[aria-busy="true"]': { background: vars.color.accent, color: vars.color.onAccent, cursor: 'progress' },
    },
  }),
);

export const spinner = style({
  width: vars.size.iconButton,
  height: vars.size.iconButton,
  borderRadius: vars.radius.round,
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});

export const footer = style(
  recipes.merge(recipes.row('3'), recipes.text('xs', 'textSubtle'), {
    minHeight: vars.space['5'],
    paddingInline: vars.space['4'],
    lineHeight: vars.lineHeight.normal,
    selectors: { '&:empty': { display: 'none' } },
  }),
);

export const reason = style(recipes.merge(recipes.row('2'), recipes.text('sm', 'textMuted'), { margin: 0 }));

export const hint = style({
  '@media': { [media.mobile]: { display: 'none' } },
});

export const counter = style({
  marginInlineStart: 'auto',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-state="over"]': { color: vars.color.dangerText, fontWeight: vars.fontWeight.semibold } },
});

export const failed = style({ paddingInline: vars.space['4'] });
