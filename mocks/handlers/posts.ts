/** Mock of the posts area (E23, E25, E26, E32, E33): likes and saves are stored per viewer. */
import { addPostReaction, getPostBySlug, removePostReaction, savePost, unsavePost } from '../../src/api/endpoints/posts';
import type { Post } from '../../src/api/schemas/core';
import { core, findPost, findUser } from '../db/core';
import { postsStore } from '../db/posts';
import { hasAccess, staffRole, viewerUserId, type AccessLevel } from '../db/viewer';
import { notFound, route, unauthorized } from './route';

const neededLevel: Record<Post['audience'], AccessLevel> = { everyone: 'none', only_free: 'free', only_paid: 'paid', founding: 'founding' };

/** Keeps the first paragraphs of a body: what a reader without access sees before the paywall. */
function preview(html: string, paragraphs = 2): string {
  const parts = html.split('</p>');
  return parts.length <= paragraphs ? html : `${parts.slice(0, paragraphs).join('</p>')}</p>`;
}

/** A post as the current viewer sees it. */
export function postForViewer(post: Post & { publication_id: number }): Post {
  const userId = viewerUserId();
  const likers = postsStore.likes.filter((l) => l.post_id === post.id);
  const canRead = hasAccess(post.publication_id, neededLevel[post.audience]);
  return {
    ...post,
    body_html: canRead ? post.body_html : preview(post.body_html ?? ''),
    truncated_body_text: !canRead,
    reaction: userId !== null && likers.some((l) => l.user_id === userId),
    reactions: { '❤': (post.reactions?.['❤'] ?? 0) + likers.length },
    reactor_names: likers.map((l) => findUser(l.user_id)?.name ?? 'A reader').slice(0, 3),
    is_saved: userId !== null && postsStore.saved.some((s) => s.post_id === post.id && s.user_id === userId),
  };
}

function requireUser(): number {
  const userId = viewerUserId();
  if (userId === null) throw unauthorized();
  return userId;
}

export const postsHandlers = [
  route(getPostBySlug, ({ params }) => {
    const post = core.posts.find((p) => p.slug === params.slug);
    const visible = post && (!post.is_draft || staffRole(post.publication_id) !== null);
    if (!post || !visible) throw notFound('Post');
    return postForViewer(post);
  }),
  route(addPostReaction, ({ params }) => {
    const userId = requireUser();
    if (!findPost(params.id)) throw notFound('Post');
    if (!postsStore.likes.some((l) => l.post_id === params.id && l.user_id === userId)) postsStore.likes.push({ post_id: params.id, user_id: userId });
    return {};
  }),
  route(removePostReaction, ({ params }) => {
    const userId = requireUser();
    postsStore.likes = postsStore.likes.filter((l) => !(l.post_id === params.id && l.user_id === userId));
    return {};
  }),
  route(savePost, ({ body }) => {
    const userId = requireUser();
    if (!findPost(body.post_id)) throw notFound('Post');
    if (!postsStore.saved.some((s) => s.post_id === body.post_id && s.user_id === userId)) postsStore.saved.push({ post_id: body.post_id, user_id: userId });
    return {};
  }),
  route(unsavePost, ({ body }) => {
    const userId = requireUser();
    postsStore.saved = postsStore.saved.filter((s) => !(s.post_id === body.post_id && s.user_id === userId));
    return {};
  }),
];
