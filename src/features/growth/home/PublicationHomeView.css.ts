import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import * as layout from '../../../theme/layout.css';
import { media } from '../../../theme/media';
import { focusRingStyle } from '../../../ui/focusRingStyle';

export const page = layout.page;
export const column = layout.column({ width: 'wide' });
export const title = layout.title;
export const lede = layout.lede;
export const muted = layout.muted;

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingBlockEnd: vars.space['4'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const previewNotice = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const block = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });

export const blockTitle = style({
  margin: 0,
  paddingBlockEnd: vars.space['2'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textSubtle,
});

const list = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['5'], minWidth: 0 } as const;

/** One arrangement per block type; the first post of a feature-like block is the lead. */
export const posts = styleVariants({
  list: { ...list, gridTemplateColumns: 'minmax(0, 1fr)', gap: 0 },
  grid: { ...list, gridTemplateColumns: 'repeat(var(--mh-home-columns, 4), minmax(0, 1fr))' },
  feature: { ...list, gridTemplateColumns: '2fr 1fr 1fr', '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } } },
  podcast_plus_three: { ...list, gridTemplateColumns: '2fr 1fr', '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } } },
  single_post: { ...list, gridTemplateColumns: 'minmax(0, 1fr)' },
  half_feature: { ...list, gridTemplateColumns: '1fr 1fr', '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } } },
});

/** Grid columns by the count the settings give at each breakpoint (002: 4 / 3 on tablets / phones, less sidebar modules). */
export const gridColumns = styleVariants({ 1: {}, 2: {}, 3: {}, 4: {} }, (_, n) => ({ vars: { '--mh-home-columns': String(n) } }));
export const gridColumnsTablet = styleVariants({ 1: {}, 2: {}, 3: {}, 4: {} }, (_, n) => ({
  '@media': { [media.tablet]: { vars: { '--mh-home-columns': String(n) } } },
}));
/** Phones: the grid's posts one under the other (two columns on the widest phones would cut titles to a word a line). */
export const gridPhone = style({ '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } } });

/** How many posts show on tablets and phones: the rest are hidden by CSS, so the server's HTML is the same at every width. */
const counts = Array.from({ length: 28 }, (_, i) => i + 1);
export const limitTablet = Object.fromEntries(counts.map((n) => [n, style({})])) as Record<number, string>;
export const limitPhone = Object.fromEntries(counts.map((n) => [n, style({})])) as Record<number, string>;
for (const n of counts) {
  globalStyle(`${limitTablet[n]} > li:nth-child(n + ${n + 1})`, { '@media': { [media.tablet]: { display: 'none' } } });
  globalStyle(`${limitPhone[n]} > li:nth-child(n + ${n + 1})`, { '@media': { [media.mobile]: { display: 'none' } } });
}

export const lead = style({
  gridRow: 'span 2',
  '@media': { [media.mobile]: { gridRow: 'auto' } },
});

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 });
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space['4'],
  alignItems: 'start',
  paddingBlock: vars.space['4'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const cover = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const thumb = style({
  display: 'block',
  width: 112,
  height: 76,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const postTitle = style({
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
export const leadTitle = style({ fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight.tight });

export const postLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRingStyle },
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const recommendations = style([layout.card, { gap: vars.space['3'] }]);
export const recommendationsHeader = style([layout.cardRow, { justifyContent: 'space-between' }]);
export const recommendation = style([layout.cardRow, { flexWrap: 'nowrap', alignItems: 'flex-start' }]);
export const recommendationLogo = style({
  flex: 'none',
  width: 40,
  height: 40,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});
export const recommendationName = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });
export const textLink = style({
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRingStyle },
});
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

/** An admin's block header: the title and the block's settings button. */
export const blockHeader = style([layout.cardRow, { justifyContent: 'space-between', alignItems: 'flex-end' }]);
export const blockHeaderTitle = style({ flex: '1 1 auto', minWidth: 0 });
export const settingsButton = style({
  marginInlineStart: 'auto',
  minBlockSize: vars.size.touch,
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken }, '&:focus-visible': focusRingStyle },
});

/** The links between the home and its people lists. */
export const peopleNav = style([layout.cardRow, { listStyle: 'none', margin: 0, padding: 0, gap: vars.space['4'] }]);
globalStyle(`${peopleNav} a[aria-current="page"]`, { color: vars.color.text, textDecoration: 'underline' });
export const person = style([layout.cardRow, { flexWrap: 'nowrap', alignItems: 'center', minBlockSize: vars.size.touch }]);

/** "Subscribed" by a recommended publication the reader subscribes to. */
export const subscribedLabel = style({
  marginInlineStart: 'auto',
  flex: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
