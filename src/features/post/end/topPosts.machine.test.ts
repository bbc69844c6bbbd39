import { describe, expect, it } from 'vitest';
import { initialState, type TopPostsEvent, type TopPostsState, topPostsEventTypes, transition } from './topPosts.machine';

type S = TopPostsState<number>;
const waiting: S = { name: 'waiting' };
const loading: S = { name: 'loading' };
const list: S = { name: 'list', posts: [1, 2] };
const empty: S = { name: 'empty' };
const error: S = { name: 'error' };
const events: TopPostsEvent<number>[] = [{ type: 'DELAY_ELAPSED' }, { type: 'LOADED', posts: [7] }, { type: 'FAILED' }, { type: 'RETRY' }];

describe('top posts machine (first load after 1000 ms)', () => {
  it('starts waiting; lists every event type', () => {
    expect(initialState()).toEqual(waiting);
    expect(topPostsEventTypes).toEqual(events.map((e) => e.type));
  });

  it('waiting: only the delay moves it', () => {
    expect(transition(waiting, { type: 'DELAY_ELAPSED' })).toEqual(loading);
    expect(transition(waiting, { type: 'LOADED', posts: [1] })).toBe(waiting);
    expect(transition(waiting, { type: 'FAILED' })).toBe(waiting);
    expect(transition(waiting, { type: 'RETRY' })).toBe(waiting);
  });

  it('loading: list, empty or error', () => {
    expect(transition(loading, { type: 'LOADED', posts: [1, 2] })).toEqual(list);
    expect(transition(loading, { type: 'LOADED', posts: [] })).toEqual(empty);
    expect(transition(loading, { type: 'FAILED' })).toEqual(error);
    expect(transition(loading, { type: 'DELAY_ELAPSED' })).toBe(loading);
    expect(transition(loading, { type: 'RETRY' })).toBe(loading);
  });

  it('error: retry loads again; other events are ignored', () => {
    expect(transition(error, { type: 'RETRY' })).toEqual(loading);
    expect(transition(error, { type: 'DELAY_ELAPSED' })).toBe(error);
    expect(transition(error, { type: 'LOADED', posts: [1] })).toBe(error);
    expect(transition(error, { type: 'FAILED' })).toBe(error);
  });

  it.each([list, empty])('%j is final', (s) => {
    for (const e of events) expect(transition(s, e)).toBe(s);
  });
});
