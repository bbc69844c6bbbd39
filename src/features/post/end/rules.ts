/**
 * Pure decisions of the end of a post (spec 000 "Post page", 003 §9; inventory §1.B, M12, M72, K015, K103–K105).
 * No React, DOM, fetch or timers: every input arrives as a plain value so each branch has a table test.
 */
import type { Post, Publication, User } from '../../../api/schemas/core';

// --- M12 post-end call to action ----------------------------------------------------------------------------

/** The three call-to-action types of M12, in the spec's order. */
export const postEndCtaTypes = ['paid_upsell', 'pledge_upsell', 'free_upsell'] as const;
export type PostEndCtaType = (typeof postEndCtaTypes)[number];

/** What M12 reads of the publication. `pledges_enabled` is gap G10's field name. */
export type CtaPublication = Pick<Publication, 'payments_state' | 'invite_only' | 'pledges_enabled'>;
/** What M12 reads of the reader (their standing with this publication); `null` for an anonymous reader. */
export type CtaReader = Pick<User, 'is_free_subscribed' | 'is_subscribed' | 'is_pledged'> | null;

/**
 * M12, first match wins (spec 000 §4):
 * - `paid_upsell`: payments enabled and the reader is a free subscriber not yet paid;
 * - `pledge_upsell`: payments disabled, not invite-only, pledges enabled, and the reader is a free subscriber not
 *   pledged;
 * - `free_upsell`: otherwise (anonymous readers, paid subscribers, pledgers, invite-only publications).
 */
export function postEndCtaType(publication: CtaPublication, reader: CtaReader): PostEndCtaType {
  const freeNotPaid = reader?.is_free_subscribed === true && reader.is_subscribed !== true;
  if (publication.payments_state === 'enabled' && freeNotPaid) return 'paid_upsell';
  if (
    publication.payments_state === 'disabled' &&
    publication.invite_only !== true &&
    publication.pledges_enabled === true &&
    reader?.is_free_subscribed === true &&
    reader.is_pledged !== true
  ) {
    return 'pledge_upsell';
  }
  return 'free_upsell';
}

/**
 * The designed copy variant of a `free_upsell` (the spec gives no texts, inventory §5.3): a reader who already
 * subscribes (free or paid) or pledges is thanked and asked to share; everyone else is asked to subscribe for free.
 */
export type FreeUpsellVariant = 'subscribe' | 'share';
export function freeUpsellVariant(reader: Pick<User, 'is_free_subscribed' | 'is_subscribed' | 'is_pledged'> | null): FreeUpsellVariant {
  return reader && (reader.is_subscribed === true || reader.is_free_subscribed === true || reader.is_pledged === true) ? 'share' : 'subscribe';
}

// --- recommend CTA --------------------------------------------------------------------------------------------

/** What the recommend rule reads of the reader: staff flags (for this publication) and their own publication (G11). */
export type RecommendReader = Pick<User, 'is_admin' | 'is_contributor' | 'is_public_admin' | 'primaryPublication'> | null;

/**
 * Recommend call to action (spec 000 §7): shown when the publication is not invite-only, the user has a publication
 * (G11: `user.primaryPublication` non-null), and the user is not admin, contributor or public admin.
 */
export function showRecommendCta(publication: Pick<Publication, 'invite_only'>, reader: RecommendReader): boolean {
  if (!reader || publication.invite_only === true) return false;
  if (!reader.primaryPublication) return false;
  return reader.is_admin !== true && reader.is_contributor !== true && reader.is_public_admin !== true;
}

// --- related ("top") posts ----------------------------------------------------------------------------------

/** K103 default, K104 for paid subscribers, contributors and free readers without plans, K105 first-load delay. */
export const TOP_POSTS_DEFAULT = 3;
export const TOP_POSTS_EXTENDED = 10;
export const TOP_POSTS_DELAY_MS = 1000;

/** Who reads the post, as far as the top-posts count goes. */
export type TopPostsReader = 'anonymous' | 'free' | 'paid' | 'contributor';

/**
 * Top posts below a post (spec 003 §9): 3; 10 for paid subscribers, contributors, and free readers without plans.
 * "Without plans" is read as: the publication offers no paid plan (payments off, or no plan listed), so there is
 * nothing to upsell and the reader gets the longer list (decision documented; the spec does not define it). Admins
 * count as contributors (publication staff); founding members as paid subscribers.
 */
export function topPostsCount(reader: TopPostsReader, publicationHasPlans: boolean): number {
  switch (reader) {
    case 'paid':
    case 'contributor':
      return TOP_POSTS_EXTENDED;
    case 'free':
      return publicationHasPlans ? TOP_POSTS_DEFAULT : TOP_POSTS_EXTENDED;
    case 'anonymous':
      return TOP_POSTS_DEFAULT;
    default:
      return reader satisfies never;
  }
}

/** Whether a publication has paid plans to offer (payments on and at least one plan). */
export function publicationHasPlans(publication: Pick<Publication, 'payments_state' | 'plans'>): boolean {
  return publication.payments_state === 'enabled' && (publication.plans?.length ?? 0) > 0;
}

