/**
 * Fault drivers for the post footer: each loads a post from the mock as the post page does, mounts the real footer
 * hook (`usePostFooter`) and does what the reader does (like, unlike, save, unsave, restack, undo, free signup).
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { db } from '../../../mocks';
import { findPublication, PUB, VIEWER_IDS } from '../../../mocks/db';
import { getPostBySlug } from '../../../src/api/endpoints/posts';
import { callEndpoint } from '../../../src/api/http';
import { usePostFooter } from '../../../src/features/footer/usePostFooter';
import { createHarness } from './harness';
import type { Driver } from './types';

export const SLUG = 'the-city-that-reads';
const FLAGS = { like_posts_enabled: true };
const SIGN_IN_DIALOGS = ['freeSubscribeToLike', 'signInToSave', 'signInToRestack'];

async function mountFooter(viewer: 'free' | 'paid' | 'founding') {
  const post = await callEndpoint({ baseUrl: 'https://host.example' }, getPostBySlug, { params: { slug: SLUG } });
  const h = createHarness({ viewer, path: `/p/${SLUG}`, flags: FLAGS });
  const publication = findPublication(PUB.margin) ?? null;
  const view = renderHook(() => usePostFooter(post, { publication }), { wrapper: h.wrapper });
  return { h, post, view };
}

type Footer = Awaited<ReturnType<typeof mountFooter>>['view'];

function base(view: Footer) {
  return {
    signIn: () => {
      const dialog = view.result.current.dialog;
      return dialog && SIGN_IN_DIALOGS.includes(dialog) ? dialog : null;
    },
    notDelivered: () => false,
  };
}

const likesOf = (postId: number, userId: number) => db.posts.likes.filter((l) => l.post_id === postId && l.user_id === userId);

/** E25: a free reader likes the post; a failure takes the like and its count back. */
export async function likeDriver(): Promise<Driver> {
  const { h, post, view } = await mountFooter('free');
  const before = view.result.current.like;
  expect(before.liked).toBe(false);
  const toggle = async () => {
    await act(async () => view.result.current.toggleLike());
    await waitFor(() => expect(view.result.current.like.pending).toBe(false));
  };
  return {
    h,
    ...base(view),
    act: toggle,
    assertReverted: () => {
      expect(view.result.current.like.liked).toBe(false);
      expect(view.result.current.like.count).toBe(before.count);
      expect(likesOf(post.id, VIEWER_IDS.free)).toHaveLength(0);
    },
    retry: toggle,
    assertLandedOnce: () => {
      expect(view.result.current.like.liked).toBe(true);
      expect(likesOf(post.id, VIEWER_IDS.free)).toHaveLength(1);
    },
  };
}

/** E26: a reader who liked the post takes the like back; a failure puts it back. */
export async function unlikeDriver(): Promise<Driver> {
  const seed = db.core.posts.find((p) => p.slug === SLUG)!;
  db.posts.likes.push({ post_id: seed.id, user_id: VIEWER_IDS.free, created_at: '2026-11-20T12:00:00.000Z', via: 'post' });
  const { h, post, view } = await mountFooter('free');
  const before = view.result.current.like;
  expect(before.liked).toBe(true);
  const toggle = async () => {
    await act(async () => view.result.current.toggleLike());
    await waitFor(() => expect(view.result.current.like.pending).toBe(false));
  };
  return {
    h,
    ...base(view),
    act: toggle,
    assertReverted: () => {
      expect(view.result.current.like.liked).toBe(true);
      expect(view.result.current.like.count).toBe(before.count);
      expect(likesOf(post.id, VIEWER_IDS.free)).toHaveLength(1);
    },
    retry: toggle,
    assertLandedOnce: () => {
      expect(view.result.current.like.liked).toBe(false);
      expect(likesOf(post.id, VIEWER_IDS.free)).toHaveLength(0);
    },
  };
}

const savedBy = (postId: number, userId: number) => db.posts.saved.filter((s) => s.post_id === postId && s.user_id === userId);

/** E32: a reader saves the post; a failure unsaves it again (toast). */
export async function saveDriver(): Promise<Driver> {
  const { h, post, view } = await mountFooter('paid');
  expect(view.result.current.saved).toBe(false);
  const toggle = async () => {
    await act(async () => view.result.current.toggleSave());
    await waitFor(() => expect(view.result.current.savePending).toBe(false));
  };
  return {
    h,
    ...base(view),
    act: toggle,
    assertReverted: () => {
      expect(view.result.current.saved).toBe(false);
      expect(savedBy(post.id, VIEWER_IDS.paid)).toHaveLength(0);
    },
    retry: toggle,
    assertLandedOnce: () => {
      expect(view.result.current.saved).toBe(true);
      expect(savedBy(post.id, VIEWER_IDS.paid)).toHaveLength(1);
    },
  };
}

