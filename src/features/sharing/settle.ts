/**
 * A browser call's outcome as a value (the clipboard, the share sheet): these are not API writes, so they do not go
 * through the kit's `useOptimisticWrite`; their hooks read the outcome and send the machine's event.
 */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export function settle<T>(promise: () => Promise<T>): Promise<Settled<T>> {
  return promise().then(
    (value): Settled<T> => ({ ok: true, value }),
    (error: unknown): Settled<T> => ({ ok: false, error }),
  );
}
