import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';
import { focusRingInsetStyle } from '../focusRingStyle';
import { dialogDescriptionStyle, dialogTitleStyle, overlayStyle } from './dialogText';
import * as recipes from '../../theme/recipes';

export const dialogSizeNames = ['sm', 'md'] as const;

/** Gap kept between a desktop dialog and the viewport edges. */
const viewportGap = vars.space['8'];

export const overlay = style(overlayStyle);

export const content = style({
  position: 'fixed',
  zIndex: vars.zIndex.dialog,
  // Centred the way the UA styles <dialog>: works the same in both text directions.
  inset: 0,
  margin: 'auto',
  height: 'fit-content',
  maxHeight: `calc(100dvh - 2 * ${viewportGap})`,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.sans,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  overflow: 'hidden',
  '@media': {
    [media.mobile]: {
      inset: 0,
      margin: 0,
      width: '100%',
      maxHeight: 'none',
      height: '100dvh',
      border: 'none',
      borderRadius: 0,
      boxShadow: 'none',
    },
  },
});

/** Desktop widths named by the spec: 500 px and 600 px (never wider than the viewport minus a margin). */
export const size = styleVariants({
  sm: { width: `min(calc(100vw - 2 * ${vars.space['4']}), ${vars.size.dialogSm})` },
  md: { width: `min(calc(100vw - 2 * ${vars.space['4']}), ${vars.size.dialogMd})` },
});

export const header = style(
  recipes.row('3', {
    alignItems: 'flex-start',
    paddingBlockStart: vars.space['5'],
    paddingInlineStart: vars.space['6'],
    paddingInlineEnd: vars.space['3'],
    '@media': {
      [media.mobile]: {
        alignItems: 'center',
        paddingBlock: vars.space['2'],
        paddingInlineStart: vars.space['4'],
        paddingInlineEnd: vars.space['2'],
        borderBlockEnd: `1px solid ${vars.color.border}`,
      },
    },
  }),
);

export const headings = style(
  recipes.stack('1', {
    flex: 1,
    minWidth: 0,
    paddingBlockStart: vars.space['2'],
    '@media': { [media.mobile]: { paddingBlockStart: 0 } },
  }),
);

export const title = style(dialogTitleStyle);

export const description = style(dialogDescriptionStyle);

/** The close button sits in the header's end corner; `marginBlockStart` aligns its icon with the title. */
export const close = style({
  flexShrink: 0,
  marginBlockStart: `calc(-1 * ${vars.space['1']})`,
  '@media': { [media.mobile]: { marginBlockStart: 0 } },
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['6'],
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  selectors: {
    '&:last-child': { paddingBlockEnd: vars.space['6'] },
    '&:focus-visible': focusRingInsetStyle,
  },
  '@media': { [media.mobile]: { paddingInline: vars.space['4'] } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['6'],
  borderBlockStart: `1px solid ${vars.color.border}`,
  '@media': {
    [media.mobile]: {
      flexDirection: 'column-reverse',
      alignItems: 'stretch',
      paddingInline: vars.space['4'],
      paddingBlockEnd: `max(${vars.space['4']}, env(safe-area-inset-bottom))`,
    },
  },
});
