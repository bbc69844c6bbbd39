/**
 * What every fault case needs: the platform as a host mounts it (mock server, the viewer the scenario plays, a small
 * request timeout, a memory navigation) with recorders for what a reader is told — alerts and confirmations through
 * the platform's dialogs, toasts in the live region, where the page navigated — and the idempotency key of every write.
 */
import type { ReactNode } from 'react';
import { viewersByRole } from '../../../mocks';
import type { ScenarioViewer } from '../../../mocks/scenario';
import { IDEMPOTENCY_KEY_HEADER } from '../../../src/api/http';
import { createTranslator } from '../../../src/i18n/createTranslator';
import type { Clock } from '../../../src/platform/clock';
import { createMemoryNavigation, type MemoryNavigation } from '../../../src/platform/navigation';
import { PlatformProvider, type PlatformProviderProps } from '../../../src/provider/PlatformProvider';
import { ThemeProvider } from '../../../src/theme/ThemeProvider';

/** The catalogue in English, as a reader sees it. */
export const t = createTranslator();

/** How long a call waits before it fails as a timeout in these tests (the mock's `timeout` fault hangs for 2 minutes). */
export const TEST_TIMEOUT_MS = 150;

export interface SentWrite {
  method: string;
  url: string;
  key: string | null;
}

export interface Harness {
  alerts: string[];
  confirms: string[];
  writes: SentWrite[];
  /** The address of every GET the screen made, in order. */
  reads: string[];
  navigation: MemoryNavigation;
  wrapper: (props: { children: ReactNode }) => ReactNode;
  /** Text in the toast live region(s). */
  toasts: () => string;
  /** Answers later confirmations with `answer` (e.g. a promise the test resolves when it likes). */
  confirmWith: (answer: (message: string) => Promise<boolean>) => void;
}

export interface HarnessOptions {
  viewer: ScenarioViewer;
  path?: string;
  clock?: Clock;
  /** The reader's answer to a confirmation (default: yes). */
  confirm?: (message: string) => boolean;
  requestTimeoutMs?: number;
  flags?: Record<string, boolean>;
  /** The publication the page belongs to (a host knows it from its domain). */
  publication?: PlatformProviderProps['publication'];
  /** The API's origin (the mock reads the publication of growth calls from the host: `https://innercircle.example.com`). */
  apiBaseUrl?: string;
  /**
   * Garbles the answer to the writes it picks: the server applies the write, but its answer arrives unreadable (a
   * proxy, a cut connection), so the client fails with `schema` although the write landed.
   */
  garble?: (write: SentWrite) => boolean;
}

export function createHarness({
  viewer,
  path = '/',
  clock,
  confirm = () => true,
  requestTimeoutMs = TEST_TIMEOUT_MS,
  flags,
  publication,
  apiBaseUrl,
  garble,
}: HarnessOptions): Harness {
  const alerts: string[] = [];
  const confirms: string[] = [];
  const writes: SentWrite[] = [];
  const reads: string[] = [];
  const navigation = createMemoryNavigation(path);
  let answer = async (message: string) => confirm(message);
  const dialogs = {
    alert: async (message: string) => void alerts.push(message),
    confirm: async (message: string) => {
      confirms.push(message);
      return answer(message);
    },
  };
  const spyFetch: typeof fetch = async (input, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET') {
      reads.push(String(input));
      return globalThis.fetch(input, init);
    }
    const write = { method, url: String(input), key: new Headers(init?.headers).get(IDEMPOTENCY_KEY_HEADER) };
    writes.push(write);
    const answer = await globalThis.fetch(input, init);
    return garble?.(write) ? new Response('{"comment": ', { status: answer.status, headers: answer.headers }) : answer;
  };
  // The theme gives toasts their portal container.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider>
      <PlatformProvider
        viewer={viewersByRole[viewer]}
        dialogs={dialogs}
        navigation={navigation}
        fetch={spyFetch}
        requestTimeoutMs={requestTimeoutMs}
        {...(clock ? { clock } : {})}
        {...(flags ? { flags } : {})}
        {...(publication !== undefined ? { publication } : {})}
        {...(apiBaseUrl !== undefined ? { apiBaseUrl } : {})}
      >
        {children}
      </PlatformProvider>
    </ThemeProvider>
  );
  const toasts = () =>
    Array.from(document.querySelectorAll('[role="status"]'))
      .map((el) => el.textContent ?? '')
      .join(' ');
  const confirmWith = (next: (message: string) => Promise<boolean>) => {
    answer = next;
  };
  return { alerts, confirms, writes, reads, navigation, wrapper, toasts, confirmWith };
}
