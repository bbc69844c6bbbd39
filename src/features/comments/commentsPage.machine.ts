/**
 * M51 — the comments page: what it shows, when it polls, which threads are collapsed and how it sorts (spec 002
 * §2 "Comments page", §4, §8, §9; inventory M51, K016, K051–K053, E35). Pure: no React, DOM, fetch or timers; time
 * arrives in events (`now`, ms since the epoch).
 *
 * ```
 * loading ─LOADED→ ready | locked          ─LOAD_FAILED(400)→ not_allowed   (401)→ reauth   (other)→ error
 * loading ─PAYWALLED→ paywalled            any ─RELOAD→ loading              any ─SORT(other sort)→ loading
 * ready|locked, polling:  waiting(due) ─TICK(now ≥ due)→ polling ─POLL_SUCCEEDED→ waiting(now + 30 s)
 *                         waiting ─VISIBILITY(hidden)→ paused ─VISIBILITY(visible)→ polling (refresh at once)
 *                         polling ─POLL_FAILED→ waiting(now + 30 s) (401 → reauth)
 * ```
 * `locked` is `ready` with comments turned off (T136): the list shows and polls, the composer does not.
 * Collapsed threads: `TOGGLE_COLLAPSE` adds or removes an id (the most recent last, at most 250: the oldest go);
 * `EXPAND` opens ids (the ancestors of a `#comment-{n}` target). New comments a poll brought while the reader was
 * not at the top are counted (`newCommentIds`) for the "N new comments" affordance until `NEW_SEEN`.
 */
import type { ApiError } from '../../api/errors';
import type { CommentSort } from '../../api/schemas/posts';
import { COMMENTS_POLL_INTERVAL_MS, MAX_COLLAPSED_IDS } from './constants';

export type PollState = { name: 'waiting'; dueAt: number } | { name: 'polling' } | { name: 'paused' };

interface Shared {
  readonly sort: CommentSort;
  /** Collapsed comment ids, the most recently collapsed last (at most `MAX_COLLAPSED_IDS`). */
  readonly collapsed: readonly number[];
  /** Whether the document is visible (polling runs only then). */
  readonly visible: boolean;
}

interface Live extends Shared {
  readonly poll: PollState;
  /** The newest comment's date: the next poll's `last_comment_at`. */
  readonly lastCommentAt: string | null;
  /** Comments polls brought that the reader has not been shown yet ("N new comments"). */
  readonly newCommentIds: readonly number[];
}

export const commentsPageStateNames = ['loading', 'ready', 'locked', 'not_allowed', 'reauth', 'paywalled', 'error'] as const;
export type CommentsPageStateName = (typeof commentsPageStateNames)[number];

export type CommentsPageState =
  | (Shared & { name: 'loading' })
  | (Live & { name: 'ready' })
  | (Live & { name: 'locked' })
  | (Shared & { name: 'not_allowed' })
  | (Shared & { name: 'reauth' })
  | (Shared & { name: 'paywalled' })
  | (Shared & { name: 'error'; error: ApiError });

export type CommentsPageEvent =
  /** E35 answered. `locked`: comments are turned off for the post (T136). */
  | { type: 'LOADED'; lastCommentAt: string | null; locked: boolean; now: number }
  | { type: 'LOAD_FAILED'; error: ApiError }
  /** The post's comments are for paid or founding subscribers and this reader is neither. */
  | { type: 'PAYWALLED' }
  /** Try again (after an error, after signing in again). */
  | { type: 'RELOAD' }
  | { type: 'SORT'; sort: CommentSort }
  /** The clock reached a poll's due time. */
  | { type: 'TICK'; now: number }
  | { type: 'VISIBILITY'; visible: boolean; now: number }
  /** A poll answered: `added` new comments, `lastCommentAt` the newest date now known, `atTop` whether the reader is at the top. */
  | { type: 'POLL_SUCCEEDED'; added: readonly number[]; lastCommentAt: string | null; atTop: boolean; now: number }
  | { type: 'POLL_FAILED'; error: ApiError; now: number }
  | { type: 'TOGGLE_COLLAPSE'; id: number }
  | { type: 'EXPAND'; ids: readonly number[] }
  /** The reader was shown the new comments (pressed the affordance, or reached the top). */
  | { type: 'NEW_SEEN' };

export const commentsPageEventTypes = [
  'LOADED',
  'LOAD_FAILED',
  'PAYWALLED',
  'RELOAD',
  'SORT',
  'TICK',
  'VISIBILITY',
  'POLL_SUCCEEDED',
  'POLL_FAILED',
  'TOGGLE_COLLAPSE',
  'EXPAND',
  'NEW_SEEN',
] as const satisfies readonly CommentsPageEvent['type'][];

export interface CommentsPageInit {
  sort: CommentSort;
  collapsed?: readonly number[];
  visible?: boolean;
}

export function initialCommentsPageState({ sort, collapsed = [], visible = true }: CommentsPageInit): CommentsPageState {
  return { name: 'loading', sort, collapsed: capCollapsed(collapsed), visible };
}

/** At most `MAX_COLLAPSED_IDS` distinct ids, the most recent kept. */
export function capCollapsed(ids: readonly number[]): readonly number[] {
  const distinct: number[] = [];
  const seen = new Set<number>();
  for (let i = ids.length - 1; i >= 0 && distinct.length < MAX_COLLAPSED_IDS; i--) {
    const id = ids[i]!;
    if (!Number.isInteger(id) || id <= 0 || seen.has(id)) continue;
    seen.add(id);
    distinct.push(id);
  }
  distinct.reverse();
  return distinct.length === ids.length && distinct.every((id, i) => id === ids[i]) ? ids : distinct;
}

