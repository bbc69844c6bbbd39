import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import * as layout from '../../../theme/layout.css';
import { media } from '../../../theme/media';
import * as recipes from '../../../theme/recipes';
import { focusRingStyle } from '../../../ui/focusRingStyle';

export const page = layout.page;
export const column = layout.column({ width: 'wide' });
export const title = layout.title;

export const header = style(
  recipes.row('5', {
    alignItems: 'flex-start',
    paddingBlockEnd: vars.space['6'],
    borderBlockEnd: recipes.hairline,
    '@media': { [media.mobile]: { flexDirection: 'column', gap: vars.space['4'] } },
  }),
);
export const identity = style(recipes.stack('3', { minWidth: 0, maxWidth: vars.size.measure }));
export const bio = layout.lede;
export const contacts = style(recipes.row('4', { flexWrap: 'wrap' }));
export const contact = style(
  recipes.touchLink({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    paddingInline: 0,
    fontSize: vars.fontSize.sm,
    overflowWrap: 'anywhere',
    selectors: { '&:focus-visible': focusRingStyle },
  }),
);
export const follow = style({ display: 'flex' });
export const posts = style(recipes.stack('2', { minWidth: 0 }));
export const sectionTitle = style(recipes.heading('xl', { fontFamily: vars.font.serif }));
