/**
 * Fault drivers for the chat thread page: each mounts the real data hook (`useChatThread`) on thread 3001 as a
 * host would, does what the reader does (send, edit, delete, react, lock, ban, report), and reads back what the page
 * shows and what the mock world holds.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { db } from '../../../mocks';
import { VIEWER_IDS } from '../../../mocks/db';
import { useChatThread } from '../../../src/features/chat/thread/useChatThread';
import { chatCommentItem, chatPostItem } from '../../../src/features/chat/permissions';
import { createManualClock, type ManualClock } from '../../../src/platform/clock';
import { createHarness, type Harness, t } from './harness';
import type { Driver } from './types';

export const THREAD = 3001;
/** A top-level reply by a subscriber (not the admin), no reaction from the admin, not locked, not reported. */
export const REPLY = 4001;
export const SIGN_IN_PROMPT = t('chat.signIn.prompt');

export async function mountThread(h: Harness) {
  const view = renderHook(() => useChatThread({ postId: THREAD }), { wrapper: h.wrapper });
  await waitFor(() => {
    expect(view.result.current.status).toBe('ready');
    expect(view.result.current.repliesStatus).toBe('ready');
    expect(view.result.current.replies.some((r) => r.comment.id === REPLY)).toBe(true);
  });
  return view;
}

type Thread = Awaited<ReturnType<typeof mountThread>>;

export function chatHarness(viewer: 'admin' | 'paid', clock: ManualClock = createManualClock('2026-11-21T12:00:00.000Z')) {
  return { clock, h: createHarness({ viewer, path: `/chat/posts/${THREAD}`, clock }) };
}

const postOf = (view: Thread) => view.result.current.post!;
const replyOf = (view: Thread, id = REPLY) => view.result.current.replies.find((r) => r.comment.id === id);
const replyItem = (view: Thread, id = REPLY) => chatCommentItem(replyOf(view, id)!.comment);
const postItem = (view: Thread) => chatPostItem(postOf(view));
const dbPost = () => db.community.posts.find((p) => p.id === THREAD)!;
const dbReply = (id = REPLY) => db.community.comments.find((c) => c.id === id)!;
/** The product's sign-in modal (entry `chat`) shows the prompt as its title. */
const signInAsked = (_h: Harness) => (document.querySelector('[role="dialog"]')?.textContent?.includes(SIGN_IN_PROMPT) ? SIGN_IN_PROMPT : null);

/** Common parts of every chat driver. */
function base(h: Harness) {
  return { signIn: () => signInAsked(h), notDelivered: () => false };
}

/** P04: a reply; on failure "Not delivered" keeps the text with Retry, which re-sends with the same key. */
export async function sendReplyDriver(): Promise<Driver> {
  const { h } = chatHarness('admin');
  const view = await mountThread(h);
  const text = 'A reply that has to survive the network.';
  const local = () => view.result.current.replies.find((r) => r.localId !== undefined && r.comment.body === text);
  const inDb = () => db.community.comments.filter((c) => c.body === text && !c.deleted_at).length;
  return {
    h,
    ...base(h),
    notDelivered: () => local()?.sendStatus === 'failed',
    act: async () => {
      await act(async () => view.result.current.send(text));
    },
    assertReverted: () => {
      // The text is kept on the failed reply (Retry sends it), and nothing reached the thread.
      expect(local()?.comment.body).toBe(text);
      expect(local()?.sendStatus).toBe('failed');
      expect(inDb()).toBe(0);
    },
    retry: async () => {
      await act(async () => view.result.current.retry(local()!.localId!));
      await waitFor(() => expect(inDb()).toBe(1));
      await waitFor(() => expect(local()?.sendStatus ?? 'idle').toBe('idle'));
    },
    assertLandedOnce: () => {
      expect(inDb()).toBe(1);
      const sends = h.writes.filter((w) => w.method === 'POST' && w.url.endsWith(`/community/posts/${THREAD}/comments`));
      expect(sends.length).toBe(2);
      expect(new Set(sends.map((w) => w.key)).size).toBe(1);
    },
  };
}

