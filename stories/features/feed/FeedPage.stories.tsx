import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_NOW } from '../../../mocks/clock';
import { feedHandlers } from '../../../mocks/handlers/feed';
import { feedStore } from '../../../mocks/db/feed';
import { archiveFeedItem, createFeedComment, deleteFeedComment, getFeed, hideFeedItem } from '../../../src/api/endpoints/feed';
import { addPostReaction, removePostReaction } from '../../../src/api/endpoints/posts';
import { bodyJsonOfText } from '../../../src/api/schemas/feed';
import { FeedPage } from '../../../src/features/feed';
import { createFrozenClock, createManualClock } from '../../../src/platform/clock';
import { createMemoryStorage } from '../../../src/platform/storage';
import { createMemoryNavigation } from '../../../src/platform/navigation';
import { readerPlaces } from '../../../src/kit/readerPlace';
import { Button } from '../../../src/ui/Button';
import { answerConfirm, body, expectAlert, expectToast, faultOn, openMenu, ready, settled, STORY_WAIT_MS } from '../../support';

const T104 = 'Log in for more';
const T105 = 'Login';
const T106 = 'Create account';
const LIKE_FAILED = 'Something went wrong. Please try again.';

const at = (path: string) => ({ navigation: createMemoryNavigation(path) });

const meta = {
  title: 'Features/Feed/FeedPage',
  component: FeedPage,
  tags: ['!autodocs'],
  parameters: { role: 'paid', layout: 'fullscreen', platform: at('/home') },
} satisfies Meta<typeof FeedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const firstPost = async (root: HTMLElement) => {
  await ready(root, 'feed');
  return waitFor(() => {
    const card = root.querySelector<HTMLElement>('[data-part="feed-post"]');
    expect(card).not.toBeNull();
    return card!;
  });
};

/** A paid reader's feed on the mock: posts (the footer's Like, Restack, Save, Share) and notes, in the windowed list. */
export const Items: Story = {
  play: async ({ canvasElement }) => {
    const feed = await ready(canvasElement, 'feed');
    await expect(feed).toHaveAttribute('data-state', 'ready');
    const list = within(canvasElement).getByRole('feed', { name: 'Feed' });
    await expect(list.querySelectorAll('[data-part="feed-post"]').length).toBeGreaterThan(0);
    await expect(list.querySelectorAll('[data-part="feed-note"]').length).toBeGreaterThan(0);
  },
};

/** While the first page is on its way: skeleton cards shaped like posts. */
export const Loading: Story = {
  parameters: { scenario: { latencyMs: 60_000 } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-part="feed"]')).toHaveAttribute('data-state', 'loading'));
    await expect(canvasElement.querySelectorAll('[data-part="feed-skeleton-card"]')).toHaveLength(3);
  },
};

/** A feed with nothing in it: what to do next. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { feed: [http.get('*/api/v1/reader/feed', () => HttpResponse.json({ items: [], nextCursor: null })), ...feedHandlers] } },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'feed');
    await expect(within(canvasElement).getByRole('heading', { name: 'Nothing here yet' })).toBeVisible();
  },
};

