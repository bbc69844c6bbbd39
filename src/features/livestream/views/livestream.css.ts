import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/media';
import { focusRingStyle } from '../../../ui/focusRingStyle';
import * as recipes from '../../../theme/recipes';

const narrow = 'screen and (max-width: 799px)';
const wide = 'screen and (min-width: 800px)';

export const page = style(recipes.pageBackground());

/** The header has a fixed height, so the side panel fills exactly the rest of the screen. */
export const HEADER_HEIGHT = 60;

export const header = style(
  recipes.row('3', {
    boxSizing: 'border-box',
    height: HEADER_HEIGHT,
    paddingInline: vars.space['6'],
    borderBottom: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    '@media': { [media.mobile]: { paddingInline: vars.space['4'] } },
  }),
);

export const headerTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, letterSpacing: '-0.01em' });

/** Player + details | chat side panel (≥ 800 px); one column below. */
export const stage = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 400px',
  alignItems: 'start',
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  selectors: {
    '&[data-fullscreen="true"]': {
      position: 'fixed',
      inset: 0,
      zIndex: vars.zIndex.overlay,
      gridTemplateColumns: 'minmax(0, 1fr)',
      alignItems: 'center',
      background: vars.color.media,
    },
  },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  selectors: { [`${stage}[data-fullscreen="true"] &`]: { height: '100vh', justifyContent: 'center' } },
});

export const playerBox = style({
  position: 'relative',
  background: vars.color.media,
  selectors: {
    [`${stage}[data-fullscreen="true"] &`]: { width: '100%', maxWidth: 'calc(100vh * var(--live-aspect, 1.7778))', marginInline: 'auto' },
  },
});

export const fullscreenButton = style({
  position: 'absolute',
  insetBlockStart: vars.space['3'],
  insetInlineEnd: vars.space['3'],
  zIndex: 2,
});

export const gatedPlayer = style({
  position: 'relative',
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  display: 'grid',
  placeItems: 'center',
});

export const gatedCover = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', filter: 'blur(14px) brightness(0.6)' });

export const gatedInner = style(
  recipes.merge(recipes.stack('3'), recipes.label('md', 'semibold', 'onMedia'), {
    position: 'absolute',
    inset: 0,
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space['4'],
    textAlign: 'center',
  }),
);

/** K034: the details are 164 px tall on wide screens. */
export const details = style(
  recipes.stack('2', {
    boxSizing: 'border-box',
    minHeight: 164,
    padding: vars.space['6'],
    background: vars.color.surface,
    borderBottom: `1px solid ${vars.color.border}`,
    '@media': { [media.mobile]: { padding: vars.space['4'], minHeight: 0 } },
  }),
);

export const detailsTop = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], flexWrap: 'wrap' });

export const detailsTitle = style(
  recipes.font('xl', 'bold', {
    margin: 0,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '-0.01em',
    flex: '1 1 16rem',
    '@media': { [media.mobile]: { fontSize: vars.fontSize.lg } },
  }),
);

export const liveTag = style(recipes.statusTag('live', 'onLive'));

export const liveDot = style({ width: 6, height: 6, borderRadius: vars.radius.round, background: vars.color.onLive });

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal });

export const counts = style({ display: 'flex', gap: vars.space['4'], alignItems: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const count = style({ fontVariantNumeric: 'tabular-nums' });

// ——— Chat ———

export const chatSide = style({
  position: 'sticky',
  insetBlockStart: 0,
  boxSizing: 'border-box',
  width: 400,
  height: `calc(100vh - ${HEADER_HEIGHT}px)`,
  borderInlineStart: `1px solid ${vars.color.border}`,
  '@media': { [narrow]: { display: 'none' } },
});

export const chatInline = style({
  '@media': { [wide]: { display: 'none' } },
  borderTop: `1px solid ${vars.color.border}`,
});

export const chat = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  background: vars.color.surface,
  selectors: {
    [`${chatInline} &[data-panel="expanded"]`]: { height: 440 },
    '&[data-panel="minimized"]': { height: 'auto' },
  },
});

export const chatHeader = style(
  recipes.row('2', {
    minHeight: 52,
    paddingInline: vars.space['4'],
    borderBottom: `1px solid ${vars.color.border}`,
  }),
);

export const chatTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, flex: '1 1 auto' });

export const connection = style(
  recipes.merge(recipes.inlineRow('1'), recipes.label('xs', 'medium', 'textMuted'), {
    selectors: { '&[data-state="reconnecting"]': { color: vars.color.danger } },
  }),
);

export const body = style({ position: 'relative', flex: '1 1 auto', minHeight: 0, display: 'flex', flexDirection: 'column' });

export const log = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overflowAnchor: 'auto',
  display: 'flex',
  flexDirection: 'column',
  selectors: { '&:focus-visible': focusRingStyle },
});

