/**
 * Styles of the post page's views. Editorial reading first (house style §8): the body in the serif at 20 px with a
 * 1.6 line height on a ~680 px measure; the header's headline large and tight; quiet chrome in the sans.
 */
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import { media } from '../../../../theme/media';
import { focusRingStyle } from '../../../../ui/focusRingStyle';
import * as recipes from '../../../../theme/recipes';

const mobile = media.mobile;
const tablet = 'screen and (max-width: 1024px)';

// ——— page ———

export const page = style(recipes.pageBackground({ display: 'flex', flexDirection: 'column' }));

export const column = style(recipes.readingColumn({ paddingBlock: vars.space['8'], '@media': { [mobile]: { paddingBlock: vars.space['5'] } } }));

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const centered = style({ paddingBlock: vars.space['16'] });

/** An empty marker the scroll tracking observes; takes no room (the stack's gap is cancelled). */
export const marker = style({ display: 'block', height: 0, marginBlockEnd: `calc(${vars.space['6']} * -1)` });

export const slot = style({ marginBlockStart: vars.space['6'] });

// ——— header ———

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const featuredTag = style(
  recipes.label('xs', 'semibold', 'accentText', { alignSelf: 'flex-start', letterSpacing: '0.06em', textTransform: 'uppercase' }),
);

export const title = style(
  recipes.font('4xl', 'bold', {
    margin: 0,
    fontFamily: vars.font.serif,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '-0.01em',
    overflowWrap: 'anywhere',
    '@media': { [mobile]: { fontSize: vars.fontSize['2xl'] } },
  }),
);

export const subtitle = style(
  recipes.text('xl', 'textMuted', {
    margin: 0,
    fontFamily: vars.font.serif,
    lineHeight: vars.lineHeight.snug,
    '@media': { [mobile]: { fontSize: vars.fontSize.lg } },
  }),
);

export const metaRow = style(
  recipes.row('3', {
    paddingBlock: vars.space['3'],
    borderBlock: `1px solid ${vars.color.border}`,
    flexWrap: 'wrap',
  }),
);

export const bylineRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], minWidth: 0, flex: '1 1 auto' });

export const bylineFaces = style({ display: 'flex', alignItems: 'center', flexShrink: 0 });

globalStyle(`${bylineFaces} > * + *`, {
  marginInlineStart: `calc(${vars.space['2']} * -1)`,
  boxShadow: `0 0 0 2px ${vars.color.page}`,
  borderRadius: vars.radius.round,
});

export const metaText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0, flex: '1 1 auto' });

export const bylineNames = style(recipes.line('sm', 'semibold', 'text'));

export const guestTag = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textSubtle });

export const metaLine = style(recipes.merge(recipes.row('2'), recipes.text('sm', 'textSubtle'), { margin: 0, flexWrap: 'wrap' }));

export const dot = style({ selectors: { '&::before': { content: '"·"' } } });

export const cover = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const highlightedImage = style({
  outline: `3px solid ${vars.color.accent}`,
  outlineOffset: '3px',
});

// ——— body ———

export const body = style(
  recipes.text('body', 'text', {
    fontFamily: vars.font.serif,
    lineHeight: vars.lineHeight.reading,
    overflowWrap: 'break-word',
    '@media': { [mobile]: { fontSize: vars.fontSize.lg } },
  }),
);

