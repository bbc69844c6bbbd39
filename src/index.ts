'use client';
/**
 * `@masthead/ui`: the public surface, listed name by name (an exports snapshot test guards it).
 * Import the stylesheet once: `import '@masthead/ui/styles.css'`.
 */

// Theme
export {
  vars,
  lightThemeClass,
  darkThemeClass,
  sprinkles,
  type Sprinkles,
  ThemeProvider,
  useTheme,
  accentVars,
  type ThemeProviderProps,
  deriveAccent,
  contrast,
  luminance,
  parseHex,
  mix,
  MIN_TEXT_CONTRAST,
  type AccentPalette,
  DEFAULT_ACCENT,
  breakpoints,
  iconSizes,
  ICON_STROKE_WIDTH,
  themeNames,
  lightTokens,
  darkTokens,
  type ThemeName,
  type Tokens,
  bundledFontFaces,
  directionOf,
  textDirections,
  type TextDirection,
} from './theme';

// Platform
export { PlatformProvider, createMastheadQueryClient, type PlatformProviderProps } from './provider';
export {
  usePlatform,
  useT,
  useClock,
  useNow,
  useNavigation,
  useLocation,
  useViewer,
  usePublication,
  useFlag,
  useStorage,
  useAnalytics,
  useDialogs,
  type Platform,
  systemClock,
  createManualClock,
  createFrozenClock,
  type Clock,
  type ManualClock,
  type TimerId,
  createMemoryStorage,
  createLocalStorage,
  guardStorage,
  type StorageAdapter,
  noopAnalytics,
  createRecordingAnalytics,
  type AnalyticsSink,
  type RecordingAnalytics,
  createBrowserNavigation,
  createMemoryNavigation,
  parsePath,
  type AppLocation,
  type NavigationAdapter,
  type MemoryNavigation,
  browserDialogs,
  type DialogAdapter,
  type ConfirmOptions,
  defaultFlags,
  type FeatureFlags,
  viewerRoles,
  anonymousViewer,
  type Viewer,
  type ViewerRole,
  type PlatformPublication,
  Link,
  type LinkProps,
} from './platform';

// Messages and formats
export {
  messages,
  type Catalog,
  type MessageId,
  type MessageOverrides,
  type MessageValue,
  type PluralMessage,
  createTranslator,
  type Translate,
  type MessageParams,
  formatCount,
  formatDate,
  formatFullDate,
  formatRelative,
  formatDuration,
  countdownParts,
  truncateText,
  type CountdownParts,
  loadLocale,
  loadableLocales,
  pseudoLocales,
  isPseudoLocale,
  type LocaleMessages,
  type PseudoLocale,
  type LocaleTable,
  pseudoLocalize,
  pseudoLocaleMessages,
} from './i18n';

// API: the typed client and its one error type (endpoint declarations stay internal to the screens' data hooks)
export {
  ApiError,
  isApiError,
  apiErrorKinds,
  type ApiErrorKind,
  defineEndpoint,
  routeKey,
  type EndpointDef,
  type AnyEndpointDef,
  type EndpointInput,
  type EndpointOutput,
  callEndpoint,
  DEFAULT_REQUEST_TIMEOUT_MS,
  type HttpConfig,
  type CallOptions,
  useApi,
  type Api,
  subscribeToServiceWorkerMessages,
  type ServiceWorkerMessage,
} from './api';

