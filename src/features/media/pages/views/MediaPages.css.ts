import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import * as layout from '../../../../theme/layout.css';
import { media } from '../../../../theme/media';
import * as recipes from '../../../../theme/recipes';

export const page = layout.page;
export const column = layout.column({ width: 'wide' });
export const title = layout.title;
export const lede = layout.lede;
export const muted = layout.muted;

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

/** "Video Series" on phones, "Videos" wider: only one of the two is rendered visible (and read). */
export const mobileOnly = style({ display: 'none', '@media': { [media.mobile]: { display: 'inline' } } });
export const desktopOnly = style({ '@media': { [media.mobile]: { display: 'none' } } });

export const sectionTitle = style(recipes.font('xl', 'bold', { margin: 0, lineHeight: vars.lineHeight.snug }));

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

// ---- Hero carousel ------------------------------------------------------------------------------------------

export const hero = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const heroViewport = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.inverseSurface,
});

export const heroTrack = style({
  display: 'flex',
  transition: `transform 300ms ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const heroSlide = style({
  position: 'relative',
  flex: '0 0 100%',
  aspectRatio: '2 / 1',
  minWidth: 0,
  '@media': { [media.mobile]: { aspectRatio: '4 / 3' } },
});

export const heroImage = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const heroCaption = style(
  recipes.stack('2', {
    position: 'absolute',
    insetInline: 0,
    bottom: 0,
    padding: `${vars.space['16']} ${vars.space['6']} ${vars.space['6']}`,
    background: `linear-gradient(to top, ${vars.color.scrimHeavy}, ${vars.color.scrimClear})`,
    color: vars.color.onMedia,
    '@media': { [media.mobile]: { padding: `${vars.space['12']} ${vars.space['4']} ${vars.space['4']}` } },
  }),
);

export const heroTitle = style(
  recipes.font('2xl', 'bold', {
    margin: 0,
    fontFamily: vars.font.serif,
    lineHeight: vars.lineHeight.tight,
    '@media': { [media.mobile]: { fontSize: vars.fontSize.xl } },
  }),
);

export const heroLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: `2px solid ${vars.color.onMedia}`, outlineOffset: '2px' } },
});

export const heroSubtitle = style(
  recipes.text('md', 'onMediaMuted', {
    margin: 0,
    lineHeight: vars.lineHeight.normal,
    '@media': { [media.mobile]: { display: 'none' } },
  }),
);

export const heroControls = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'] });
export const heroDots = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'] });

export const heroDot = style(
  recipes.centred({
    boxSizing: 'border-box',
    width: vars.size.touch,
    height: vars.size.touch,
    border: 0,
    padding: 0,
    background: 'transparent',
    cursor: 'pointer',
    borderRadius: vars.radius.pill,
    '::after': {
      content: '""',
      width: '10px',
      height: '10px',
      borderRadius: vars.radius.pill,
      background: vars.color.borderStrong,
    },
    selectors: {
      '&[aria-current="true"]::after': { background: vars.color.accent, width: '24px' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-4px' },
    },
  }),
);

export const heroArrows = style({ display: 'flex', gap: vars.space['2'] });

// ---- Video list and series -------------------------------------------------------------------------------------

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space['6'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const card = style(
  recipes.stack('2', {
    minWidth: 0,
    '@media': {
      [media.mobile]: {
        display: 'grid',
        gridTemplateColumns: '136px minmax(0, 1fr)',
        gridAutoRows: 'min-content',
        columnGap: vars.space['3'],
        rowGap: vars.space['1'],
        alignItems: 'start',
      },
    },
  }),
);

export const thumb = style({
  position: 'relative',
  '@media': { [media.mobile]: { gridRow: 'span 2' } },
  display: 'block',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});

export const thumbImage = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const cardTitle = style(recipes.font('md', 'semibold', { margin: 0, lineHeight: vars.lineHeight.snug, overflowWrap: 'anywhere' }));

export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const cardMeta = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], flexWrap: 'wrap' });

export const more = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space['3'], paddingBlock: vars.space['4'] });

export const inlineError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.dangerText, textAlign: 'center' });

export const note = style(
  recipes.merge(recipes.row('3'), recipes.bordered('md', 'surfaceRaised'), {
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    padding: `${vars.space['3']} ${vars.space['4']}`,
    borderInlineStart: `3px solid ${vars.color.accent}`,
    fontSize: vars.fontSize.sm,
  }),
);

export const accentLink = style({
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const row = style([
  layout.card,
  {
    flexDirection: 'row',
    alignItems: 'center',
    gap: vars.space['4'],
    '@media': { [media.mobile]: { flexWrap: 'wrap', alignItems: 'flex-start', rowGap: vars.space['2'] } },
  },
]);

/** The row's text: beside the logo on every width; the trailing link or button wraps under it on phones. */
export const rowBody = style(
  recipes.stack('1', {
    flex: '1 1 auto',
    minWidth: 0,
    '@media': { [media.mobile]: { flex: '1 1 180px' } },
  }),
);

export const rowTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug });

export const logo = style({
  flex: '0 0 auto',
  width: '64px',
  height: '64px',
  '@media': { [media.mobile]: { width: '48px', height: '48px' } },
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
});

export const logoImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const feed = style([layout.card, { gap: vars.space['3'] }]);

export const feedHead = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });
