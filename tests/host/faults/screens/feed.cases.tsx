/**
 * The feed (`FeedPage`, /home) as a paid reader uses it: like, save and restack a post card. Each is optimistic; a
 * failure reverts the button and its count and tells the reader (like: the footer's words, "Something went wrong.
 * Please try again.", the ban in the server's words; save: a toast; restack: the server's words in an alert), a 401
 * opens the login prompt ("Log in for more", T104); pressing again once the fault is lifted lands one write.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { db } from '../../../../mocks';
import { VIEWER_IDS } from '../../../../mocks/db';
import {
  archiveFeedItem,
  deleteFeedComment,
  hideFeedItem,
  pauseFeedNotifications,
  restack,
  unhideFeedItem,
  unpauseFeedNotifications,
} from '../../../../src/api/endpoints/feed';
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

/** A card's "…" menu (its code loads on demand): opens it, once its button has come. */
async function openMenuOn(slot: HTMLElement) {
  const trigger = await waitFor(
    () => {
      const button = slot.querySelector<HTMLElement>('button[aria-label^="More options for"]');
      expect(button).not.toBeNull();
      return button!;
    },
    { timeout: 3000 },
  );
  await userEvent.setup().click(trigger);
}

/** A card's "…" menu: opens it and chooses `item`. */
async function chooseOn(slot: HTMLElement, item: string) {
  await openMenuOn(slot);
  await userEvent.setup().click(await screen.findByRole('menuitem', { name: item }, { timeout: 3000 }));
}

/** The slot of the first card of kind `part` that `pick` accepts, once the feed has loaded. */
async function cardSlot(h: Harness, part: 'feed-post' | 'feed-note', pick: (card: HTMLElement) => boolean = () => true) {
  const view = render(<FeedPage />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  const slot = await waitFor(
    () => {
      const card = [...root.querySelectorAll<HTMLElement>(`[data-part="${part}"]`)].find(pick);
      expect(card).toBeDefined();
      return card!.closest<HTMLElement>('[data-feed-key]')!;
    },
    { timeout: 5000 },
  );
  return { root, slot, key: slot.getAttribute('data-feed-key')! };
}

/** The slot of the first note card `pick` accepts. */
const noteSlot = (h: Harness, pick: (card: HTMLElement) => boolean) => cardSlot(h, 'feed-note', pick);

/** The item actions menu's Hide on the first post card. */
async function hideDriver(h: Harness): Promise<ScreenDriver> {
  const { root, slot, key } = await cardSlot(h, 'feed-post');
  const hiddenRows = () => db.feed.hidden.filter((row) => row.user_id === viewer && row.entity_key === key).length;
  const hide = () => chooseOn(slot, t('feed.menu.hidePost'));
  return {
    container: root,
    act: hide,
    assertReverted: async () => {
      await waitFor(() => expect(slot.querySelector('[data-part="feed-post"]')).not.toBeNull());
      expect(slot.querySelector('[data-part="feed-hidden-item"]')).toBeNull();
      expect(hiddenRows()).toBe(0);
    },
    retry: hide,
    assertLandedOnce: () => {
      expect(slot.querySelector('[data-part="feed-hidden-item"]')).not.toBeNull();
      expect(hiddenRows()).toBe(1);
    },
    signIn: loginDialog,
  };
}

/** Archive on the first post card (P09i): the post becomes "You archived this post"; a failure puts the card back. */
async function archiveDriver(h: Harness): Promise<ScreenDriver> {
  const { root, slot, key } = await cardSlot(h, 'feed-post');
  const archivedRows = () => db.feed.archived.filter((row) => row.user_id === viewer && row.entity_key === key).length;
  const archive = () => chooseOn(slot, t('feed.menu.archive'));
  return {
    container: root,
    act: archive,
    assertReverted: async () => {
      await waitFor(() => expect(slot.querySelector('[data-part="feed-post"]')).not.toBeNull());
      expect(slot.querySelector('[data-part="feed-archived-item"]')).toBeNull();
      expect(archivedRows()).toBe(0);
    },
    retry: archive,
    assertLandedOnce: () => {
      expect(slot.querySelector('[data-part="feed-archived-item"]')).not.toBeNull();
      expect(archivedRows()).toBe(1);
    },
    signIn: loginDialog,
  };
}

/** Undo on a hidden post (P09f): the post was hidden first (that call is not faulted), then Undo meets the fault. */
async function unhideDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const hide = await hideDriver(h);
  await hide.retry();
  const slot = hide.container.querySelector<HTMLElement>('[data-part="feed-hidden-item"]')!.closest<HTMLElement>('[data-feed-key]')!;
  const key = slot.getAttribute('data-feed-key')!;
  const hiddenRows = () => db.feed.hidden.filter((row) => row.user_id === viewer && row.entity_key === key).length;
  await waitFor(() => expect(hiddenRows()).toBe(1));
  const undo = async () => {
    await user.click(await within(slot).findByRole('button', { name: t('feed.hidden.undo') }));
  };
  return {
    container: hide.container,
    act: undo,
    assertReverted: async () => {
      await waitFor(() => expect(slot.querySelector('[data-part="feed-hidden-item"]')).not.toBeNull());
      expect(hiddenRows()).toBe(1);
    },
    retry: undo,
    assertLandedOnce: () => {
      expect(slot.querySelector('[data-part="feed-post"]')).not.toBeNull();
      expect(hiddenRows()).toBe(0);
    },
    signIn: loginDialog,
  };
}

