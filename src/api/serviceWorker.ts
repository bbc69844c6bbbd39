/**
 * Channel C02: messages the site's service worker posts to its pages. Spec 002: a message of type
 * `subscriptions-update` makes the subscription data store refresh (GET /api/v1/subscriptions and
 * /api/v1/subscription/{publicationId}).
 *
 * In a browser the messages arrive as `message` events on `navigator.serviceWorker`. Where there is no service
 * worker container (Node, jsdom, old browsers) they arrive on `fallbackServiceWorkerMessages`, a plain
 * `EventTarget` in this module; the mock backend's `emitSubscriptionsUpdate()` (`@masthead/ui/mocks`) dispatches
 * on the same source the client listens to, so a test or a story can play the message without a real worker.
 *
 *   const stop = subscribeToServiceWorkerMessages((message) => {
 *     if (message.type === 'subscriptions-update') refetchSubscriptions();
 *   });
 *   // later: stop();
 *
 * Only Masthead's own message types reach the listener: the same channel also carries MSW's worker traffic
 * (`{ type: 'MOCKING_ENABLED' }`, …) and whatever else a host's worker posts, which is ignored.
 */

export const serviceWorkerMessageTypes = ['subscriptions-update'] as const;
export type ServiceWorkerMessageType = (typeof serviceWorkerMessageTypes)[number];

/** A message of the channel (a union, to grow as the spec names more). */
export type ServiceWorkerMessage = { type: 'subscriptions-update' };

export type ServiceWorkerMessageListener = (message: ServiceWorkerMessage) => void;

/** Where messages arrive when the runtime has no `navigator.serviceWorker`. */
export const fallbackServiceWorkerMessages: EventTarget = new EventTarget();

/** The event target messages arrive on: `navigator.serviceWorker` when present, else the fallback target. */
export function serviceWorkerMessageSource(): EventTarget {
  const container = (globalThis as { navigator?: { serviceWorker?: EventTarget } }).navigator?.serviceWorker;
  return container ?? fallbackServiceWorkerMessages;
}

/** Narrows an event's `data` to one of our messages, or `undefined` for anything else. */
export function parseServiceWorkerMessage(data: unknown): ServiceWorkerMessage | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const type = (data as { type?: unknown }).type;
  return type === 'subscriptions-update' ? { type } : undefined;
}

export interface SubscribeOptions {
  /** Listen here instead of `serviceWorkerMessageSource()` (tests, hosts with their own channel). */
  source?: EventTarget;
}

/** Calls `listener` for every Masthead service-worker message; returns the function that stops listening. */
export function subscribeToServiceWorkerMessages(listener: ServiceWorkerMessageListener, options: SubscribeOptions = {}): () => void {
  const source = options.source ?? serviceWorkerMessageSource();
  const onMessage = (event: Event) => {
    const message = parseServiceWorkerMessage((event as MessageEvent).data);
    if (message) listener(message);
  };
  source.addEventListener('message', onMessage);
  return () => source.removeEventListener('message', onMessage);
}
