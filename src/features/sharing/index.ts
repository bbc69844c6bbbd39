/** Sharing: share dialog and URLs, copy link, native share, email footer (spec 000, 001). */

// The share dialog (connected to the platform only: viewer, clock, analytics, navigation) and its bare view
export {
  ShareDialog,
  ShareDialogView,
  type ShareDialogProps,
  type ShareDialogViewProps,
  type ShareTargetLink,
  type ShareStartAtProps,
} from './ShareDialog';
export { useShareDialog, type UseShareDialogOptions } from './useShareDialog';
export { CopyField, copyFieldLayouts, type CopyFieldProps } from './views/CopyField';
export {
  shareSubjectFromPost,
  shareSubjectKinds,
  type ShareSubject,
  type ShareSubjectKind,
  type ShareSubjectFromPostOptions,
  type ShareablePost,
} from './shareSubject';

// Share addresses (pure)
export {
  buildShareUrl,
  shareTargetUrl,
  shareTargetsFor,
  shareTargets,
  externalShareTargets,
  inProductShareTargets,
  embedUrl,
  embedSnippet,
  safeHttpUrl,
  referralKeyForUser,
  DEFAULT_UTM_MEDIUM,
  EMBED_WIDTH,
  EMBED_HEIGHT,
  type ShareTarget,
  type ShareParams,
} from './shareUrls';

// Copy link (M14) and native share (M15): machines and hooks
export { CopyLinkButton, type CopyLinkButtonProps } from './CopyLinkButton';
export { useCopyLink, type CopyLinkController, type UseCopyLinkOptions, type ClipboardLike } from './useCopyLink';
export {
  COPY_CONFIRMATION_MS,
  copyLinkTransition,
  initialCopyLinkState,
  isCopied,
  copyLinkStateNames,
  copyLinkEventTypes,
  type CopyLinkState,
  type CopyLinkStateName,
  type CopyLinkEvent,
} from './copyLink.machine';
export {
  useNativeShare,
  type NativeShareController,
  type NativeShareData,
  type NativeShareFunction,
  type UseNativeShareOptions,
} from './useNativeShare';
export {
  nativeShareTransition,
  initialNativeShareState,
  nativeShareOutcome,
  nativeShareStateNames,
  nativeShareEventTypes,
  NATIVE_SHARE_FAILED_EVENT,
  type NativeShareState,
  type NativeShareStateName,
  type NativeShareEvent,
} from './nativeShare.machine';

// Start-at time (M11)
export {
  parseStartAt,
  formatStartAt,
  startAtTransition,
  initialStartAtState,
  startAtStateNames,
  type StartAtState,
  type StartAtEvent,
  type StartAtError,
  type StartAtParse,
} from './shareStartAt.machine';

// Email footer
export { EmailPostFooter, type EmailPostFooterProps } from './EmailPostFooter';
export {
  renderEmailPostFooter,
  renderEmailPostFooterDocument,
  emailFooterLink,
  emailLikeCount,
  emailFooterActions,
  type EmailFooterAction,
  type EmailFooterPost,
  type EmailPostFooterOptions,
} from './emailFooter';
export { ShareTargetTile, type ShareTargetTileProps } from './views/ShareTargetTile';