/** The first page fails: the error in plain words, and Try again reads it again. */
export const LoadError: Story = {
  parameters: { scenario: faultOn(getFeed, '500') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'feed');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'We could not load your feed' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Like shows at once; the server keeps it: the count stays one higher. */
export const Like: Story = {
  play: async ({ canvasElement }) => {
    const card = await firstPost(canvasElement);
    const like = within(card).getByRole('button', { name: /Like/ });
    const count = () => Number(like.querySelector('[data-part="like-count"]')?.textContent ?? '0');
    const wasLiked = like.getAttribute('aria-pressed') === 'true';
    const before = count();
    await userEvent.click(like);
    await expect(like).toHaveAttribute('aria-pressed', String(!wasLiked));
    await waitFor(() => expect(like).not.toHaveAttribute('aria-busy'));
    await expect(like).toHaveAttribute('aria-pressed', String(!wasLiked));
    await expect(count()).toBe(before + (wasLiked ? -1 : 1));
  },
};

/** The like is refused: the heart and its count go back, and the reader reads why (the footer's text). */
export const LikeFails: Story = {
  parameters: { scenario: { ...faultOn(addPostReaction, '500', [removePostReaction, '500']), latencyMs: 300 } },
  play: async ({ canvasElement }) => {
    const card = await firstPost(canvasElement);
    const like = within(card).getByRole('button', { name: /Like/ });
    const count = () => like.querySelector('[data-part="like-count"]')?.textContent ?? '0';
    const wasLiked = like.getAttribute('aria-pressed') ?? 'false';
    const before = count();
    await userEvent.click(like);
    await expect(like).toHaveAttribute('aria-pressed', String(wasLiked !== 'true'));
    await expectAlert(LIKE_FAILED);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', wasLiked));
    await expect(count()).toBe(before);
  },
};

const newItems = { clock: createManualClock(MOCK_NOW) };

/**
 * A note is posted while the reader reads: it waits behind "1 new" and the item the reader looks at does not move;
 * pressing it shows the note on top.
 */
export const NewItemsWaitAbove: Story = {
  parameters: { platform: { ...at('/home'), clock: newItems.clock } },
  play: async ({ canvasElement }) => {
    const card = await firstPost(canvasElement);
    const top = card.getBoundingClientRect().top;
    const response = await fetch('/api/v1/comment/feed', {
      method: createFeedComment.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bodyJson: bodyJsonOfText('Fresh from the ferry: the harbour is frozen at the edges this morning.') }),
    });
    await expect(response.status).toBe(200);
    newItems.clock.advance(60_000);
    const pill = await within(canvasElement).findByRole('button', { name: '1 new' }, { timeout: STORY_WAIT_MS });
    await expect(card.getBoundingClientRect().top).toBe(top);
    await expect(within(canvasElement).queryByText(/harbour is frozen/)).toBeNull();
    await userEvent.click(pill);
    await expect(await within(canvasElement).findByText(/harbour is frozen/)).toBeVisible();
    await waitFor(() => expect(within(canvasElement).queryByRole('button', { name: /new$/ })).toBeNull());
  },
};

/** Signed out: the first page, then the login prompt (T104–T106); a like asks to log in instead of calling. */
export const LoggedOut: Story = {
  parameters: { role: 'anonymous' },
  play: async ({ canvasElement }) => {
    const card = await firstPost(canvasElement);
    const prompt = await waitFor(() => {
      const el = canvasElement.querySelector<HTMLElement>('[data-part="feed-end"] [data-part="login-prompt"]');
      expect(el).not.toBeNull();
      return el!;
    });
    await expect(within(prompt).getByRole('heading', { name: T104 })).toBeInTheDocument();
    await expect(within(prompt).getByRole('link', { name: T105 })).toHaveAttribute('href', '/login?next=%2Fhome');
    await expect(within(prompt).getByRole('link', { name: T106 })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: /Like/ }));
    const dialog = await body().findByRole('dialog', { name: T104 });
    await expect(within(dialog).getByRole('link', { name: T105 })).toBeVisible();
    // Nothing was called: the heart is as it was (the dialog hides the page from assistive technology meanwhile).
    await expect(card.querySelector('[data-part="like-button"]')).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A category's feed (`/home/category/1`): titled with the category's name. */
export const Category: Story = {
  parameters: { platform: at('/home/category/1') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'feed');
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Culture' })).toBeVisible();
    await expect(await within(canvasElement).findByRole('heading', { name: 'Top in Culture' })).toBeVisible();
  },
};

/** On a phone (375 px): one column, the cover beside the title shrinks. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await firstPost(canvasElement);
  },
};

/** On a desktop (1280 px): the reading column in the middle. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    await firstPost(canvasElement);
  },
};

/** The dark theme, designed rather than inverted. */
export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await firstPost(canvasElement);
  },
};

/** The feed, and a post the reader opens from it and comes back from (the feed unmounts and mounts again). */
function FeedAndAPost() {
  const [away, setAway] = useState(false);
  return away ? (
    <main style={{ padding: 24 }}>
      <p>A post</p>
      <Button onClick={() => setAway(false)}>Back to the feed</Button>
    </main>
  ) : (
    <>
      <Button onClick={() => setAway(true)}>Open a post</Button>
      <FeedPage />
    </>
  );
}

/**
 * The reader's place: they scroll down the feed, open a post and come back — the item they were reading is where it
 * was (±4 px), though the feed mounted again and the page had gone to the top; the pages come from the cache.
 */
