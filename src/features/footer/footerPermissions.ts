/**
 * Which footer actions a viewer gets (spec 001 "Post footer bar", §7; 002 restack rules; inventory §7).
 *
 * - Like: only with flag `like_posts_enabled`; shown to everyone (a signed-out like meets the 401 and the
 *   free-subscribe-to-like modal).
 * - Comment, Share, More: always.
 * - Save: always shown; signed-out readers are asked to sign in.
 * - Restack: `hidden` when the publication's community is off (`community_enabled === false`); `disabled` when
 *   restacks are off (the publication hides post restacks or is invite-only); `signIn` for a signed-out reader;
 *   else `enabled`. A publication the host did not pass counts as allowing restacks (the server still refuses).
 * - Edit (more menu, T083): contributors and admins (§7 "(P)" for admins), never in cross-post mode.
 * - Reader guide: flag `enable_post_summarization`. Open as PDF (T086): flag `show_open_post_as_pdf_button`.
 */
import type { FeatureFlags } from '../../platform/flags';
import type { ViewerRole } from '../../platform/viewer';

export type RestackPermission = 'enabled' | 'disabled' | 'signIn' | 'hidden';

/** The publication settings the footer reads (a `Publication` from the API fits). */
export interface FooterPublication {
  community_enabled?: boolean | undefined;
  hide_post_restacks?: boolean | undefined;
  invite_only?: boolean | undefined;
}

export interface FooterPermissionInput {
  role: ViewerRole;
  flags: Pick<FeatureFlags, 'like_posts_enabled' | 'enable_post_summarization' | 'show_open_post_as_pdf_button'>;
  /** The post is shown as a cross-post (from another publication). */
  crossPost: boolean;
  publication?: FooterPublication | null | undefined;
}

export interface FooterPermissions {
  like: boolean;
  comment: boolean;
  restack: RestackPermission;
  share: boolean;
  save: boolean;
  edit: boolean;
  readerGuide: boolean;
  pdf: boolean;
}

export function restackPermission(role: ViewerRole, publication?: FooterPublication | null): RestackPermission {
  if (publication?.community_enabled === false) return 'hidden';
  if (publication?.hide_post_restacks === true || publication?.invite_only === true) return 'disabled';
  if (role === 'anonymous') return 'signIn';
  return 'enabled';
}

export function footerPermissions({ role, flags, crossPost, publication }: FooterPermissionInput): FooterPermissions {
  return {
    like: flags.like_posts_enabled,
    comment: true,
    restack: restackPermission(role, publication),
    share: true,
    save: true,
    edit: (role === 'contributor' || role === 'admin') && !crossPost,
    readerGuide: flags.enable_post_summarization,
    pdf: flags.show_open_post_as_pdf_button,
  };
}
