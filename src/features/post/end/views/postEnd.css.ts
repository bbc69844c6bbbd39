import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import { media } from '../../../../theme/media';
import { focusRingStyle } from '../../../../ui/focusRingStyle';
import * as recipes from '../../../../theme/recipes';

const mobile = media.mobile;

/** The end-of-post column: the reading measure, centred, sections separated by generous space. */
export const root = style(
  recipes.stack('10', {
    width: '100%',
    maxWidth: vars.size.measure,
    marginInline: 'auto',
    paddingBlock: vars.space['8'],
    paddingInline: vars.space['4'],
    boxSizing: 'border-box',
    color: vars.color.text,
    fontFamily: vars.font.sans,
    '@media': { [mobile]: { gap: vars.space['8'], paddingBlock: vars.space['6'] } },
  }),
);

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

/** A prompt or call to action: a quiet card, accent only on its button. */
export const card = style(
  recipes.merge(recipes.stack('3'), recipes.bordered('lg', 'surface'), {
    alignItems: 'center',
    textAlign: 'center',
    padding: vars.space['6'],
    selectors: {
      '&[data-tone="sunken"]': { background: vars.color.surfaceSunken, borderColor: 'transparent' },
      '&[data-tone="accent"]': { background: vars.color.accentSoft, borderColor: 'transparent' },
      '&[data-align="start"]': { alignItems: 'flex-start', textAlign: 'start' },
    },
    '@media': { [mobile]: { padding: vars.space['5'] } },
  }),
);

export const cardIcon = style(
  recipes.centred({
    width: '40px',
    height: '40px',
    borderRadius: vars.radius.round,
    background: vars.color.accentSoft,
    color: vars.color.accentText,
  }),
);

export const title = style(recipes.line('xl', 'semibold', 'text', { fontFamily: vars.font.serif, lineHeight: vars.lineHeight.snug }));

export const body = style(recipes.text('md', 'textMuted', { margin: 0, maxWidth: '52ch', lineHeight: vars.lineHeight.normal }));

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['2'],
  marginBlockStart: vars.space['1'],
});

/** A link styled as the primary button (navigation, not an action). */
export const linkButton = style(
  recipes.merge(recipes.centred(), recipes.label('md', 'semibold', 'onAccent'), {
    gap: vars.space['2'],
    minHeight: vars.size.touch,
    paddingInline: vars.space['5'],
    borderRadius: vars.radius.pill,
    background: vars.color.accent,
    textDecoration: 'none',
    boxSizing: 'border-box',
    selectors: {
      '&:hover': { background: vars.color.accentHover },
      '&:focus-visible': focusRingStyle,
      '&[data-variant="secondary"]': { background: vars.color.surface, color: vars.color.text, border: `1px solid ${vars.color.borderStrong}` },
      '&[data-variant="secondary"]:hover': { background: vars.color.surfaceHover },
    },
  }),
);

export const status = style(recipes.merge(recipes.inlineRow('2'), recipes.label('sm', 'medium', 'textMuted')));

/** Section heading of a list (top posts, restacks, discussion, more posts). */
export const sectionHeader = style(
  recipes.row('3', {
    alignItems: 'baseline',
    justifyContent: 'space-between',
    paddingBlockEnd: vars.space['2'],
    borderBlockEnd: `1px solid ${vars.color.border}`,
  }),
);

export const sectionTitle = style(recipes.line('lg', 'semibold', 'text', { lineHeight: vars.lineHeight.snug }));

export const textLink = style(
  recipes.label('sm', 'medium', 'accentText', {
    textDecoration: 'none',
    minHeight: '24px',
    display: 'inline-flex',
    alignItems: 'center',
    selectors: {
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': { ...focusRingStyle, borderRadius: vars.radius.sm },
    },
  }),
);

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const postRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space['4'],
  alignItems: 'center',
  paddingBlock: vars.space['4'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const postLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { ...focusRingStyle, borderRadius: vars.radius.sm },
  },
});

export const postTitle = style(recipes.font('lg', 'semibold', { margin: 0, fontFamily: vars.font.serif, lineHeight: vars.lineHeight.snug }));

export const postDescription = style(
  recipes.text('sm', 'textMuted', {
    margin: 0,
    marginBlockStart: vars.space['1'],
    lineHeight: vars.lineHeight.normal,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }),
);

export const meta = style(
  recipes.text('xs', 'textSubtle', {
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space['3'],
    marginBlockStart: vars.space['2'],
  }),
);

export const thumb = style({
  width: '96px',
  height: '64px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  '@media': { [mobile]: { width: '72px', height: '52px' } },
});

export const personRow = style(
  recipes.row('3', {
    alignItems: 'flex-start',
    paddingBlock: vars.space['3'],
    borderBlockEnd: `1px solid ${vars.color.border}`,
    selectors: { '&:last-child': { borderBlockEnd: 'none' } },
  }),
);

export const personText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0, fontSize: vars.fontSize.sm });

export const personName = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0, lineHeight: vars.lineHeight.normal });

export const footerRow = style(
  recipes.row('4', {
    justifyContent: 'space-between',
    paddingBlock: vars.space['4'],
    borderBlock: `1px solid ${vars.color.border}`,
    '@media': { [mobile]: { flexDirection: 'column', alignItems: 'stretch' } },
  }),
);

export const footerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const footerTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const noteBody = style(
  recipes.text('sm', 'text', {
    margin: 0,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    selectors: { '&[data-hidden]': { color: vars.color.textMuted, fontStyle: 'italic' } },
  }),
);

export const remaining = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], paddingBlockStart: vars.space['3'] });

export const notice = style(
  recipes.merge(recipes.row('3'), recipes.text('sm', 'textMuted'), {
    padding: vars.space['4'],
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
    lineHeight: vars.lineHeight.normal,
  }),
);

const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });

/** The app-install drawer: a sheet pinned to the bottom of a phone screen. */
export const drawer = style(
  recipes.stack('3', {
    position: 'fixed',
    insetInline: 0,
    insetBlockEnd: 0,
    zIndex: vars.zIndex.overlay,
    padding: vars.space['5'],
    paddingBlockEnd: `max(${vars.space['5']}, env(safe-area-inset-bottom))`,
    background: vars.color.surfaceRaised,
    borderStartStartRadius: vars.radius.lg,
    borderStartEndRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    color: vars.color.text,
    fontFamily: vars.font.sans,
    animation: `${slideUp} ${vars.motion.base} ${vars.motion.easing}`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
);

export const drawerHead = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const drawerTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const drawerActions = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const appIcon = style(
  recipes.centred({
    flex: '0 0 auto',
    width: '48px',
    height: '48px',
    borderRadius: vars.radius.lg,
    background: vars.color.accent,
    color: vars.color.onAccent,
  }),
);

export const webviewSteps = style(recipes.stack('4', { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal }));
