/**
 * Deleting a chat thread or reply (M04; spec 000 §4 "Delete thread or comment", §5, §7, §8; gap G06). Pure: no
 * React, DOM, fetch or timers — the 500 ms wait is a state the hook leaves with `DELAY_ELAPSED`.
 *
 * ```
 * visible ─DELETE→ confirming ─CANCEL→ visible
 *                      └─CONFIRM→ removed (optimistic) ─SUCCEEDED→ synced (refetch parent reply + thread)
 *                      └─CONFIRM (reply action)→ waiting ─DELAY_ELAPSED (500 ms, K007)→ removed
 * removed ─FAILED→ failed: shown again, with the reader's text (`deleteFailure`) ─DISMISS_FAILURE→ visible
 *                                                                 └─DELETE→ confirming (delete again)
 * ```
 *
 * G06 left a failed delete silent (the item stayed removed and came back on reload); issue 13 reverts it and says so:
 * `chat.delete.failed`, T024 with the server's text on `PUBLICATION_BAN`, a sign-in prompt on a 401 (the hook's).
 *
 * Asks first: T021 "Are you sure you want to delete this thread?" / T022 "…this comment?". The call is E03
 * `DELETE /api/v1/community/posts/{id}` `{ postId }` or E06 `DELETE /api/v1/community/comments/{id}`
 * `{ commentId }` (`deleteRequest`). After a reply is deleted its parent reply and its thread are refetched so
 * their counts drop; after a thread is deleted the thread is refetched (it answers status `deleted`)
 * (`refetchTargets`). Guards, decided at `init`: the owner or a publication admin, not in read-only mode.
 */
import type { ApiError } from '../../api/errors';
import { type ChatContext, type ChatItem, type ChatViewer, type DeleteBlockedReason, deleteBlockedReason } from './permissions';

/** The delay of the reply-action delete (K007). */
export const CHAT_REPLY_DELETE_DELAY_MS = 500;

/**
 * Where the delete was chosen: the item's actions menu, or a reply's own action (the reply-action delete, which
 * waits 500 ms before the item goes, K007).
 */
export type DeleteSource = 'menu' | 'replyAction';

/** What is being deleted. */
export type DeleteTarget = { kind: 'post'; id: number } | { kind: 'comment'; id: number; postId: number; parentId: number | null };

/** An item to refetch after a delete (E04 for a reply, E01 for a thread). */
export type RefetchTarget = { kind: 'comment'; id: number } | { kind: 'post'; id: number };

export const deleteStateNames = ['visible', 'confirming', 'waiting', 'removed', 'synced', 'failed'] as const;
export type DeleteStateName = (typeof deleteStateNames)[number];

export type DeleteState =
  /** Shown. `blocked`: why `DELETE` is ignored, or `null`. */
  | { name: 'visible'; target: DeleteTarget; blocked: DeleteBlockedReason | null }
  /** The confirmation (T021 / T022) is open. */
  | { name: 'confirming'; target: DeleteTarget; blocked: null; source: DeleteSource }
  /** Confirmed from a reply action: still shown for 500 ms, then removed. */
  | { name: 'waiting'; target: DeleteTarget; blocked: null }
  /** Removed from view; the DELETE call runs. */
  | { name: 'removed'; target: DeleteTarget; blocked: null }
  /** The server deleted it; `refetch` lists what to load again for fresh counts. */
  | { name: 'synced'; target: DeleteTarget; blocked: null; refetch: readonly RefetchTarget[] }
  /** The call failed: the item is shown again and the reader is told (`deleteFailure`); `warning` is for the console. */
  | { name: 'failed'; target: DeleteTarget; blocked: null; warning: string; error?: ApiError | undefined };

export type DeleteEvent =
  /** The Delete action. `source` defaults to `menu`. */
  | { type: 'DELETE'; source?: DeleteSource }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  /** The hook's 500 ms timer ran out (`waiting` only). */
  | { type: 'DELAY_ELAPSED' }
  | { type: 'SUCCEEDED' }
  | { type: 'FAILED'; error?: ApiError }
  /** The failure's text was shown (or there was none): the item rests as shown again. */
  | { type: 'DISMISS_FAILURE' };

export type DeleteEventType = DeleteEvent['type'];
export const deleteEventTypes = [
  'DELETE',
  'CONFIRM',
  'CANCEL',
  'DELAY_ELAPSED',
  'SUCCEEDED',
  'FAILED',
  'DISMISS_FAILURE',
] as const satisfies readonly DeleteEventType[];

export function deleteTarget(item: ChatItem): DeleteTarget {
  return item.kind === 'post'
    ? { kind: 'post', id: item.item.id }
    : { kind: 'comment', id: item.item.id, postId: item.item.post_id, parentId: item.item.parent_id ?? null };
}

export function initialState(target: DeleteTarget, blocked: DeleteBlockedReason | null = null): DeleteState {
  return { name: 'visible', target, blocked };
}

/** The machine for an item as the viewer sees it here. */
export function init(item: ChatItem, viewer: ChatViewer, context: ChatContext = {}): DeleteState {
  return initialState(deleteTarget(item), deleteBlockedReason(item, viewer, context));
}

/** What to refetch once the server has deleted `target`: the parent reply (if any) and the thread. */
export function refetchAfterDelete(target: DeleteTarget): RefetchTarget[] {
  if (target.kind === 'post') return [{ kind: 'post', id: target.id }];
  const list: RefetchTarget[] = [];
  if (target.parentId !== null) list.push({ kind: 'comment', id: target.parentId });
  list.push({ kind: 'post', id: target.postId });
  return list;
}

