/**
 * The like (❤) on a post (M16; spec 001 "Post footer bar", §4 Like, §7; 000; 002). Pure: no React, DOM, fetch or
 * timers.
 *
 * ```
 * unliked ─TOGGLE→ pending(like)   ─SUCCEEDED→ liked    ─FAILED→ unliked (+ failure)
 * liked   ─TOGGLE→ pending(unlike) ─SUCCEEDED→ unliked  ─FAILED→ liked   (+ failure)
 * ```
 *
 * The state keeps the **server's** snapshot (liked, count, reactor names); while a call is pending what the footer
 * shows is derived from it (`shownLike`): count ±1 and the liker's name added to / removed from the reactor
 * names. A failure therefore returns exactly to the server's state. One call at a time: toggles while pending are
 * ignored. A machine built with `enabled: false` (flag `like_posts_enabled` off) ignores every toggle.
 *
 * Failures: a 401 asks the reader to sign in or free-subscribe to like (`free-subscribe-to-like-modal`); a ban
 * (`PUBLICATION_BAN`) shows the server's ban text (`serverWords`; the shared text when it sent none); any other
 * error shows the generic like alert `footer.like.error` ("Something went wrong. Please try again." — the spec
 * gives no text for it, inventory gap list "generic like error alert [001]"; we use the inventory's proposal
 * "Something went wrong" and add the way out).
 *
 * Reactor names: an admin's like shows the publication's author name (the admin likes on the publication's
 * behalf, 001 §7), see `likerName`.
 */
import type { ApiError } from '../../api/errors';
import type { ViewerRole } from '../../platform/viewer';

/** What the server says about the reader's like of one post. */
export interface LikeSnapshot {
  readonly liked: boolean;
  /** `reactions["❤"]`. */
  readonly count: number;
  /** Up to a few names of people who liked it, the reader first when they did. */
  readonly reactorNames: readonly string[];
}

/**
 * Why a like call failed, as the footer shows it: sign in (401), the ban (`PUBLICATION_BAN`: the server's words, the
 * text the reader must see instead of the generic one), or the generic alert.
 */
export type LikeFailure = { kind: 'signIn' } | { kind: 'banned'; message: string | null } | { kind: 'alert' };

interface Base {
  /** The server's state: what a failure returns to. */
  readonly server: LikeSnapshot;
  /** `false` when likes are off (flag `like_posts_enabled`): toggles are ignored. */
  readonly enabled: boolean;
}

export type LikeState =
  | (Base & { name: 'unliked'; failure: LikeFailure | null })
  | (Base & { name: 'liked'; failure: LikeFailure | null })
  /** A call is under way; `target` is the like state being asked for, `liker` the name added to the reactor names. */
  | (Base & { name: 'pending'; target: boolean; liker: string });

export type LikeEvent =
  /** The reader pressed the heart. `liker`: the name the reactor list shows for them (see `likerName`). */
  | { type: 'TOGGLE'; liker: string }
  | { type: 'SUCCEEDED' }
  | { type: 'FAILED'; error: ApiError }
  /** Fresh server data (a refetch of the post). */
  | { type: 'SYNC'; server: LikeSnapshot }
  /** The failure was shown (alert closed, modal opened). */
  | { type: 'DISMISS_FAILURE' };

export const likeStateNames = ['unliked', 'liked', 'pending'] as const;
export const likeEventTypes = ['TOGGLE', 'SUCCEEDED', 'FAILED', 'SYNC', 'DISMISS_FAILURE'] as const satisfies readonly LikeEvent['type'][];

/** The snapshot of a post as the API sends it (E23). */
export function likeSnapshotOf(post: {
  reaction?: boolean | null;
  reactions?: Record<string, number> | undefined;
  reactor_names?: string[] | undefined;
}): LikeSnapshot {
  return { liked: post.reaction === true, count: post.reactions?.['❤'] ?? 0, reactorNames: post.reactor_names ?? [] };
}

/** The name a like adds to the reactor names: the author's name for an admin (001 §7), else the reader's own. */
export function likerName(role: ViewerRole, userName: string | undefined, authorName: string | undefined): string {
  if (role === 'admin' && authorName) return authorName;
  return userName ?? '';
}

/** The snapshot after the like moves to `liked`; the count never goes below zero. */
export function applyLike(snapshot: LikeSnapshot, liked: boolean, liker: string): LikeSnapshot {
  if (snapshot.liked === liked) return snapshot;
  const others = snapshot.reactorNames.filter((n) => n !== liker);
  return {
    liked,
    count: Math.max(0, snapshot.count + (liked ? 1 : -1)),
    reactorNames: liked && liker ? [liker, ...others] : others,
  };
}

function resting(server: LikeSnapshot, enabled: boolean, failure: LikeFailure | null = null): LikeState {
  return server.liked ? { name: 'liked', server, enabled, failure } : { name: 'unliked', server, enabled, failure };
}

export function initialLikeState(server: LikeSnapshot, enabled = true): LikeState {
  return resting(server, enabled);
}

/** Which failure an error means: 401 → sign in / free-subscribe; `PUBLICATION_BAN` → the ban; anything else → the generic alert. */
export function likeFailureOf(error: ApiError): LikeFailure {
  if (error.isUnauthorized) return { kind: 'signIn' };
  if (error.isPublicationBan) return { kind: 'banned', message: error.serverMessage?.trim() || null };
  return { kind: 'alert' };
}

export function transition(state: LikeState, event: LikeEvent): LikeState {
  switch (state.name) {
    case 'unliked':
    case 'liked':
      switch (event.type) {
        case 'TOGGLE':
          if (!state.enabled) return state;
          return { name: 'pending', target: !state.server.liked, liker: event.liker, server: state.server, enabled: state.enabled };
        case 'SYNC':
          return resting(event.server, state.enabled, state.failure);
        case 'DISMISS_FAILURE':
          return state.failure === null ? state : { ...state, failure: null };
        case 'SUCCEEDED':
        case 'FAILED':
          return state;
        default:
          return event satisfies never;
      }
    case 'pending':
      switch (event.type) {
        case 'SUCCEEDED':
          return resting(applyLike(state.server, state.target, state.liker), state.enabled);
        case 'FAILED':
          return resting(state.server, state.enabled, likeFailureOf(event.error));
        case 'SYNC':
          return { ...state, server: event.server };
        case 'TOGGLE':
        case 'DISMISS_FAILURE':
          return state;
        default:
          return event satisfies never;
      }
    default:
      return state satisfies never;
  }
}

/** The machine's transition under the name the package exports. */
export const likeTransition = transition;

/** What the footer shows (optimistic while pending). */
export function shownLike(state: LikeState): LikeSnapshot {
  return state.name === 'pending' ? applyLike(state.server, state.target, state.liker) : state.server;
}

/** The call a pending state needs: `like` (E25/E27) or `unlike` (E26/E28); `null` when nothing is pending. */
export function likeRequest(state: LikeState): 'like' | 'unlike' | null {
  if (state.name !== 'pending') return null;
  return state.target ? 'like' : 'unlike';
}

export function likeFailure(state: LikeState): LikeFailure | null {
  return state.name === 'pending' ? null : state.failure;
}
