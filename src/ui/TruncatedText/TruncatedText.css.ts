import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../focusRingStyle';
import * as recipes from '../../theme/recipes';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  minWidth: 0,
});

export const text = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  color: 'inherit',
  font: 'inherit',
  lineHeight: vars.lineHeight.normal,
});

export const toggle = style(
  recipes.label('sm', 'semibold', 'accentText', {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.touch,
    padding: 0,
    border: 0,
    background: 'transparent',
    fontFamily: vars.font.sans,
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    outline: 'none',
    selectors: {
      '&:hover': { textDecoration: 'underline', textUnderlineOffset: '3px' },
      '&:focus-visible': focusRingStyle,
    },
  }),
);

export const link = style({
  color: vars.color.accentText,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '3px',
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusRingStyle,
  },
});

export const plainUrl = style({
  overflowWrap: 'anywhere',
});
