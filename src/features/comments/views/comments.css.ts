/**
 * The comment thread's styles: one comment (avatar rail, head, body, attachments, actions), its replies behind a
 * thread line, the placeholders, the composer. Contract variables only.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/media';
import { focusRingStyle } from '../../../ui/focusRingStyle';
import * as recipes from '../../../theme/recipes';

const avatar = '32px';
const replyAvatar = '24px';

export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  // Merges keep the reader's place themselves (see useScrollAnchor): the browser's own anchoring would correct twice.
  overflowAnchor: 'none',
});

/** The windowed list of top-level threads (the list reads its gap and counts it). */
export const threadList = style({ gap: vars.space['2'] });

export const comment = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${avatar} minmax(0, 1fr)`,
  columnGap: vars.space['3'],
  paddingBlock: vars.space['2'],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontFamily: vars.font.sans,
  scrollMarginBlock: `calc(${vars.size.touch} * 2)`,
  outline: 'none',
  transition: `background-color ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: {
    // Threads off screen are not mounted at all (the windowed list); those mounted are laid out at their real height.
    '&[data-depth="0"]': { paddingBlock: vars.space['3'] },
    '&:not([data-depth="0"])': { gridTemplateColumns: `${replyAvatar} minmax(0, 1fr)`, columnGap: vars.space['2'] },
    '&:focus-visible': focusRingStyle,
  },
});

/** A comment's own content (head, body, attachments, actions), without its replies. */
export const own = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

/** The highlighted comment (`#comment-{n}`, a permalink's target): its own content tinted, with an accent edge. */
export const highlight = style({
  background: vars.color.accentSoft,
  boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  marginInlineStart: `calc(${vars.space['3']} * -1)`,
  paddingInlineStart: vars.space['3'],
  paddingBlock: vars.space['1'],
});

// Accent-coloured text on the tint would fall under 4.5:1 (4.42 with the default accent): in a highlighted comment
// links, the liked heart and the "New" mark use the text colour.
globalStyle(`${highlight} a, ${highlight} [data-state="liked"], ${highlight} [data-part="comment-fresh"]`, { color: vars.color.text });

export const rail = style({ display: 'flex', flexDirection: 'column', alignItems: 'center' });

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['2'],
  rowGap: 0,
  minHeight: avatar,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

/** The author's menu, pushed to the header's end. */
export const headMenu = style({ marginInlineStart: 'auto', display: 'inline-flex' });

export const name = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const dot = style({ color: vars.color.textSubtle, selectors: { '&::before': { content: '"·"' } } });

export const body = style(
  recipes.text('md', 'text', {
    margin: 0,
    fontFamily: vars.font.serif,
    lineHeight: vars.lineHeight.normal,
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  }),
);

export const link = style({
  color: vars.color.accentText,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { textDecorationThickness: '2px' }, '&:focus-visible': focusRingStyle },
});

export const actions = style(
  recipes.row('1', {
    flexWrap: 'wrap',
    marginInlineStart: `calc(${vars.space['2']} * -1)`,
  }),
);

/** A quiet pill action (like, reply, collapse): 36 px tall with a 44 px touch target on touch screens. */
export const action = style(
  recipes.label('sm', 'medium', 'textMuted', {
    display: 'inline-flex',
    alignItems: 'center',
    gap: `calc(${vars.space['1']} * 1.5)`,
    minHeight: '36px',
    paddingInline: vars.space['2'],
    border: 'none',
    borderRadius: vars.radius.pill,
    background: 'transparent',
    fontFamily: vars.font.sans,
    cursor: 'pointer',
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
      '&:focus-visible': focusRingStyle,
      '&[data-state="liked"]': { color: vars.color.accentText },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
    '@media': { [media.touch]: { minHeight: vars.size.touch } },
  }),
);

export const restacks = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, paddingInline: vars.space['2'] });

/** Replies hang under the comment behind a thin thread line drawn under its avatar. */
export const replies = style({
  display: 'flex',
  flexDirection: 'column',
  marginBlockStart: vars.space['1'],
  paddingInlineStart: vars.space['3'],
  borderInlineStart: `2px solid ${vars.color.border}`,
  // The line sits under the centre of the avatar: back by the column gap and half the avatar.
  marginInlineStart: `calc(${vars.space['3']} * -1 - (${avatar} - 2px) / 2)`,
  selectors: {
    '&[data-depth="nested"]': { marginInlineStart: `calc(${vars.space['2']} * -1 - (${replyAvatar} - 2px) / 2)` },
  },
  '@media': { [media.mobile]: { paddingInlineStart: vars.space['2'] } },
});

