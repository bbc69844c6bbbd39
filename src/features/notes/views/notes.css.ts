import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/media';
import { focusRingStyle } from '../../../ui/focusRingStyle';

// ——— composer bar ———
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-variant="mobile"]': {
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      zIndex: vars.zIndex.sticky,
      borderRadius: 0,
      borderInline: 'none',
      borderBlockEnd: 'none',
      paddingBlockEnd: `calc(${vars.space['3']} + env(safe-area-inset-bottom))`,
      boxShadow: vars.shadow.sm,
    },
  },
  '@media': {
    [media.desktop]: { selectors: { '&[data-variant="mobile"]': { display: 'none' } } },
  },
});

export const barButton = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.touch,
  paddingInline: vars.space['4'],
  textAlign: 'start',
  font: 'inherit',
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  cursor: 'text',
  selectors: { '&:hover': { background: vars.color.surfaceHover }, '&:focus-visible': focusRingStyle },
});

// ——— composer modal ———
export const composer = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minHeight: '100%' });

export const textarea = style({
  width: '100%',
  minHeight: '160px',
  flex: 1,
  resize: 'vertical',
  padding: vars.space['3'],
  font: 'inherit',
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': focusRingStyle },
  '@media': { [media.mobile]: { resize: 'none', minHeight: '40vh' } },
});

export const notice = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.dangerText });
export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const attachments = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });
export const attachment = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  maxWidth: '100%',
  padding: vars.space['1'],
  paddingInlineStart: vars.space['2'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});
export const attachmentText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '240px', unicodeBidi: 'isolate' });

export const attachForm = style({ display: 'flex', gap: vars.space['2'], alignItems: 'center', flexWrap: 'wrap' });
export const attachInput = style({
  flex: 1,
  minWidth: '160px',
  minHeight: vars.size.touch,
  paddingInline: vars.space['3'],
  font: 'inherit',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': focusRingStyle },
});

/** The toolbar: at the bottom of the modal, kept above the on-screen keyboard on phones (`--keyboard-inset`). */
export const toolbar = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['2'],
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
  marginBlockEnd: 'var(--keyboard-inset, 0px)',
});
export const confirm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
export const toolbarEnd = style({ marginInlineStart: 'auto', display: 'flex', gap: vars.space['2'], alignItems: 'center' });

// ——— after-post modals ———
export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], alignItems: 'flex-start' });

// ——— note page ———
export const notePageSkeleton = style({ display: 'flex', gap: vars.space['3'], alignItems: 'flex-start' });
export const notePageTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.snug });
export const notePageNote = style({ paddingBlockEnd: vars.space['4'], borderBlockEnd: `1px solid ${vars.color.border}` });
export const notePageReplies = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const notePageRepliesTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