/** A selector list's parts, split at commas outside parentheses (`a, :is(b, c)` → `a`, `:is(b, c)`). */
function topLevelParts(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(selector.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(selector.slice(start).trim());
  return parts;
}

/**
 * A rule for the post body's HTML. Every part of a selector list is scoped to the body: `b('h1, h2')` is
 * `.body h1, .body h2` (a bare `.body h1, h2` would restyle every h2 on a page that loaded this CSS).
 */
const b = (selector: string, rules: Parameters<typeof globalStyle>[1]) =>
  globalStyle(
    topLevelParts(selector)
      .map((part) => `${body} ${part}`)
      .join(', '),
    rules,
  );
// Vertical rhythm on the body's own blocks: none before the first, 1.1em between, more before a heading.
b('> *', { marginBlock: 0 });
b('> * + *', { marginBlockStart: '1.1em' });
b('> :is(h1, h2, h3, h4)', { marginBlockStart: '1.6em' });
b('> :is(h1, h2, h3, h4):first-child', { marginBlockStart: 0 });
b('h1, h2, h3, h4', { fontFamily: vars.font.serif, lineHeight: vars.lineHeight.snug, fontWeight: vars.fontWeight.bold });
b('blockquote > p, li > p', { margin: 0 });
b('h1, h2', { fontSize: vars.fontSize['2xl'] });
b('h3', { fontSize: vars.fontSize.xl });
b('h4', { fontSize: vars.fontSize.lg });
b('a', { color: vars.color.accentText, textDecoration: 'underline', textUnderlineOffset: '0.15em' });
// A link the sanitiser emptied (its `javascript:` address removed) reads as plain text.
b('a:not([href])', { color: 'inherit', textDecoration: 'none' });
b('a:focus-visible', { ...focusRingStyle, borderRadius: vars.radius.sm });
b('ul, ol', { paddingInlineStart: '1.4em', marginBlockEnd: 0 });
b('li + li', { marginBlockStart: '0.4em' });
b('blockquote', {
  marginInline: 0,
  paddingInlineStart: vars.space['5'],
  borderInlineStart: `3px solid ${vars.color.accent}`,
  color: vars.color.textMuted,
  fontStyle: 'italic',
});
b('img, svg, video', { maxWidth: '100%', height: 'auto' });
b('img', { display: 'block', borderRadius: vars.radius.md });
b('figure', { marginInline: 0 });
b('figcaption', {
  marginBlockStart: vars.space['2'],
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textSubtle,
  textAlign: 'center',
});
// Wrapped, never a scroll box: a scrollable region would need to be focusable (axe scrollable-region-focusable).
b('pre', {
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
b('code', { fontFamily: vars.font.mono, fontSize: '0.85em' });
b(':not(pre) > code', { paddingInline: '0.3em', borderRadius: vars.radius.sm, background: vars.color.surfaceSunken });
b('hr', { border: 0, borderBlockStart: `1px solid ${vars.color.border}`, marginBlock: '2em' });
b('table', { borderCollapse: 'collapse', width: '100%', fontFamily: vars.font.sans, fontSize: vars.fontSize.sm });
b('th, td', { border: `1px solid ${vars.color.border}`, padding: vars.space['2'], textAlign: 'start' });
b('mark[data-part="selection-highlight"]', {
  background: vars.color.accentSoft,
  color: 'inherit',
  boxShadow: `0 0 0 2px ${vars.color.accentSoft}`,
  borderRadius: vars.radius.sm,
});
b('img[data-selection-highlight]', { outline: `3px solid ${vars.color.accent}`, outlineOffset: '3px' });

/** The end of a preview fades into the paywall. */
export const previewFade = style({
  position: 'relative',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockEnd: 0,
      height: '6em',
      background: `linear-gradient(to bottom, transparent, ${vars.color.page})`,
      pointerEvents: 'none',
    },
  },
});

export const notice = style(
  recipes.merge(recipes.row('3'), recipes.text('md', 'text'), recipes.bordered('md', 'surfaceSunken'), {
    alignItems: 'flex-start',
    padding: vars.space['5'],
    lineHeight: vars.lineHeight.normal,
  }),
);

export const noticeIcon = style({ color: vars.color.textMuted, flexShrink: 0, marginBlockStart: '2px' });

export const noticeText = style({ margin: 0 });

// ——— guest bios ———

export const bios = style(
  recipes.stack('4', {
    paddingBlockStart: vars.space['5'],
    borderBlockStart: `1px solid ${vars.color.border}`,
  }),
);

export const biosTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const bio = style({ display: 'flex', gap: vars.space['3'], alignItems: 'flex-start' });

export const bioName = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const bioText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

// ——— paywall ———

export const paywall = style(
  recipes.merge(recipes.stack('3'), recipes.bordered('lg', 'surfaceRaised'), {
    alignItems: 'center',
    padding: `${vars.space['8']} ${vars.space['6']}`,
    textAlign: 'center',
    '@media': { [mobile]: { padding: `${vars.space['6']} ${vars.space['4']}` } },
  }),
);

export const paywallIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.round,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
});

export const paywallTitle = style(recipes.font('xl', 'bold', { margin: 0, fontFamily: vars.font.serif, lineHeight: vars.lineHeight.snug }));

export const paywallBody = style(recipes.text('md', 'textMuted', { margin: 0, maxWidth: '440px', lineHeight: vars.lineHeight.normal }));

export const paywallActions = style(recipes.stack('2', { alignItems: 'center', marginBlockStart: vars.space['2'] }));

export const quietLink = style(
  recipes.text('sm', 'textMuted', {
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    minHeight: vars.size.touch,
    display: 'inline-flex',
    alignItems: 'center',
  }),
);

// ——— selection status ———

export const selectionStatus = style(
  recipes.row('2', {
    padding: `${vars.space['2']} ${vars.space['3']}`,
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  }),
);

export const selectionTone = styleVariants({
  loading: { background: vars.color.surfaceSunken, color: vars.color.textMuted },
  highlighted: { background: vars.color.accentSoft, color: vars.color.text },
  not_found: { background: vars.color.warningSoft, color: vars.color.warning },
});

// ——— admin tools ———

export const adminBar = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['2'] });

export const editLink = style(
  recipes.merge(recipes.inlineRow('2'), recipes.label('sm', 'medium', 'text'), {
    minHeight: vars.size.touch,
    paddingInline: vars.space['4'],
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.borderStrong}`,
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: vars.color.surfaceHover },
      '&:focus-visible': focusRingStyle,
    },
  }),
);

export const tagEditor = style(
  recipes.row('3', {
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    padding: vars.space['4'],
    borderRadius: vars.radius.md,
    border: `1px dashed ${vars.color.borderStrong}`,
    background: vars.color.surfaceSunken,
    '@media': { [tablet]: { display: 'none' } },
  }),
);

export const tagField = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], flex: '1 1 220px' });

export const tagLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const tagHint = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle });

export const select = style(
  recipes.merge(recipes.text('md', 'text'), recipes.borderedStrong('md', 'surface'), {
    minHeight: vars.size.touch,
    paddingInline: vars.space['3'],
    fontFamily: vars.font.sans,
    selectors: { '&:focus-visible': focusRingStyle },
  }),
);

export const tagStatus = style(recipes.text('sm', 'success', { minHeight: vars.size.touch, display: 'inline-flex', alignItems: 'center' }));

export const explainer = style(
  recipes.stack('2', {
    padding: vars.space['5'],
    borderRadius: vars.radius.md,
    background: vars.color.accentSoft,
    color: vars.color.text,
  }),
);

export const explainerTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const explainerBody = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });

export const explainerActions = style({ display: 'flex', justifyContent: 'flex-end' });

export const srOnly = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
