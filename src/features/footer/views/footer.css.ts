import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { stackGap } from '../../../theme/layout.css';
import { media } from '../../../theme/media';
import { focusRingStyle } from '../../../ui/focus.css';
import * as recipes from '../../../theme/recipes';

/** The footer bar: a row of quiet pill actions between hairlines, wrapping on narrow screens. */
export const bar = style(
  recipes.row('2', {
    flexWrap: 'wrap',
    paddingBlock: vars.space['2'],
    borderBlock: `1px solid ${vars.color.border}`,
    fontFamily: vars.font.sans,
    color: vars.color.textMuted,
    selectors: {
      '&[data-variant="compact"]': { borderBlock: 'none', paddingBlock: 0 },
    },
  }),
);

export const group = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'], minWidth: 0 });
export const spacer = style({ flex: '1 1 auto' });

/** One action: icon and optional count in a 44 px tall pill without a border until hovered. */
export const action = style(
  recipes.merge(recipes.centred(), recipes.label('sm', 'semibold', 'textMuted'), {
    gap: vars.space['1'],
    minHeight: vars.size.touch,
    minWidth: vars.size.touch,
    paddingInline: vars.space['3'],
    border: '1px solid transparent',
    borderRadius: vars.radius.pill,
    background: 'transparent',
    fontFamily: vars.font.sans,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: 1,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
      '&:focus-visible': focusRingStyle,
      '&[aria-pressed="true"]': { color: vars.color.accentText },
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  }),
);

/** Text labels next to icons on wide screens only (Reader guide, Open as PDF). */
export const actionLabel = style({
  '@media': { [media.mobile]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } },
});

// ——— facepile ———
export const facepile = style(
  recipes.merge(recipes.row('2'), recipes.text('sm', 'textMuted'), { minHeight: '32px', marginBlockEnd: vars.space['2'], fontFamily: vars.font.sans }),
);
export const facepileFaces = style({ flexShrink: 0 });
export const facepileNames = style({ flex: '1 1 auto', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

// ——— reader guide ———
export const guide = style(
  recipes.bordered('md', 'surfaceSunken', {
    position: 'relative',
    marginBlock: vars.space['4'],
    padding: vars.space['5'],
    fontFamily: vars.font.sans,
    color: vars.color.text,
  }),
);
export const guideHeader = style(recipes.row('3', { justifyContent: 'space-between', marginBlockEnd: vars.space['3'] }));
export const guideTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.snug });
export const guideBody = style({ fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal });
globalStyle(`${guideBody} h3`, { margin: `0 0 ${vars.space['2']}`, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
globalStyle(`${guideBody} p`, { margin: `0 0 ${vars.space['3']}` });
globalStyle(`${guideBody} ul`, { margin: 0, paddingInlineStart: vars.space['5'] });
globalStyle(`${guideBody} a`, { color: vars.color.accentText });
// A link whose unsafe href the sanitiser dropped reads as plain text.
globalStyle(`${guideBody} a:not([href])`, { color: 'inherit', textDecoration: 'none' });
export const guideStatus = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], color: vars.color.textMuted, fontSize: vars.fontSize.md });

// ——— dialogs ———
/** A footer dialog's sections, stacked. */
export const dialogBody = style([stackGap['4'], { fontFamily: vars.font.sans, fontSize: vars.fontSize.md, color: vars.color.text }]);
export const dialogText = style({ margin: 0, lineHeight: vars.lineHeight.normal, color: vars.color.textMuted });
export const dialogActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], justifyContent: 'flex-end' });
export const dialogLink = style({ color: vars.color.accentText, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
export const pdfRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

// ——— mobile toolbar ———
export const toolbar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  justifyContent: 'center',
  paddingInline: vars.space['2'],
  paddingBlockEnd: 'env(safe-area-inset-bottom)',
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.base} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="hidden"]': { transform: 'translateY(100%)' },
  },
});
export const toolbarInner = style({ width: '100%', maxWidth: vars.size.measure });
