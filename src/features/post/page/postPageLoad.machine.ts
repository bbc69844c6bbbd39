/**
 * Loading the post page (M66 `post-page-load`; spec 003 "Post page load", 002 §2 routes, gap G32). Pure: no React,
 * DOM, fetch, timers or storage — the data hook reads the reload guard from the platform storage and passes it in.
 *
 * ```
 * loading ─LOADED(thread)──────────────────────────→ redirect_comments   (the hook replaces the location)
 * loading ─LOADED(metered ∧ anonymous ∧ ¬guard)────→ reload              (the hook stores the guard, then reloads)
 * loading ─LOADED(otherwise)───────────────────────→ loaded
 * loading ─FAILED(not found)─────────────────────────────→ not_found           ("Post not found", T163)
 * loading ─FAILED(other)───────────────────────────→ error               (alert with the server's message)
 * reload  ─LOADED(guard now set)───────────────────→ loaded              (a navigation adapter without reload)
 * loaded  ─LOADED────────────────────────────────→ loaded               (a refetch: the newer post)
 * loaded  ─FAILED(not found)─────────────────────────────→ redirect_default    (deleted while on its page: replace to `/`)
 * loaded  ─FAILED(other)───────────────────────────→ loaded              (a failed background refetch is ignored)
 * not_found | error ─RETRY─────────────────────────→ loading
 * ```
 *
 * The metered reload happens once: the hook stores a guard (`meteredReloadGuardKey`) before reloading, and the
 * next load sees `reloadGuardSet: true`. Every other event in a state not listed is ignored (the same state).
 */
import type { ApiError } from '../../../api/errors';
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
  | { name: 'loading' }
  | { name: 'loaded'; post: LoadedPost }
  | { name: 'not_found' }
  | { name: 'error'; message: string }
  | { name: 'redirect_comments'; slug: string }
  | { name: 'reload'; postId: number }
  | { name: 'redirect_default' };

export type PostPageLoadEvent =
  | {
      type: 'LOADED';
      post: LoadedPost;
      /** The viewer is signed out. */
      anonymous: boolean;
      /** The metered-reload guard is already stored for this post. */
      reloadGuardSet: boolean;
    }
  | {
      type: 'FAILED';
      error: ApiError;
      /** What the reader is told (the kit's `failureText`), shown by the hook's alert in `error`. */
      message: string;
    }
  | { type: 'RETRY' };

export const postPageLoadStateNames = ['loading', 'loaded', 'not_found', 'error', 'redirect_comments', 'reload', 'redirect_default'] as const;
export type PostPageLoadStatus = PostPageLoadState['name'];

export const initialState: PostPageLoadState = { name: 'loading' };

/** Whether a loaded post makes an anonymous reader reload the page (metered post, guard not yet stored). */
export function needsMeteredReload(post: LoadedPost, anonymous: boolean, reloadGuardSet: boolean): boolean {
  return anonymous && !reloadGuardSet && Boolean(post.meter_type);
}

/** Where a first load of `post` leads (decision table, tested on its own). */
export function loadOutcome(post: LoadedPost, anonymous: boolean, reloadGuardSet: boolean): PostPageLoadState {
  if (post.type === 'thread') return { name: 'redirect_comments', slug: post.slug };
  if (needsMeteredReload(post, anonymous, reloadGuardSet)) return { name: 'reload', postId: post.id };
  return { name: 'loaded', post };
}

/** The storage key of the metered-reload guard of one post. */
export function meteredReloadGuardKey(postId: number): string {
  return `masthead.post.meteredReload.${postId}`;
}

export function transition(state: PostPageLoadState, event: PostPageLoadEvent): PostPageLoadState {
  switch (event.type) {
    case 'LOADED': {
      if (state.name === 'loading') return loadOutcome(event.post, event.anonymous, event.reloadGuardSet);
      if (state.name === 'reload') return event.reloadGuardSet ? loadOutcome(event.post, event.anonymous, true) : state;
      if (state.name === 'loaded')
        return event.post.type === 'thread' ? { name: 'redirect_comments', slug: event.post.slug } : { name: 'loaded', post: event.post };
      return state;
    }
    case 'FAILED': {
      if (state.name === 'loading') return event.error.isNotFound ? { name: 'not_found' } : { name: 'error', message: event.message };
      if (state.name === 'loaded') return event.error.isNotFound ? { name: 'redirect_default' } : state;
      return state;
    }
    case 'RETRY':
      return state.name === 'not_found' || state.name === 'error' ? { name: 'loading' } : state;
    default:
      event satisfies never;
      return state;
  }
}
