import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import * as layout from '../../../theme/layout.css';
import { media } from '../../../theme/media';
import { focusRingStyle } from '../../../ui/focusRingStyle';
import * as recipes from '../../../theme/recipes';

export const page = layout.page;
export const column = layout.column({ width: 'wide' });
export const eyebrow = layout.eyebrow;
export const title = layout.title;
export const lede = layout.lede;
export const muted = layout.muted;

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const sectionTitle = style(recipes.font('xl', 'bold', { margin: 0, fontFamily: vars.font.serif, lineHeight: vars.lineHeight.snug }));

export const sectionHead = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space['3'], flexWrap: 'wrap' });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });
export const tightStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const manifesto = style(
  recipes.merge(recipes.stack('4'), recipes.text('lg', 'text'), {
    maxWidth: vars.size.measure,
    fontFamily: vars.font.serif,
    lineHeight: vars.lineHeight.reading,
  }),
);

export const paragraph = style({ margin: 0 });

export const textLink = style(
  recipes.label('sm', 'semibold', 'accentText', {
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRingStyle },
  }),
);

/** The events tab: a sidebar of filters beside the lists; stacked on phones. */
export const eventsLayout = style({
  display: 'grid',
  gridTemplateColumns: '240px minmax(0, 1fr)',
  gap: vars.space['8'],
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['5'] } },
});

export const sidebar = style(
  recipes.stack('4', {
    paddingBlockEnd: vars.space['4'],
    borderBlockEnd: `1px solid ${vars.color.border}`,
    '@media': { [media.desktop]: { borderBlockEnd: 'none', position: 'sticky', insetBlockStart: vars.space['4'] } },
  }),
);

export const sidebarHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'] });

export const filterRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'] });

export const filterLabel = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const filters = style(
  recipes.stack('3', {
    selectors: { '&[data-state="closed"]': { '@media': { [media.mobile]: { display: 'none' } } } },
  }),
);

export const filterToggle = style({ '@media': { [media.tablet]: {}, [media.desktop]: { display: 'none' } } });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const select = style(
  recipes.merge(recipes.text('md', 'text'), recipes.borderedStrong('md', 'surfaceRaised'), {
    boxSizing: 'border-box',
    minHeight: vars.size.touch,
    paddingInline: vars.space['3'],
    fontFamily: vars.font.sans,
    selectors: { '&:focus-visible': focusRingStyle },
  }),
);

export const eventList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const eventCard = style({
  display: 'grid',
  gridTemplateColumns: '160px minmax(0, 1fr)',
  gap: vars.space['5'],
  paddingBlock: vars.space['5'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { paddingBlockStart: 0 } },
  '@media': { [media.mobile]: { gridTemplateColumns: '96px minmax(0, 1fr)', gap: vars.space['3'] } },
});

export const eventImage = style({
  width: '100%',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const eventText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const eventWhen = style(recipes.line('xs', 'semibold', 'accentText', { letterSpacing: '0.04em', textTransform: 'uppercase' }));

export const eventTitle = style(
  recipes.font('lg', 'semibold', {
    margin: 0,
    fontFamily: vars.font.serif,
    lineHeight: vars.lineHeight.snug,
    overflowWrap: 'anywhere',
  }),
);

export const eventLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRingStyle },
});

export const eventWhere = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const badges = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'], marginBlockStart: vars.space['1'] });

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], maxWidth: vars.size.measure });

export const detailImage = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

export const detailMeta = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], fontSize: vars.fontSize.md, color: vars.color.textMuted });

export const description = style({
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.reading,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });

export const buttonLink = style(
  recipes.label('sm', 'semibold', 'onAccent', {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.touch,
    paddingInline: vars.space['5'],
    borderRadius: vars.radius.pill,
    background: vars.color.accent,
    textDecoration: 'none',
    selectors: { '&:hover': { background: vars.color.accentHover }, '&:focus-visible': focusRingStyle },
  }),
);

export const people = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space['4'],
});

export const person = style({ display: 'flex', gap: vars.space['3'], alignItems: 'flex-start', minWidth: 0 });

export const personText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0, fontSize: vars.fontSize.sm });

export const personName = style({ margin: 0, fontWeight: vars.fontWeight.semibold, color: vars.color.text, overflowWrap: 'anywhere' });

export const sponsors = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space['4'] });

export const sponsor = style(
  recipes.merge(recipes.row('3'), recipes.font('sm', 'semibold'), {
    padding: vars.space['3'],
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  }),
);

export const sponsorLogo = style({ width: '48px', height: '48px', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surfaceSunken });

export const postList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const filterBar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const chip = style(
  recipes.merge(recipes.label('sm', 'medium', 'text'), recipes.borderedStrong('pill', 'surfaceRaised'), {
    minHeight: vars.size.touch,
    paddingInline: vars.space['4'],
    fontFamily: vars.font.sans,
    cursor: 'pointer',
    selectors: {
      '&[aria-pressed="true"]': { background: vars.color.text, color: vars.color.page, borderColor: vars.color.text },
      '&:focus-visible': focusRingStyle,
    },
  }),
);

export const center = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space['3'] });