/** Few messages sit at the bottom, next to the composer, as in any chat. */
export const list = style({ marginBlockStart: 'auto', marginBlockEnd: 0, paddingBlock: vars.space['2'], paddingInline: 0, listStyle: 'none' });

export const row = style(
  recipes.row('2', {
    alignItems: 'flex-start',
    paddingBlock: 6,
    paddingInline: vars.space['4'],
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
    // Contained (layout, paint and style, as a row on screen always was) but never skipped: the windowed list mounts
    // only what is near the view, and a row skipping rendering (`content-visibility: auto`) until it nears the view
    // changed height there, under the reader's place.
    contain: 'layout paint style',
  }),
);

export const rowText = style({ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' });
export const rowName = style({ fontWeight: vars.fontWeight.semibold, marginInlineEnd: vars.space['1'] });
export const join = style([row, { color: vars.color.textMuted, fontStyle: 'italic', fontSize: vars.fontSize.xs, paddingBlock: 4 }]);

export const blockButton = style(
  recipes.text('xs', 'textMuted', {
    flex: 'none',
    border: `1px solid ${vars.color.border}`,
    background: 'transparent',
    borderRadius: vars.radius.pill,
    fontFamily: 'inherit',
    paddingInline: vars.space['2'],
    minHeight: 24,
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': focusRingStyle,
      '&:hover:not(:disabled)': { color: vars.color.danger, borderColor: vars.color.danger },
      '&:disabled': { cursor: 'default' },
    },
  }),
);

export const empty = style({ margin: 'auto', padding: vars.space['6'], color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: 'center' });

// Centred in either direction (a physical translateX(-50%) from the inline start sits off-centre right to left).
export const jump = style({
  position: 'absolute',
  insetBlockEnd: vars.space['3'],
  insetInline: 0,
  marginInline: 'auto',
  width: 'fit-content',
  zIndex: 1,
  boxShadow: vars.shadow.floating,
});

export const composer = style(
  recipes.stack('1', {
    padding: vars.space['3'],
    borderTop: `1px solid ${vars.color.border}`,
  }),
);

export const composerRow = style({ display: 'flex', gap: vars.space['2'], alignItems: 'center' });

export const input = style(
  recipes.merge(recipes.text('sm', 'text'), recipes.borderedStrong('pill', 'surface'), {
    flex: '1 1 auto',
    minWidth: 0,
    minHeight: vars.size.touch,
    boxSizing: 'border-box',
    paddingInline: vars.space['4'],
    fontFamily: 'inherit',
    selectors: {
      '&:focus-visible': { outline: 'none', borderColor: vars.color.focusRing, boxShadow: `0 0 0 1px ${vars.color.focusRing}` },
      '&:disabled': { background: vars.color.surfaceSunken, borderColor: vars.color.border, color: vars.color.textMuted },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&::placeholder': { color: vars.color.textMuted },
    },
  }),
);

export const composerNote = style({ margin: 0, paddingInline: vars.space['4'], color: vars.color.danger, fontSize: vars.fontSize.xs });

// ——— No active stream, ended ———

export const column = style(
  recipes.stack('8', {
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: `calc(1040px + 2 * ${vars.space['6']})`,
    marginInline: 'auto',
    paddingInline: vars.space['6'],
    paddingBlock: vars.space['10'],
    '@media': { [media.mobile]: { paddingInline: vars.space['4'], paddingBlock: vars.space['6'], gap: vars.space['6'] } },
  }),
);

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const sectionHead = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space['3'] });
export const sectionTitle = style(recipes.font('2xl', 'bold', { margin: 0, letterSpacing: '-0.015em', lineHeight: vars.lineHeight.tight }));

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style(
  recipes.merge(recipes.stack('2'), recipes.bordered('md', 'surface'), { padding: vars.space['4'], height: '100%', boxSizing: 'border-box' }),
);

export const cardImage = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug });
export const cardMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRingStyle },
});
export const accentLink = style(
  recipes.label('sm', 'semibold', 'accentText', {
    textDecoration: 'none',
    selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRingStyle },
  }),
);
export const emptyText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const ended = style(
  recipes.stack('4', {
    alignItems: 'center',
    textAlign: 'center',
    maxWidth: 560,
    marginInline: 'auto',
    paddingBlock: vars.space['16'],
    paddingInline: vars.space['6'],
    '@media': { [media.mobile]: { paddingBlock: vars.space['10'], paddingInline: vars.space['4'] } },
  }),
);
export const endedTitle = style({ margin: 0, fontSize: vars.fontSize['3xl'], fontWeight: vars.fontWeight.bold, letterSpacing: '-0.02em' });
export const endedText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.normal });
export const actions = style({ display: 'flex', gap: vars.space['3'], flexWrap: 'wrap', justifyContent: 'center', marginBlockStart: vars.space['2'] });

export const gateActions = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
