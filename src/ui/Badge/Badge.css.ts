import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badgeVariantNames = ['neutral', 'accent', 'paid', 'founding', 'success', 'danger', 'outline'] as const;
export const badgeSizeNames = ['sm', 'md'] as const;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    flexShrink: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.sans,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.normal,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    variant: {
      neutral: { background: vars.color.surfaceSunken, color: vars.color.textMuted, borderColor: vars.color.border },
      /** The accent as text with an accent hairline (accent-as-text keeps 4.5:1 on every surface, for any brand). */
      accent: { background: vars.color.surface, color: vars.color.accentText, borderColor: vars.color.accent },
      /** Paid subscribers and paid-only posts: the accent fill. */
      paid: { background: vars.color.accent, color: vars.color.onAccent },
      /** Founding members and founding posts: an inverse, premium fill. */
      founding: { background: vars.color.inverseSurface, color: vars.color.inverseText },
      success: { background: vars.color.successSoft, color: vars.color.success },
      danger: { background: vars.color.dangerSoft, color: vars.color.dangerText },
      outline: { background: 'transparent', color: vars.color.textMuted, borderColor: vars.color.borderStrong },
    },
    size: {
      sm: { fontSize: vars.fontSize.xs, paddingInline: vars.space['2'], paddingBlock: 0 },
      md: { fontSize: vars.fontSize.sm, paddingInline: vars.space['3'], paddingBlock: `calc(${vars.space['1']} / 2)` },
    },
  },
  defaultVariants: { variant: 'neutral', size: 'md' },
});

export type BadgeRecipe = NonNullable<RecipeVariants<typeof badge>>;
