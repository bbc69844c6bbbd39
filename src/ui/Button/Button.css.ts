import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../focusRingStyle';

export const buttonVariantNames = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizeNames = ['sm', 'md', 'lg'] as const;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.sans,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    textDecoration: 'none',
    userSelect: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
    outline: 'none',
    selectors: {
      '&:focus-visible': focusRingStyle,
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.accentHover },
          '&:active:not(:disabled)': { background: vars.color.accentPressed },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.surfaceHover },
          '&:active:not(:disabled)': { background: vars.color.surfaceSunken },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.surfaceHover },
          '&:active:not(:disabled)': { background: vars.color.surfaceSunken },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.94)' } },
      },
    },
    size: {
      sm: { minHeight: '32px', paddingInline: vars.space['3'], fontSize: vars.fontSize.sm, borderRadius: vars.radius.pill },
      md: { minHeight: vars.size.touch, paddingInline: vars.space['4'], fontSize: vars.fontSize.md },
      lg: { minHeight: '52px', paddingInline: vars.space['6'], fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonRecipe = NonNullable<RecipeVariants<typeof button>>;

export const iconButton = recipe({
  base: [
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      border: '1px solid transparent',
      borderRadius: vars.radius.pill,
      background: 'transparent',
      color: vars.color.textMuted,
      cursor: 'pointer',
      padding: 0,
      outline: 'none',
      transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
      selectors: {
        '&:hover:not(:disabled)': { background: vars.color.surfaceHover, color: vars.color.text },
        '&:focus-visible': focusRingStyle,
        '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
        '&[aria-pressed="true"]': { color: vars.color.accentText },
      },
    },
  ],
  variants: {
    size: {
      sm: { width: '32px', height: '32px' },
      md: { width: vars.size.touch, height: vars.size.touch },
    },
    outlined: { true: { borderColor: vars.color.border, background: vars.color.surface } },
  },
  defaultVariants: { size: 'md' },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.round,
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});
