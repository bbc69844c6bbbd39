/**
 * The providers a host's own test suite wraps a screen in, written once for the host tests (`tests/host/*.test.tsx`):
 * the theme (it also gives toasts and dialogs their portal container) around `PlatformProvider` with in-page dialogs,
 * the viewer of a mock role, and a memory navigation at a path. Everything else `PlatformProvider` takes passes through.
 * ```tsx
 * renderInHost(<AccountSettingsPage />, { viewer: 'paid', path: '/account/settings?tab=account', flags });
 * renderHook(() => useHasRestacked(…), { wrapper: hostWrapper({ viewer: 'free', storage: refusingStorage }) });
 * ```
 * Imports come from the package's public surface, as a host's would.
 */
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { viewersByRole } from '../../mocks';
import type { ScenarioViewer } from '../../mocks/scenario';
import { createMemoryNavigation, PlatformProvider, type PlatformProviderProps, ThemeProvider } from '../../src/index';

export interface HostOptions extends Omit<PlatformProviderProps, 'children' | 'viewer'> {
  /** The mock viewer of this role (or a viewer of the test's own). Left out: nobody is signed in. */
  viewer?: ScenarioViewer | NonNullable<PlatformProviderProps['viewer']>;
  /** Where a memory navigation starts (default `/`); ignored when `navigation` is given. */
  path?: string;
}

/** The host's providers as a component (`render(ui, { wrapper })`, `renderHook(…, { wrapper })`). */
export function hostWrapper({ viewer, path = '/', navigation, dialogs = 'in-page', ...platform }: HostOptions = {}) {
  const shown = typeof viewer === 'string' ? viewersByRole[viewer] : viewer;
  const nav = navigation ?? createMemoryNavigation(path);
  return function HostProviders({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider>
        <PlatformProvider {...platform} dialogs={dialogs} navigation={nav} {...(shown ? { viewer: shown } : {})}>
          {children}
        </PlatformProvider>
      </ThemeProvider>
    );
  };
}

/** Renders `ui` inside the host's providers. */
export function renderInHost(ui: ReactElement, options: HostOptions = {}) {
  return render(ui, { wrapper: hostWrapper(options) });
}
