/**
 * The comments page in pages as a host's test suite sees it (jsdom, the mock server): post 1400's 2,000 comments
 * arrive a page at a time (E35 with `limit` and `cursor`), the "Load more comments" control brings the next page, and
 * a server that knows only the whole answer still works.
 */
import './jsdom-stubs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetDb, resetScenario, setScenario } from '../../mocks';
import { BIG_COMMENTS_POST_SLUG } from '../../mocks/db/posts';
import { createMockServer } from '../../mocks/node';
import { CommentsPage } from '../../src/features/comments';
import { renderInHost } from '../support/host';

const server = createMockServer();
const asked: URL[] = [];
beforeAll(() => {
  server.listen();
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/comments')) asked.push(url);
  });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetScenario();
  resetDb();
  asked.length = 0;
});
afterAll(() => server.close());

function mount() {
  setScenario({ viewer: 'paid' });
  return renderInHost(<CommentsPage />, { viewer: 'paid', path: `/p/${BIG_COMMENTS_POST_SLUG}/comments` });
}

const progress = () => /Showing (\d+) of (\d+) threads/.exec(document.querySelector('[data-part="comments-load-more"]')?.textContent ?? '');

describe('comments in pages', () => {
  it('shows the first page, then the next on "Load more comments"', async () => {
    mount();
    await waitFor(() => expect(progress()).not.toBeNull(), { timeout: 10_000 });
    const [, shown, total] = progress()!.map(Number);
    expect(shown).toBeLessThan(total!);
    expect(asked[0]!.searchParams.get('limit')).toBe('20');
    fireEvent.click(screen.getByRole('button', { name: 'Load more comments' }));
    await waitFor(() => expect(Number(progress()![1])).toBeGreaterThan(shown!), { timeout: 10_000 });
    expect(asked.some((url) => url.searchParams.has('cursor'))).toBe(true);
  }, 30_000);

  it('works with a server that answers only the whole thread', async () => {
    // The paged answer stripped of its cursor: what a server without the paged form answers.
    server.use(
      http.get('*/api/v1/post/:id/comments', async ({ request }) => {
        const url = new URL(request.url);
        if (!url.searchParams.has('limit')) return undefined;
        url.searchParams.delete('limit');
        const whole = await (await fetch(url)).json();
        const { nextCursor: _next, thread_count: _count, ...rest } = whole as Record<string, unknown>;
        return HttpResponse.json(rest);
      }),
    );
    mount();
    await waitFor(() => expect(progress()).not.toBeNull(), { timeout: 10_000 });
    const [, shown, total] = progress()!.map(Number);
    expect(shown).toBeLessThan(total!);
    const requests = asked.length;
    fireEvent.click(screen.getByRole('button', { name: 'Load more comments' }));
    await waitFor(() => expect(Number(progress()![1])).toBeGreaterThan(shown!));
    // Shown from the answer in hand: no request for the rest.
    expect(asked.filter((url) => url.searchParams.has('cursor'))).toHaveLength(0);
    expect(asked.length).toBeLessThanOrEqual(requests + 1);
  }, 30_000);
});
