/**
 * Issue 13's chat defects, each on the real thread hook and the mock: a failed delete is told and reverted (4); a
 * retry after an answer the client could not read is applied once (9); a 401 opens the sign-in path (10); the
 * reply-action delete's timer does not outlive the page (12).
 */
// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, setScenario } from '../../../mocks';
import { routeKey } from '../../../src/api/endpoint';
import { addChatReaction, deleteChatComment, reportChatItem } from '../../../src/api/endpoints/community';
import { chatCommentItem } from '../../../src/features/chat/permissions';
import { createManualClock } from '../../../src/platform/clock';
import { mountThread, REPLY, SIGN_IN_PROMPT, THREAD } from './chat';
import { createHarness, t } from './harness';
import { setupFaultMockServer } from './mockServer';

const { consoleError } = setupFaultMockServer();

const clockAt = () => createManualClock('2026-11-21T12:00:00.000Z');
const reply = (view: Awaited<ReturnType<typeof mountThread>>) => view.result.current.replies.find((r) => r.comment.id === REPLY);
const dbReply = () => db.community.comments.find((c) => c.id === REPLY)!;

describe('4 · a failed chat delete is told and reverted', () => {
  it('the reply comes back with “Couldn’t delete…”, and the mock still has it', async () => {
    setScenario({ viewer: 'admin' });
    const clock = clockAt();
    const h = createHarness({ viewer: 'admin', path: `/chat/posts/${THREAD}`, clock });
    const view = await mountThread(h);
    setScenario({ faults: { [routeKey(deleteChatComment)]: '500' } });
    await act(async () => view.result.current.delete(chatCommentItem(reply(view)!.comment)));
    await waitFor(() => expect(h.confirms).toEqual([t('chat.confirm.deleteComment')]));
    await act(async () => clock.advance(500));
    await waitFor(() => expect(h.alerts).toEqual(['Couldn’t delete this. It’s back where it was — try again.']));
    expect(reply(view)).toBeDefined();
    expect(dbReply().deleted_at).toBeNull();
    expect(consoleError()).not.toHaveBeenCalled();
  });

  it('a ban says T024 with the server’s words', async () => {
    setScenario({ viewer: 'admin' });
    const clock = clockAt();
    const h = createHarness({ viewer: 'admin', path: `/chat/posts/${THREAD}`, clock });
    const view = await mountThread(h);
    setScenario({ faults: { [routeKey(deleteChatComment)]: 'ban' } });
    await act(async () => view.result.current.delete(chatCommentItem(reply(view)!.comment)));
    await waitFor(() => expect(h.confirms).toHaveLength(1));
    await act(async () => clock.advance(500));
    await waitFor(() => expect(h.alerts).toEqual(['You are not allowed to post or react to this chat. You have been banned from this publication']));
    expect(reply(view)).toBeDefined();
  });
});

describe('9 · a retry after an unreadable answer is applied once', () => {
  it('a reply whose answer was garbled, then Retry: one reply in the thread, one key', async () => {
    setScenario({ viewer: 'paid' });
    const text = 'Posted once whatever the proxy does.';
    let garbled = 0;
    const h = createHarness({
      viewer: 'paid',
      path: `/chat/posts/${THREAD}`,
      garble: (w) => w.method === 'POST' && w.url.endsWith(`/community/posts/${THREAD}/comments`) && garbled++ === 0,
    });
    const view = await mountThread(h);
    await act(async () => view.result.current.send(text));
    const local = () => view.result.current.replies.find((r) => r.localId !== undefined && r.comment.body === text);
    await waitFor(() => expect(local()?.sendStatus).toBe('failed'));
    // The server has it already; the reader only saw “Not delivered”.
    expect(db.community.comments.filter((c) => c.body === text)).toHaveLength(1);
    await act(async () => view.result.current.retry(local()!.localId!));
    await waitFor(() => expect(view.result.current.replies.filter((r) => r.comment.body === text && r.sendStatus !== 'failed')).toHaveLength(1));
    expect(db.community.comments.filter((c) => c.body === text)).toHaveLength(1);
    expect(h.writes.map((w) => w.key)).toEqual([h.writes[0]!.key, h.writes[0]!.key]);
    expect(h.alerts).toEqual([]);
  });

  it('a delete whose answer was garbled, then Delete again: the same key, the first answer, no second alert', async () => {
    setScenario({ viewer: 'admin' });
    const clock = clockAt();
    let garbled = 0;
    const h = createHarness({
      viewer: 'admin',
      path: `/chat/posts/${THREAD}`,
      clock,
      garble: (w) => w.method === 'DELETE' && garbled++ === 0,
    });
    const view = await mountThread(h);
    const deleteOnce = async (asked: number) => {
      await act(async () => view.result.current.delete(chatCommentItem(reply(view)!.comment)));
      await waitFor(() => expect(h.confirms).toHaveLength(asked));
      await act(async () => clock.advance(500));
    };
    await deleteOnce(1);
    await waitFor(() => expect(h.alerts).toEqual([t('chat.delete.failed')]));
    expect(reply(view)).toBeDefined();
    expect(dbReply().deleted_at).not.toBeNull();
    await deleteOnce(2);
    await waitFor(() => expect(reply(view)).toBeUndefined());
    // With a fresh key the mock would answer 404 (already deleted) and the reader would be told it failed again.
    expect(h.alerts).toEqual([t('chat.delete.failed')]);
    const deletes = h.writes.filter((w) => w.method === 'DELETE');
    expect(deletes).toHaveLength(2);
    expect(deletes[1]!.key).toBe(deletes[0]!.key);
  });

  it('a report whose answer was garbled, then Report again: reported once, no “already reported”', async () => {
    setScenario({ viewer: 'paid' });
    let garbled = 0;
    const h = createHarness({ viewer: 'paid', path: `/chat/posts/${THREAD}`, garble: (w) => w.url.includes('/report') && garbled++ === 0 });
    const view = await mountThread(h);
    await act(async () => view.result.current.report(chatCommentItem(reply(view)!.comment)));
    await waitFor(() => expect(h.alerts).toEqual([t('chat.error.report')]));
    await act(async () => view.result.current.report(chatCommentItem(reply(view)!.comment)));
    await waitFor(() => expect(reply(view)!.comment.reported_by_user).toBe(true));
    expect(h.alerts).toEqual([t('chat.error.report')]);
    expect(db.community.reports.filter((r) => r.target_id === REPLY && r.user_id === 102)).toHaveLength(1);
    const reports = h.writes.filter((w) => w.url.includes('/report'));
    expect(reports[1]!.key).toBe(reports[0]!.key);
    expect(routeKey(reportChatItem)).toBe('POST /api/v1/community/:kind/:id/report');
  });
});