export const BackToTheSameItem: Story = {
  parameters: { visual: { disable: 'the play scrolls the page to an item deep in the feed; its assertion is the item’s offset to the pixel' } },
  beforeEach: () => {
    readerPlaces.clearMemory();
    return () => readerPlaces.clearMemory();
  },
  render: () => <FeedAndAPost />,
  play: async ({ canvasElement }) => {
    await firstPost(canvasElement);
    // Every card's code has come (the discovery cards', the menus'): the page is as tall as it will be to scroll down.
    await settled(canvasElement);
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let i = 0; i < 6; i += 1) {
      window.scrollBy(0, 700);
      await frames();
    }
    await frames();
    // The item the reader is reading: the first whose bottom is below the top of the view.
    const items = [...canvasElement.querySelectorAll<HTMLElement>('[data-feed-key]')];
    const reading = items.find((item) => item.getBoundingClientRect().bottom > 0)!;
    const key = reading.getAttribute('data-feed-key')!;
    const top = reading.getBoundingClientRect().top;
    await expect(window.scrollY).toBeGreaterThan(2000);
    const topOf = () => canvasElement.querySelector<HTMLElement>(`[data-feed-key="${CSS.escape(key)}"]`)!.getBoundingClientRect().top;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open a post' }));
    window.scrollTo(0, 0);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Back to the feed' }));
    await waitFor(() => expect(Math.abs(topOf() - top)).toBeLessThanOrEqual(4), { timeout: STORY_WAIT_MS });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(Math.abs(topOf() - top)).toBeLessThanOrEqual(4);
  },
};

/**
 * People you may know, in the feed (the social area's suggestion cards): Follow becomes Following on the mock, and
 * a dismissed card leaves the row.
 */
export const SuggestionsInTheFeed: Story = {
  parameters: { visual: { disable: 'an interaction story; the carousel’s look is in Items and the social area’s stories' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, 'feed');
    const row = await canvas.findByRole('region', { name: 'People you may know' }, { timeout: STORY_WAIT_MS });
    const cards = () => within(row).getAllByRole('listitem');
    const before = cards().length;
    await expect(before).toBeGreaterThan(1);
    // The cards load on demand (the social area's chunk): their buttons come when it has.
    const follow = (await within(row).findAllByRole('button', { name: /^Follow( Back)?/ }, { timeout: STORY_WAIT_MS }))[0]!;
    await userEvent.click(follow);
    await waitFor(() => expect(within(row).getAllByRole('button', { name: /^Following/ }).length).toBeGreaterThan(0));
    await userEvent.click(within(row).getAllByRole('button', { name: /^Dismiss/ })[0]!);
    await waitFor(() => expect(cards().length).toBe(before - 1));
  },
};

const composerClock = { clock: createManualClock(MOCK_NOW) };

/**
 * A note from the feed (the notes area's composer at the top of the feed): "What's on your mind?" opens it, Post
 * sends it, and the note comes into the feed behind "1 new" — the reader's item does not move until they ask.
 */
export const PostANoteFromTheFeed: Story = {
  parameters: {
    platform: { ...at('/home'), clock: composerClock.clock },
    visual: { disable: 'an interaction story; the bar’s look is in Items, the composer’s in the notes area’s stories' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await firstPost(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: "What's on your mind?" })[0]!);
    const dialog = await body().findByRole('dialog', { name: 'New note' }, { timeout: STORY_WAIT_MS });
    await settled(dialog);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your note' }), 'Herons at the reservoir this morning.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await expectToast('Note posted');
    await waitFor(() => expect(dialog.isConnected).toBe(false), { timeout: STORY_WAIT_MS });
    // What follows a first note (the app or the share modal, M47) is closed.
    for (const open of body().queryAllByRole('dialog')) {
      await settled(open);
      await userEvent.keyboard('{Escape}');
    }
    composerClock.clock.advance(60_000);
    const pill = await canvas.findByRole('button', { name: '1 new' }, { timeout: STORY_WAIT_MS });
    await userEvent.click(pill);
    await expect(await canvas.findByText('Herons at the reservoir this morning.')).toBeVisible();
  },
};

/**
 * A note card's author menu (M44, the social area's, loaded on demand with the suggestion cards): "Mute for 1 hour"
 * folds that author's notes into "You muted this author" at once, with "{name} muted".
 */
