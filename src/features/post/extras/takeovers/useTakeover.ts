import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { getWelcomePageData } from '../../../../api/endpoints/growth';
import type { WelcomePageData } from '../../../../api/schemas/growth';
import { useApi } from '../../../../api/useApi';
import { useMachine } from '../../../../kit/useMachine';
import { useClock, useStorage, useViewer } from '../../../../platform/context';
import {
  type TakeoverKind,
  type TakeoverState,
  TAKEOVER_NEXT_SHOWN_MS,
  initTakeover,
  takeoverFor,
  takeoverNextShownAt,
  takeoverStorageKey,
  takeoverTransition,
} from './takeover.machine';

/** How often the hook reads the platform clock while waiting, in ms. */
export const TAKEOVER_TICK_MS = 1_000 as const;

/** TanStack Query key of the welcome popup's data (E58). */
export const welcomePageDataQueryKey = ['growth', 'welcome-page-data'] as const;

export interface UseTakeoverOptions {
  /** Forces a takeover (or none with `null`); default by the viewer's role (`takeoverFor`). */
  kind?: TakeoverKind | null;
}

export interface TakeoverController {
  state: TakeoverState;
  /** E58, for the welcome popup (loaded on mount, so it is there when the popup shows); `null` until then or on failure. */
  welcome: WelcomePageData | null;
  dismiss: () => void;
}

function readStored(value: string | null): number | null {
  if (value === null) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * The data hook of the takeovers (M65): reads the stored next-shown time from platform storage, ticks the machine
 * every second from the platform clock (stories fast-forward a manual clock), persists the next-shown time whenever
 * it changes, and loads the welcome popup's data (E58) for the welcome takeover.
 */
export function useTakeover({ kind: forced }: UseTakeoverOptions = {}): TakeoverController {
  const api = useApi();
  const clock = useClock();
  const storage = useStorage();
  const viewer = useViewer();
  const kind = forced === undefined ? takeoverFor(viewer.role) : forced;
  const [state, dispatch] = useMachine(takeoverTransition, () =>
    initTakeover(kind, clock.now().getTime(), kind === null ? null : readStored(storage.get(takeoverStorageKey(kind)))),
  );

  const waiting = state.name === 'waiting' || state.name === 'dismissed';
  useEffect(() => {
    if (!waiting) return;
    const id = clock.setInterval(() => dispatch({ type: 'TICK', now: clock.now().getTime() }), TAKEOVER_TICK_MS);
    return () => clock.clearInterval(id);
  }, [waiting, clock, dispatch]);

  const next = takeoverNextShownAt(state);
  useEffect(() => {
    if (state.name === 'ineligible' || next === null || state.name === 'waiting') return;
    storage.set(takeoverStorageKey(state.kind), String(next), { maxAgeDays: (2 * TAKEOVER_NEXT_SHOWN_MS) / 86_400_000 });
  }, [next, state, storage]);

  const welcomeQuery = useQuery({
    queryKey: welcomePageDataQueryKey,
    queryFn: ({ signal }) => api.call(getWelcomePageData, {}, { signal }),
    enabled: kind === 'welcome',
    retry: false,
  });

  const dismiss = useCallback(() => dispatch({ type: 'DISMISS', now: clock.now().getTime() }), [clock, dispatch]);
  return { state, welcome: welcomeQuery.data ?? null, dismiss };
}
