/**
 * The tag archive (inventory `tag-archive-page`, 003: `/t/{slug}`), its status derived without React: the tag by its
 * slug (E62), then its posts newest first, 10 a page (the archive's paged read with `post_tag_id`, its list status).
 * An unknown slug is "not found" (proposed); a tag with no posts yet is the archive's empty list.
 */
import type { Tag } from '../../api/schemas/growth';
import type { LoadStatus } from '../../kit/read';
import type { ArchiveStatus } from './archive';

export type TagArchiveStatus =
  | { readonly name: 'loading' }
  | { readonly name: 'not-found' }
  | { readonly name: 'error'; readonly message: string }
  | { readonly name: 'ready'; readonly tag: Tag; readonly posts: Extract<ArchiveStatus, { name: 'loading' | 'error' | 'empty' | 'ready' }> };

export const tagArchiveStatusNames = ['loading', 'not-found', 'error', 'ready'] as const satisfies readonly TagArchiveStatus['name'][];

/** The page's status from the tag's load (with its failure text) and the list's status. */
export function tagArchiveStatus(tag: LoadStatus<Tag>, tagErrorMessage: string, posts: ArchiveStatus): TagArchiveStatus {
  if (tag.name === 'loading') return { name: 'loading' };
  if (tag.name === 'not-found') return { name: 'not-found' };
  if (tag.name === 'error') return { name: 'error', message: tagErrorMessage };
  // The posts' read is by the tag's id: a 404 there means the tag went away meanwhile.
  if (posts.name === 'not-found') return { name: 'not-found' };
  return { name: 'ready', tag: tag.data, posts };
}