// UI parts
export {
  Button,
  IconButton,
  buttonVariantNames,
  buttonSizeNames,
  type ButtonProps,
  type IconButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './ui/Button';
export { Icon, iconSizeNames, type IconProps, type IconSize } from './ui/Icon';
export { Spinner, type SpinnerProps } from './ui/Spinner';
export { ErrorState, type ErrorStateProps } from './ui/ErrorState';
export { Tabs, type TabItem, type TabsProps } from './ui/Tabs';
export {
  Collapsible,
  useCollapsible,
  collapsibleMachine,
  COLLAPSIBLE_DURATION_MS,
  type CollapsibleProps,
  type UseCollapsibleOptions,
  type UseCollapsibleResult,
  type CollapsibleState,
  type CollapsibleStateName,
  type CollapsibleEvent,
  type CollapsibleEventType,
} from './ui/Collapsible';
export {
  Avatar,
  avatarSizes,
  Facepile,
  FACEPILE_MAX_FACES,
  avatarToneNames,
  avatarTone,
  initials as avatarInitials,
  type AvatarProps,
  type AvatarSize,
  type AvatarTone,
  type FacepileProps,
  type FacepilePerson,
} from './ui/Avatar';
export { Badge, badgeVariantNames, badgeSizeNames, type BadgeProps, type BadgeVariant, type BadgeSize } from './ui/Badge';
export {
  Skeleton,
  SkeletonText,
  SkeletonGroup,
  SkeletonRows,
  SKELETON_ROWS_DEFAULT,
  skeletonRadiusNames,
  type SkeletonProps,
  type SkeletonTextProps,
  type SkeletonGroupProps,
  type SkeletonRowsProps,
  type SkeletonRadius,
} from './ui/Skeleton';
export { EmptyState, type EmptyStateProps } from './ui/EmptyState';
export { Dialog, DialogClose, dialogSizeNames, type DialogProps, type DialogCloseProps, type DialogSize } from './ui/Dialog';
export { ConfirmDialog, confirmDialogVariantNames, type ConfirmDialogProps, type ConfirmDialogVariant } from './ui/ConfirmDialog';
export {
  ToastProvider,
  ToastRegion,
  useToast,
  useToastQueue,
  toastMachine,
  TOAST_DURATION_MS,
  TOAST_FADE_MS,
  MAX_VISIBLE_TOASTS,
  toastStatusNames,
  type ToastApi,
  type ToastProviderProps,
  type ToastRegionProps,
  type ToastOptions,
  type UseToastQueueResult,
  type ToastAction,
  type ToastContent,
  type ToastEntry,
  type ToastEvent,
  type ToastQueueState,
  type ToastStatus,
} from './ui/Toast';
export { Tooltip, TOOLTIP_DELAY_MS, tooltipSideNames, type TooltipProps, type TooltipSide } from './ui/Tooltip';
export { type ReaderPlace, type ScrollToItemOptions, WindowedList, type WindowedListHandle, type WindowedListProps } from './ui/WindowedList';
export { useReaderPlace } from './kit/readerPlace';
export {
  DropdownMenu,
  dropdownMenuAlignNames,
  type DropdownMenuProps,
  type DropdownMenuEntry,
  type DropdownMenuItem,
  type DropdownMenuSeparator,
  type DropdownMenuGroupLabel,
  type DropdownMenuAlign,
} from './ui/DropdownMenu';
export {
  Carousel,
  type CarouselProps,
  type CarouselSlide,
  CAROUSEL_GAP_PX,
  CAROUSEL_MAX_HEIGHT_PX,
  CAROUSEL_IMAGE_MAX_WIDTH_PX,
  fitMediaSize,
  visibleSlides,
  type MediaSize,
  type SlideBox,
  revealTransition,
  revealStateFor,
  initialRevealState,
  isConcealed,
  revealStateNames,
  type RevealState,
  type RevealEvent,
  type RevealStatus,
} from './ui/Carousel';
export {
  TruncatedText,
  type TruncatedTextProps,
  LinkText,
  type LinkTextProps,
  truncateForDisplay,
  safeHref,
  linkKind,
  graphemes,
  CHAT_TRUNCATE_LENGTH,
  LINK_TEXT_MAX_LENGTH,
  UGC_LINK_REL,
  type TruncatedDisplay,
  type LinkKind,
} from './ui/TruncatedText';
export { Countdown, COUNTDOWN_REFRESH_MS, type CountdownProps } from './ui/Countdown';
export {
  FormattedCount,
  FormattedDate,
  RelativeTime,
  RELATIVE_TIME_REFRESH_MS,
  type FormattedCountProps,
  type FormattedDateProps,
  type RelativeTimeProps,
} from './ui/Formatted';
export {
  Field,
  useFieldControl,
  type FieldProps,
  type FieldControlProps,
  TextField,
  TextArea,
  type TextFieldProps,
  type TextAreaProps,
  Select,
  type SelectProps,
  type FieldOption,
  Checkbox,
  type CheckboxProps,
  type CheckedState,
  RadioGroup,
  type RadioGroupProps,
  Switch,
  type SwitchProps,
  validateLength,
  characterCount,
  fieldRuleNames,
  type FieldRule,
  type FieldError,
  type LengthRules,
} from './ui/Field';
export {
  QRCode,
  QR_FOREGROUND,
  QR_BACKGROUND,
  QR_QUIET_ZONE_MODULES,
  qrErrorLevels,
  type QRCodeProps,
  type QRErrorLevel,
} from './ui/QRCode';

// The product shell: route table and every screen by path
export { ProductApp, type ProductAppProps } from './app/ProductApp';
export { routes, matchRoute, pathTo, type RouteDefinition, type RouteMatch, type ScreenId } from './app/routes';

// The screen kit: the pattern every area is built with
export {
  useMachine,
  type Send,
  optimisticToggle,
  type OptimisticToggle,
  type ToggleEvent,
  type ToggleSpec,
  type ToggleState,
  useOptimisticWrite,
  type OptimisticWrite,
  type OptimisticWriteOptions,
  type WriteOutcome,
  commonFailureId,
  type Failure,
  failureText,
  MAX_SERVER_MESSAGE_LENGTH,
  serverWords,
  toFailure,
  defineScreen,
  type ScreenBoundaryProps,
  type ScreenDefinition,
  withScreenBoundary,
  NotFoundPage,
  ScreenErrorBoundary,
  type ScreenErrorBoundaryProps,
  paths,
  queryString,
  type RouteParams,
  type RouteQuery,
  onDemand,
  type OnDemandComponent,
  type OnDemandOptions,
  whenOpen,
  classifyLink,
  type LinkClass,
  LINK_SCHEMES,
  MEDIA_SCHEMES,
  MEDIA_DATA_TYPES,
  safeLinkHref,
  safeMediaUrl,
  tokenizeText,
  type TextToken,
  // The product's one sign-in modal (entry: composer-new-post, like, reply…) and the composer gate's requirement modal.
  RequirementModal,
  type RequirementModalProps,
  type SignInEntry,
  signInEntries,
  SignInModal,
  type SignInModalProps,
  type SignInRequest,
  useSignIn,
} from './kit';

// Layout primitives and focus
export { restoreFocus, type ReturnFocus } from './ui/focusReturn';
export { Stack, type StackProps, stackDirections } from './ui/Stack';
export { Heading, type HeadingProps, Text, type TextProps, textRoles } from './ui/Text';
export { media } from './theme/media';

// Features: screens, bare views, hooks, machines by area
export * from './features/chat';
export * from './features/footer';
export * from './features/sharing';
export * from './features/post';
export * from './features/account';
export * from './features/newsletters';
export * from './features/follow';
export * from './features/coupons';
export * from './features/signup';
export * from './features/media';
export * from './features/comments';
export * from './features/media/audio';
export * from './features/media/embeds';
export * from './features/media/clips/create';
export * from './features/media/tools';
export * from './features/livestream';
export * from './features/media/pages';
export * from './features/pages';
export * from './features/microsite';
export * from './features/growth';
export * from './features/feed';
// Discover: reading lists (M46), the global search (M50), trending topics (M73).
export * from './features/discover';
// Notes: the note composer (composer bar and modal, drafts, the gate's modals) and what follows a posted note (M47).
export * from './features/notes';
// Social: mute and block (M44) over the one relation store, the suggestion card (M45), the friend-connect card (M49).
export * from './features/social';
