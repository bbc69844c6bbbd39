/**
 * Share addresses (spec 000 "Share platforms", 001 "Share params" and "Social share targets"). Pure: no DOM, no
 * React; tests assert every address exactly.
 *
 * **The share link** (`buildShareUrl`) is the subject's canonical URL with the share parameters the post page
 * reads (inventory §1.B `post-page`), in this order:
 *
 * | param | value | when |
 * |---|---|---|
 * | `r` | the viewer's referral key (gap G39: user id in base 36) | the viewer is known |
 * | `selection` | shared text selection id | subject has `selection` |
 * | `utm_campaign` | `post` · `note` · `comment` · `clip` (the subject's kind) unless given | always |
 * | `utm_medium` | `web` unless given | always |
 * | `utm_source` | the target (`copy`, `facebook`, `twitter`, …) | a target is given |
 * | `comments` | `true` | a comment share, or `comments: true` |
 * | `commentId` | the comment id | a comment share |
 * | `clipId` | the clip id | a clip share |
 * | `t` | start-at time in integer seconds (M11; the post page reads `t` or `timestamp`) | a start time > 0 |
 *
 * Decisions (the spec names the parameters, not their values): `utm_medium=web`, `utm_campaign` = the subject
 * kind, `utm_source` = the target id of 001's list. A post's `share_url_override` is the publisher's chosen
 * address and is used **verbatim** (no parameters added: it may be a redirect or tracking link that would break).
 * An address that is not http(s) (`javascript:`, `data:`, `mailto:`…) is rejected: `buildShareUrl` answers `null`
 * and no link renders; an unsafe override falls back to the canonical URL. App paths (`/p/slug`) resolve against
 * `origin`.
 *
 * **Targets** (`shareTargetUrl`) use each platform's public share address:
 *
 * | target | address |
 * |---|---|
 * | `facebook` | `https://www.facebook.com/sharer/sharer.php?u={link}` (Facebook sharer) |
 * | `linkedin` | `https://www.linkedin.com/sharing/share-offsite/?url={link}` (LinkedIn share-offsite) |
 * | `bluesky` | `https://bsky.app/intent/compose?text={title} {link}` (Bluesky compose intent) |
 * | `twitter` | `https://x.com/intent/tweet?text={title}&url={link}` (X web intent) |
 * | `reddit` | `https://www.reddit.com/submit?url={link}&title={title}` |
 * | `hackernews` | `https://news.ycombinator.com/submitlink?u={link}&t={title}` |
 * | `pinterest` | `https://www.pinterest.com/pin/create/button/?url={link}&description={title}[&media={image}]` |
 * | `email` | `mailto:?subject={title}&body={link}` (RFC 6068, `%20` for spaces) |
 * | `notes` | `/notes/compose?url={link}` — in-product note composer with the link attached (route designed here) |
 * | `direct_message` | `/messages/new?url={link}` — in-product new direct message (route designed here) |
 * | `embed` | `{origin}/embed{path}` — the post's embed address; `embedSnippet` wraps it in an iframe |
 * | `instagram` | `https://www.instagram.com/` — Instagram has no web share address: the dialog copies the clip link and opens Instagram (clips only) |
 * | `copy` | the share link itself |
 *
 * Every value is percent-encoded with `encodeURIComponent` (titles with `&`, `#`, spaces and emoji survive).
 */
import { EMBED_FRAME_STYLE } from '../../theme/tokens';
import { classifyLink, cleanUrlInput } from '../../kit/url';
import type { ShareSubject } from './shareSubject';

/** Every share target, in the dialog's order (000 ∪ 001). */
export const shareTargets = [
  'copy',
  'notes',
  'direct_message',
  'embed',
  'facebook',
  'linkedin',
  'bluesky',
  'twitter',
  'instagram',
  'email',
  'reddit',
  'hackernews',
  'pinterest',
] as const;
export type ShareTarget = (typeof shareTargets)[number];

/** Targets that open another site in a new tab. */
export const externalShareTargets: readonly ShareTarget[] = ['facebook', 'linkedin', 'bluesky', 'twitter', 'instagram', 'reddit', 'hackernews', 'pinterest'];
/** Targets that navigate inside the product. */
export const inProductShareTargets: readonly ShareTarget[] = ['notes', 'direct_message'];

export interface ShareParams {
  /** The target the link is for: becomes `utm_source`. */
  target?: ShareTarget | undefined;
  /** The viewer's referral key (`r`). Leave out for anonymous readers. */
  referralKey?: string | null | undefined;
  /** `utm_campaign`; default: the subject's kind. */
  utmCampaign?: string | undefined;
  /** `utm_medium`; default `web`. */
  utmMedium?: string | undefined;
  /** Open the comments (`comments=true`) even without a `commentId`. */
  comments?: boolean | undefined;
  /** Start-at time in seconds (video/podcast, M11): `t={integer seconds}` when above 0. */
  startAtSeconds?: number | null | undefined;
  /** Origin that app paths (`/p/slug`) resolve against, e.g. `window.location.origin`. */
  origin?: string | undefined;
}

export const DEFAULT_UTM_MEDIUM = 'web';

/** The referral key of a user (gap G39: the user id in base 36). */
export function referralKeyForUser(userId: number | null | undefined): string | null {
  return userId != null && Number.isInteger(userId) && userId > 0 ? userId.toString(36) : null;
}

