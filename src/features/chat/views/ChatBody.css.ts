import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  color: vars.color.text,
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: {
    // Threads read like a short post: the serif at reading size. Replies are conversation: the sans.
    '&[data-size="thread"]': { fontFamily: vars.font.serif, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.reading },
    '&[data-size="reply"]': { fontFamily: vars.font.sans, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal },
  },
});

/** TruncatedText's text block sets the UI line height; the body's own wins. */
globalStyle(`${root} > div:first-child`, { lineHeight: 'inherit' });

/** "See more" sits close under the text. */
globalStyle(`${root} > button`, { marginBlockStart: `calc(${vars.space['1']} * -1)` });

export const mention = style({
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
});

export const ellipsis = style({ color: vars.color.textMuted });
