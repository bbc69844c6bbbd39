import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { muted, stackGap } from '../../theme/layout.css';
import { media } from '../../theme/media';
import { focusRing, focusRingStyle } from '../../ui/focus.css';
import * as recipes from '../../theme/recipes';

/** The dialog's sections, stacked. */
export const root = style([stackGap['5'], { paddingBlockEnd: vars.space['2'] }]);

export const subjectTitle = style(
  recipes.text('lg', 'text', {
    margin: 0,
    fontFamily: vars.font.serif,
    lineHeight: vars.lineHeight.snug,
    overflowWrap: 'anywhere',
  }),
);

export const linkRow = style(
  recipes.row('2', {
    alignItems: 'stretch',
    '@media': { [media.mobile]: { flexDirection: 'column' } },
  }),
);

export const linkInput = style([
  focusRing,
  {
    flex: 1,
    minWidth: 0,
    minHeight: vars.size.touch,
    paddingInline: vars.space['3'],
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
    color: vars.color.textMuted,
    fontFamily: vars.font.sans,
    fontSize: vars.fontSize.sm,
    textOverflow: 'ellipsis',
  },
]);

export const copyButton = style({
  minWidth: '132px',
  selectors: {
    // Soft green with green text: legible in both themes (the dark theme's green is light).
    '&[data-state="copied"]': { background: vars.color.successSoft, borderColor: vars.color.success, color: vars.color.success },
  },
});

/** A message under a field: the layout's muted text; failures in the danger colour. */
export const errorMessage = style([muted, { color: vars.color.dangerText }]);

export const targets = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.space['2'],
  '@media': { [media.mobile]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space['1'] } },
});

export const target = style(
  recipes.merge(recipes.stack('2'), recipes.label('xs', 'medium', 'text'), {
    boxSizing: 'border-box',
    width: '100%',
    minHeight: '88px',
    alignItems: 'center',
    justifyContent: 'flex-start',
    paddingBlock: vars.space['3'],
    paddingInline: vars.space['1'],
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    fontFamily: vars.font.sans,
    lineHeight: vars.lineHeight.snug,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&:hover': { background: vars.color.surfaceHover },
      '&:focus-visible': focusRingStyle,
      '&[aria-expanded="true"]': { background: vars.color.surfaceHover },
    },
  }),
);

export const targetMark = style(
  recipes.merge(recipes.centred(), recipes.label('sm', 'bold', 'text'), recipes.bordered('round', 'surfaceSunken'), {
    width: vars.size.touch,
    height: vars.size.touch,
    flexShrink: 0,
    letterSpacing: '-0.02em',
  }),
);

/** A sunken section of the dialog (the embed code): a stack with a hairline. */
export const panel = style([
  stackGap['2'],
  { padding: vars.space['3'], border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surfaceSunken },
]);

export const embedCode = style([
  focusRing,
  {
    boxSizing: 'border-box',
    width: '100%',
    minHeight: '96px',
    padding: vars.space['2'],
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.mono,
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.normal,
    resize: 'vertical',
  },
]);

export const panelLabel = style(recipes.label('sm', 'semibold', 'text'));

export const nativeRow = stackGap['2'];

/** The standalone copy button and its messages. */
export const copyInline = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
});