/** P05: the admin edits their own thread inline; a failure reverts the card and keeps the editor with the typed text. */
export async function editThreadDriver(): Promise<Driver> {
  const { h } = chatHarness('admin');
  const view = await mountThread(h);
  const before = postOf(view).body;
  const text = 'An edited thread body.';
  return {
    h,
    ...base(h),
    act: async () => {
      act(() => view.result.current.startEdit());
      await waitFor(() => expect(view.result.current.postEditor).not.toBeNull());
      act(() => view.result.current.postEditor!.onValueChange(text));
      await act(async () => view.result.current.postEditor!.onSave());
    },
    assertReverted: () => {
      expect(postOf(view).body).toBe(before);
      expect(view.result.current.postEditor?.value).toBe(text);
      expect(dbPost().body).toBe(before);
    },
    retry: async () => {
      await act(async () => view.result.current.postEditor!.onSave());
      await waitFor(() => expect(dbPost().body).toBe(text));
      await waitFor(() => expect(view.result.current.postEditor).toBeNull());
    },
    assertLandedOnce: () => {
      expect(postOf(view).body).toBe(text);
      const puts = h.writes.filter((w) => w.method === 'PUT');
      expect(puts.length).toBe(2);
      expect(new Set(puts.map((w) => w.key)).size).toBe(1);
    },
  };
}

/** E03: the admin deletes their thread from its menu; a failure shows it again and says so. */
export async function deleteThreadDriver(): Promise<Driver> {
  const { h } = chatHarness('admin');
  const view = await mountThread(h);
  return {
    h,
    ...base(h),
    act: async () => {
      await act(async () => view.result.current.delete(postItem(view)));
    },
    assertReverted: () => {
      expect(postOf(view).status).toBe('open');
      expect(dbPost().deleted_at).toBeNull();
    },
    retry: async () => {
      await act(async () => view.result.current.delete(postItem(view)));
      await waitFor(() => expect(dbPost().deleted_at).not.toBeNull());
    },
    assertLandedOnce: () => {
      expect(h.navigation.location().pathname).toBe('/chat/posts');
    },
  };
}

/** E06: the admin deletes a reply from its own action (500 ms later, K007); a failure shows it again and says so. */
export async function deleteReplyDriver(): Promise<Driver> {
  const { h, clock } = chatHarness('admin');
  const view = await mountThread(h);
  const asked = () => h.confirms.filter((m) => m === t('chat.confirm.deleteComment')).length;
  const deleteNow = async () => {
    const confirms = asked();
    await act(async () => view.result.current.delete(replyItem(view)));
    await waitFor(() => expect(asked()).toBe(confirms + 1));
    await act(async () => clock.advance(500));
  };
  return {
    h,
    ...base(h),
    act: deleteNow,
    assertReverted: () => {
      expect(replyOf(view)).toBeDefined();
      expect(dbReply().deleted_at).toBeNull();
    },
    retry: async () => {
      await deleteNow();
      await waitFor(() => expect(dbReply().deleted_at).not.toBeNull());
    },
    assertLandedOnce: () => {
      expect(replyOf(view)).toBeUndefined();
    },
  };
}

const reactions = (kind: 'post' | 'comment', id: number, userId: number) =>
  db.community.reactions.filter((r) => r.kind === kind && r.target_id === id && r.user_id === userId);

/** P01: the admin reacts 👍 to a reply; a failure takes the reaction back. */
export async function addReactionDriver(): Promise<Driver> {
  const { h } = chatHarness('admin');
  const view = await mountThread(h);
  const before = replyOf(view)!.comment;
  expect(before.reaction ?? null).toBeNull();
  return {
    h,
    ...base(h),
    act: async () => {
      await act(async () => view.result.current.react(replyItem(view), '👍'));
    },
    assertReverted: () => {
      expect(replyOf(view)!.comment.reaction ?? null).toBeNull();
      expect(replyOf(view)!.comment.reactions).toEqual(before.reactions);
      expect(reactions('comment', REPLY, VIEWER_IDS.admin)).toHaveLength(0);
    },
    retry: async () => {
      await act(async () => view.result.current.react(replyItem(view), '👍'));
      await waitFor(() => expect(replyOf(view)!.pendingReaction ?? null).toBeNull());
    },
    assertLandedOnce: () => {
      expect(reactions('comment', REPLY, VIEWER_IDS.admin)).toHaveLength(1);
      expect(replyOf(view)!.comment.reaction).toBe('👍');
    },
  };
}