/** Deep replies on a phone stop stepping right (depth 4 and more): the text keeps its width. */
export const repliesFlat = style({
  '@media': { [media.mobile]: { marginInlineStart: 0, paddingInlineStart: 0, borderInlineStart: 'none' } },
});

export const more = style([
  action,
  {
    alignSelf: 'flex-start',
    color: vars.color.accentText,
    fontWeight: vars.fontWeight.semibold,
  },
]);

/** Placeholders: deleted, removed, unavailable, paid only. */
export const notice = style(
  recipes.metaLine('2', {
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
    fontFamily: vars.font.sans,
    fontStyle: 'italic',
  }),
);

export const noticePaid = style({ fontStyle: 'normal', color: vars.color.text });

export const subscribeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.semibold,
  fontStyle: 'normal',
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.accentHover }, '&:focus-visible': focusRingStyle },
});

export const badge = style({ alignSelf: 'center' });

export const fresh = style(recipes.label('xs', 'semibold', 'accentText', { textTransform: 'uppercase', letterSpacing: '0.06em' }));

// ——— attachments ———

export const attachments = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], marginBlock: vars.space['1'] });

/** The tallest an attached image is shown (px); its width follows from its aspect (`imageBox` in the view). */
export const IMAGE_MAX_HEIGHT = 360;

export const image = style(
  recipes.bordered('md', 'surfaceSunken', {
    display: 'block',
    maxWidth: '100%',
    width: 'auto',
    height: 'auto',
    maxHeight: `${IMAGE_MAX_HEIGHT}px`,
  }),
);

export const card = style(
  recipes.merge(recipes.text('sm', 'text'), recipes.bordered('md', 'surface'), {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: vars.space['3'],
    padding: vars.space['3'],
    textDecoration: 'none',
    fontFamily: vars.font.sans,
    selectors: { 'a&:hover': { borderColor: vars.color.borderStrong }, '&:focus-visible': focusRingStyle },
  }),
);

export const cardText = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });
export const cardTitle = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const cardMuted = style({
  color: vars.color.textMuted,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
});
export const cardThumb = style({ width: '64px', height: '64px', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surfaceSunken });

export const video = style({
  position: 'relative',
  display: 'inline-flex',
  alignSelf: 'flex-start',
  maxWidth: '100%',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.inverseSurface,
});

export const videoBadge = style(
  recipes.pill('inverseSurface', 'inverseText', { position: 'absolute', insetInlineStart: vars.space['2'], insetBlockEnd: vars.space['2'] }),
);

export const quote = style(
  recipes.text('sm', 'textMuted', {
    margin: 0,
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    borderInlineStart: `2px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceSunken,
  }),
);

export const quoteAuthor = style({ display: 'block', fontWeight: vars.fontWeight.semibold, color: vars.color.text });

// ——— composer ———

export const composer = style(recipes.stack('2', { marginBlock: vars.space['2'] }));

export const textarea = style(
  recipes.merge(recipes.text('md', 'text'), recipes.borderedStrong('md', 'surface'), {
    boxSizing: 'border-box',
    width: '100%',
    minHeight: '88px',
    resize: 'vertical',
    padding: vars.space['3'],
    fontFamily: vars.font.sans,
    lineHeight: vars.lineHeight.normal,
    selectors: {
      '&::placeholder': { color: vars.color.textSubtle },
      '&:focus-visible': { ...focusRingStyle, outlineOffset: '0' },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    },
  }),
);

export const composerRow = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center', gap: vars.space['2'] });

export const composerError = style(recipes.text('sm', 'dangerText', { margin: 0, marginInlineEnd: 'auto', lineHeight: vars.lineHeight.normal }));

export const composerPrompt = style(
  recipes.merge(recipes.text('md', 'textMuted'), recipes.bordered('pill', 'surfaceSunken'), {
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    minHeight: vars.size.touch,
    paddingInline: vars.space['4'],
    fontFamily: vars.font.sans,
    textAlign: 'start',
    cursor: 'text',
    selectors: { '&:hover': { borderColor: vars.color.borderStrong }, '&:focus-visible': focusRingStyle },
  }),
);
