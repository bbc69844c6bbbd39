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
import { optimisticToggle, type ToggleEvent, type ToggleState } from '../../kit/optimisticToggle';
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

export type LikeState = ToggleState<'liked', 'unliked', LikeSnapshot, LikeFailure, { liker: string }>;

/**
 * `TOGGLE`: the reader pressed the heart (`liker`: the name the reactor list shows for them, see `likerName`; it stays
 * on the pending state); `SUCCEEDED` / `FAILED`: the call's answer; `SYNC`: fresh server data (a refetch of the post);
 * `DISMISS_FAILURE`: the failure was shown (alert closed, modal opened).
 */
export type LikeEvent = ToggleEvent<LikeSnapshot, { liker: string }>;

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

/** Which failure an error means: 401 → sign in / free-subscribe; `PUBLICATION_BAN` → the ban; anything else → the generic alert. */
export function likeFailureOf(error: ApiError): LikeFailure {
  if (error.isUnauthorized) return { kind: 'signIn' };
  if (error.isPublicationBan) return { kind: 'banned', message: error.serverMessage?.trim() || null };
  return { kind: 'alert' };
}

const toggle = /* @__PURE__ */ optimisticToggle<'liked', 'unliked', LikeSnapshot, LikeFailure, { liker: string }>({
  on: 'liked',
  off: 'unliked',
  isOn: (server) => server.liked,
  apply: (server, liked, { liker }) => applyLike(server, liked, liker),
  failureOf: likeFailureOf,
});

/** The machine's state for a post as the server has it; `enabled: false` when likes are off (toggles ignored). */
export const initialLikeState: (server: LikeSnapshot, enabled?: boolean) => LikeState = toggle.initial;

/** The kit's optimistic toggle (`kit/optimisticToggle.ts`) with M16's snapshot, liker and failures. */
export const transition: (state: LikeState, event: LikeEvent) => LikeState = toggle.transition;

/** The machine's transition under the name the package exports. */
export const likeTransition = transition;

/** What the footer shows (optimistic while pending). */
export const shownLike: (state: LikeState) => LikeSnapshot = toggle.shown;

/** The call a pending state needs: `like` (E25/E27) or `unlike` (E26/E28); `null` when nothing is pending. */
export function likeRequest(state: LikeState): 'like' | 'unlike' | null {
  const target = toggle.request(state);
  return target === null ? null : target ? 'like' : 'unlike';
}

export const likeFailure: (state: LikeState) => LikeFailure | null = toggle.failure;
