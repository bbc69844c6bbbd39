import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';
import { dialogDescriptionStyle, dialogTitleStyle, overlayStyle } from '../Dialog/dialogText';
import * as recipes from '../../theme/recipes';

/** Same overlay as `Dialog`. */
export const overlay = style(overlayStyle);

/**
 * Same surface as `Dialog` (raised surface, hairline border, radius lg, shadow lg, 500 px). A question is short, so
 * on phones it stays a centred card (16 px from the edges) with full-width buttons rather than going full-screen.
 */
export const content = style({
  position: 'fixed',
  zIndex: vars.zIndex.dialog,
  // Centred the way the UA styles <dialog>: works the same in both text directions.
  inset: 0,
  margin: 'auto',
  height: 'fit-content',
  width: `min(calc(100vw - 2 * ${vars.space['4']}), ${vars.size.dialogSm})`,
  maxHeight: `calc(100dvh - 2 * ${vars.space['4']})`,
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.sans,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  paddingBlockStart: vars.space['6'],
  paddingBlockEnd: vars.space['5'],
  paddingInline: vars.space['6'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  outline: 'none',
  '@media': {
    [media.mobile]: { paddingInline: vars.space['5'], paddingBlockStart: vars.space['5'], paddingBlockEnd: vars.space['4'] },
  },
});

export const title = style(dialogTitleStyle);

export const description = style(dialogDescriptionStyle);

/** Without a title the message itself is the heading: full text colour, a little larger. */
export const message = style(recipes.line('lg', 'medium', 'text', { lineHeight: vars.lineHeight.normal }));

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  marginBlockStart: vars.space['4'],
  '@media': {
    [media.mobile]: { flexDirection: 'column-reverse', alignItems: 'stretch' },
  },
});
