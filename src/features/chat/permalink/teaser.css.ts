import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/media';
import * as recipes from '../../../theme/recipes';

export const root = style(
  recipes.bordered('lg', 'surface', {
    boxSizing: 'border-box',
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    overflow: 'hidden',
    color: vars.color.text,
    fontFamily: vars.font.sans,
  }),
);

export const header = style(
  recipes.row('3', {
    paddingBlockStart: vars.space['5'],
    paddingInline: vars.space['5'],
    '@media': { [media.mobile]: { paddingBlockStart: vars.space['4'], paddingInline: vars.space['4'] } },
  }),
);

/** Stand-in lines of a message, blurred and fading out: "there is a conversation here", without its words. */
export const placeholder = style(
  recipes.stack('3', {
    paddingBlock: vars.space['5'],
    paddingInline: vars.space['5'],
    filter: `blur(${vars.space['1']})`,
    maskImage: 'linear-gradient(to bottom, black 20%, transparent 95%)',
    WebkitMaskImage: 'linear-gradient(to bottom, black 20%, transparent 95%)',
    userSelect: 'none',
    pointerEvents: 'none',
    '@media': { [media.mobile]: { paddingInline: vars.space['4'] } },
  }),
);

export const placeholderRow = style(recipes.row('3'));

export const placeholderAvatar = style({
  flexShrink: 0,
  width: vars.space['8'],
  height: vars.space['8'],
  borderRadius: vars.radius.round,
  background: vars.color.borderStrong,
});

export const placeholderLine = style({
  display: 'block',
  height: vars.space['3'],
  borderRadius: vars.radius.pill,
  background: vars.color.borderStrong,
});

export const content = style(
  recipes.stack('2', {
    position: 'relative',
    alignItems: 'center',
    marginBlockStart: `calc(${vars.space['12']} * -1)`,
    paddingBlockEnd: vars.space['8'],
    paddingInline: vars.space['6'],
    textAlign: 'center',
    '@media': { [media.mobile]: { paddingBlockEnd: vars.space['6'], paddingInline: vars.space['4'] } },
  }),
);

export const lock = style(
  recipes.centred({
    width: vars.space['12'],
    height: vars.space['12'],
    marginBlockEnd: vars.space['2'],
    borderRadius: vars.radius.round,
    boxShadow: `0 0 0 ${vars.space['1']} ${vars.color.surface}`,
  }),
);

export const lockVariant = styleVariants({
  paid: { background: vars.color.accent, color: vars.color.onAccent },
  founding: { background: vars.color.inverseSurface, color: vars.color.inverseText },
  unavailable: { background: vars.color.surfaceSunken, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` },
});

export const title = style(recipes.line('xl', 'bold', 'text', { maxWidth: '28ch', lineHeight: vars.lineHeight.snug, letterSpacing: '-0.01em' }));

export const body = style(recipes.text('md', 'textMuted', { margin: 0, maxWidth: '40ch', lineHeight: vars.lineHeight.normal }));

export const action = style({
  marginBlockStart: vars.space['3'],
  '@media': { [media.mobile]: { alignSelf: 'stretch' } },
});
