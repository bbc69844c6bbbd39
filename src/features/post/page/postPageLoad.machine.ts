/**
 * Loading the post page (M66 `post-page-load`; spec 003 "Post page load", 002 §2 routes, gap G32). Pure: no React,
 * DOM, fetch, timers or storage — the data hook reads the reload guard from the platform storage and passes it in.
 *
 * ```
 * loading ─LOADED(thread)──────────────────────────→ redirect_comments   (the hook replaces the location)
 * loading ─LOADED(metered ∧ anonymous ∧ ¬guard)────→ reload              (the hook stores the guard, then reloads)
 * loading ─LOADED(otherwise)───────────────────────→ loaded
 * loading ─FAILED(404)─────────────────────────────→ not_found           ("Post not found", T163)
 * loading ─FAILED(other)───────────────────────────→ error               (alert with the server's message)
 * reload  ─LOADED(guard now set)───────────────────→ loaded              (a navigation adapter without reload)
 * loaded  ─LOADED────────────────────────────────→ loaded               (a refetch: the newer post)
 * loaded  ─FAILED(404)─────────────────────────────→ redirect_default    (deleted while on its page: replace to `/`)
 * loaded  ─FAILED(other)───────────────────────────→ loaded              (a failed background refetch is ignored)
 * not_found | error ─RETRY─────────────────────────→ loading
 * ```
 *
 * The metered reload happens once: the hook stores a guard (`meteredReloadGuardKey`) before reloading, and the
 * next load sees `reloadGuardSet: true`. Every other event in a state not listed is ignored (the same state).
 */
import type { PostType } from '../../../api/schemas/core';

/** What the machine reads of a loaded post. */
export interface LoadedPost {
  id: number;
  slug: string;
  type: PostType;
  /** Non-empty when the post is metered (a number of free reads per period, 003 `meter_type`). */
  meter_type?: string | null;
}

export type PostPageLoadState =
  | { status: 'loading' }
  | { status: 'loaded'; post: LoadedPost }
  | { status: 'not_found' }
  | { status: 'error'; message: string }
  | { status: 'redirect_comments'; slug: string }
  | { status: 'reload'; postId: number }
  | { status: 'redirect_default' };

export type PostPageLoadEvent =
  | {
      type: 'LOADED';
      post: LoadedPost;
      /** The viewer is signed out. */
      anonymous: boolean;
      /** The metered-reload guard is already stored for this post. */
      reloadGuardSet: boolean;
    }
  | { type: 'FAILED'; status?: number | undefined; message: string }
  | { type: 'RETRY' };

export const postPageLoadStateNames = ['loading', 'loaded', 'not_found', 'error', 'redirect_comments', 'reload', 'redirect_default'] as const;
export type PostPageLoadStatus = PostPageLoadState['status'];

export const initialState: PostPageLoadState = { status: 'loading' };

/** Whether a loaded post makes an anonymous reader reload the page (metered post, guard not yet stored). */
export function needsMeteredReload(post: LoadedPost, anonymous: boolean, reloadGuardSet: boolean): boolean {
  return anonymous && !reloadGuardSet && Boolean(post.meter_type);
}

/** Where a first load of `post` leads (decision table, tested on its own). */
export function loadOutcome(post: LoadedPost, anonymous: boolean, reloadGuardSet: boolean): PostPageLoadState {
  if (post.type === 'thread') return { status: 'redirect_comments', slug: post.slug };
  if (needsMeteredReload(post, anonymous, reloadGuardSet)) return { status: 'reload', postId: post.id };
  return { status: 'loaded', post };
}

/** The storage key of the metered-reload guard of one post. */
export function meteredReloadGuardKey(postId: number): string {
  return `masthead.post.meteredReload.${postId}`;
}

/** The comments page of a thread post (spec 002: comments page per post slug). */
export function commentsPagePath(slug: string): string {
  return `/p/${encodeURIComponent(slug)}/comments`;
}

/** Where a deleted post's reader is sent, by replacement (G32). */
export const DEFAULT_PAGE_PATH = '/';

export function transition(state: PostPageLoadState, event: PostPageLoadEvent): PostPageLoadState {
  switch (event.type) {
    case 'LOADED': {
      if (state.status === 'loading') return loadOutcome(event.post, event.anonymous, event.reloadGuardSet);
      if (state.status === 'reload') return event.reloadGuardSet ? loadOutcome(event.post, event.anonymous, true) : state;
      if (state.status === 'loaded')
        return event.post.type === 'thread' ? { status: 'redirect_comments', slug: event.post.slug } : { status: 'loaded', post: event.post };
      return state;
    }
    case 'FAILED': {
      if (state.status === 'loading') return event.status === 404 ? { status: 'not_found' } : { status: 'error', message: event.message };
      if (state.status === 'loaded') return event.status === 404 ? { status: 'redirect_default' } : state;
      return state;
    }
    case 'RETRY':
      return state.status === 'not_found' || state.status === 'error' ? { status: 'loading' } : state;
    default:
      event satisfies never;
      return state;
  }
}
