/**
 * The screen kit: the pattern every area is built with, written as code.
 * - `useMachine`: runs a pure `<name>.machine.ts`;
 * - `useOptimisticWrite`: event → request → mutation → succeeded | failed → catalogue text → dismissed;
 * - `optimisticToggle`: the pure machine of an on/off choice the server keeps (likes, saves, restacks): server snapshot as state,
 *   optimistic `shown`, one call at a time, exact revert with the area's failure, disabled or refused (signed out) guards;
 * - `failure`: one failure type (`ApiError` with `isNotFound`, `isUnauthorized`, `isPublicationBan`, `isNetwork`,
 *   `isTimeout`…) and one reader-text rule (`failureText`, shared `common.error.*` texts);
 * - reads (`read.ts`): `useRead(endpoint, input, { poll })` with the cache key derived from the endpoint and its input
 *   (`readKey`: one resource, one cache entry in every area), `readOptions` for a prefetch, `loadStatus` (loading /
 *   ready / not-found / error with its text); `useReadPages` for paged and cursor reads; `usePoll` on the platform
 *   clock, paused while the document is hidden; a write's effects on reads (`updateRead`, `invalidateRead`,
 *   `useOptimisticWrite({ reads })`) and the shared ones (`sharedReads.ts`);
 * - `createKeyedStore` / `useKeyed`: one machine per item with one subscription per item (a change re-renders one item);
 * - `defineScreen`: a connected screen (props or route → inputs → data hook + bare view) inside an error boundary;
 * - `routes`: every in-product path from one table (`pathTo`, `paths`, `matchRoute`);
 * - `useReaderPlace`: a long list's place (item and offset) kept across back navigation and reloads (`readerPlace.ts`).
 */
export { useMachine, type Send } from './useMachine';
export { type OptimisticToggle, optimisticToggle, type ToggleEvent, toggleEventTypes, type ToggleSpec, type ToggleState } from './optimisticToggle';
export { useOptimisticWrite, type OptimisticWrite, type OptimisticWriteOptions, type SendOptions, type WriteOutcome } from './useOptimisticWrite';
export type { RetrySpec } from './retryAttempts';
export {
  loadStatus,
  type LoadStatus,
  loadStatusNames,
  type ReadKey,
  type ReadOptions,
  type ReadPoll,
  type ReadSource,
  readAll,
  readFilter,
  readKey,
  readOf,
  readOptions,
  useRead,
  useReadOf,
} from './read';
export { type PagesSpec, readPagesKey, readPagesOptions, type ReadPagesOptions, useReadPages } from './readPages';
export { applyReadEffects, invalidateRead, type ReadEffect, updateRead } from './readEffects';
export { sectionEmailSettingsWritten } from './sharedReads';
export { type PollOptions, startPoll, useDocumentVisible, usePoll } from './poll';
export { createKeyedStore, createKeyedSubscriptions, type KeyedStore, type KeyedSubscriptions, useKeyed, useKeyedVersion } from './keyedStore';
export {
  ApiError,
  type CommonFailureId,
  commonFailureId,
  type Failure,
  failureText,
  isApiError,
  MAX_SERVER_MESSAGE_LENGTH,
  serverWords,
  toFailure,
} from './failure';
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
export { composerGate, type Gate, type GatePost, type GateRefusal, type GateTarget, type GateViewer, replyLimit } from './composerGate';
export {
  OnDemandRequirementModal,
  OnDemandSignInModal,
  RequirementModal,
  type RequirementModalProps,
  type SignInEntry,
  signInEntries,
  SignInHost,
  SignInModal,
  type SignInModalProps,
  type SignInRequest,
  useSignIn,
} from './signIn';
export { parsePlace, READER_PLACE_MAX_AGE_DAYS, READER_PLACE_STORAGE_PREFIX, readerPlaces, useReaderPlace } from './readerPlace';
