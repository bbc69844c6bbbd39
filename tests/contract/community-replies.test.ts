/**
 * P04a `include_replies=true`: a page of a thread's replies in one request, each top-level reply followed by its own
 * replies (the thread page used to ask once more per reply that has replies: N+1).
 */
import { describe, expect, it } from 'vitest';
import { deleteChatComment, listChatComments, sendChatComment } from '../../src/api/endpoints/community';
import { setScenario } from '../../mocks/scenario';
import { call, callError, useMockServer } from './setup';

useMockServer();

const as = (viewer: Parameters<typeof setScenario>[0]['viewer']) => setScenario({ viewer });

/** Every reply of thread 3001 the old way: top-level pages, then one request per reply that has replies. */
async function oneByOne() {
  const out = [];
  let cursor: string | undefined;
  for (let page = 0; page < 20; page++) {
    const res = await call(listChatComments, { params: { id: 3001 }, query: { limit: 20, cursor } });
    for (const top of res.comments) {
      out.push(top);
      if (top.reply_count > 0) out.push(...(await call(listChatComments, { params: { id: 3001 }, query: { parent_id: top.id, limit: 50 } })).comments);
    }
    if (!res.nextCursor) return out;
    cursor = res.nextCursor;
  }
  throw new Error('cursor never ended');
}

describe('P04a with include_replies', () => {
  it('answers what the top-level pages and one request per parent answered, in reading order', async () => {
    as('paid');
    const expected = (await oneByOne()).map((c) => c.id);
    const got: number[] = [];
    let cursor: string | undefined;
    let requests = 0;
    for (let page = 0; page < 20; page++) {
      const res = await call(listChatComments, { params: { id: 3001 }, query: { limit: 20, cursor, include_replies: true } });
      requests += 1;
      got.push(...res.comments.map((c) => c.id));
      if (!res.nextCursor) break;
      cursor = res.nextCursor;
    }
    expect(got).toEqual(expected);
    expect(requests).toBe(3); // 41 top-level replies, 20 a page
    expect(got.filter((id) => id >= 4043 && id <= 4050)).toHaveLength(8); // the nested replies of the seed
  });

  it('pages and cursors by top-level replies; each parent is followed by its own replies', async () => {
    as('paid');
    const first = await call(listChatComments, { params: { id: 3001 }, query: { limit: 5, include_replies: true } });
    const top = first.comments.filter((c) => c.parent_id === null);
    expect(top).toHaveLength(5);
    expect(first.nextCursor).toBe(String(top.at(-1)!.id));
    let parent: number | null = null;
    for (const c of first.comments) {
      if (c.parent_id === null) parent = c.id;
      else expect(c.parent_id).toBe(parent);
    }
    const nested = await call(listChatComments, { params: { id: 3001 }, query: { parent_id: 4003 } });
    const i = first.comments.findIndex((c) => c.id === 4003);
    expect(first.comments.slice(i + 1, i + 1 + nested.comments.length).map((c) => c.id)).toEqual(nested.comments.map((c) => c.id));
  });

  it('follows writes: a new nested reply is in the next page, a deleted one is gone', async () => {
    as('paid');
    const { comment } = await call(sendChatComment, { params: { id: 3001 }, body: { body: 'Nested, new', parent_id: 4002 } });
    let page = await call(listChatComments, { params: { id: 3001 }, query: { limit: 5, include_replies: true } });
    expect(page.comments.map((c) => c.id)).toContain(comment.id);
    await call(deleteChatComment, { params: { id: comment.id }, body: {} });
    page = await call(listChatComments, { params: { id: 3001 }, query: { limit: 5, include_replies: true } });
    expect(page.comments.map((c) => c.id)).not.toContain(comment.id);
  });

  it('refuses include_replies with parent_id (400); false answers top-level replies only', async () => {
    as('paid');
    const err = await callError(listChatComments, { params: { id: 3001 }, query: { parent_id: 4003, include_replies: true } });
    expect([err.status, err.serverMessage]).toEqual([400, 'include_replies is for pages of top-level replies.']);
    const plain = await call(listChatComments, { params: { id: 3001 }, query: { limit: 50, include_replies: false } });
    expect(plain.comments.every((c) => c.parent_id === null)).toBe(true);
  });
});
