/**
 * TanStack Query keys of what more than one area reads. The same key means one read and one cache entry: an embed on
 * a page that already read the post does not read it again, and a write that invalidates the post refreshes both. An
 * area's own reads keep their keys in the area (`<area>QueryKeys` beside its data hooks); a key moves here when a
 * second area reads the same thing (instead of a copy written out by hand, or an import across areas).
 */

/** A post by slug or id, as the post page reads it (E23 / P28). */
export type PostKeyRoute = { by: 'slug'; slug: string } | { by: 'id'; id: number };

export const sharedQueryKeys = {
  /** Every post read (the prefix to invalidate). */
  posts: ['posts', 'page'] as const,
  post: (route: PostKeyRoute) => ['posts', 'page', route.by, route.by === 'slug' ? route.slug : route.id] as const,
};