describe('10 · a 401 on a chat action opens the sign-in modal', () => {
  it('the reaction is taken back and the reader is asked to sign in, then taken to sign-in with the page as `next`', async () => {
    setScenario({ viewer: 'admin' });
    const h = createHarness({ viewer: 'admin', path: `/chat/posts/${THREAD}` });
    const view = await mountThread(h);
    setScenario({ faults: { [routeKey(addChatReaction)]: '401' } });
    await act(async () => view.result.current.react(chatCommentItem(reply(view)!.comment), '👍'));
    // The product's sign-in modal (entry `chat`), titled with the chat's prompt; its Sign in leads to the sign-in page.
    const link = await waitFor(() => {
      const a = document.querySelector<HTMLAnchorElement>('[role="dialog"] [data-part="sign-in-link"]');
      expect(a).not.toBeNull();
      return a!;
    });
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain(SIGN_IN_PROMPT);
    expect(document.querySelector('[data-part="sign-in-modal"]')?.getAttribute('data-entry')).toBe('chat');
    expect(h.confirms).toEqual([]);
    await act(async () => link.click());
    await waitFor(() => expect(h.navigation.location().pathname).toBe('/login'));
    expect(h.navigation.location().search).toBe(`?next=${encodeURIComponent(`/chat/posts/${THREAD}`)}`);
    expect(h.alerts).toEqual([]);
    expect(reply(view)?.comment.reaction ?? null).toBeNull();
  });
});

describe('12 · timers do not outlive the thread page', () => {
  it('a reply-action delete confirmed, then the page goes: the 500 ms timer never sends the delete', async () => {
    setScenario({ viewer: 'admin' });
    const clock = clockAt();
    const h = createHarness({ viewer: 'admin', path: `/chat/posts/${THREAD}`, clock });
    const view = await mountThread(h);
    await act(async () => view.result.current.delete(chatCommentItem(reply(view)!.comment)));
    await waitFor(() => expect(h.confirms).toHaveLength(1));
    expect(clock.pending()).toBeGreaterThan(0);
    view.unmount();
    expect(clock.pending()).toBe(0);
    await act(async () => clock.advance(10_000));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(h.writes.filter((w) => w.method === 'DELETE')).toEqual([]);
    expect(dbReply().deleted_at).toBeNull();
    expect(consoleError()).not.toHaveBeenCalled();
  });

  it('a confirmation answered after the page went sends nothing', async () => {
    setScenario({ viewer: 'admin' });
    let answer: (ok: boolean) => void = () => {};
    const h = createHarness({ viewer: 'admin', path: `/chat/posts/${THREAD}` });
    const view = await mountThread(h);
    // A host dialog the reader answers late: swap the recorder's confirm for one that waits.
    const pending = new Promise<boolean>((resolve) => {
      answer = resolve;
    });
    h.confirmWith(() => pending);
    await act(async () => view.result.current.ban(chatCommentItem(reply(view)!.comment)));
    view.unmount();
    answer(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(h.writes).toEqual([]);
  });
});