/** E33: a reader unsaves a saved post; a failure saves it again (toast). */
export async function unsaveDriver(): Promise<Driver> {
  const seed = db.core.posts.find((p) => p.slug === SLUG)!;
  if (savedBy(seed.id, VIEWER_IDS.paid).length === 0) db.posts.saved.push({ post_id: seed.id, user_id: VIEWER_IDS.paid });
  const { h, post, view } = await mountFooter('paid');
  expect(view.result.current.saved).toBe(true);
  const toggle = async () => {
    await act(async () => view.result.current.toggleSave());
    await waitFor(() => expect(view.result.current.savePending).toBe(false));
  };
  return {
    h,
    ...base(view),
    act: toggle,
    assertReverted: () => {
      expect(view.result.current.saved).toBe(true);
      expect(savedBy(post.id, VIEWER_IDS.paid)).toHaveLength(1);
    },
    retry: toggle,
    assertLandedOnce: () => {
      expect(view.result.current.saved).toBe(false);
      expect(savedBy(post.id, VIEWER_IDS.paid)).toHaveLength(0);
    },
  };
}

/** A reader's restacks of a post, in both stores the mock keeps them in (the posts area's and the feed's). */
const restacksBy = (postId: number, userId: number) =>
  [...db.posts.restacks, ...db.feed.restacks].filter((r) => r.post_id === postId && r.user_id === userId && r.comment_id == null);

/** E45: a founding member restacks the post; a failure takes the restack and its count back. */
export async function restackDriver(): Promise<Driver> {
  // The seed has the founding member restack this post already: start from a world where they have not.
  const seed = db.core.posts.find((p) => p.slug === SLUG)!;
  db.posts.restacks = db.posts.restacks.filter((r) => !(r.post_id === seed.id && r.user_id === VIEWER_IDS.founding));
  db.feed.restacks = db.feed.restacks.filter((r) => !(r.post_id === seed.id && r.user_id === VIEWER_IDS.founding));
  const { h, post, view } = await mountFooter('founding');
  const before = view.result.current.restack;
  expect(before.restacked).toBe(false);
  const toggle = async () => {
    await act(async () => view.result.current.toggleRestack());
    await waitFor(() => expect(view.result.current.restack.pending).toBe(false));
  };
  return {
    h,
    ...base(view),
    act: toggle,
    assertReverted: () => {
      expect(view.result.current.restack.restacked).toBe(false);
      expect(view.result.current.restack.count).toBe(before.count);
      expect(restacksBy(post.id, VIEWER_IDS.founding)).toHaveLength(0);
    },
    retry: toggle,
    assertLandedOnce: () => {
      expect(view.result.current.restack.restacked).toBe(true);
      expect(restacksBy(post.id, VIEWER_IDS.founding)).toHaveLength(1);
    },
  };
}

/** E46: the paid reader undoes their restack (seeded); a failure restacks it again. */
export async function unrestackDriver(): Promise<Driver> {
  const { h, post, view } = await mountFooter('paid');
  const before = view.result.current.restack;
  expect(before.restacked).toBe(true);
  const toggle = async () => {
    await act(async () => view.result.current.toggleRestack());
    await waitFor(() => expect(view.result.current.restack.pending).toBe(false));
  };
  return {
    h,
    ...base(view),
    act: toggle,
    assertReverted: () => {
      expect(view.result.current.restack.restacked).toBe(true);
      expect(view.result.current.restack.count).toBe(before.count);
      expect(restacksBy(post.id, VIEWER_IDS.paid)).toHaveLength(1);
    },
    retry: toggle,
    assertLandedOnce: () => {
      expect(view.result.current.restack.restacked).toBe(false);
      expect(restacksBy(post.id, VIEWER_IDS.paid)).toHaveLength(0);
    },
  };
}

/** E21: a reader without an account subscribes for free from the free-subscribe-to-like dialog; a failure lets them try again. */
export async function freeSignupDriver(): Promise<Driver> {
  const email = 'new.reader@example.com';
  const subscribers = () => db.account.emailSubscribers.filter((s) => s.email === email);
  const { h, view } = await mountFooter('free');
  const submit = async () => {
    await act(async () => view.result.current.subscribeFree(email, 'free_subscribe_to_like'));
    await waitFor(() => expect(view.result.current.signup).not.toBe('submitting'));
  };
  return {
    h,
    ...base(view),
    act: submit,
    assertReverted: () => {
      // The e-mail field is the host view's; the hook is back to `idle`, so the same address can be sent again.
      expect(view.result.current.signup).toBe('idle');
      expect(subscribers()).toHaveLength(0);
    },
    retry: submit,
    assertLandedOnce: () => {
      expect(view.result.current.signup).toBe('done');
      expect(subscribers()).toHaveLength(1);
    },
  };
}
