/**
 * The overlay and heading blocks `Dialog` and `ConfirmDialog` share, as plain style objects (no CSS of their own):
 * each part's stylesheet makes its own class from them, so the two can't drift apart.
 */
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/** The dimmed page behind a modal. */
export const overlayStyle = {
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.overlay,
  transition: `opacity ${vars.motion.base} ${vars.motion.easing}`,
} as const;

/** A dialog's title: xl bold, lg on phones. */
export const dialogTitleStyle = {
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: '-0.01em',
  '@media': { [media.mobile]: { fontSize: vars.fontSize.lg } },
} as const;

/** The sentence under a dialog's title. */
export const dialogDescriptionStyle = {
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
} as const;
