/**
 * The email version of the post footer (inventory `email-post-footer`, spec 001 Post entity:
 * `reaction_url_override`, `comment_url_override`, `share_url_override`). Pure: returns a string of static HTML.
 *
 * Email-safe: a layout table (`role="presentation"`) with inline-block buttons that wrap on phones, inline styles only (email clients drop `<style>` and classes;
 * the colours are the light theme's tokens, written out because CSS variables do not work in email), no scripts,
 * no classes, absolute http(s) links only. Every interpolated value is HTML-escaped.
 *
 * Links (decisions: the spec names the overrides, not the default addresses):
 *
 * | action | link |
 * |---|---|
 * | Like | `reaction_url_override`, else `{canonical}?action=like&…` |
 * | Comment | `comment_url_override`, else `{canonical}?comments=true&…#input` (opens the comments, focuses the composer) |
 * | Restack | `{canonical}?action=restack&…` |
 * | Share | `share_url_override`, else `{canonical}?action=share&…` (the post page opens the share dialog, 002) |
 *
 * `…` is `r` (the recipient's referral key, when given), `utm_campaign=email-{action}`, `utm_medium=email`,
 * `utm_source=email`. An override that is not http(s) (`javascript:`…) falls back to the canonical link; without
 * any safe address the action renders as text without a link. Counts are shortened like the app (`formatCount`:
 * 1.2K). The canonical URL is the post's `canonical_url`, else `{baseUrl}/p/{slug}`.
 */
import type { Post } from '../../api/schemas/core';
import { formatCount } from '../../i18n/format';
import { coreMessages } from '../../i18n/catalog/core';
import { sharingMessages } from '../../i18n/catalog/sharing';
import { createTableTranslator, type Translate } from '../../i18n/translate';
import { lightColors } from '../../theme/tokens';
import { escapeHtml, safeHttpUrl } from './shareUrls';

export const emailFooterActions = ['like', 'comment', 'restack', 'share'] as const;
export type EmailFooterAction = (typeof emailFooterActions)[number];

/** The post fields the email footer reads. A full `Post` fits. */
export type EmailFooterPost = Pick<Post, 'slug' | 'title'> &
  Partial<Pick<Post, 'canonical_url' | 'share_url_override' | 'comment_url_override' | 'reaction_url_override' | 'reactions' | 'comment_count' | 'restacks'>>;

export interface EmailPostFooterOptions {
  /** The publication's base URL (`https://margin.example.com`), used when the post has no `canonical_url`. */
  baseUrl?: string;
  /** The recipient's referral key (`r`). */
  referralKey?: string | null;
  /** Translator for the labels (default: the built-in English catalog). */
  t?: Translate<keyof typeof sharingMessages | keyof typeof coreMessages>;
  /** Locale of the shortened counts. Default `en`. */
  locale?: string;
  /** Leave out the Restack button (publications without the community). Default: shown. */
  hideRestack?: boolean;
}

const FONT = 'Helvetica, Arial, sans-serif';

/** The canonical address of the post, or `null` when there is no safe one. */
function canonicalUrl(post: EmailFooterPost, options: EmailPostFooterOptions): URL | null {
  const direct = safeHttpUrl(post.canonical_url);
  if (direct) return direct;
  const base = safeHttpUrl(options.baseUrl);
  return base ? new URL(`${base.href.replace(/\/+$/, '')}/p/${encodeURIComponent(post.slug)}`) : null;
}

/** The link of one footer action (see the table above), or `null`. */
export function emailFooterLink(action: EmailFooterAction, post: EmailFooterPost, options: EmailPostFooterOptions = {}): string | null {
  const override =
    action === 'like' ? post.reaction_url_override : action === 'comment' ? post.comment_url_override : action === 'share' ? post.share_url_override : null;
  const safeOverride = safeHttpUrl(override);
  if (safeOverride) return safeOverride.href;
  const canonical = canonicalUrl(post, options);
  if (!canonical) return null;
  const url = new URL(canonical.href);
  const q = url.searchParams;
  if (options.referralKey) q.set('r', options.referralKey);
  if (action === 'comment') q.set('comments', 'true');
  else q.set('action', action);
  q.set('utm_campaign', `email-${action}`);
  q.set('utm_medium', 'email');
  q.set('utm_source', 'email');
  if (action === 'comment') url.hash = 'input';
  return url.href;
}

/** The post's like count: the sum of its reactions (a single heart type, K043). */
export function emailLikeCount(post: Partial<Pick<Post, 'reactions'>>): number {
  return Object.values(post.reactions ?? {}).reduce((sum, n) => sum + n, 0);
}

function button(label: string, count: string | null, href: string | null, title: string): string {
  const text = `${escapeHtml(label)}${count !== null ? ` <span style="color:${lightColors.textMuted};font-weight:400;">${escapeHtml(count)}</span>` : ''}`;
  const box = `display:inline-block;padding:8px 14px;border:1px solid ${lightColors.borderStrong};border-radius:999px;font-family:${FONT};font-size:14px;line-height:20px;font-weight:600;color:${lightColors.text};text-decoration:none;`;
  const inner = href ? `<a href="${escapeHtml(href)}" title="${escapeHtml(title)}" style="${box}">${text}</a>` : `<span style="${box}">${text}</span>`;
  // Inline blocks (not table cells) so the buttons wrap on a narrow phone screen.
  return `<span style="display:inline-block;margin:0 8px 8px 0;">${inner}</span>`;
}

/**
 * The footer as email HTML: a row of pill buttons (Like with its count, Comment with its count, Restack with its
 * count, Share) between hairlines.
 */
export function renderEmailPostFooter(post: EmailFooterPost, options: EmailPostFooterOptions = {}): string {
  const t = options.t ?? createTableTranslator([sharingMessages, coreMessages]);
  const locale = options.locale ?? 'en';
  const title = post.title;
  const cells = [
    button(t('sharing.email.like'), formatCount(emailLikeCount(post), locale), emailFooterLink('like', post, options), t('sharing.email.likeLabel', { title })),
    button(
      t('sharing.email.comment'),
      formatCount(post.comment_count ?? 0, locale),
      emailFooterLink('comment', post, options),
      t('sharing.email.commentLabel', { title }),
    ),
    ...(options.hideRestack
      ? []
      : [
          button(
            t('sharing.email.restack'),
            formatCount(post.restacks ?? 0, locale),
            emailFooterLink('restack', post, options),
            t('sharing.email.restackLabel', { title }),
          ),
        ]),
    button(t('sharing.email.share'), null, emailFooterLink('share', post, options), t('sharing.email.shareLabel', { title })),
  ];
  return [
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;border-top:1px solid ${lightColors.border};border-bottom:1px solid ${lightColors.border};">`,
    `<tr><td style="padding:16px 0 8px 0;">`,
    ...cells,
    `</td></tr></table>`,
  ].join('');
}

/** A whole HTML document around the footer (preview in an iframe, or a test email). */
export function renderEmailPostFooterDocument(post: EmailFooterPost, options: EmailPostFooterOptions = {}): string {
  const t = options.t ?? createTableTranslator([sharingMessages, coreMessages]);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(t('sharing.email.previewTitle', { title: post.title }))}</title></head><body style="margin:0;padding:0 16px;background:${lightColors.surface};">${renderEmailPostFooter(post, options)}</body></html>`;
}
