/**
 * The comments page (`CommentsPage`, /p/three-voices/comments) as a paid reader uses it: a like on comment 30017 and a
 * reply to it. Spec 002 §8: a failed like reverts and alerts the error's text (a 401 opens the sign-in modal instead);
 * a failed comment stays in its composer with the text typed and the error beside it (T: comments.composer.failed).
 */
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { db } from '../../../../mocks';
import { VIEWER_IDS } from '../../../../mocks/db';
import { createFeedComment } from '../../../../src/api/endpoints/feed';
import { addCommentReaction, removeCommentReaction } from '../../../../src/api/endpoints/posts';
import { CommentsPage } from '../../../../src/features/comments';
import { type Harness, t } from '../harness';
import type { ScreenCase, ScreenDriver } from '../types';
import { kitText, toldBy } from './texts';

const PATH = '/p/three-voices/comments';
const COMMENT = 30017;
const harness = { path: PATH, flags: { like_posts_enabled: true } };

const commentEl = (root: HTMLElement) => root.querySelector<HTMLElement>(`[data-part="comment"][data-id="${COMMENT}"]`);
const likeOf = (item: HTMLElement) =>
  [...item.querySelectorAll<HTMLButtonElement>('[data-part="comment-like"]')].find((button) => button.closest('[data-part="comment"]') === item)!;
const likeCount = (item: HTMLElement) => Number(likeOf(item).querySelector('[data-part="comment-like-count"]')?.getAttribute('data-value') ?? 0);
const reactionsOf = (userId: number) => db.posts.commentReactions.filter((r) => r.comment_id === COMMENT && r.user_id === userId);
/** The sign-in modal open over the page: its title, or null. */
const signInDialog = () => {
  const text = document.querySelector('[role="dialog"]')?.textContent ?? '';
  return [t('comments.signIn.likeTitle'), t('comments.signIn.title')].find((title) => text.includes(title)) ?? null;
};

async function mountPage(h: Harness) {
  const view = render(<CommentsPage />, { wrapper: h.wrapper });
  await waitFor(() => expect(commentEl(view.container)).not.toBeNull(), { timeout: 5000 });
  return { container: view.container as HTMLElement, item: commentEl(view.container)! };
}

async function likeDriver(h: Harness, liked: boolean): Promise<ScreenDriver> {
  const user = userEvent.setup();
  if (liked) db.posts.commentReactions.push({ comment_id: COMMENT, user_id: VIEWER_IDS.paid, created_at: '2026-11-20T12:00:00.000Z' });
  const { container, item } = await mountPage(h);
  const before = likeCount(item);
  await waitFor(() => expect(likeOf(item).getAttribute('aria-pressed')).toBe(String(liked)));
  const click = async () => {
    await user.click(likeOf(item));
    await waitFor(() => expect(likeOf(item).hasAttribute('aria-busy')).toBe(false), { timeout: 3000 });
  };
  return {
    container,
    act: click,
    assertReverted: () => {
      expect(likeOf(item).getAttribute('aria-pressed')).toBe(String(liked));
      expect(likeCount(item)).toBe(before);
      expect(reactionsOf(VIEWER_IDS.paid)).toHaveLength(liked ? 1 : 0);
    },
    retry: click,
    assertLandedOnce: () => {
      expect(likeOf(item).getAttribute('aria-pressed')).toBe(String(!liked));
      expect(likeCount(item)).toBe(before + (liked ? -1 : 1));
      expect(reactionsOf(VIEWER_IDS.paid)).toHaveLength(liked ? 0 : 1);
    },
    signIn: signInDialog,
  };
}

const likeTold = toldBy((kind) => (kind === '401' ? { signIn: t('comments.signIn.likeTitle') } : { alert: kitText[kind] }));

const REPLY = 'Do you have the archive link?';
const repliesInDb = () => [...db.posts.comments, ...db.feed.comments].filter((c) => c.body === REPLY).length;

async function replyDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const { item } = await mountPage(h);
  const before = repliesInDb();
  await user.click(within(item).getAllByRole('button', { name: /Reply/ })[0]!);
  const field = await within(item).findByRole('textbox', { name: /Write a reply to/ });
  await user.type(field, REPLY);
  const composer = () => item.querySelector<HTMLElement>('[data-part="comment-composer"]');
  const submit = async () => {
    await user.click(within(composer()!).getByRole('button', { name: 'Reply' }));
  };
  return {
    container: item,
    act: async () => {
      await submit();
      await waitFor(() => expect(within(item).queryByRole('alert') ?? signInDialog()).not.toBeNull(), { timeout: 3000 });
    },
    assertReverted: async () => {
      // The text stays in its composer, nothing reached the thread or the server. Refused for a signed-out reader, the
      // sign-in modal opens over it: "Not now" closes it, and opening the reply again shows the text kept.
      if (signInDialog()) {
        await user.click(within(document.querySelector<HTMLElement>('[role="dialog"]')!).getByRole('button', { name: t('comments.signIn.cancel') }));
        await waitFor(() => expect(signInDialog()).toBeNull());
        await user.click(within(item).getAllByRole('button', { name: /Reply/ })[0]!);
      }
      await waitFor(() => expect(composer()).not.toBeNull());
      expect((within(composer()!).getByRole('textbox') as HTMLTextAreaElement).value).toBe(REPLY);
      expect(within(item).queryByText(REPLY, { selector: 'p' })).toBeNull();
      expect(repliesInDb()).toBe(before);
    },
    retry: async () => {
      await submit();
      await waitFor(() => expect(composer()).toBeNull(), { timeout: 3000 });
    },
    assertLandedOnce: () => {
      expect(within(item).getAllByText(REPLY, { selector: 'p' })).toHaveLength(1);
      expect(repliesInDb()).toBe(before + 1);
    },
    signIn: signInDialog,
  };
}

const replyTold = toldBy((kind) =>
  kind === '401' ? { signIn: t('comments.signIn.title') } : { inPlace: `${t('comments.composer.failed')} ${kitText[kind]}` },
);

export const cases: ScreenCase[] = [
  { area: 'comments', screen: 'CommentsPage', endpoint: addCommentReaction, viewer: 'paid', harness, mount: (h) => likeDriver(h, false), told: likeTold },
  { area: 'comments', screen: 'CommentsPage', endpoint: removeCommentReaction, viewer: 'paid', harness, mount: (h) => likeDriver(h, true), told: likeTold },
  { area: 'comments', screen: 'CommentsPage', endpoint: createFeedComment, viewer: 'paid', harness, mount: replyDriver, told: replyTold },
];
