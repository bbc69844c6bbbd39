import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/media';
import { breakpoints } from '../../../theme/tokens';
import * as recipes from '../../../theme/recipes';
import { focusRingStyle } from '../../../ui/focusRingStyle';

/** The feed page: one reading column. */
export const page = style(
  // Room under the last item for the phone's composer bar (fixed at the bottom up to tablet widths).
  recipes.pageBackground({ minHeight: '100vh', '@media': { [media.tablet]: { paddingBlockEnd: `calc(${vars.size.touch} + ${vars.space['6']})` } } }),
);
/** The composer bar above the items: on wide screens only (phones and tablets get it as the bottom bar). */
export const composer = style({ '@media': { [media.tablet]: { display: 'none' } } });
export const column = style(recipes.readingColumn(recipes.stack('4', { paddingBlock: vars.space['6'] })));
export const title = style(recipes.heading('2xl', { margin: 0 }));

export const list = style({ rowGap: 0 });
/** Items sit on a hairline, like a column of a newspaper. */
export const item = style({ borderBlockEnd: recipes.hairline });

export const footer = style(recipes.stack('3', { alignItems: 'center', paddingBlock: vars.space['6'] }));
export const muted = style(recipes.text('sm', 'textMuted', { margin: 0 }));

/** The skeleton of one card, shaped like a post card. */
export const skeletonCard = style(recipes.stack('3', { paddingBlock: vars.space['5'], borderBlockEnd: recipes.hairline }));
export const skeletonHead = style(recipes.row('3'));

/** The login prompt after the first screen (T104–T106). */
export const loginPrompt = style(
  recipes.bordered('lg', 'surface', recipes.stack('3', { alignItems: 'center', textAlign: 'center', padding: vars.space['6'], marginBlock: vars.space['5'] })),
);
export const loginPromptBare = style(recipes.stack('4', { alignItems: 'center', textAlign: 'center' }));
export const loginTitle = style(recipes.heading('xl', { margin: 0 }));
export const loginActions = style(recipes.row('3', { flexWrap: 'wrap', justifyContent: 'center' }));
const promptLink = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touch,
  paddingInline: vars.space['5'],
  borderRadius: vars.radius.pill,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusRingStyle },
} as const;
export const loginPrimary = style({ ...promptLink, background: vars.color.accent, color: vars.color.onAccent });
export const loginSecondary = style({ ...promptLink, border: recipes.hairlineStrong, color: vars.color.text, background: vars.color.surface });

/** A card in the feed: the item's own room (the list draws the hairline between items). */
export const card = style(recipes.stack('3', { paddingBlock: vars.space['5'], outline: 'none', selectors: { '&:focus-visible': focusRingStyle } }));
export const context = style(recipes.metaLine('2', { fontSize: vars.fontSize.sm, color: vars.color.textMuted }));
export const byline = style(recipes.row('3', { minWidth: 0 }));
export const bylineText = style(recipes.stack('0', { minWidth: 0 }));
export const publicationName = style(recipes.label('sm', 'semibold'));
export const meta = style(recipes.metaLine('2', { fontSize: vars.fontSize.sm, color: vars.color.textMuted }));
export const postBody = style(recipes.row('4', { alignItems: 'flex-start', justifyContent: 'space-between' }));
export const postText = style(recipes.stack('2', { minWidth: 0, flex: 1 }));
export const postTitle = style(
  recipes.heading('xl', {
    margin: 0,
    fontFamily: vars.font.serif,
    lineHeight: vars.lineHeight.snug,
    '@media': { [media.mobile]: { fontSize: vars.fontSize.lg } },
  }),
);
export const postLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRingStyle },
});
export const subtitle = style(recipes.text('md', 'textMuted', { margin: 0, lineHeight: vars.lineHeight.normal }));
export const cover = style({
  flex: 'none',
  width: '112px',
  height: '112px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  '@media': { [media.mobile]: { width: '72px', height: '72px' } },
});
export const actions = style(recipes.row('1', { marginInlineStart: `calc(-1 * ${vars.space['2']})` }));
export const spacer = style({ flex: 1 });

