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
  useVisibility,
  useAnalytics,
  useDialogs,
  useUserAgent,
  type Platform,
} from './context';
export { systemClock, createManualClock, createFrozenClock, type Clock, type ManualClock, type TimerId } from './clock';
export { createMemoryStorage, createLocalStorage, guardStorage, type StorageAdapter } from './storage';
export { noopAnalytics, createRecordingAnalytics, type AnalyticsSink, type RecordingAnalytics } from './analytics';
export {
  createBrowserNavigation,
  createMemoryNavigation,
  parsePath,
  type AppLocation,
  type NavigationAdapter,
  type MemoryNavigation,
} from './navigation';
export { createManualVisibility, documentVisibility, type ManualVisibility, type PageVisibility } from './visibility';
export { browserDialogs, type DialogAdapter, type ConfirmOptions } from './dialogs';
export { defaultFlags, type FeatureFlags } from './flags';
export { viewerRoles, anonymousViewer, type Viewer, type ViewerRole, type PlatformPublication } from './viewer';
export { Link, type LinkProps } from './Link';
