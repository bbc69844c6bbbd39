import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import * as layout from '../../../theme/layout.css';
import * as recipes from '../../../theme/recipes';
import { focusRingStyle } from '../../../ui/focusRingStyle';

export const page = layout.page;
export const column = layout.column({ width: 'reading' });
export const title = layout.title;
export const lede = layout.lede;

export const header = style(recipes.stack('2', { paddingBlockEnd: vars.space['4'] }));
export const groups = style(recipes.stack('2'));
export const people = style(recipes.stack('4', { listStyle: 'none', margin: 0, padding: 0, paddingBlock: vars.space['3'] }));
export const person = style(recipes.row('3', { alignItems: 'flex-start', minWidth: 0 }));
export const personText = style(recipes.stack('1', { minWidth: 0, flex: '1 1 auto' }));
export const personName = style(
  recipes.label('md', 'semibold', 'text', {
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    overflowWrap: 'anywhere',
    selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRingStyle },
  }),
);
export const personBio = style(
  recipes.text('sm', 'textMuted', {
    margin: 0,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }),
);
export const follow = style({ paddingBlockStart: vars.space['1'] });
export const contact = style(recipes.stack('2', { paddingBlockStart: vars.space['6'] }));
export const contactTitle = style(recipes.heading('lg', { fontFamily: vars.font.serif }));
export const mailboxes = style(recipes.stack('2', { listStyle: 'none', margin: 0, padding: 0 }));
export const mailbox = style(recipes.text('md', 'text', { margin: 0, overflowWrap: 'anywhere' }));
export const mailLink = style({
  color: vars.color.accentText,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRingStyle },
});
