/** Post footer, likes, saves, restacks, like-upsell (spec 001 "Post footer bar", §4, §7; 000 "Like-upsell modal"). */

// Connected footer (post page, feeds, comments) and its data hooks
export { PostFooter, postFooterPlacements, type PostFooterProps, type PostFooterPlacement } from './PostFooter';
export {
  usePostFooter,
  FOOTER_SAVED_POSTS_PATH,
  type UsePostFooterOptions,
  type PostFooterController,
  type PostFooterDialog,
  type PostFooterPublication,
} from './usePostFooter';
export { useMobileToolbar } from './useMobileToolbar';
export { useHasRestacked, HAS_RESTACKED_STORAGE_KEY, type UseHasRestackedOptions, type HasRestackedController } from './useHasRestacked';

// Bare views
export { PostFooterBarView, postFooterVariants, type PostFooterBarViewProps, type PostFooterVariant } from './views/PostFooterBarView';
export { LikeButton, type LikeButtonProps } from './views/LikeButton';
export { SaveButton, type SaveButtonProps } from './views/SaveButton';
export { RestackButton, type RestackButtonProps } from './views/RestackButton';
export { FooterMoreMenu, type FooterMoreMenuProps } from './views/FooterMoreMenu';
export { ReaderGuidePanel, sanitizeSummaryHtml, type ReaderGuidePanelProps, type ReaderGuidePanelStatus } from './views/ReaderGuidePanel';
export { PdfGeneratingModal, type PdfGeneratingModalProps } from './views/PdfGeneratingModal';
export { FreeSubscribeToLikeModal, type FreeSubscribeToLikeModalProps } from './views/FreeSubscribeToLikeModal';
export { SignInPromptModal, type SignInPromptModalProps } from './views/SignInPromptModal';
export { RestackNudgeModal, type RestackNudgeModalProps } from './views/RestackNudgeModal';
export { LikeUpsellModal, upsellPlans, type LikeUpsellModalProps } from './views/LikeUpsellModal';
export { PostFacepile, facepilePeople, type PostFacepileProps } from './views/PostFacepile';
export { MobileFooterToolbar, type MobileFooterToolbarProps } from './views/MobileFooterToolbar';

// Machines and rules (pure)
export {
  likeTransition,
  initialLikeState,
  likeSnapshotOf,
  likerName,
  applyLike,
  shownLike,
  likeRequest,
  likeFailure,
  likeFailureOf,
  likeStateNames,
  likeEventTypes,
  type LikeState,
  type LikeEvent,
  type LikeSnapshot,
  type LikeFailure,
} from './like.machine';
export {
  saveTransition,
  initialSaveState,
  shownSaved,
  saveRequest,
  saveFailure,
  saveSucceededToast,
  SAVE_FAILED_MESSAGE_ID,
  saveStateNames,
  saveEventTypes,
  type SaveState,
  type SaveEvent,
  type SaveFailure,
} from './save.machine';
export {
  restackTransition,
  initialRestackState,
  applyRestack,
  shownRestack,
  restackRequest,
  restackFailure,
  restackToast,
  restackStateNames,
  restackEventTypes,
  type RestackState,
  type RestackEvent,
  type RestackSnapshot,
  type RestackSubject,
  type RestackBlocked,
  type RestackFailure,
} from './restack.machine';
export {
  likeUpsellDecision,
  likeUpsellTransition,
  initialLikeUpsellState,
  isSubscriberRole,
  LIKE_UPSELL_COOLDOWN_DAYS,
  LIKE_UPSELL_COOKIE_DAYS,
  LIKE_UPSELL_COOKIE,
  type LikeUpsellDecision,
  type LikeUpsellView,
  type LikeUpsellState,
  type LikeUpsellEvent,
} from './likeUpsell.machine';
export {
  toolbarOnScroll,
  toolbarAfter,
  nextVisibility,
  scrollSpeed,
  initialToolbarState,
  TOOLBAR_HIDE_SPEED,
  TOOLBAR_THROTTLE_MS,
  TOOLBAR_FOOTER_OFFSET,
  type ScrollSample,
  type ToolbarState,
  type ToolbarVisibility,
} from './toolbarVisibility.machine';
export {
  readerGuideTransition,
  initialReaderGuideState,
  readerGuideOpen,
  readerGuideNeedsFetch,
  readerGuideStateNames,
  type ReaderGuideOpenState,
  readerGuideEventTypes,
  type ReaderGuideState,
  type ReaderGuideEvent,
} from './readerGuide.machine';
export { pdfTransition, initialPdfState, PDF_MODAL_AUTO_CLOSE_MS, pdfStateNames, pdfEventTypes, type PdfState, type PdfEvent } from './pdf.machine';
export {
  footerPermissions,
  restackPermission,
  type FooterPermissions,
  type FooterPermissionInput,
  type FooterPublication,
  type RestackPermission,
} from './footerPermissions';