function warningFor(target: DeleteTarget, error: ApiError | undefined): string {
  const what = target.kind === 'post' ? `chat thread ${target.id}` : `chat reply ${target.id}`;
  const why = error?.serverMessage ?? error?.message;
  return why ? `Could not delete ${what}: ${why}` : `Could not delete ${what}`;
}

export function transition(state: DeleteState, event: DeleteEvent): DeleteState {
  const { target } = state;
  switch (state.name) {
    case 'visible':
      switch (event.type) {
        case 'DELETE':
          return state.blocked === null ? { name: 'confirming', target, blocked: null, source: event.source ?? 'menu' } : state;
        case 'CONFIRM':
        case 'CANCEL':
        case 'DELAY_ELAPSED':
        case 'SUCCEEDED':
        case 'FAILED':
        case 'DISMISS_FAILURE':
          return state;
        default:
          return event satisfies never;
      }
    case 'confirming':
      switch (event.type) {
        case 'CONFIRM':
          return state.source === 'replyAction' ? { name: 'waiting', target, blocked: null } : { name: 'removed', target, blocked: null };
        case 'CANCEL':
          return { name: 'visible', target, blocked: null };
        case 'DELETE':
        case 'DELAY_ELAPSED':
        case 'SUCCEEDED':
        case 'FAILED':
        case 'DISMISS_FAILURE':
          return state;
        default:
          return event satisfies never;
      }
    case 'waiting':
      switch (event.type) {
        case 'DELAY_ELAPSED':
          return { name: 'removed', target, blocked: null };
        case 'DELETE':
        case 'CONFIRM':
        case 'CANCEL':
        case 'SUCCEEDED':
        case 'FAILED':
        case 'DISMISS_FAILURE':
          return state;
        default:
          return event satisfies never;
      }
    case 'removed':
      switch (event.type) {
        case 'SUCCEEDED':
          return { name: 'synced', target, blocked: null, refetch: refetchAfterDelete(target) };
        case 'FAILED':
          return { name: 'failed', target, blocked: null, warning: warningFor(target, event.error), error: event.error };
        case 'DELETE':
        case 'CONFIRM':
        case 'CANCEL':
        case 'DELAY_ELAPSED':
        case 'DISMISS_FAILURE':
          return state;
        default:
          return event satisfies never;
      }
    case 'failed':
      switch (event.type) {
        case 'DISMISS_FAILURE':
          return { name: 'visible', target, blocked: null };
        case 'DELETE':
          return { name: 'confirming', target, blocked: null, source: event.source ?? 'menu' };
        case 'CONFIRM':
        case 'CANCEL':
        case 'DELAY_ELAPSED':
        case 'SUCCEEDED':
        case 'FAILED':
          return state;
        default:
          return event satisfies never;
      }
    // Final state.
    case 'synced':
      switch (event.type) {
        case 'DELETE':
        case 'CONFIRM':
        case 'CANCEL':
        case 'DELAY_ELAPSED':
        case 'SUCCEEDED':
        case 'FAILED':
        case 'DISMISS_FAILURE':
          return state;
        default:
          return event satisfies never;
      }
    default:
      return state satisfies never;
  }
}

// ——— selectors ———

/** Whether the item is gone from view (optimistically, then for good once the server agreed; a failure shows it again). */
export function isRemoved(state: DeleteState): boolean {
  return state.name === 'removed' || state.name === 'synced';
}

/** The confirmation to show, or `null`. */
export function deleteConfirmMessageId(state: DeleteState): 'chat.confirm.deleteThread' | 'chat.confirm.deleteComment' | null {
  if (state.name !== 'confirming') return null;
  return state.target.kind === 'post' ? 'chat.confirm.deleteThread' : 'chat.confirm.deleteComment';
}

/** How long the hook waits before sending `DELAY_ELAPSED`, or `null` when no timer should run. */
export function delayMs(state: DeleteState): number | null {
  return state.name === 'waiting' ? CHAT_REPLY_DELETE_DELAY_MS : null;
}

/** The DELETE call a `removed` state needs (E03 / E06), or `null`. */
export function deleteRequest(
  state: DeleteState,
): { kind: 'post'; id: number; body: { postId: number } } | { kind: 'comment'; id: number; body: { commentId: number } } | null {
  if (state.name !== 'removed') return null;
  const { target } = state;
  return target.kind === 'post'
    ? { kind: 'post', id: target.id, body: { postId: target.id } }
    : { kind: 'comment', id: target.id, body: { commentId: target.id } };
}

/** What to refetch after the server deleted the item; empty until then (and after a failure). */
export function refetchTargets(state: DeleteState): readonly RefetchTarget[] {
  return state.name === 'synced' ? state.refetch : [];
}

/** The console warning of a failed delete, or `null`. */
export function deleteWarning(state: DeleteState): string | null {
  return state.name === 'failed' ? state.warning : null;
}

/** What the reader is told about a failed delete: sign in (401), T024 with the server's text (`PUBLICATION_BAN`), else `chat.delete.failed`. */
export type DeleteFailure = { id: 'signIn' } | { id: 'chat.error.publicationBan'; serverMessage: string | null } | { id: 'chat.delete.failed' };

/** The failure of a `failed` state, or `null`. */
export function deleteFailure(state: DeleteState): DeleteFailure | null {
  if (state.name !== 'failed') return null;
  if (state.error?.isUnauthorized) return { id: 'signIn' };
  if (state.error?.code === 'PUBLICATION_BAN') return { id: 'chat.error.publicationBan', serverMessage: state.error.serverMessage ?? null };
  return { id: 'chat.delete.failed' };
}
