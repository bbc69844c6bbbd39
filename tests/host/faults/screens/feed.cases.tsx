/**
 * The feed (`FeedPage`, /home) as a paid reader uses it: like, save and restack a post card. Each is optimistic; a
 * failure reverts the button and its count and tells the reader (like: the footer's words, "Something went wrong.
 * Please try again.", the ban in the server's words; save: a toast; restack: the server's words in an alert), a 401
 * opens the login prompt ("Log in for more", T104); pressing again once the fault is lifted lands one write.
 */
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { db } from '../../../../mocks';
import { VIEWER_IDS } from '../../../../mocks/db';
import { restack } from '../../../../src/api/endpoints/feed';
import { addPostReaction, savePost } from '../../../../src/api/endpoints/posts';
import { FeedPage } from '../../../../src/features/feed';
import { type Harness, t } from '../harness';
import type { ScreenCase, ScreenDriver } from '../types';
import { kitText, SERVER_WORDS, toldBy } from './texts';

const harness = { path: '/home' };
const viewer = VIEWER_IDS.paid;

type Part = 'like-button' | 'save-button' | 'restack-button';

const buttonOf = (card: HTMLElement, part: Part) => card.querySelector<HTMLButtonElement>(`[data-part="${part}"]`)!;
const countOf = (card: HTMLElement, part: Part) => {
  const counter = part === 'like-button' ? 'like-count' : 'restack-count';
  return buttonOf(card, part).querySelector(`[data-part="${counter}"]`)?.textContent ?? '0';
};
const loginDialog = () => (document.querySelector('[role="dialog"]')?.textContent?.includes(t('feed.login.title')) ? t('feed.login.title') : null);

/** The first post card whose `part` is off (and pressable), once the feed has loaded. */
async function mountOn(h: Harness, part: Part) {
  const view = render(<FeedPage />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  const card = await waitFor(
    () => {
      const found = [...root.querySelectorAll<HTMLElement>('[data-part="feed-post"]')].find(
        (c) => buttonOf(c, part).getAttribute('aria-pressed') === 'false' && !buttonOf(c, part).hasAttribute('aria-disabled'),
      );
      expect(found).toBeDefined();
      return found!;
    },
    { timeout: 5000 },
  );
  return { root, card, postId: Number(card.getAttribute('data-id')) };
}

async function toggleDriver(h: Harness, part: Part, rows: (postId: number) => number): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const { root, card, postId } = await mountOn(h, part);
  const before = part === 'save-button' ? null : countOf(card, part);
  const press = async () => {
    await user.click(buttonOf(card, part));
    await waitFor(() => expect(buttonOf(card, part).hasAttribute('aria-busy')).toBe(false), { timeout: 3000 });
  };
  return {
    container: root,
    act: press,
    assertReverted: async () => {
      await waitFor(() => expect(buttonOf(card, part).getAttribute('aria-pressed')).toBe('false'));
      if (before !== null) expect(countOf(card, part)).toBe(before);
      expect(rows(postId)).toBe(0);
    },
    retry: press,
    assertLandedOnce: () => {
      expect(buttonOf(card, part).getAttribute('aria-pressed')).toBe('true');
      if (before !== null) expect(Number(countOf(card, part))).toBe(Number(before) + 1);
      expect(rows(postId)).toBe(1);
    },
    signIn: loginDialog,
  };
}

const likes = (postId: number) => db.posts.likes.filter((l) => l.post_id === postId && l.user_id === viewer).length;
const saves = (postId: number) => db.posts.saved.filter((s) => s.post_id === postId && s.user_id === viewer).length;
const restacks = (postId: number) => db.feed.restacks.filter((r) => r.post_id === postId && r.comment_id === null && r.user_id === viewer).length;

const login = { signIn: t('feed.login.title') };
const likeTold = toldBy((kind) => (kind === '401' ? login : kind === 'ban' ? { alert: SERVER_WORDS.ban } : { alert: t('feed.like.error') }));
const saveTold = toldBy((kind) => (kind === '401' ? login : { toast: t('feed.save.error') }));
const restackTold = toldBy((kind) => (kind === '401' ? login : { alert: kind in SERVER_WORDS ? kitText[kind] : t('feed.restack.error') }));

export const cases: ScreenCase[] = [
  { area: 'feed', screen: 'FeedPage', endpoint: addPostReaction, viewer: 'paid', harness, mount: (h) => toggleDriver(h, 'like-button', likes), told: likeTold },
  { area: 'feed', screen: 'FeedPage', endpoint: savePost, viewer: 'paid', harness, mount: (h) => toggleDriver(h, 'save-button', saves), told: saveTold },
  {
    area: 'feed',
    screen: 'FeedPage',
    endpoint: restack,
    viewer: 'paid',
    harness,
    mount: (h) => toggleDriver(h, 'restack-button', restacks),
    told: restackTold,
  },
];
