/**
 * Rules of the scheduled-post page (spec 003 §4 "Scheduled post", §6 "Scheduled post"; inventory
 * `scheduled-post-page`, K117). Pure: no React, DOM or clock.
 *
 * Decisions (the spec is silent, G-style, written here):
 * - "Founding-only posts require founding status": a post whose `postSchedule.email_audience` is `founding` shows
 *   its countdown only to founding members and to the publication's staff (contributors and admins, who wrote or
 *   may edit it); everyone else sees a "for founding members" notice instead. `everyone` and `only_paid` schedules
 *   show the countdown to all (the post is not out yet; its own paywall applies once published).
 * - "Contributors can share or edit": contributors and admins get Share and Edit; readers get neither.
 */
import { paths } from '../../../../kit/routes';
import type { Post } from '../../../../api/schemas/core';
import { truncateText } from '../../../../i18n/format';
import type { ViewerRole } from '../../../../platform/viewer';

/** K117: the description on the scheduled-post page is cut at 135 characters. */
export const SCHEDULED_DESCRIPTION_MAX = 135 as const;

/** The part of a post the scheduled page reads. */
export type ScheduledPostLike = Pick<Post, 'id' | 'slug' | 'title' | 'description' | 'is_scheduled' | 'postSchedule'>;

/** Who the schedule emails the post to (`postSchedule.email_audience`). */
export type ScheduledEmailAudience = NonNullable<Post['postSchedule']>['email_audience'];

/** `allowed`: the countdown shows; `founding_required`: a founding-only post seen by someone who is not founding. */
export type ScheduledPostAccess = 'allowed' | 'founding_required';

const STAFF: ReadonlySet<ViewerRole> = new Set(['contributor', 'admin']);

/** Whether the post is a scheduled (not yet published) post with a trigger time. */
export function isScheduledPost(post: Pick<Post, 'is_scheduled' | 'postSchedule'>): boolean {
  return post.is_scheduled === true && post.postSchedule != null;
}

/** Whether `role` may see the countdown of a post scheduled for `audience` (founding-only needs founding or staff). */
export function scheduledPostAccess(audience: ScheduledEmailAudience, role: ViewerRole): ScheduledPostAccess {
  if (audience !== 'founding') return 'allowed';
  return role === 'founding' || STAFF.has(role) ? 'allowed' : 'founding_required';
}

/** Contributors (and admins) may share or edit a scheduled post. */
export function canManageScheduledPost(role: ViewerRole): boolean {
  return STAFF.has(role);
}

/** The description as the page shows it: at most 135 characters, with an ellipsis when cut; `''` when absent. */
export function scheduledDescription(description: string | null | undefined): string {
  const text = description?.trim() ?? '';
  return truncateText(text, SCHEDULED_DESCRIPTION_MAX);
}

/** The editor path of a post (designed: the host's editor route `/publish/post/{id}`). */
export function scheduledPostEditPath(post: Pick<Post, 'id'>): string {
  return paths.publishPost(post.id);
}

/** The public path the post will have once out (`/p/{slug}`), used for Share and Refresh. */
export function scheduledPostPath(post: Pick<Post, 'slug'>): string {
  return paths.post(post.slug);
}
