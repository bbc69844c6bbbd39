/**
 * The post footer as the post area's pages mount it (`PostFooter` inside `CrossPostPage` and `PostPage`), as a paid
 * reader uses it:
 * - Like and unlike on a cross-post (E27/E28, `/cross-post/1013`): optimistic; a failure puts the button and its
 *   count back and says "Something went wrong. Please try again." (the ban in the server's words), a 401 opens the
 *   free-subscribe-to-like dialog; pressing again once the fault is lifted lands one like (or takes it away).
 * - The reader guide (E31, a POST, on `/p/three-voices`, a post without a stored guide): a failure shows the panel's
 *   error in place with Try again, by the kit's rule — the shared text for a timeout or a network failure, the
 *   server's words else, "We couldn’t load the reader guide." without any; a 401 opens the product's sign-in modal
 *   and the panel says "Please sign in to continue." (never the server's "Not authorized"). Try again once the fault
 *   is lifted sends one call, the server writes the guide once and the panel shows it.
 */
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { db } from '../../../../mocks';
import { VIEWER_IDS } from '../../../../mocks/db';
import { addCrossPostReaction, getPostSummary, removeCrossPostReaction } from '../../../../src/api/endpoints/posts';
import { CrossPostPage, PostPage } from '../../../../src/features/post';
import { type Harness, t } from '../harness';
import type { ScreenCase, ScreenDriver } from '../types';
import { kitText, SERVER_WORDS, toldBy } from './texts';

const MARGIN = { id: 1, name: 'The Daily Margin', subdomain: 'dailymargin' };
const viewer = VIEWER_IDS.paid;

// ——— the like on a cross-post (E27/E28) ———

const CROSS_POST_ID = 1013;
const crossPostHarness = { path: `/cross-post/${CROSS_POST_ID}`, publication: MARGIN, flags: { like_posts_enabled: true } };
const likesByViewer = () => db.posts.likes.filter((l) => l.post_id === CROSS_POST_ID && l.user_id === viewer);
/** The product's sign-in modal (its default title), when open. */
const signInModal = () => {
  const title = t('signIn.title');
  return [...document.querySelectorAll('[role="dialog"]')].some((d) => d.querySelector('h2')?.textContent === title) ? title : null;
};
const freeLikeDialog = () => {
  const title = t('footer.freeLike.title');
  return [...document.querySelectorAll('[role="dialog"]')].some((d) => d.textContent?.includes(title)) ? title : null;
};

