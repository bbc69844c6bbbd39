import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * A value only the browser knows (the page's origin, the user agent, `document.body`), read so that a server render
 * and its hydration agree: `serverValue` on the server and while hydrating, then `read()` (React renders once more).
 * A render in the browser without hydration reads it at once. `read` must answer the same value on every call (a
 * primitive or an object that does not change).
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeNothing, read, () => serverValue);
}
