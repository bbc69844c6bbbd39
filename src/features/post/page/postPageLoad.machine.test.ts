import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import {
  initialState,
  type LoadedPost,
  loadOutcome,
  meteredReloadGuardKey,
  needsMeteredReload,
  type PostPageLoadEvent,
  type PostPageLoadState,
  postPageLoadStateNames,
  transition,
} from './postPageLoad.machine';

const post: LoadedPost = { id: 1001, slug: 'the-city-that-reads', type: 'newsletter', meter_type: null };
const metered: LoadedPost = { id: 1014, slug: 'metered-dispatch', type: 'newsletter', meter_type: 'monthly' };
const thread: LoadedPost = { id: 1009, slug: 'weekend-thread', type: 'thread' };

const loaded = (p: LoadedPost, anonymous = false, reloadGuardSet = false): PostPageLoadEvent => ({ type: 'LOADED', post: p, anonymous, reloadGuardSet });
const failed = (status: number | undefined, message = 'Server error'): PostPageLoadEvent => ({
  type: 'FAILED',
  error: new ApiError({ kind: status === undefined ? 'network' : 'http', route: 'GET /api/v1/posts/:slug', status }),
  message,
});

describe('post page load (M66): decisions', () => {
  it.each([
    ['ordinary post, signed in', post, false, false, false],
    ['ordinary post, anonymous', post, true, false, false],
    ['metered post, signed in', metered, false, false, false],
    ['metered post, anonymous, no guard', metered, true, false, true],
    ['metered post, anonymous, guard stored', metered, true, true, false],
    ['empty meter type, anonymous', { ...metered, meter_type: '' }, true, false, false],
  ] as const)('needsMeteredReload: %s → %s', (_name, p, anonymous, guard, expected) => {
    expect(needsMeteredReload(p, anonymous, guard)).toBe(expected);
  });

  it.each([
    ['thread', thread, true, false, { name: 'redirect_comments', slug: 'weekend-thread' }],
    ['metered anonymous', metered, true, false, { name: 'reload', postId: 1014 }],
    ['metered anonymous after reload', metered, true, true, { name: 'loaded', post: metered }],
    ['ordinary', post, false, false, { name: 'loaded', post }],
  ] as const)('loadOutcome: %s', (_name, p, anonymous, guard, expected) => {
    expect(loadOutcome(p, anonymous, guard)).toEqual(expected);
  });

  it('names the guard key and the comments page', () => {
    expect(meteredReloadGuardKey(1014)).toBe('masthead.post.meteredReload.1014');
    expect(postPageLoadStateNames).toHaveLength(7);
  });
});

describe('post page load (M66): transitions', () => {
  const cases: [string, PostPageLoadState, PostPageLoadEvent, PostPageLoadState][] = [
    ['loading → loaded', initialState, loaded(post), { name: 'loaded', post }],
    ['loading → redirect_comments (thread)', initialState, loaded(thread), { name: 'redirect_comments', slug: 'weekend-thread' }],
    ['loading → reload (metered, anonymous)', initialState, loaded(metered, true), { name: 'reload', postId: 1014 }],
    ['loading → loaded (metered, anonymous, guard set: no second reload)', initialState, loaded(metered, true, true), { name: 'loaded', post: metered }],
    ['loading → loaded (metered, signed in)', initialState, loaded(metered, false), { name: 'loaded', post: metered }],
    ['loading → not_found (404)', initialState, failed(404, 'Post not found'), { name: 'not_found' }],
    ['loading → error (500)', initialState, failed(500, 'Database unavailable'), { name: 'error', message: 'Database unavailable' }],
    ['loading → error (network, no status)', initialState, failed(undefined, 'Network error'), { name: 'error', message: 'Network error' }],
    ['loading ignores RETRY', initialState, { type: 'RETRY' }, initialState],
    ['reload → loaded once the guard is stored', { name: 'reload', postId: 1014 }, loaded(metered, true, true), { name: 'loaded', post: metered }],
    ['reload ignores LOADED without the guard', { name: 'reload', postId: 1014 }, loaded(metered, true, false), { name: 'reload', postId: 1014 }],
    ['reload ignores FAILED', { name: 'reload', postId: 1014 }, failed(500), { name: 'reload', postId: 1014 }],
    ['reload ignores RETRY', { name: 'reload', postId: 1014 }, { type: 'RETRY' }, { name: 'reload', postId: 1014 }],
    [
      'loaded → loaded (refetch brings the newer post)',
      { name: 'loaded', post },
      loaded({ ...post, slug: 'renamed' }),
      { name: 'loaded', post: { ...post, slug: 'renamed' } },
    ],
    [
      'loaded → redirect_comments (became a thread)',
      { name: 'loaded', post },
      loaded({ ...post, type: 'thread' }),
      { name: 'redirect_comments', slug: post.slug },
    ],
    ['loaded → redirect_default (deleted: refetch 404)', { name: 'loaded', post }, failed(404), { name: 'redirect_default' }],
    ['loaded ignores a failed refetch (500)', { name: 'loaded', post }, failed(500), { name: 'loaded', post }],
    ['loaded ignores RETRY', { name: 'loaded', post }, { type: 'RETRY' }, { name: 'loaded', post }],
    ['not_found → loading (RETRY)', { name: 'not_found' }, { type: 'RETRY' }, { name: 'loading' }],
    ['not_found ignores LOADED', { name: 'not_found' }, loaded(post), { name: 'not_found' }],
    ['not_found ignores FAILED', { name: 'not_found' }, failed(500), { name: 'not_found' }],
    ['error → loading (RETRY)', { name: 'error', message: 'x' }, { type: 'RETRY' }, { name: 'loading' }],
    ['error ignores LOADED', { name: 'error', message: 'x' }, loaded(post), { name: 'error', message: 'x' }],
    ['error ignores FAILED', { name: 'error', message: 'x' }, failed(404), { name: 'error', message: 'x' }],
    ['redirect_comments is final', { name: 'redirect_comments', slug: 's' }, loaded(post), { name: 'redirect_comments', slug: 's' }],
    ['redirect_comments ignores FAILED', { name: 'redirect_comments', slug: 's' }, failed(404), { name: 'redirect_comments', slug: 's' }],
    ['redirect_default is final (LOADED)', { name: 'redirect_default' }, loaded(post), { name: 'redirect_default' }],
    ['redirect_default is final (RETRY)', { name: 'redirect_default' }, { type: 'RETRY' }, { name: 'redirect_default' }],
  ];
  it.each(cases)('%s', (_name, state, event, expected) => {
    expect(transition(state, event)).toEqual(expected);
  });

  it('reloads at most once for one post: the second load with the guard stored shows the post', () => {
    let guard = false;
    let reloads = 0;
    let state = transition(initialState, loaded(metered, true, guard));
    if (state.name === 'reload') {
      guard = true;
      reloads += 1;
    }
    // The page loads again after the reload.
    state = transition(initialState, loaded(metered, true, guard));
    if (state.name === 'reload') reloads += 1;
    expect(reloads).toBe(1);
    expect(state.name).toBe('loaded');
  });
});