/** P02: the paid reader takes back their ❤ on the thread; a failure puts it back. */
export async function removeReactionDriver(): Promise<Driver> {
  const { h } = chatHarness('paid');
  const view = await mountThread(h);
  const before = postOf(view);
  expect(before.reaction).toBe('❤');
  return {
    h,
    ...base(h),
    act: async () => {
      await act(async () => view.result.current.react(postItem(view), '❤'));
    },
    assertReverted: () => {
      expect(postOf(view).reaction).toBe('❤');
      expect(postOf(view).reactions).toEqual(before.reactions);
      expect(reactions('post', THREAD, VIEWER_IDS.paid)).toHaveLength(1);
    },
    retry: async () => {
      await act(async () => view.result.current.react(postItem(view), '❤'));
      await waitFor(() => expect(view.result.current.postPendingReaction).toBeNull());
    },
    assertLandedOnce: () => {
      expect(reactions('post', THREAD, VIEWER_IDS.paid)).toHaveLength(0);
      expect(postOf(view).reaction ?? null).toBeNull();
    },
  };
}

/** E02: the admin locks replies to their thread; a failure unlocks it again. */
export async function lockThreadDriver(): Promise<Driver> {
  const { h } = chatHarness('admin');
  const view = await mountThread(h);
  return {
    h,
    ...base(h),
    act: async () => {
      await act(async () => view.result.current.toggleLock(postItem(view)));
    },
    assertReverted: () => {
      expect(postOf(view).is_locked).toBe(false);
      expect(dbPost().is_locked).toBe(false);
    },
    retry: async () => {
      await act(async () => view.result.current.toggleLock(postItem(view)));
      await waitFor(() => expect(dbPost().is_locked).toBe(true));
    },
    assertLandedOnce: () => {
      expect(postOf(view).is_locked).toBe(true);
    },
  };
}

/** E05: the admin locks replies to a reply; a failure unlocks it again. */
export async function lockReplyDriver(): Promise<Driver> {
  const { h } = chatHarness('admin');
  const view = await mountThread(h);
  return {
    h,
    ...base(h),
    act: async () => {
      await act(async () => view.result.current.toggleLock(replyItem(view)));
    },
    assertReverted: () => {
      expect(replyOf(view)!.comment.is_locked).toBe(false);
      expect(dbReply().is_locked).toBe(false);
    },
    retry: async () => {
      await act(async () => view.result.current.toggleLock(replyItem(view)));
      await waitFor(() => expect(dbReply().is_locked).toBe(true));
    },
    assertLandedOnce: () => {
      expect(replyOf(view)!.comment.is_locked).toBe(true);
    },
  };
}

/** E07: the admin bans a reply's author (after T020); a failure un-bans them on the page. */
export async function banDriver(): Promise<Driver> {
  const { h } = chatHarness('admin');
  const view = await mountThread(h);
  const author = dbReply().user_id;
  const bans = () => db.community.bans.filter((b) => b.user_id === author);
  expect(bans()).toHaveLength(0);
  const asked = () => h.confirms.filter((m) => m === t('chat.confirm.ban')).length;
  const banNow = async () => {
    const confirms = asked();
    await act(async () => view.result.current.ban(replyItem(view)));
    await waitFor(() => expect(asked()).toBe(confirms + 1));
  };
  return {
    h,
    ...base(h),
    act: banNow,
    assertReverted: () => {
      expect(replyOf(view)!.comment.is_banned ?? false).toBe(false);
      expect(bans()).toHaveLength(0);
    },
    retry: async () => {
      await banNow();
      await waitFor(() => expect(bans()).toHaveLength(1));
    },
    assertLandedOnce: () => {
      expect(bans()).toHaveLength(1);
    },
  };
}

/** P03: the paid reader reports a reply; a failure takes the report back. */
export async function reportDriver(): Promise<Driver> {
  const { h } = chatHarness('paid');
  const view = await mountThread(h);
  const reports = () => db.community.reports.filter((r) => r.kind === 'comment' && r.target_id === REPLY && r.user_id === VIEWER_IDS.paid);
  return {
    h,
    ...base(h),
    act: async () => {
      await act(async () => view.result.current.report(replyItem(view)));
    },
    assertReverted: () => {
      expect(replyOf(view)!.comment.reported_by_user ?? false).toBe(false);
      expect(reports()).toHaveLength(0);
    },
    retry: async () => {
      await act(async () => view.result.current.report(replyItem(view)));
      await waitFor(() => expect(reports()).toHaveLength(1));
    },
    assertLandedOnce: () => {
      expect(reports()).toHaveLength(1);
      expect(replyOf(view)!.comment.reported_by_user).toBe(true);
    },
  };
}