function shared(state: CommentsPageState): Shared {
  return { sort: state.sort, collapsed: state.collapsed, visible: state.visible };
}

function isLive(state: CommentsPageState): state is Extract<CommentsPageState, { name: 'ready' | 'locked' }> {
  return state.name === 'ready' || state.name === 'locked';
}

function waitingOrPaused(visible: boolean, now: number): PollState {
  return visible ? { name: 'waiting', dueAt: now + COMMENTS_POLL_INTERVAL_MS } : { name: 'paused' };
}

function failedLoad(state: CommentsPageState, error: ApiError): CommentsPageState {
  if (error.kind === 'http' && error.status === 400) return { ...shared(state), name: 'not_allowed' };
  if (error.isUnauthorized) return { ...shared(state), name: 'reauth' };
  return { ...shared(state), name: 'error', error };
}

function newer(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return b > a ? b : a;
}

export function transition(state: CommentsPageState, event: CommentsPageEvent): CommentsPageState {
  switch (event.type) {
    case 'LOADED':
      if (state.name !== 'loading') return state;
      return {
        ...shared(state),
        name: event.locked ? 'locked' : 'ready',
        poll: waitingOrPaused(state.visible, event.now),
        lastCommentAt: event.lastCommentAt,
        newCommentIds: [],
      };
    case 'LOAD_FAILED':
      return state.name === 'loading' ? failedLoad(state, event.error) : state;
    case 'PAYWALLED':
      return state.name === 'loading' ? { ...shared(state), name: 'paywalled' } : state;
    case 'RELOAD':
      return state.name === 'loading' ? state : { ...shared(state), name: 'loading' };
    case 'SORT':
      if (event.sort === state.sort) return state;
      if (state.name === 'paywalled' || state.name === 'not_allowed' || state.name === 'reauth') return { ...state, sort: event.sort };
      return { ...shared(state), sort: event.sort, name: 'loading' };
    case 'TICK':
      if (!isLive(state) || state.poll.name !== 'waiting' || event.now < state.poll.dueAt) return state;
      return { ...state, poll: { name: 'polling' } };
    case 'VISIBILITY': {
      if (event.visible === state.visible) return state;
      if (!isLive(state)) return { ...state, visible: event.visible };
      if (!event.visible) return { ...state, visible: false, poll: state.poll.name === 'polling' ? state.poll : { name: 'paused' } };
      // Back in view: refresh at once (unless a poll is already on its way).
      return { ...state, visible: true, poll: { name: 'polling' } };
    }
    case 'POLL_SUCCEEDED': {
      if (!isLive(state) || state.poll.name !== 'polling') return state;
      const unseen = event.atTop ? [] : [...state.newCommentIds, ...event.added.filter((id) => !state.newCommentIds.includes(id))];
      return {
        ...state,
        poll: waitingOrPaused(state.visible, event.now),
        lastCommentAt: newer(state.lastCommentAt, event.lastCommentAt),
        newCommentIds: unseen.length === 0 && state.newCommentIds.length === 0 ? state.newCommentIds : unseen,
      };
    }
    case 'POLL_FAILED':
      if (!isLive(state) || state.poll.name !== 'polling') return state;
      if (event.error.isUnauthorized) return { ...shared(state), name: 'reauth' };
      // A failed poll is quiet: the page keeps what it has and tries again at the next interval.
      return { ...state, poll: waitingOrPaused(state.visible, event.now) };
    case 'TOGGLE_COLLAPSE': {
      const collapsed = state.collapsed.includes(event.id) ? state.collapsed.filter((id) => id !== event.id) : capCollapsed([...state.collapsed, event.id]);
      return { ...state, collapsed };
    }
    case 'EXPAND': {
      if (!event.ids.some((id) => state.collapsed.includes(id))) return state;
      return { ...state, collapsed: state.collapsed.filter((id) => !event.ids.includes(id)) };
    }
    case 'NEW_SEEN':
      return isLive(state) && state.newCommentIds.length > 0 ? { ...state, newCommentIds: [] } : state;
    default:
      return event satisfies never;
  }
}

// ——— selectors ———

/** The poll a state wants made now (`last_comment_at`), or `null`. */
export function pollRequest(state: CommentsPageState): { lastCommentAt: string | null } | null {
  return isLive(state) && state.poll.name === 'polling' ? { lastCommentAt: state.lastCommentAt } : null;
}

/** When the next poll is due (ms since the epoch), or `null` (paused, polling, or not showing comments). */
export function nextPollAt(state: CommentsPageState): number | null {
  return isLive(state) && state.poll.name === 'waiting' ? state.poll.dueAt : null;
}

/** Whether the page shows the comment list (ready, or read-only when comments are off). */
export function showsComments(state: CommentsPageState): boolean {
  return isLive(state);
}

/** How many new comments the "N new comments" affordance announces. */
export function newCommentCount(state: CommentsPageState): number {
  return isLive(state) ? state.newCommentIds.length : 0;
}

/** The ids of the new comments not yet shown, oldest first. */
export function newCommentIds(state: CommentsPageState): readonly number[] {
  return isLive(state) ? state.newCommentIds : [];
}

export function isCollapsed(state: CommentsPageState, id: number): boolean {
  return state.collapsed.includes(id);
}
