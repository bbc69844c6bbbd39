/**
 * The comments page (`CommentsPage`, /p/three-voices/comments) as a paid reader uses it: a like on comment 30017 and a
 * reply to it. Spec 002 §8: a failed like reverts and alerts the error's text (a 401 opens the sign-in modal instead);
 * a failed comment stays in its composer with the text typed and the error beside it (T: comments.composer.failed).
 * The page also reports the threads the reader has seen (E36, `useSeenReport`): silent whatever the server answers (see
 * `seenDriver`).
 */
import { act, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, onTestFinished } from 'vitest';
import { db } from '../../../../mocks';
import { VIEWER_IDS } from '../../../../mocks/db';
import { createFeedComment } from '../../../../src/api/endpoints/feed';
import { MOCK_NOW } from '../../../../mocks/clock';
import { addCommentReaction, markPostSeen, removeCommentReaction } from '../../../../src/api/endpoints/posts';
import { CommentsPage } from '../../../../src/features/comments';
import { SEEN_REPORT_DELAY_MS } from '../../../../src/features/comments/constants';
import { createManualClock } from '../../../../src/platform/clock';
import { type Harness, t, TEST_TIMEOUT_MS } from '../harness';
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

/**
 * An `IntersectionObserver` the case drives: what the jsdom stub never does, a comment coming into view. `inView`
 * tells every observer watching the element that it is half on screen.
 */
export function controlledIntersection() {
  const observers = new Set<{ callback: IntersectionObserverCallback; watched: Set<Element>; self: IntersectionObserver }>();
  class ControlledIntersectionObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly scrollMargin = '0px';
    readonly thresholds: readonly number[] = [0.5];
    readonly watched = new Set<Element>();
    constructor(callback: IntersectionObserverCallback) {
      observers.add({ callback, watched: this.watched, self: this as unknown as IntersectionObserver });
    }
    observe(element: Element) {
      this.watched.add(element);
    }
    unobserve(element: Element) {
      this.watched.delete(element);
    }
    disconnect() {
      this.watched.clear();
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = ControlledIntersectionObserver as unknown as typeof IntersectionObserver;
  onTestFinished(() => {
    globalThis.IntersectionObserver = original;
  });
  return {
    watched: (element: Element) => [...observers].some((o) => o.watched.has(element)),
    inView: (element: Element) => {
      for (const o of observers)
        if (o.watched.has(element))
          o.callback([{ isIntersecting: true, intersectionRatio: 0.5, target: element } as unknown as IntersectionObserverEntry], o.self);
    },
  };
}

/** The page's clock: the seen report waits `SEEN_REPORT_DELAY_MS` on it before it sends what the reader saw. */
const seenClock = createManualClock(MOCK_NOW);
const seenHarness = { ...harness, clock: seenClock };
const seenRows = () => db.posts.seen.filter((s) => s.user_id === VIEWER_IDS.paid);
const seenReports = (h: Harness) =>
  h.writes.filter((w) => w.method === 'POST' && /\/api\/v1\/posts\/\d+\/seen$/.test(new URL(w.url, 'http://host.example').pathname));

/**
 * E36, the threads the reader has seen: comment 30017 comes into view and, `SEEN_REPORT_DELAY_MS` later, the page
 * reports it. The report is fire-and-forget (spec 002 §7 names no failure text, and a reader who only read has nothing
 * to retry or to be told): whatever the server answers, the page says nothing — no alert, no toast, no sign-in prompt,
 * no text in place, no console error — and the comments stay as they were. A report that failed without an answer
 * (timeout, network, unreadable answer, 5xx) is sent once more on the same visit, `SEEN_REPORT_DELAY_MS` later (the
 * kit's write, the same key); one the server refused (4xx) waits for the reader's next visit, which reports the thread
 * again. Either way the server records it once.
 */
async function seenDriver(h: Harness): Promise<ScreenDriver> {
  const intersection = controlledIntersection();
  let view = render(<CommentsPage />, { wrapper: h.wrapper });
  const item = () => commentEl(view.container);
  const comes = async () => {
    await waitFor(() => expect(item()).not.toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(intersection.watched(item()!)).toBe(true), { timeout: 3000 });
  };
  await comes();
  const seesIt = async () => {
    const sent = seenReports(h).length;
    act(() => intersection.inView(item()!));
    act(() => seenClock.advance(SEEN_REPORT_DELAY_MS));
    await waitFor(() => expect(seenReports(h)).toHaveLength(sent + 1), { timeout: 3000 });
    // Fire-and-forget: give the answer (or the failure, a timeout included) time to arrive.
    await new Promise((resolve) => setTimeout(resolve, TEST_TIMEOUT_MS + 100));
  };
  const nothingSaid = () => {
    expect(item()).not.toBeNull();
    expect(within(document.body).queryByRole('alert')).toBeNull();
    expect(h.toasts().trim()).toBe('');
    expect(signInDialog()).toBeNull();
  };
  return {
    get container() {
      return view.container as HTMLElement;
    },
    act: seesIt,
    assertReverted: () => {
      nothingSaid();
      expect(likeOf(item()!).disabled).toBe(false);
      expect(seenRows()).toEqual([]);
    },
    retry: async () => {
      // The same visit, a moment later: a report that failed without an answer is sent again by itself.
      const sent = seenReports(h).length;
      act(() => seenClock.advance(SEEN_REPORT_DELAY_MS));
      await new Promise((resolve) => setTimeout(resolve, TEST_TIMEOUT_MS + 100));
      if (seenReports(h).length > sent) {
        await waitFor(() => expect(seenRows()).toHaveLength(1), { timeout: 3000 });
        return;
      }
      // Refused (a 4xx): the next visit, the page again, the thread in view again.
      view.unmount();
      view = render(<CommentsPage />, { wrapper: h.wrapper });
      await comes();
      await seesIt();
    },
    assertLandedOnce: () => {
      nothingSaid();
      expect(seenReports(h)).toHaveLength(2);
      expect(seenRows().map((s) => s.comment_id)).toEqual([COMMENT]);
    },
    signIn: signInDialog,
  };
}

/** Nothing is said about a seen report, whatever the server answers. */
const seenTold = toldBy(() => ({}));

export const cases: ScreenCase[] = [
  { area: 'comments', screen: 'CommentsPage', endpoint: addCommentReaction, viewer: 'paid', harness, mount: (h) => likeDriver(h, false), told: likeTold },
  { area: 'comments', screen: 'CommentsPage', endpoint: removeCommentReaction, viewer: 'paid', harness, mount: (h) => likeDriver(h, true), told: likeTold },
  { area: 'comments', screen: 'CommentsPage', endpoint: createFeedComment, viewer: 'paid', harness, mount: replyDriver, told: replyTold },
  { area: 'comments', screen: 'CommentsPage', endpoint: markPostSeen, viewer: 'paid', harness: seenHarness, mount: seenDriver, told: seenTold },
];
