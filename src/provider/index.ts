/**
 * The provider layer: composes the platform (context, adapters) with the design-system parts it mounts (toasts, in-page
 * dialogs). It sits above both `platform` and `ui`, so neither imports the other's layer back.
 */
export { createMastheadQueryClient, PlatformProvider, type PlatformProviderProps } from './PlatformProvider';
export { InPageDialogHost, useInPageDialogs } from './InPageDialogs';
