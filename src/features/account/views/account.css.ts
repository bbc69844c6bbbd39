import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import * as layout from '../../../theme/layout.css';
import { media } from '../../../theme/media';
import * as recipes from '../../../theme/recipes';

export const page = layout.page;
export const column = layout.column({ width: 'reading' });
export const title = layout.title;
export const lede = layout.lede;
export const muted = layout.muted;
export const card = style([layout.card, { width: '100%' }]);

/** The account tab's card: rows separated by hairlines, the notices after them. */
export const accountCard = style([card, { gap: 0 }]);
export const rows = style({ display: 'flex', flexDirection: 'column' });
export const rowNotice = style({ marginTop: vars.space['3'] });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const helpLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const link = style({
  color: vars.color.accentText,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], paddingBlock: vars.space['4'] });

/** One field of the account tab: label + value (or the input) + its Edit/Save button. */
export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'end',
  gap: vars.space['3'],
  paddingBlock: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
  '@media': {
    [media.mobile]: {
      // On phones an open field (and the password row's long hint) takes the whole width, its buttons underneath.
      selectors: { '&[data-state="editing"], &[data-state="saving"], &[data-state="confirming"], &[data-part="password"]': { gridTemplateColumns: '1fr' } },
    },
  },
});
export const fieldLabel = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });
export const fieldValue = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });
export const fieldView = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });
export const fieldActions = style({ display: 'flex', gap: vars.space['2'], justifyContent: 'flex-end' });

export const notice = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&[data-tone="success"]': { background: vars.color.successSoft, color: vars.color.text },
    '&[data-tone="danger"]': { background: vars.color.dangerSoft, color: vars.color.dangerText },
    '&[data-tone="warning"]': { background: vars.color.warningSoft, color: vars.color.text },
  },
});

export const statusLine = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], flexWrap: 'wrap' });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const facts = style({
  display: 'grid',
  alignItems: 'baseline',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space['6'],
  rowGap: vars.space['2'],
  margin: 0,
  fontSize: vars.fontSize.md,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr', rowGap: vars.space['1'] } },
});
export const factTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const factValue = style({ margin: 0, '@media': { [media.mobile]: { marginBottom: vars.space['2'] } } });
export const benefits = style(recipes.stack('1', { margin: 0, paddingInlineStart: vars.space['5'], lineHeight: vars.lineHeight.normal }));
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const banner = style([
  layout.card,
  {
    background: vars.color.accentSoft,
    borderColor: 'transparent',
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
  },
]);
export const bannerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0, flex: '1 1 240px' });

export const feedList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const feed = style([layout.card, { flexDirection: 'row', alignItems: 'center', gap: vars.space['4'] }]);
export const feedLogo = style({ width: 56, height: 56, borderRadius: vars.radius.md, objectFit: 'cover', flexShrink: 0, background: vars.color.surfaceSunken });
export const feedLogoBlank = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.color.textMuted });
export const feedText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0, flex: 1 });
export const feedName = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const toast = style(
  recipes.merge(recipes.row('3'), recipes.text('sm', 'text'), recipes.bordered('lg', 'surfaceRaised'), {
    boxSizing: 'border-box',
    alignItems: 'flex-start',
    padding: vars.space['4'],
    boxShadow: vars.shadow.md,
    maxWidth: 560,
  }),
);
/** `placement="corner"`: pinned to the bottom corner of the window, above the page (full width on phones). */
export const toastCorner = style({
  position: 'fixed',
  insetBlockEnd: vars.space['4'],
  insetInlineStart: vars.space['4'],
  zIndex: 50,
  width: `calc(100% - 2 * ${vars.space['4']})`,
});
export const toastText = style({ margin: 0, lineHeight: vars.lineHeight.normal });
export const toastBody = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['2'], flex: 1, minWidth: 0 });
export const toastIcon = style({ display: 'flex', color: vars.color.accentText, paddingTop: 2 });

export const steps = style(recipes.stack('2', { margin: 0, paddingInlineStart: vars.space['5'], lineHeight: vars.lineHeight.normal }));
export const subList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column' });
export const subItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});