const pausedRows = (key: string) => db.feed.paused.filter((row) => row.user_id === viewer && row.entity_key === key).length;
const othersNote = (card: HTMLElement) => !card.textContent?.includes('Paige Paid');

/** Pause notifications on another person's note (P09g), then (unpause) Resume on it (P09h). */
async function pauseDriver(h: Harness, resume: boolean): Promise<ScreenDriver> {
  const { root, slot, key } = await noteSlot(h, (card) => {
    const k = card.closest('[data-feed-key]')?.getAttribute('data-feed-key') ?? '';
    return othersNote(card) && pausedRows(k) === 0;
  });
  if (resume) {
    await chooseOn(slot, t('feed.menu.pause'));
    await waitFor(() => expect(pausedRows(key)).toBe(1));
  }
  const label = t(resume ? 'feed.menu.unpause' : 'feed.menu.pause');
  const act = () => chooseOn(slot, label);
  const offered = async (text: string) => {
    await openMenuOn(slot);
    const found = await screen.findByRole('menuitem', { name: text }, { timeout: 3000 });
    await userEvent.setup().keyboard('{Escape}');
    return found;
  };
  return {
    container: root,
    act,
    assertReverted: async () => {
      expect(pausedRows(key)).toBe(resume ? 1 : 0);
      // The menu offers the same choice again (behind the login prompt a 401 opens, the menu is not reachable).
      if (!document.querySelector('[role="dialog"]')) expect(await offered(label)).toBeTruthy();
    },
    retry: act,
    assertLandedOnce: () => expect(pausedRows(key)).toBe(resume ? 0 : 1),
    signIn: loginDialog,
  };
}

/** Delete the admin's own note (P09d), confirmed: a failure puts it back in its place. */
async function deleteDriver(h: Harness): Promise<ScreenDriver> {
  const { root, slot, key } = await noteSlot(h, (card) => card.textContent?.includes('Ada Admin') === true);
  const id = Number(slot.querySelector('[data-part="feed-note"]')!.getAttribute('data-id'));
  const exists = () => db.feed.comments.some((c) => c.id === id) || db.posts.comments.some((c) => c.id === id);
  // The slot is found again each time: a note put back after a failure is a new element.
  const act = () => chooseOn(root.querySelector<HTMLElement>(`[data-feed-key="${key}"]`) ?? slot, t('feed.menu.delete'));
  return {
    container: root,
    act,
    assertReverted: async () => {
      await waitFor(() => expect(root.querySelector(`[data-feed-key="${key}"] [data-part="feed-note"]`)).not.toBeNull());
      expect(exists()).toBe(true);
    },
    retry: async () => {
      await act();
      await waitFor(() => expect(root.querySelector(`[data-feed-key="${key}"]`)).toBeNull());
    },
    assertLandedOnce: () => expect(exists()).toBe(false),
    signIn: loginDialog,
  };
}

const login = { signIn: t('feed.login.title') };
const likeTold = toldBy((kind) => (kind === '401' ? login : kind === 'ban' ? { alert: SERVER_WORDS.ban } : { alert: t('feed.like.error') }));
const saveTold = toldBy((kind) => (kind === '401' ? login : { toast: t('feed.save.error') }));
const hideTold = toldBy((kind) => (kind === '401' ? login : { toast: kitText[kind] }));
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
  { area: 'feed', screen: 'FeedPage', endpoint: hideFeedItem, viewer: 'paid', harness, mount: hideDriver, told: hideTold },
  { area: 'feed', screen: 'FeedPage', endpoint: unhideFeedItem, viewer: 'paid', harness, mount: unhideDriver, told: hideTold },
  { area: 'feed', screen: 'FeedPage', endpoint: archiveFeedItem, viewer: 'paid', harness, mount: archiveDriver, told: hideTold },
  { area: 'feed', screen: 'FeedPage', endpoint: pauseFeedNotifications, viewer: 'paid', harness, mount: (h) => pauseDriver(h, false), told: hideTold },
  { area: 'feed', screen: 'FeedPage', endpoint: unpauseFeedNotifications, viewer: 'paid', harness, mount: (h) => pauseDriver(h, true), told: hideTold },
  { area: 'feed', screen: 'FeedPage', endpoint: deleteFeedComment, viewer: 'admin', harness, mount: deleteDriver, told: hideTold },
];