/** The reader kind for `topPostsCount` from the reader's standing with the publication. */
export function topPostsReader(reader: Pick<User, 'is_admin' | 'is_contributor' | 'is_subscribed' | 'is_free_subscribed'> | null): TopPostsReader {
  if (!reader) return 'anonymous';
  if (reader.is_admin === true || reader.is_contributor === true) return 'contributor';
  if (reader.is_subscribed === true) return 'paid';
  return 'free';
}

/** Top posts never list the post being read; at most `count` are kept. */
export function topPostsFor<P extends Pick<Post, 'id'>>(posts: readonly P[], currentPostId: number, count: number): P[] {
  return posts.filter((p) => p.id !== currentPostId).slice(0, count);
}

// --- restacks preview -----------------------------------------------------------------------------------------

/** Restacks shown in the preview (spec 003 §9). */
export const RESTACKS_PREVIEW_COUNT = 3;

/** The first three restacks and how many more there are ("remaining count", from the answer's total). */
export function restacksPreview<R>(restacks: readonly R[], total: number): { shown: R[]; remaining: number } {
  const shown = restacks.slice(0, RESTACKS_PREVIEW_COUNT);
  return { shown, remaining: Math.max(0, Math.max(total, restacks.length) - shown.length) };
}

// --- subscribe footer -------------------------------------------------------------------------------------------

/** K015: the subscribe-footer body length check. */
export const SUBSCRIBE_FOOTER_MIN_CHARS = 500;

/** The body's text length: tags removed, entities counted as one character, whitespace runs as one. */
export function bodyTextLength(html: string | null | undefined): number {
  if (!html) return 0;
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, '_')
    .replace(/\s+/g, ' ')
    .trim().length;
}

/**
 * `post-subscribe-footer` (000, K015; inventory proposal): shown when the body is at least 500 characters long, to
 * readers who do not subscribe yet (anonymous or signed-in without a subscription).
 */
export function showSubscribeFooter(bodyHtml: string | null | undefined, reader: Pick<User, 'is_free_subscribed' | 'is_subscribed'> | null): boolean {
  if (reader && (reader.is_free_subscribed === true || reader.is_subscribed === true)) return false;
  return bodyTextLength(bodyHtml) >= SUBSCRIBE_FOOTER_MIN_CHARS;
}

// --- prompts from the page's query ------------------------------------------------------------------------------

/** Which subscribe prompt to show (`subscribe_prompt`, `just_subscribed`), or none. */
export type SubscribePromptKind = 'paid' | 'other' | 'justSubscribed' | null;

/**
 * `post-subscribe-prompt` (000): `just_subscribed` shows the confirmation (it wins over a prompt: the reader has just
 * acted on one); `subscribe_prompt=paid` asks a reader who does not pay yet to upgrade (not shown to paid readers);
 * `subscribe_prompt=other` asks a reader who does not subscribe yet to subscribe for free.
 */
export function subscribePromptKind(
  query: { subscribePrompt?: 'paid' | 'other'; justSubscribed?: boolean },
  reader: Pick<User, 'is_free_subscribed' | 'is_subscribed'> | null,
): SubscribePromptKind {
  if (query.justSubscribed) return 'justSubscribed';
  if (query.subscribePrompt === 'paid') return reader?.is_subscribed === true ? null : 'paid';
  if (query.subscribePrompt === 'other') return reader?.is_subscribed === true || reader?.is_free_subscribed === true ? null : 'other';
  return null;
}

// --- M72 in-app browsers ----------------------------------------------------------------------------------------

export const inAppBrowsers = ['instagram', 'facebook', 'linkedin'] as const;
export type InAppBrowser = (typeof inAppBrowsers)[number];

/**
 * M72 `webview-detection`: the in-app browser a user agent belongs to (Instagram, Facebook, LinkedIn), else `null`.
 * Instagram is checked first: its UA also carries Facebook's `FBAN`/`FBAV` tokens on some builds.
 */
export function detectInAppBrowser(userAgent: string | null | undefined): InAppBrowser | null {
  if (!userAgent) return null;
  if (/\bInstagram\b/i.test(userAgent)) return 'instagram';
  if (/\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bFBIOS\b|\[FB[_;]/i.test(userAgent)) return 'facebook';
  if (/\bLinkedInApp\b/i.test(userAgent)) return 'linkedin';
  return null;
}

// --- comments section -------------------------------------------------------------------------------------------

/** What the comments section shows (002/003): comments, restacks, comments turned off, or not allowed (E35 400). */
export type CommentsSectionMode = 'comments' | 'restacks' | 'off';

/**
 * Comments are turned off when the post's `write_comment_permissions` is `none` (the section shows T136 and the
 * restacks instead); otherwise the comments preview. Restacks show instead of comments when the post has none yet
 * but has restacks (003: "comments or restacks").
 */
export function commentsSectionMode(post: Pick<Post, 'write_comment_permissions' | 'comment_count' | 'restacks'>): CommentsSectionMode {
  if (post.write_comment_permissions === 'none') return 'off';
  if ((post.comment_count ?? 0) === 0 && (post.restacks ?? 0) > 0) return 'restacks';
  return 'comments';
}

/** Comments shown in the preview on the post page. */
export const COMMENTS_PREVIEW_COUNT = 3;

/** More posts from the publication below the comments (002 `more-posts-footer`). */
export const MORE_POSTS_COUNT = 4;
