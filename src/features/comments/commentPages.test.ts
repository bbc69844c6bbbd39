import { describe, expect, it } from 'vitest';
import { COMMENT_PAGE_AHEAD, COMMENT_PAGE_THREADS, commentsPageQuery, isWholeAnswer, nearEnd, nextCommentsCursor, revealedCount } from './commentPages';

describe('comment pages', () => {
  it('tells a paged answer from the whole thread by nextCursor', () => {
    expect(isWholeAnswer({})).toBe(true);
    expect(isWholeAnswer({ nextCursor: null })).toBe(false);
    expect(isWholeAnswer({ nextCursor: 'best_first~12' })).toBe(false);
  });

  it('continues with the answer’s cursor and ends at null or at the whole answer', () => {
    expect(nextCommentsCursor({ nextCursor: 'best_first~12' })).toBe('best_first~12');
    expect(nextCommentsCursor({ nextCursor: null })).toBeUndefined();
    expect(nextCommentsCursor({})).toBeUndefined();
  });

  it('asks every page with all_comments and the page size, the cursor after the first', () => {
    expect(commentsPageQuery({ sort: 'oldest_first' as const }, null)).toEqual({ sort: 'oldest_first', all_comments: true, limit: COMMENT_PAGE_THREADS });
    expect(commentsPageQuery({}, 'oldest_first~7')).toEqual({ all_comments: true, limit: COMMENT_PAGE_THREADS, cursor: 'oldest_first~7' });
  });

  it('reveals a whole answer a page at a time, a deep link’s thread at once, never past the end', () => {
    expect(revealedCount(COMMENT_PAGE_THREADS, 2000)).toBe(2 * COMMENT_PAGE_THREADS);
    expect(revealedCount(COMMENT_PAGE_THREADS, 2000, 1901)).toBe(1901);
    expect(revealedCount(1990, 2000)).toBe(2000);
  });

  it('is near the end of the pages within the look-ahead, not while the window shows only a deep link’s thread after them', () => {
    expect(nearEnd(0, 19 - COMMENT_PAGE_AHEAD, 20)).toBe(true);
    expect(nearEnd(0, 18 - COMMENT_PAGE_AHEAD, 20)).toBe(false);
    expect(nearEnd(0, 0, 0)).toBe(false);
    // 20 threads of pages, then a detached thread at index 20: the window on it alone asks for nothing.
    expect(nearEnd(21, 21, 20)).toBe(false);
    expect(nearEnd(18, 20, 20)).toBe(true);
  });
});