/** The placeholder of an item the reader cannot see (M42). */
export const missing = style(
  recipes.bordered(
    'md',
    'surfaceSunken',
    recipes.row('2', { padding: vars.space['4'], marginBlock: vars.space['4'], color: vars.color.textMuted, fontSize: vars.fontSize.sm }),
  ),
);
export const note = style({ paddingBlock: vars.space['3'] });

/** The people-you-may-know carousel: a titled row of suggestion cards that scrolls sideways. */
export const suggestions = style(recipes.stack('3', { paddingBlock: vars.space['5'] }));
export const suggestionsTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const suggestionsRow = style(
  recipes.row('3', {
    alignItems: 'stretch',
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    listStyle: 'none',
    margin: 0,
    padding: 0,
    paddingBlockEnd: vars.space['2'],
  }),
);
/** Each card fills its cell, so the cards of a row are as tall as the tallest. */
export const suggestionsItem = style({ flex: '0 0 auto', inlineSize: 220, display: 'grid' });

export const ranked = style(recipes.stack('3', { listStyle: 'none', margin: 0, padding: 0 }));
export const rankedRow = style(recipes.row('3', { minWidth: 0 }));
export const rank = style(recipes.label('sm', 'semibold', 'textMuted', { width: vars.space['5'], textAlign: 'end', fontVariantNumeric: 'tabular-nums' }));
export const subscribe = style({
  marginInlineStart: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.pill,
  border: recipes.hairlineStrong,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusRingStyle },
  '@media': { [media.touch]: { minHeight: vars.size.touch } },
});

/** A discovery item (invite friends, a featured publication or collection, a chat preview, profile results). */
export const discovery = style(recipes.stack('3', { paddingBlock: vars.space['5'] }));
export const discoveryHead = style(recipes.row('3', { minWidth: 0, alignItems: 'flex-start' }));
export const discoveryTitle = style(recipes.heading('lg', { margin: 0, fontFamily: vars.font.serif, lineHeight: vars.lineHeight.snug }));
export const discoveryIcon = style(
  recipes.centred({
    flex: 'none',
    inlineSize: vars.size.touch,
    blockSize: vars.size.touch,
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceSunken,
    color: vars.color.accent,
  }),
);
export const discoveryActions = style(recipes.row('2', { flexWrap: 'wrap' }));
export const discoveryList = style(recipes.stack('3', { listStyle: 'none', margin: 0, padding: 0 }));
export const discoveryRow = style(recipes.stack('0', { minWidth: 0 }));
export const eyebrow = style(recipes.smallCaps('0.08em', { color: vars.color.textMuted }));

/** The app prompt: a band at the top of the feed, on phone-sized screens only. */
export const appPrompt = style(
  recipes.bordered(
    'lg',
    'surfaceSunken',
    recipes.row('3', {
      flexWrap: 'wrap',
      padding: vars.space['4'],
      '@media': { [`screen and (min-width: ${breakpoints.mobile + 1}px)`]: { display: 'none' } },
    }),
  ),
);
export const appPromptText = style(recipes.text('md', 'text', { margin: 0, flex: '1 1 12rem', fontWeight: vars.fontWeight.semibold }));

/** The post card list: rows of title, line and date, with a small cover. */
export const postList = style(recipes.stack('3'));
export const postRows = style(recipes.stack('0', { listStyle: 'none', margin: 0, padding: 0 }));
export const postRow = style(
  recipes.row('4', { alignItems: 'flex-start', justifyContent: 'space-between', paddingBlock: vars.space['4'], borderBlockEnd: recipes.hairline }),
);
export const postRowTitle = style({
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});
export const postRowCover = style({
  flex: 'none',
  inlineSize: '64px',
  blockSize: '64px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
