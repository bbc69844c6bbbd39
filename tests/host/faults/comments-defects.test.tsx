/**
 * The comments page's seen report (E36) after a failure, on the same visit: a report that failed without an answer is
 * sent once more `SEEN_REPORT_DELAY_MS` later through the kit's write, with the failed attempt's idempotency key, and
 * the server records the thread once; a report the server refused (401) is not sent again on this visit. Nothing is
 * said to the reader either way.
 */
// @vitest-environment jsdom
import { act, render, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, setScenario } from '../../../mocks';
import { MOCK_NOW } from '../../../mocks/clock';
import { VIEWER_IDS } from '../../../mocks/db';
import { routeKey } from '../../../src/api/endpoint';
import { markPostSeen } from '../../../src/api/endpoints/posts';
import { CommentsPage } from '../../../src/features/comments';
import { SEEN_REPORT_DELAY_MS } from '../../../src/features/comments/constants';
import { createManualClock } from '../../../src/platform/clock';
import { createHarness, type Harness, TEST_TIMEOUT_MS } from './harness';
import { setupFaultMockServer } from './mockServer';
import { controlledIntersection } from './screens/comments.cases';

const { consoleError } = setupFaultMockServer();

const COMMENT = 30017;
const seenRows = () => db.posts.seen.filter((s) => s.user_id === VIEWER_IDS.paid);
const reports = (h: Harness) =>
  h.writes.filter((w) => w.method === 'POST' && /\/api\/v1\/posts\/\d+\/seen$/.test(new URL(w.url, 'http://host.example').pathname));
const settle = () => new Promise((resolve) => setTimeout(resolve, TEST_TIMEOUT_MS + 100));

async function seeTheComment(fault: 'network' | '401') {
  setScenario({ viewer: 'paid', faults: { [routeKey(markPostSeen)]: fault } });
  const clock = createManualClock(MOCK_NOW);
  const h = createHarness({ viewer: 'paid', path: '/p/three-voices/comments', clock, flags: { like_posts_enabled: true } });
  const intersection = controlledIntersection();
  const view = render(<CommentsPage />, { wrapper: h.wrapper });
  const item = () => view.container.querySelector<HTMLElement>(`[data-part="comment"][data-id="${COMMENT}"]`);
  await waitFor(() => expect(item()).not.toBeNull(), { timeout: 5000 });
  await waitFor(() => expect(intersection.watched(item()!)).toBe(true), { timeout: 3000 });
  act(() => intersection.inView(item()!));
  act(() => clock.advance(SEEN_REPORT_DELAY_MS));
  await waitFor(() => expect(reports(h)).toHaveLength(1), { timeout: 3000 });
  await settle();
  expect(seenRows()).toEqual([]);
  return { h, clock };
}

function nothingSaid(h: Harness) {
  expect(within(document.body).queryByRole('alert')).toBeNull();
  expect(h.alerts).toEqual([]);
  expect(h.toasts().trim()).toBe('');
  expect(consoleError()).not.toHaveBeenCalled();
}

describe('the seen report after a failure, on the same visit', () => {
  it('a report lost to the network is sent again a moment later, with the same key, and recorded once', async () => {
    const { h, clock } = await seeTheComment('network');
    setScenario({ faults: {} });
    act(() => clock.advance(SEEN_REPORT_DELAY_MS - 1));
    await settle();
    expect(reports(h)).toHaveLength(1);
    act(() => clock.advance(1));
    await waitFor(() => expect(reports(h)).toHaveLength(2), { timeout: 3000 });
    await waitFor(() => expect(seenRows().map((s) => s.comment_id)).toEqual([COMMENT]), { timeout: 3000 });
    expect(reports(h)[1]!.key).toBe(reports(h)[0]!.key);
    // Once per visit: nothing more is sent later.
    act(() => clock.advance(SEEN_REPORT_DELAY_MS * 3));
    await settle();
    expect(reports(h)).toHaveLength(2);
    nothingSaid(h);
  }, 20_000);

  it('a retry that fails too is not sent a third time', async () => {
    const { h, clock } = await seeTheComment('network');
    act(() => clock.advance(SEEN_REPORT_DELAY_MS));
    await waitFor(() => expect(reports(h)).toHaveLength(2), { timeout: 3000 });
    await settle();
    act(() => clock.advance(SEEN_REPORT_DELAY_MS * 3));
    await settle();
    expect(reports(h)).toHaveLength(2);
    expect(seenRows()).toEqual([]);
    nothingSaid(h);
  }, 20_000);

  it('a report the server refused (401) is not sent again on this visit', async () => {
    const { h, clock } = await seeTheComment('401');
    setScenario({ faults: {} });
    act(() => clock.advance(SEEN_REPORT_DELAY_MS * 3));
    await settle();
    expect(reports(h)).toHaveLength(1);
    nothingSaid(h);
  }, 20_000);
});
