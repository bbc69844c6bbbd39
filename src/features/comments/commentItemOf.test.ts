import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FeedComment } from '../../api/schemas/feed';
import { commentStatuses } from '../../api/schemas/posts';
import { commentItemOf } from './commentItemOf';

/** A feed comment as the API sends it (the schema fills its defaults). */
const feedComment = (fields: Record<string, unknown>) =>
  FeedComment.parse({ id: 5001, user_id: 102, date: '2026-11-20T12:00:00.000Z', status: 'published', ...fields });

describe('commentItemOf', () => {
  it('shows a full note as it came', () => {
    const note = feedComment({
      name: 'Paige Paid',
      photo_url: 'https://cdn.example.com/p.png',
      edited_at: '2026-11-20T13:00:00.000Z',
      body: 'Herons at the reservoir.',
      attachments: [{ type: 'link', id: 'a1', url: 'https://example.com/x' }],
      restacks: 4,
      reaction_count: 9,
      children_count: 2,
    });
    expect(commentItemOf(note)).toEqual({
      id: 5001,
      name: 'Paige Paid',
      photo_url: 'https://cdn.example.com/p.png',
      date: '2026-11-20T12:00:00.000Z',
      edited_at: '2026-11-20T13:00:00.000Z',
      body: 'Herons at the reservoir.',
      attachments: note.attachments,
      restacks: 4,
      status: 'published',
    });
  });

  it('turns what is missing into null, and keeps the schema’s defaults', () => {
    expect(commentItemOf(feedComment({ status: 'deleted', deleted: true }))).toEqual({
      id: 5001,
      name: null,
      photo_url: null,
      date: '2026-11-20T12:00:00.000Z',
      edited_at: null,
      body: null,
      attachments: [],
      restacks: 0,
      status: 'deleted',
    });
  });

  it('reads only the item’s fields, whatever else the comment carries', () => {
    fc.assert(
      fc.property(
        fc.record({
          name: fc.option(fc.string(), { nil: null }),
          body: fc.option(fc.string(), { nil: undefined }),
          restacks: fc.nat(),
          status: fc.constantFrom(...commentStatuses),
          reaction_count: fc.nat(),
          children_count: fc.nat(),
        }),
        (fields) => {
          const item = commentItemOf(feedComment(fields));
          expect(Object.keys(item).sort()).toEqual(['attachments', 'body', 'date', 'edited_at', 'id', 'name', 'photo_url', 'restacks', 'status']);
          expect(item.name).toBe(fields.name);
          expect(item.body).toBe(fields.body ?? null);
          expect(item.restacks).toBe(fields.restacks);
          expect(item.status).toBe(fields.status);
        },
      ),
    );
  });
});
