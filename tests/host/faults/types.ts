import type { Harness } from './harness';

/** What a reader is told about a failed write: the alert or toast text, a sign-in prompt, "Not delivered" on the item. */
export interface Told {
  alert?: string;
  toast?: string;
  /** The sign-in path opened (the chat's prompt, the footer's sign-in dialog): its text or dialog name. */
  signIn?: string;
  /** The reader's own item is marked "Not delivered" with Retry. */
  notDelivered?: true;
}

/** One screen mutation, driven through the real data hook on the mock. */
export interface Driver {
  h: Harness;
  /** The reader's action, with the fault on. */
  act: () => Promise<void>;
  /** The optimistic change is back to the server's state, typed text kept, the mock world unchanged. */
  assertReverted: () => void;
  /** The retry path once the fault is lifted (Retry, Save again, or the same action again). */
  retry: () => Promise<void>;
  /** After the retry: the write landed exactly once (the mock's state; the same idempotency key where the UI retries). */
  assertLandedOnce: () => void;
  /** The sign-in path now open, or `null`. */
  signIn: () => string | null;
  notDelivered: () => boolean;
}

/** What a screen tells the reader: `Told`, plus text it shows in place (its `role="alert"`, the field's error…). */
export interface ScreenTold extends Told {
  inPlace?: string;
}

/** One mutation as the reader makes it on a connected screen mounted on the mock. */
export interface ScreenDriver {
  /** The mounted screen (its own text is read from here). */
  container: HTMLElement;
  /** The reader's action, with the fault on. */
  act: () => Promise<void>;
  /** The optimistic change is back to the server's state, typed text kept, the mock world unchanged. */
  assertReverted: () => void | Promise<void>;
  /** The retry path once the fault is lifted (Retry, Save again, or the same action again). */
  retry: () => Promise<void>;
  /** After the retry: the write landed exactly once. */
  assertLandedOnce: () => void;
  /** The sign-in path now open (its dialog's name), or `null`. */
  signIn: () => string | null;
}

/**
 * A mutation a screen makes, driven through that screen: each area lists its cases in
 * `tests/host/faults/screens/<area>.cases.tsx` (exporting `cases`), which the fault matrix picks up by itself.
 */
export interface ScreenCase {
  area: string;
  /** The connected screen the reader uses (as exported). */
  screen: string;
  endpoint: import('../../../src/api/endpoint').AnyEndpointDef;
  viewer: import('../../../mocks/scenario').ScenarioViewer;
  /** The harness the screen is mounted in (path, flags, clock…). */
  harness?: Omit<import('./harness').HarnessOptions, 'viewer'>;
  /** Mounts the connected screen (with `h.wrapper`) and returns the reader's steps, with no fault yet. */
  mount: (h: Harness) => Promise<ScreenDriver>;
  told: Record<import('../../../mocks/scenario').FaultKind, ScreenTold>;
}
