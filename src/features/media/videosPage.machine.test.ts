import { describe, expect, it } from 'vitest';
import { initialVideosListState, nextVideosOffset, VIDEOS_PAGE_SIZE, type VideosListState, videosPageTransition as t } from './videosPage.machine';

const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

describe('videos page machine (M40)', () => {
  it('pages of 7; a full page means more', () => {
    expect(VIDEOS_PAGE_SIZE).toBe(7);
    const ready = t(initialVideosListState<number>(), { type: 'LOADED', items: page(0, 7) });
    expect(ready).toEqual({ name: 'ready', tab: 'latest', items: page(0, 7), more: true, failed: false });
    expect(nextVideosOffset(ready)).toBe(7);
  });

  it('load more appends; fewer than 7 is the end', () => {
    let s: VideosListState<number> = t(initialVideosListState<number>(), { type: 'LOADED', items: page(0, 7) });
    s = t(s, { type: 'LOAD_MORE' });
    expect(s).toEqual({ name: 'loadingMore', tab: 'latest', items: page(0, 7) });
    expect(t(s, { type: 'LOAD_MORE' })).toBe(s);
    s = t(s, { type: 'LOADED', items: page(7, 3) });
    expect(s).toEqual({ name: 'ready', tab: 'latest', items: page(0, 10), more: false, failed: false });
    expect(t(s, { type: 'LOAD_MORE' })).toBe(s);
  });

  it('a short first page is the end at once', () => {
    expect(t(initialVideosListState<number>(), { type: 'LOADED', items: page(0, 2) })).toMatchObject({ more: false });
  });

  it('a failed first load → error → RETRY loads again', () => {
    const error = t(initialVideosListState<number>(), { type: 'FAILED' });
    expect(error).toEqual({ name: 'error', tab: 'latest' });
    expect(t(error, { type: 'LOAD_MORE' })).toBe(error);
    expect(t(error, { type: 'RETRY' })).toEqual({ name: 'loading', tab: 'latest' });
  });

  it('a failed load-more keeps the list and offers load more again', () => {
    const more = t(t(initialVideosListState<number>(), { type: 'LOADED', items: page(0, 7) }), { type: 'LOAD_MORE' });
    const failed = t(more, { type: 'FAILED' });
    expect(failed).toEqual({ name: 'ready', tab: 'latest', items: page(0, 7), more: true, failed: true });
    expect(t(failed, { type: 'LOAD_MORE' }).name).toBe('loadingMore');
  });

  it('tabs switch between latest and series and keep the list', () => {
    const ready = t(initialVideosListState<number>(), { type: 'LOADED', items: page(0, 7) });
    const series = t(ready, { type: 'SELECT_TAB', tab: 'series' });
    expect(series).toMatchObject({ name: 'ready', tab: 'series', items: page(0, 7) });
    expect(t(series, { type: 'SELECT_TAB', tab: 'series' })).toBe(series);
    expect(nextVideosOffset(initialVideosListState())).toBe(0);
    // Answers that do not apply in a state change nothing.
    const loading = initialVideosListState<number>();
    expect(t(loading, { type: 'RETRY' })).toBe(loading);
    expect(t(ready, { type: 'LOADED', items: [1] })).toBe(ready);
  });
});
