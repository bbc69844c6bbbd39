/**
 * The screen kit: the pattern every area is built with, written as code.
 * - `useMachine`: runs a pure `<name>.machine.ts`;
 * - `useOptimisticWrite`: event → request → mutation → succeeded | failed → catalogue text → dismissed;
 * - `optimisticToggle`: the pure machine of an on/off choice the server keeps (likes, saves, restacks): server snapshot as state,
 *   optimistic `shown`, one call at a time, exact revert with the area's failure, disabled or refused (signed out) guards;
 * - `failure`: one failure type (`ApiError` with `isNotFound`, `isUnauthorized`, `isPublicationBan`, `isNetwork`,
 *   `isTimeout`…) and one reader-text rule (`failureText`, shared `common.error.*` texts);
 * - `defineScreen`: a connected screen (props or route → inputs → data hook + bare view) inside an error boundary;
 * - `routes`: every in-product path from one table (`pathTo`, `paths`, `matchRoute`).
 */
export { useMachine, type Send } from './useMachine';
export { type OptimisticToggle, optimisticToggle, type ToggleEvent, toggleEventTypes, type ToggleSpec, type ToggleState } from './optimisticToggle';
export { useOptimisticWrite, type OptimisticWrite, type OptimisticWriteOptions, type SendOptions, type WriteOutcome } from './useOptimisticWrite';
export { ApiError, commonFailureId, type Failure, failureText, isApiError, MAX_SERVER_MESSAGE_LENGTH, serverWords, toFailure } from './failure';
export { defineScreen, type ScreenBoundaryProps, type ScreenDefinition, withScreenBoundary } from './Screen';
export { NotFoundPage } from './NotFoundPage';
export { ScreenErrorBoundary, type ScreenErrorBoundaryProps } from './ErrorBoundary';
export {
  matchRoute,
  paths,
  pathTo,
  queryString,
  routes,
  safeDecode,
  type RouteDefinition,
  type RouteMatch,
  type RouteParams,
  type RouteQuery,
  type ScreenId,
} from './routes';
export {
  classifyLink,
  cleanUrlInput,
  LINK_SCHEMES,
  type LinkClass,
  MEDIA_DATA_TYPES,
  MEDIA_SCHEMES,
  rootRelative,
  safeLinkHref,
  safeMediaUrl,
} from './url';
export { type TextToken, type TokenizeOptions, tokenizeText, trimUrlEnd } from './text';
export { onDemand, type OnDemandComponent, type OnDemandOptions, whenOpen } from './onDemand';
export { OnDemandDialog } from './overlays';
