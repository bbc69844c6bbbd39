import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const frame = style({
  display: 'inline-block',
  lineHeight: 0,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  // A hairline keeps the white quiet zone from floating on a white page; on dark pages it reads as a card edge.
  border: `1px solid ${vars.color.border}`,
});

export const svg = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
});