/**
 * Parses an address that may be linked to, through the kit's one link policy (`classifyLink`, `src/kit/url.ts`):
 * http(s) only; absolute, or an app path (`/x`) that the policy classifies `internal` against an http(s) `origin`.
 * Addresses that look like paths but leave the site (`//x`, `/\x`, `/<TAB>/x`, `/<LF>/x`) are refused, like
 * `javascript:`, `data:`, `mailto:`, credentials and garbage → `null`.
 */
export function safeHttpUrl(input: string | null | undefined, origin?: string): URL | null {
  const text = cleanUrlInput(input);
  if (!text) return null;
  const base = origin === undefined ? null : safeHttpUrl(origin);
  const link = classifyLink(text, base?.origin);
  try {
    if (link.kind === 'internal') return base && link.href.startsWith('/') ? new URL(link.href, base.origin) : null;
    // Only an absolute address may leave the site; a path that resolves elsewhere is a trick.
    if (link.kind === 'refused' || !/^[a-z][a-z0-9+.-]*:/i.test(text)) return null;
    const url = new URL(link.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The share link of a subject: the canonical URL with share parameters, the override verbatim when the post
 * has a safe one, or `null` when there is no safe address (nothing to link).
 */
export function buildShareUrl(subject: ShareSubject, params: ShareParams = {}): string | null {
  const override = safeHttpUrl(subject.shareUrlOverride, params.origin);
  if (override) return override.href;
  const url = safeHttpUrl(subject.url, params.origin);
  if (!url) return null;
  const q = url.searchParams;
  if (params.referralKey) q.set('r', params.referralKey);
  if (subject.selection) q.set('selection', subject.selection);
  q.set('utm_campaign', params.utmCampaign ?? subject.kind);
  q.set('utm_medium', params.utmMedium ?? DEFAULT_UTM_MEDIUM);
  if (params.target) q.set('utm_source', params.target);
  if (subject.commentId !== undefined || params.comments) q.set('comments', 'true');
  if (subject.commentId !== undefined) q.set('commentId', String(subject.commentId));
  if (subject.clipId) q.set('clipId', subject.clipId);
  const start = params.startAtSeconds;
  if (start != null && Number.isFinite(start) && Math.floor(start) > 0) q.set('t', String(Math.floor(start)));
  return url.href;
}

/** The targets offered for a subject: Instagram for clips only; Embed for posts and clips (the embed route shows a post). */
export function shareTargetsFor(subject: Pick<ShareSubject, 'kind'>): ShareTarget[] {
  return shareTargets.filter((target) => {
    if (target === 'instagram') return subject.kind === 'clip';
    if (target === 'embed') return subject.kind === 'post' || subject.kind === 'clip';
    return true;
  });
}

/** The post's embed address: `{origin}/embed{path}` of the canonical URL (never the override), without query or hash. */
export function embedUrl(subject: ShareSubject, origin?: string): string | null {
  const url = safeHttpUrl(subject.url, origin);
  return url ? `${url.origin}/embed${url.pathname === '/' ? '' : url.pathname}` : null;
}

/** Escapes a value for an HTML attribute or text. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Width and height of the embed iframe (the embed test page shows the widget in a 480×320 frame, 003). */
export const EMBED_WIDTH = 480;
export const EMBED_HEIGHT = 320;

/** The embed code: an iframe of the post's embed address, every value escaped. `null` without a safe address. */
export function embedSnippet(subject: ShareSubject, origin?: string): string | null {
  const src = embedUrl(subject, origin);
  if (!src) return null;
  return `<iframe src="${escapeHtml(src)}" title="${escapeHtml(subject.title)}" width="${EMBED_WIDTH}" height="${EMBED_HEIGHT}" style="${EMBED_FRAME_STYLE}" frameborder="0" scrolling="no"></iframe>`;
}

const enc = encodeURIComponent;

/** The address a target opens (or, for `copy`, copies; for `embed`, the iframe's address). `null`: not offered or no safe link. */
export function shareTargetUrl(target: ShareTarget, subject: ShareSubject, params: Omit<ShareParams, 'target'> = {}): string | null {
  if (!shareTargetsFor(subject).includes(target)) return null;
  if (target === 'embed') return embedUrl(subject, params.origin);
  const link = buildShareUrl(subject, { ...params, target });
  if (!link) return null;
  const title = subject.title;
  switch (target) {
    case 'copy':
      return link;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${enc(link)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${enc(link)}`;
    case 'bluesky':
      return `https://bsky.app/intent/compose?text=${enc(title ? `${title} ${link}` : link)}`;
    case 'twitter':
      return `https://x.com/intent/tweet?text=${enc(title)}&url=${enc(link)}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${enc(link)}&title=${enc(title)}`;
    case 'hackernews':
      return `https://news.ycombinator.com/submitlink?u=${enc(link)}&t=${enc(title)}`;
    case 'pinterest': {
      const image = safeHttpUrl(subject.imageUrl, params.origin);
      return `https://www.pinterest.com/pin/create/button/?url=${enc(link)}&description=${enc(title)}${image ? `&media=${enc(image.href)}` : ''}`;
    }
    case 'email':
      return `mailto:?subject=${enc(title)}&body=${enc(link)}`;
    case 'notes':
      return `/notes/compose?url=${enc(link)}`;
    case 'direct_message':
      return `/messages/new?url=${enc(link)}`;
    case 'instagram':
      return 'https://www.instagram.com/';
    default:
      target satisfies never;
      return null;
  }
}
