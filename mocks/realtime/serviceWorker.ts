/**
 * The mock side of channel C02: plays the service worker's `subscriptions-update` message, the way it arrives in
 * a page — a `message` event whose `data` is `{ type: "subscriptions-update" }` — on the source the client listens
 * to (`navigator.serviceWorker` in a browser, the client's fallback `EventTarget` in Node and jsdom). Change the
 * world first (e.g. a subscription in `db.account`), then emit: the client's subscription store refetches E16/E17.
 *
 *   import { emitSubscriptionsUpdate } from '@masthead/ui/mocks';
 *   emitSubscriptionsUpdate();
 */
import { type ServiceWorkerMessage, serviceWorkerMessageSource } from '../../src/api/serviceWorker';

/** Dispatches one service-worker message on `target` (default: where the client listens). */
export function emitServiceWorkerMessage(message: ServiceWorkerMessage, target: EventTarget = serviceWorkerMessageSource()): void {
  target.dispatchEvent(new MessageEvent('message', { data: message }));
}

/** C02: tells the page its subscriptions changed (the subscription data store refreshes). */
export function emitSubscriptionsUpdate(target?: EventTarget): void {
  emitServiceWorkerMessage({ type: 'subscriptions-update' }, target);
}
