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
