/**
 * Layout atoms with the spec's breakpoints as conditions: `mobile` (≤ 768 px), `tablet` (≤ 1024 px),
 * `desktop` (wider). Mobile-first values are written as `{ mobile: …, desktop: … }`.
 */
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { media } from './media';

const responsive = defineProperties({
  conditions: {
    desktop: {},
    tablet: { '@media': media.tablet },
    mobile: { '@media': media.mobile },
  },
  defaultCondition: 'desktop',
  responsiveArray: ['desktop', 'tablet', 'mobile'],
  properties: {
    display: ['none', 'flex', 'inline-flex', 'block', 'inline-block', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingBlockStart: vars.space,
    paddingBlockEnd: vars.space,
    paddingInlineStart: vars.space,
    paddingInlineEnd: vars.space,
    marginBlockStart: vars.space,
    marginBlockEnd: vars.space,
    marginInlineStart: vars.space,
    marginInlineEnd: vars.space,
    textAlign: ['start', 'center', 'end'],
  },
  shorthands: {
    padding: ['paddingBlockStart', 'paddingBlockEnd', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingX: ['paddingInlineStart', 'paddingInlineEnd'],
    paddingY: ['paddingBlockStart', 'paddingBlockEnd'],
    marginX: ['marginInlineStart', 'marginInlineEnd'],
    marginY: ['marginBlockStart', 'marginBlockEnd'],
  },
});

const colors = defineProperties({
  properties: {
    color: { text: vars.color.text, muted: vars.color.textMuted, subtle: vars.color.textSubtle, accent: vars.color.accentText, danger: vars.color.dangerText },
    background: { page: vars.color.page, surface: vars.color.surface, sunken: vars.color.surfaceSunken, raised: vars.color.surfaceRaised },
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
    fontFamily: vars.font,
    borderRadius: vars.radius,
  },
});

export const sprinkles = createSprinkles(responsive, colors);
export type Sprinkles = Parameters<typeof sprinkles>[0];