async function crossPostLikeDriver(h: Harness, liked: boolean): Promise<ScreenDriver> {
  // Start from a world where the reader has (or has not) liked the cross-posted post.
  db.posts.likes = db.posts.likes.filter((l) => !(l.post_id === CROSS_POST_ID && l.user_id === viewer));
  if (liked) db.posts.likes.push({ post_id: CROSS_POST_ID, user_id: viewer, created_at: '2026-11-20T12:00:00.000Z', via: 'cross_post' });
  const user = userEvent.setup();
  const view = render(<CrossPostPage />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  const button = () => root.querySelector<HTMLButtonElement>('[data-part="cross-post-post"] [data-part="like-button"]');
  const count = () => Number(button()?.querySelector('[data-part="like-count"]')?.textContent ?? '0');
  await waitFor(() => expect(button()?.getAttribute('aria-pressed')).toBe(String(liked)), { timeout: 5000 });
  const before = count();
  expect(before).toBeGreaterThan(0);
  const press = async () => {
    await user.click(button()!);
    await waitFor(() => expect(button()?.hasAttribute('aria-busy')).toBe(false), { timeout: 3000 });
  };
  return {
    container: root,
    act: press,
    assertReverted: async () => {
      await waitFor(() => expect(button()?.getAttribute('aria-pressed')).toBe(String(liked)));
      expect(count()).toBe(before);
      expect(likesByViewer()).toHaveLength(liked ? 1 : 0);
    },
    retry: async () => {
      await press();
      await waitFor(() => expect(h.toasts()).toContain(t(liked ? 'footer.toast.unliked' : 'footer.toast.liked')), { timeout: 3000 });
    },
    assertLandedOnce: () => {
      expect(button()?.getAttribute('aria-pressed')).toBe(String(!liked));
      expect(count()).toBe(liked ? before - 1 : before + 1);
      expect(likesByViewer()).toHaveLength(liked ? 0 : 1);
      if (!liked) expect(likesByViewer()[0]?.via).toBe('cross_post');
    },
    signIn: freeLikeDialog,
  };
}

const likeTold = toldBy((kind) =>
  kind === '401' ? { signIn: t('footer.freeLike.title') } : kind === 'ban' ? { alert: SERVER_WORDS.ban } : { alert: t('footer.like.error') },
);

// ——— the reader guide (E31) ———

const GUIDE_SLUG = 'three-voices';
const postHarness = {
  path: `/p/${GUIDE_SLUG}`,
  publication: MARGIN,
  flags: { like_posts_enabled: true, enable_post_summarization: true },
};

async function readerGuideDriver(h: Harness): Promise<ScreenDriver> {
  const post = db.core.posts.find((p) => p.slug === GUIDE_SLUG)!;
  // The server writes a guide on the first request that succeeds: this post has none yet.
  expect(db.posts.summaries[post.id]).toBeUndefined();
  const user = userEvent.setup();
  const view = render(<PostPage />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  const footer = await waitFor(
    () => {
      const found = root.querySelector<HTMLElement>('[data-part="post-footer-root"]');
      expect(found).not.toBeNull();
      expect(found!.querySelector('[data-part="reader-guide-button"]')).not.toBeNull();
      return found!;
    },
    { timeout: 5000 },
  );
  const guideButton = () => footer.querySelector<HTMLButtonElement>('[data-part="reader-guide-button"]')!;
  const panel = () => footer.querySelector<HTMLElement>('[data-part="reader-guide"]');
  const calls = () => h.writes.filter((w) => w.method === 'POST' && w.url.split('?')[0]!.endsWith(`/api/v1/posts/${post.id}/summary`)).length;
  let callsBeforeRetry = 0;
  return {
    container: footer,
    act: async () => {
      await user.click(guideButton());
      await waitFor(() => expect(panel()?.getAttribute('data-state')).toBe('error'), { timeout: 3000 });
    },
    assertReverted: () => {
      // The panel stays open on its error with Try again (behind the sign-in modal after a 401); nothing was written.
      expect(guideButton().getAttribute('aria-pressed')).toBe('true');
      expect(within(panel()!).getByRole('button', { name: t('footer.guide.retry'), hidden: true })).toBeTruthy();
      expect(panel()!.querySelector('[data-part="reader-guide-body"]')).toBeNull();
      expect(db.posts.summaries[post.id]).toBeUndefined();
    },
    retry: async () => {
      callsBeforeRetry = calls();
      await user.click(within(panel()!).getByRole('button', { name: t('footer.guide.retry') }));
      await waitFor(() => expect(panel()?.getAttribute('data-state')).toBe('shown'), { timeout: 3000 });
    },
    assertLandedOnce: () => {
      expect(calls()).toBe(callsBeforeRetry + 1);
      expect(db.posts.summaries[post.id]).toBeDefined();
      // The guide the server wrote is the one shown (its opening paragraph).
      const opening = new DOMParser().parseFromString(db.posts.summaries[post.id]!, 'text/html').querySelector('p')?.textContent ?? '';
      expect(opening.length).toBeGreaterThan(0);
      expect(panel()!.querySelector('[data-part="reader-guide-body"]')?.textContent).toContain(opening);
      expect(within(panel()!).queryByRole('alert')).toBeNull();
    },
    signIn: signInModal,
  };
}

/**
 * The panel's words by the kit's rule (M22 names none): a 401 opens the sign-in modal and asks to sign in; a timeout or
 * a network failure says the shared text; else the server's words, or the footer's sentence when it sent none.
 */
const guideTold = toldBy((kind) =>
  kind === '401'
    ? { signIn: t('signIn.title'), inPlace: t('common.error.signIn') }
    : { inPlace: kind === 'malformed' ? t('footer.guide.error') : kitText[kind] },
);

export const cases: ScreenCase[] = [
  {
    area: 'footer',
    screen: 'CrossPostPage',
    endpoint: addCrossPostReaction,
    viewer: 'paid',
    harness: crossPostHarness,
    mount: (h) => crossPostLikeDriver(h, false),
    told: likeTold,
  },
  {
    area: 'footer',
    screen: 'CrossPostPage',
    endpoint: removeCrossPostReaction,
    viewer: 'paid',
    harness: crossPostHarness,
    mount: (h) => crossPostLikeDriver(h, true),
    told: likeTold,
  },
  { area: 'footer', screen: 'PostPage', endpoint: getPostSummary, viewer: 'paid', harness: postHarness, mount: readerGuideDriver, told: guideTold },
];
