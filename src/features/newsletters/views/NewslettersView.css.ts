import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import * as layout from '../../../theme/layout.css';
import { media } from '../../../theme/media';
import * as recipes from '../../../theme/recipes';
import { focusRingStyle } from '../../../ui/focusRingStyle';

export const page = layout.page;
export const column = layout.column({ width: 'reading' });
export const eyebrow = layout.eyebrow;
export const title = layout.title;
export const lede = style([layout.lede, { fontSize: vars.fontSize.md }]);
export const muted = layout.muted;

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const headerRow = style({ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space['3'], flexWrap: 'wrap' });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const group = style([layout.card, { gap: vars.space['2'], padding: vars.space['5'] }]);

export const groupHeader = style(
  recipes.row('3', {
    justifyContent: 'space-between',
    paddingBlockEnd: vars.space['2'],
    borderBlockEnd: `1px solid ${vars.color.border}`,
    flexWrap: 'wrap',
  }),
);

export const groupTitle = style(
  recipes.font('xl', 'semibold', {
    margin: 0,
    fontFamily: vars.font.serif,
    lineHeight: vars.lineHeight.snug,
    overflowWrap: 'anywhere',
  }),
);

export const groupActions = style({ display: 'flex', gap: vars.space['1'], flexWrap: 'wrap' });

export const rows = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column' });

export const row = style(
  recipes.row('3', {
    paddingBlock: vars.space['2'],
    minWidth: 0,
    selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
  }),
);

export const logo = style({
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const logoPlaceholder = style([
  logo,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.textSubtle,
  },
]);

/** The switch and, under it, the link to the newsletter's page. */
export const rowMain = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', alignItems: 'stretch' });

/** The link to the newsletter's page (`linkUrl`): a small accent link, a touch target tall. */
export const rowLink = style(
  recipes.touchLink({
    alignSelf: 'flex-start',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    paddingInline: 0,
    // The touch target's height overlaps the description's line instead of adding a blank one.
    marginBlockStart: `calc(-1 * ${vars.space['2']})`,
    fontSize: vars.fontSize.sm,
    selectors: { '&:focus-visible': focusRingStyle },
  }),
);

export const rowText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const rowName = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.text, overflowWrap: 'anywhere' });

export const rowDescription = style([layout.muted, { overflowWrap: 'anywhere' }]);

export const badge = style(
  recipes.label('xs', 'medium', 'textMuted', {
    display: 'inline-block',
    marginInlineStart: vars.space['2'],
    paddingInline: vars.space['2'],
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceSunken,
    verticalAlign: 'middle',
  }),
);

export const defaultList = style([layout.card, { gap: 0, padding: vars.space['4'], '@media': { [media.mobile]: { padding: vars.space['3'] } } }]);

export const link = style(
  recipes.label('sm', 'medium', 'accentText', {
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  }),
);

export const notice = style(recipes.notice('neutral'));

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
  '@media': { [media.mobile]: { flexDirection: 'column-reverse' } },
});
