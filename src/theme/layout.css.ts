/**
 * Layout primitives every screen composes (`style([layout.title, { … }])`) instead of writing its own near-copy:
 * the page shell (page background + one centred column), the eyebrow / title / lede trio, muted text, the card and the
 * card row. Values are the ones the chat, post and footer areas already used, so folding into them changes no pixel.
 */
import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './contract.css';
import { media } from './media';

/** A whole page: the page colour, the interface face, vertical breathing room. */
export const page = style({
  boxSizing: 'border-box',
  minHeight: '100%',
  background: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.sans,
  paddingBlock: vars.space['10'],
  '@media': { [media.mobile]: { paddingBlock: vars.space['6'] } },
});

/** The page's one centred column: `reading` (the body measure), `narrow` (480 px forms), `wide` (1040 px lists). */
export const column = recipe({
  base: {
    boxSizing: 'border-box',
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space['6'],
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['6'],
    '@media': { [media.mobile]: { paddingInline: vars.space['4'], gap: vars.space['5'] } },
  },
  variants: {
    width: {
      reading: { maxWidth: `calc(${vars.size.measure} + 2 * ${vars.space['6']})` },
      narrow: { maxWidth: `calc(480px + 2 * ${vars.space['6']})` },
      wide: { maxWidth: `calc(1040px + 2 * ${vars.space['6']})` },
    },
  },
  defaultVariants: { width: 'reading' },
});

/** Small capitals above a title. */
export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textSubtle,
});

/** A page title in the reading face. */
export const title = style({
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize['3xl'],
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  overflowWrap: 'anywhere',
  '@media': { [media.mobile]: { fontSize: vars.fontSize['2xl'] } },
});

/** The sentence under a title. */
export const lede = style({
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.reading,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** Secondary interface text. */
export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

/** A bordered, raised card. */
export const card = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['6'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  '@media': { [media.mobile]: { padding: vars.space['4'] } },
});

/** A row inside a card or list: content and trailing actions on one line, wrapping on phones. */
export const cardRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minWidth: 0,
  flexWrap: 'wrap',
});

/** Vertical gaps by token, for stacks built in styles rather than with `<Stack>`. */
export const stackGap = styleVariants(vars.space, (gap) => ({ display: 'flex', flexDirection: 'column', gap }));
