/**
 * The client half of the hydration test: hydrates server HTML in the browser and reports every hydration warning and
 * recoverable error. One page hydrates many routes in turn (`window.hydratePage`), so the test pays for one browser
 * page, not one per route.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import type { ViewerRole } from '../../src/platform/viewer';
import { createMastheadQueryClient } from '../../src/provider/PlatformProvider';
import { Page } from './app';

export interface HydrateResult {
  /** Hydration warnings (console.error) and recoverable errors, in order. */
  errors: string[];
  /** The API requests the page made after hydrating (method and path). */
  requests: string[];
}

const logged: string[] = [];
const originalError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  logged.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack ?? ''}` : String(a))).join(' '));
  originalError(...args);
};

async function hydratePage({
  html,
  path,
  role,
  state,
  settleMs,
  timeZone,
}: {
  html: string;
  path: string;
  role: ViewerRole;
  state: DehydratedState | undefined;
  settleMs: number;
  timeZone?: string;
}): Promise<HydrateResult> {
  logged.length = 0;
  const errors: string[] = [];
  const requests: string[] = [];
  const container = document.getElementById('root') as HTMLElement;
  container.innerHTML = html;
  // Run the HTML's inline scripts as the browser does while parsing a streamed page (React's boundary reveals).
  for (const old of container.querySelectorAll('script')) {
    const script = document.createElement('script');
    script.textContent = old.textContent;
    old.replaceWith(script);
  }
  const queryClient = createMastheadQueryClient();
  const recordingFetch: typeof fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    requests.push(`${(init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()} ${new URL(url, location.href).pathname}`);
    return fetch(input, init);
  };
  const report = (kind: string) => (error: unknown) => {
    errors.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
  };
  const root = hydrateRoot(
    container,
    <Page path={path} role={role} queryClient={queryClient} apiBaseUrl="" fetch={recordingFetch} dehydratedState={state} timeZone={timeZone} />,
    {
      onRecoverableError: report('recoverable error'),
      onUncaughtError: report('uncaught error'),
      onCaughtError: report('caught error'),
    },
  );
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  await new Promise((resolve) => requestAnimationFrame(resolve));
  errors.push(...logged.map((l) => `console.error: ${l}`));
  root.unmount();
  queryClient.clear();
  container.innerHTML = '';
  return { errors, requests };
}

(window as unknown as { hydratePage: typeof hydratePage }).hydratePage = hydratePage;
