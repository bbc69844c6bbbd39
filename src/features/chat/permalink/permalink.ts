/**
 * Pure rules of the chat permalink pages (spec 000 "Chat permalink pages", 002 "Chat permalink status"; routes
 * designed in gap G03). No React, no DOM, no fetch: the data hooks feed TanStack Query's result in, the views
 * read the `PermalinkState` out.
 *
 * A read-only page has no events of its own (loading, success, failure and retry are TanStack Query's), so this
 * is a selector over the query result rather than a reducer: one function from "what the server said" to one
 * of five named states.
 */
import { type ApiError, isApiError } from '../../../api/errors';
import { type ChatPermalinkView, chatPermalinkView } from '../../../api/schemas/community';
import { cleanUrlInput, safeLinkHref } from '../../../kit/url';
import { CHAT_LANDING_PATH, type ChatPermalinkKind, chatCommentPermalinkPath, chatPostPermalinkPath } from '../links';

// ——— deep links (paths: `../links`) ———

/**
 * The app's URL scheme. "Open in app" links use `masthead://` + the permalink's own path (`masthead://chat/p/3001`,
 * `masthead://chat/c/4001`): ids are global, so the app resolves a deep link exactly as the web resolves the
 * permalink, and a new permalink kind needs no new app route. Hosts with universal links (an `https://` URL the
 * app claims) pass their own `appLink` to the pages instead.
 */
export const CHAT_APP_SCHEME = 'masthead';

/** The "Open in app" deep link for a thread or reply permalink; without an id, the app's chat (`masthead://chat`). */
export function chatAppLink(kind: ChatPermalinkKind, id: number | null): string {
  if (id === null) return `${CHAT_APP_SCHEME}:/${CHAT_LANDING_PATH}`;
  const path = kind === 'post' ? chatPostPermalinkPath(id) : chatCommentPermalinkPath(id);
  return `${CHAT_APP_SCHEME}:/${path}`;
}

/**
 * An "Open in app" `href` through the URL policy: the app's own deep link (`masthead://` and a path, as `chatAppLink`
 * writes it), or a link the link policy allows (a host's universal link); anything else is refused (`undefined`).
 */
export function safeAppLink(href: string | null | undefined): string | undefined {
  const text = cleanUrlInput(href);
  if (text && new RegExp(`^${CHAT_APP_SCHEME}://[A-Za-z0-9/_-]*$`).test(text)) return text;
  return safeLinkHref(href) ?? undefined;
}

// ——— page state ———

/** A teaser variant: the audience the item is for, or the generic "not available". */
export type ChatTeaserVariant = Exclude<ChatPermalinkView, 'visible'>;
export const chatTeaserVariants = ['paid', 'founding', 'unavailable'] as const satisfies readonly ChatTeaserVariant[];

/** Why a permalink could not be loaded, in words a reader understands. */
export type PermalinkErrorReason = 'network' | 'server' | 'malformed';

export type PermalinkState<T> =
  | { status: 'loading' }
  /** The item itself (thread status `open`, reply status `VISIBLE`). */
  | { status: 'visible'; item: T }
  /**
   * A teaser instead of the item. `item` is the limited item when the server sent one (author and counts kept),
   * `null` when there is none (404). `subscribable`: subscribing would show it (not for deleted or missing items).
   */
  | { status: 'locked'; variant: ChatTeaserVariant; item: T | null; subscribable: boolean }
  | { status: 'error'; reason: PermalinkErrorReason };

export type PermalinkStatus = PermalinkState<unknown>['status'];

/** What the page puts in `data-state`: the status, or the teaser variant when locked. */
export function permalinkDataState(state: PermalinkState<unknown>): PermalinkStatus | ChatTeaserVariant {
  return state.status === 'locked' ? state.variant : state.status;
}

/** Statuses that name no audience but that a subscription would still open (G56: free chat, not subscribed). */
const SUBSCRIBABLE_UNAVAILABLE = new Set(['SUBSCRIPTION_REQUIRED']);

function lockedFor<T>(status: string | null | undefined, item: T | null): PermalinkState<T> {
  const view = chatPermalinkView(status);
  if (view === 'visible') return item === null ? { status: 'locked', variant: 'unavailable', item, subscribable: false } : { status: 'visible', item };
  return { status: 'locked', variant: view, item, subscribable: view !== 'unavailable' || SUBSCRIBABLE_UNAVAILABLE.has(status ?? '') };
}

/** The reader-facing reason of a failed load. */
export function permalinkErrorReason(error: ApiError): PermalinkErrorReason {
  switch (error.kind) {
    case 'network':
    case 'timeout':
    case 'aborted':
      return 'network';
    case 'schema':
      return 'malformed';
    case 'http':
      return 'server';
    default:
      return error.kind satisfies never;
  }
}

export interface PermalinkQuery<T> {
  /** No answer yet (first load, or a retry after a failure). */
  pending: boolean;
  data?: T | undefined;
  error?: unknown;
}

/**
 * The page state for a permalink query (spec 000/002): `open` / `VISIBLE` → the item;
 * `PAID_SUBSCRIPTION_REQUIRED` → paid teaser; `FOUNDING_SUBSCRIPTION_REQUIRED` → founding teaser; any other status
 * → the generic unavailable teaser. A 404 is the unavailable teaser too (nothing to retry); a 403 is the teaser
 * of the status its `code` names (generic without one); a 401 is the unavailable teaser with a subscribe action. Network failures, other server errors and unreadable answers are
 * errors with a retry.
 */
export function permalinkState<T extends { status: string }>(query: PermalinkQuery<T>): PermalinkState<T> {
  if (query.pending) return { status: 'loading' };
  // A failed background refetch keeps what the reader already sees.
  if (query.data !== undefined) return lockedFor(query.data.status, query.data);
  if (query.error !== undefined && query.error !== null) {
    const error = query.error;
    if (!isApiError(error)) return { status: 'error', reason: 'server' };
    if (error.kind === 'http' && error.status === 404) return { status: 'locked', variant: 'unavailable', item: null, subscribable: false };
    if (error.kind === 'http' && error.status === 401) return { status: 'locked', variant: 'unavailable', item: null, subscribable: true };
    if (error.kind === 'http' && error.status === 403) return lockedFor<T>(error.code, null);
    return { status: 'error', reason: permalinkErrorReason(error) };
  }
  return { status: 'loading' };
}
