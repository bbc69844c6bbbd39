import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/media';
import { focusRingStyle } from '../../../ui/focusRingStyle';
import * as recipes from '../../../theme/recipes';

export const page = style(recipes.pageBackground({ paddingBlock: vars.space['8'], '@media': { [media.mobile]: { paddingBlock: vars.space['5'] } } }));

export const column = style(recipes.merge(recipes.stack('5'), recipes.readingColumn({ '@media': { [media.mobile]: { gap: vars.space['4'] } } })));

export const back = style(
  recipes.merge(recipes.inlineRow('1'), recipes.label('sm', 'medium', 'textMuted'), {
    alignSelf: 'flex-start',
    minHeight: '32px',
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    overflowWrap: 'anywhere',
    selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' }, '&:focus-visible': focusRingStyle },
  }),
);

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space['3'] });

export const title = style(
  recipes.font('2xl', 'bold', {
    margin: 0,
    fontFamily: vars.font.serif,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '-0.01em',
  }),
);

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const toolbar = style(
  recipes.row('3', {
    justifyContent: 'space-between',
    paddingBlockEnd: vars.space['2'],
    borderBlockEnd: `1px solid ${vars.color.border}`,
  }),
);

export const sortLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const select = style(
  recipes.merge(recipes.label('sm', 'medium', 'text'), recipes.bordered('pill', 'surface'), {
    appearance: 'none',
    minHeight: '36px',
    paddingInline: `${vars.space['3']} ${vars.space['6']}`,
    fontFamily: vars.font.sans,
    cursor: 'pointer',
    selectors: { '&:hover': { borderColor: vars.color.borderStrong }, '&:focus-visible': focusRingStyle },
    '@media': { [media.touch]: { minHeight: vars.size.touch } },
  }),
);

export const sortWrap = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], marginInlineStart: 'auto' });

export const selectBox = style({ position: 'relative', display: 'inline-flex', alignItems: 'center' });

export const selectIcon = style({
  position: 'absolute',
  insetInlineEnd: vars.space['2'],
  pointerEvents: 'none',
  color: vars.color.textMuted,
});

/** "N new comments" (`NewItemsPill`): its bar gives back the column's gap, so it takes no room at all. */
export const newCommentsBar = style({ marginBlock: `calc(${vars.space['5']} / -2)` });

export const notice = style(
  recipes.merge(recipes.row('3'), recipes.text('sm', 'text'), {
    alignItems: 'flex-start',
    padding: vars.space['4'],
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
    lineHeight: vars.lineHeight.normal,
  }),
);

export const paywall = style(
  recipes.merge(recipes.stack('3'), recipes.bordered('lg', 'surfaceRaised'), {
    alignItems: 'center',
    paddingBlock: vars.space['8'],
    paddingInline: vars.space['6'],
    textAlign: 'center',
  }),
);

export const paywallTitle = style(recipes.font('xl', 'bold', { margin: 0, fontFamily: vars.font.serif, lineHeight: vars.lineHeight.snug }));

export const paywallText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md, maxWidth: '420px' });

export const primaryLink = style(
  recipes.centred({
    minHeight: vars.size.touch,
    paddingInline: vars.space['6'],
    borderRadius: vars.radius.pill,
    background: vars.color.accent,
    color: vars.color.onAccent,
    fontWeight: vars.fontWeight.semibold,
    textDecoration: 'none',
    selectors: { '&:hover': { background: vars.color.accentHover }, '&:focus-visible': focusRingStyle },
  }),
);

export const textLink = style(
  recipes.label('sm', 'medium', 'accentText', {
    borderRadius: vars.radius.sm,
    selectors: { '&:focus-visible': focusRingStyle },
  }),
);

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });
export const skeletonRow = style({ display: 'grid', gridTemplateColumns: '32px minmax(0, 1fr)', gap: vars.space['3'] });
export const skeletonLines = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

/** The post page's comments section: a stack under the post's footer. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], marginBlockStart: vars.space['8'] });

/** The paged thread's "load more" control, after the loaded threads. */
export const loadMore = style(recipes.merge(recipes.stack('2'), { alignItems: 'center', paddingBlock: vars.space['5'] }));

export const loadMoreNote = style(recipes.label('sm', 'regular', 'textMuted'));
