import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import { focusRingInsetStyle } from '../../../../ui/focusRingStyle';
import * as recipes from '../../../../theme/recipes';

/** The frame every author tool sits in: a card with a hairline border. */
export const tool = style(
  recipes.merge(recipes.stack('3'), recipes.bordered('md', 'surface'), {
    padding: vars.space['4'],
    fontFamily: vars.font.sans,
    color: vars.color.text,
    maxWidth: vars.size.measure,
    boxSizing: 'border-box',
    width: '100%',
  }),
);

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });

export const status = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

export const done = style([status, { color: vars.color.success, fontWeight: vars.fontWeight.medium }]);

export const error = style(
  recipes.text('sm', 'dangerText', {
    margin: 0,
    padding: `${vars.space['2']} ${vars.space['3']}`,
    borderRadius: vars.radius.sm,
    background: vars.color.dangerSoft,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
  }),
);

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug });
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

/* Transcript search */
export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  maxHeight: '360px',
  overflowY: 'auto',
  borderTop: `1px solid ${vars.color.border}`,
});

export const result = style(
  recipes.row('3', {
    alignItems: 'flex-start',
    padding: `${vars.space['2']} 0`,
    borderBottom: `1px solid ${vars.color.border}`,
  }),
);

export const seek = style(
  recipes.merge(recipes.label('sm', 'semibold', 'text'), recipes.bordered('pill', 'surfaceSunken'), {
    flex: 'none',
    minWidth: vars.size.touch,
    minHeight: vars.size.touch,
    padding: `0 ${vars.space['2']}`,
    fontFamily: 'inherit',
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.surfaceHover }, '&:focus-visible': focusRingInsetStyle },
  }),
);

export const excerpt = style({
  margin: 0,
  alignSelf: 'center',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

globalStyle(`${excerpt} mark`, { background: vars.color.warningSoft, color: 'inherit', borderRadius: '2px', fontWeight: vars.fontWeight.semibold });

/* File drop zone */
export const dropZone = style(
  recipes.stack('2', {
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '160px',
    padding: vars.space['6'],
    border: `2px dashed ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
    textAlign: 'center',
    transition: `background ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-state="dragover"]': { borderColor: vars.color.accent, background: vars.color.accentSoft },
      '&[data-state="rejected"], &[data-state="read_error"]': { borderColor: vars.color.danger },
    },
  }),
);

export const dropPrompt = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });

export const fileList = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.success, overflowWrap: 'anywhere' });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/* Podcast links form */
export const form = style([tool, { gap: vars.space['4'] }]);
export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

/** A live region that takes no room while it has nothing to say (it stays in the page so screen readers hear it fill). */
export const liveRegion = style({ selectors: { '&:empty': { marginTop: `calc(${vars.space['3']} * -1)` } } });

export const skeletonField = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