export const MuteFromANoteCard: Story = {
  parameters: { visual: { disable: 'an interaction story; the placeholder’s look is in Items' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'feed');
    const note = await waitFor(
      () => {
        const card = canvasElement.querySelector<HTMLElement>('[data-part="feed-note"]');
        expect(card).not.toBeNull();
        return card!;
      },
      { timeout: STORY_WAIT_MS },
    );
    const slot = note.closest<HTMLElement>('[data-feed-key]')!;
    const trigger = await within(note).findByRole('button', { name: /^More options for / }, { timeout: STORY_WAIT_MS });
    const name = trigger
      .getAttribute('aria-label')!
      .replace(/^More options for /, '')
      .replace(/’s note$/, '');
    await userEvent.click(trigger);
    const menu = await body().findByRole('menu', {}, { timeout: STORY_WAIT_MS });
    await settled(menu);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Mute for 1 hour' }));
    await waitFor(() => expect(slot.querySelector('[data-part="feed-missing-item"]')).toHaveAttribute('data-state', 'you-muted'), { timeout: STORY_WAIT_MS });
    await expect(slot).toHaveTextContent('You muted this author');
    await expectToast(`${name} muted`);
  },
};

const slotOf = (card: HTMLElement) => card.closest<HTMLElement>('[data-feed-key]')!;
const keyOf = (card: HTMLElement) => slotOf(card).getAttribute('data-feed-key')!;

/** Opens a card's "…" menu (its button comes with the menu's chunk) and chooses `item`. */
async function chooseOnCard(card: HTMLElement, trigger: RegExp, item: string) {
  await userEvent.click(await within(card).findByRole('button', { name: trigger }, { timeout: STORY_WAIT_MS }));
  const menu = await body().findByRole('menu', {}, { timeout: STORY_WAIT_MS });
  await settled(menu);
  await userEvent.click(within(menu).getByRole('menuitem', { name: item }));
}

/**
 * The feed item actions menu (M41): "Hide this post" folds the post into "You hid this post" at once and the server
 * keeps it hidden (P09e); Undo shows it again (P09f).
 */
export const HideAPostAndUndo: Story = {
  parameters: { visual: { disable: 'an interaction story; the placeholder’s look is in FeedCards HiddenItems' } },
  play: async ({ canvasElement }) => {
    const card = await firstPost(canvasElement);
    const key = keyOf(card);
    const slot = slotOf(card);
    await chooseOnCard(card, /^More options for /, 'Hide this post');
    await waitFor(() => expect(slot.querySelector('[data-part="feed-hidden-item"]')).not.toBeNull(), { timeout: STORY_WAIT_MS });
    await expect(slot).toHaveTextContent('You hid this post');
    await waitFor(() => expect(feedStore.hidden.some((h) => h.entity_key === key)).toBe(true), { timeout: STORY_WAIT_MS });
    await userEvent.click(within(slot).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(slot.querySelector('[data-part="feed-post"]')).not.toBeNull(), { timeout: STORY_WAIT_MS });
    await waitFor(() => expect(feedStore.hidden.some((h) => h.entity_key === key)).toBe(false), { timeout: STORY_WAIT_MS });
  },
};

/** Hiding fails: the post comes back as it was and the reader reads why (the server's words, the kit's rule). */
export const HideFails: Story = {
  parameters: { scenario: faultOn(hideFeedItem, '500'), visual: { disable: 'an interaction story' } },
  play: async ({ canvasElement }) => {
    const card = await firstPost(canvasElement);
    const slot = slotOf(card);
    await chooseOnCard(card, /^More options for /, 'Hide this post');
    await expectToast('Internal server error');
    await waitFor(() => expect(slot.querySelector('[data-part="feed-post"]')).not.toBeNull(), { timeout: STORY_WAIT_MS });
    await expect(slot.querySelector('[data-part="feed-hidden-item"]')).toBeNull();
  },
};

/**
 * Archive (M41 ARCHIVE, P09i): the post folds into "You archived this post" at once and the server keeps its
 * archived_at; Undo brings it back (archived_at null).
 */
export const ArchiveAPostAndUndo: Story = {
  parameters: { visual: { disable: 'an interaction story; the placeholder’s look is in FeedCards ArchivedItems' } },
  play: async ({ canvasElement }) => {
    const card = await firstPost(canvasElement);
    const key = keyOf(card);
    const slot = slotOf(card);
    await chooseOnCard(card, /^More options for /, 'Archive');
    await waitFor(() => expect(slot.querySelector('[data-part="feed-archived-item"]')).not.toBeNull(), { timeout: STORY_WAIT_MS });
    await expect(slot).toHaveTextContent('You archived this post');
    await waitFor(() => expect(feedStore.archived.some((a) => a.entity_key === key)).toBe(true), { timeout: STORY_WAIT_MS });
    await userEvent.click(within(slot).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(slot.querySelector('[data-part="feed-post"]')).not.toBeNull(), { timeout: STORY_WAIT_MS });
    await waitFor(() => expect(feedStore.archived.some((a) => a.entity_key === key)).toBe(false), { timeout: STORY_WAIT_MS });
  },
};

/** Archiving fails: the post comes back as it was, the server has no archived_at, and the reader reads why. */
export const ArchiveFails: Story = {
  parameters: { scenario: faultOn(archiveFeedItem, '500'), visual: { disable: 'an interaction story' } },
  play: async ({ canvasElement }) => {
    const card = await firstPost(canvasElement);
    const key = keyOf(card);
    const slot = slotOf(card);
    await chooseOnCard(card, /^More options for /, 'Archive');
    await expectToast('Internal server error');
    await waitFor(() => expect(slot.querySelector('[data-part="feed-post"]')).not.toBeNull(), { timeout: STORY_WAIT_MS });
    await expect(slot.querySelector('[data-part="feed-archived-item"]')).toBeNull();
    await expect(feedStore.archived.some((a) => a.entity_key === key)).toBe(false);
  },
};

/** Pause notifications of a note's thread (P09g), then the same menu offers to resume them. */
export const PauseNotificationsOnANote: Story = {
  parameters: { visual: { disable: 'an interaction story' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'feed');
    const note = await waitFor(
      () => {
        const card = [...canvasElement.querySelectorAll<HTMLElement>('[data-part="feed-note"]')].find(
          (c) => !feedStore.paused.some((p) => p.entity_key === keyOf(c)),
        );
        expect(card).toBeDefined();
        return card!;
      },
      { timeout: STORY_WAIT_MS },
    );
    const key = keyOf(note);
    await chooseOnCard(note, /^More options for /, 'Pause notifications');
    await expectToast('Notifications paused for this thread');
    await waitFor(() => expect(feedStore.paused.some((p) => p.entity_key === key)).toBe(true), { timeout: STORY_WAIT_MS });
    // The first menu has closed (with motion on it fades out) before the same button opens it again.
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull(), { timeout: STORY_WAIT_MS });
    const menu = await openMenu(within(note).getByRole('button', { name: /^More options for / }));
    await expect(within(menu).getByRole('menuitem', { name: 'Resume notifications' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Ada Admin's own note in the feed (the admin reader wrote it), once the feed is ready. */
const ownNote = async (canvasElement: HTMLElement) => {
  await ready(canvasElement, 'feed');
  return waitFor(
    () => {
      const card = [...canvasElement.querySelectorAll<HTMLElement>('[data-part="feed-note"]')].find((c) => c.textContent?.includes('Ada Admin'));
      expect(card).toBeDefined();
      return card!;
    },
    { timeout: STORY_WAIT_MS },
  );
};

/** The reader's own note: Delete (after the confirmation) takes it out of the feed and off the server (P09d). */
export const DeleteOwnNote: Story = {
  parameters: { role: 'admin', visual: { disable: 'an interaction story' } },
  play: async ({ canvasElement }) => {
    const own = await ownNote(canvasElement);
    const key = keyOf(own);
    await chooseOnCard(own, /^More options for /, 'Delete');
    await answerConfirm('Delete this note? This can’t be undone.', { confirm: 'Delete' });
    await expectToast('Note deleted');
    await waitFor(() => expect(canvasElement.querySelector(`[data-feed-key="${key}"]`)).toBeNull(), { timeout: STORY_WAIT_MS });
  },
};

/** Deleting fails: the note comes back in its place, the server still has it, and the reader reads why. */
export const DeleteFails: Story = {
  parameters: { role: 'admin', scenario: faultOn(deleteFeedComment, '500'), visual: { disable: 'an interaction story' } },
  play: async ({ canvasElement }) => {
    const own = await ownNote(canvasElement);
    const key = keyOf(own);
    await chooseOnCard(own, /^More options for /, 'Delete');
    await answerConfirm('Delete this note? This can’t be undone.', { confirm: 'Delete' });
    await expectToast('Internal server error');
    await waitFor(() => expect(canvasElement.querySelector(`[data-feed-key="${key}"] [data-part="feed-note"]`)).not.toBeNull(), {
      timeout: STORY_WAIT_MS,
    });
  },
};

/**
 * Scrolls the feed down until the item `key` is mounted (the list windows its items), brings it into view and
 * returns its `part` once its view (loaded on demand) has come.
 */
const scrollToItem = async (canvasElement: HTMLElement, key: string, part: string) => {
  const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const slot = () => canvasElement.querySelector<HTMLElement>(`[data-feed-key="${key}"]`);
  for (let i = 0; i < 60 && !slot(); i += 1) {
    window.scrollBy(0, 400);
    await frames();
  }
  slot()?.scrollIntoView({ block: 'start' });
  await frames();
  return waitFor(
    () => {
      const found = slot()?.querySelector<HTMLElement>(`[data-part="${part}"]`);
      expect(found).toBeTruthy();
      return found!;
    },
    { timeout: STORY_WAIT_MS },
  );
};

/**
 * The discovery items on the mock (their views load on demand): a featured publication, invite friends with the
 * reader's link to copy, a featured collection, a subscriber-chat thread (the chat area's snippet) and profile
 * search results, each where the feed lists it.
 */
export const DiscoveryItems: Story = {
  parameters: { visual: { disable: 'the play scrolls deep into the feed; each item’s look is in FeedDiscoveryCards' } },
  // The dev server compiles the views' chunk (and the chat area's index behind the snippet) on first use, which takes
  // seconds on a cold start: it is compiled before the story, so the play waits for the feed, not for the compiler.
  loaders: [() => import('../../../src/features/feed/views/FeedDiscoveryCards').then(() => ({}))],
  play: async ({ canvasElement }) => {
    await firstPost(canvasElement);
    const featured = await scrollToItem(canvasElement, 'featured-publication-2', 'feed-featured-publication');
    await expect(within(featured).getByText('Featured publication')).toBeVisible();
    await expect(within(featured).getByRole('link', { name: /^Subscribe/ })).toHaveAttribute('target', '_blank');
    const invite = await scrollToItem(canvasElement, 'invite-friends', 'feed-invite-friends');
    await expect(within(invite).getByRole('heading', { name: 'Invite your friends' })).toBeVisible();
    await expect(await within(invite).findByRole('button', { name: 'Copy invite link' }, { timeout: STORY_WAIT_MS })).toBeVisible();
    const collection = await scrollToItem(canvasElement, 'featured-collection-2', 'feed-featured-collection');
    await expect(within(collection).getByText('Featured collection')).toBeVisible();
    const chat = await scrollToItem(canvasElement, 'chat-9001', 'feed-chat');
    await expect(within(chat).getByText('Subscriber chat')).toBeVisible();
    await expect(within(chat).getByRole('link')).toHaveAttribute('href', '/chat/posts/9001');
    const profiles = await scrollToItem(canvasElement, 'profile-search-reading', 'feed-profile-search-results');
    await expect(profiles).toHaveAttribute('data-state', 'list');
    await expect(within(profiles).getByRole('heading', { name: /^People matching “\u2068?reading\u2069?”$/ })).toBeVisible();
  },
};

const promptClock = createFrozenClock(MOCK_NOW);
const promptStorage = createMemoryStorage(promptClock);

/**
 * The app prompt on the mobile web (375 px): "Switch to the app" (T107) above the feed; "Maybe later" (T108) puts it
 * away, and the platform storage remembers that for 30 days.
 */
export const AppPromptOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375' } },
  parameters: {
    platform: { ...at('/home'), clock: promptClock, storage: promptStorage },
    visual: { disable: 'the band’s look is in FeedPrompts AppPrompt and Phone' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await firstPost(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Switch to the app' }, { timeout: STORY_WAIT_MS })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-part="app-prompt"]')).toBeNull());
    await expect(promptStorage.get('feed:app-prompt-dismissed')).toBe('1');
  },
};

/** "Maybe later" chosen on an earlier visit: no prompt. */
export const AppPromptAfterMaybeLater: Story = {
  globals: { viewport: { value: 'mobile375' } },
  parameters: {
    platform: { ...at('/home'), storage: createMemoryStorage(createFrozenClock(MOCK_NOW), { 'feed:app-prompt-dismissed': '1' }) },
    visual: { disable: 'the same as Phone without the band' },
  },
  play: async ({ canvasElement }) => {
    await firstPost(canvasElement);
    await expect(canvasElement.querySelector('[data-part="app-prompt"]')).toBeNull();
  },
};
