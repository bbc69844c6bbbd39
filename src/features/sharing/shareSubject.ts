/**
 * What the share dialog shares (spec 000 "Share platforms", 001 "Share params"). Pure.
 *
 * A `ShareSubject` is everything the share targets need: the canonical address, a title for the targets that take
 * one, and the parts that become share parameters (`commentId`, `selection`, `clipId`). Build it from a post with
 * `shareSubjectFromPost`.
 */
import type { Post } from '../../api/schemas/core';

/** The kinds of thing that can be shared; also the `utm_campaign` of the share link. */
export const shareSubjectKinds = ['post', 'note', 'comment', 'clip'] as const;
export type ShareSubjectKind = (typeof shareSubjectKinds)[number];

export interface ShareSubject {
  kind: ShareSubjectKind;
  /** Canonical URL of what is shared. An app path (`/p/slug`) is resolved against the page's origin. */
  url: string;
  title: string;
  /** The post's `share_url_override`, when set: used instead of `url`. */
  shareUrlOverride?: string | null;
  /** Shares one comment: the link opens the comments with it (`comments=true&commentId=…`). */
  commentId?: number;
  /** A shared text selection's id (`selection=…`, read by the post page, E37). */
  selection?: string;
  /** A clip's id (`clipId=…` opens the clip modal on the post page). */
  clipId?: string;
  /** Video/podcast posts offer a start-at time input. */
  media?: 'video' | 'podcast';
  /** Image for the targets that take one (Pinterest). */
  imageUrl?: string | null;
  /** Length of the video or podcast in seconds: a start-at time beyond it is invalid (M11). */
  durationSeconds?: number | null;
}

/** Options of `shareSubjectFromPost`. */
export interface ShareSubjectFromPostOptions {
  /** Share one comment of the post. */
  commentId?: number;
  /** Share a text selection of the post. */
  selection?: string;
  /** Share a clip of the post's video or podcast (the subject's kind becomes `clip`). */
  clipId?: string;
  /**
   * The publication's base URL (`https://margin.example.com`), used when the post carries no `canonical_url`.
   * Without it the subject's URL is the app path `/p/{slug}`, which the dialog resolves against the page's origin.
   */
  baseUrl?: string;
}

/** The fields of a post that sharing reads. A full `Post` fits. */
export type ShareablePost = Pick<Post, 'slug' | 'title' | 'type'> &
  Partial<Pick<Post, 'canonical_url' | 'share_url_override' | 'cover_image' | 'videoUpload' | 'podcast_duration'>>;

/**
 * The share subject of a post: its canonical URL (`canonical_url`, else `{baseUrl}/p/{slug}`), its title, its
 * `share_url_override`, its cover image, and for video and podcast posts the media kind and duration (start-at
 * input). `commentId` makes it a comment share, `clipId` a clip share.
 */
export function shareSubjectFromPost(post: ShareablePost, options: ShareSubjectFromPostOptions = {}): ShareSubject {
  const base = options.baseUrl ? options.baseUrl.replace(/\/+$/, '') : '';
  const url = post.canonical_url || `${base}/p/${encodeURIComponent(post.slug)}`;
  // A clip has its own start and end: the start-at input is for whole videos and podcasts only.
  const media = options.clipId ? undefined : post.type === 'video' ? 'video' : post.type === 'podcast' ? 'podcast' : undefined;
  const durationSeconds = media === 'video' ? (post.videoUpload?.duration ?? null) : media === 'podcast' ? (post.podcast_duration ?? null) : null;
  const kind: ShareSubjectKind = options.clipId ? 'clip' : options.commentId !== undefined ? 'comment' : 'post';
  return {
    kind,
    url,
    title: post.title,
    shareUrlOverride: post.share_url_override ?? null,
    ...(options.commentId !== undefined ? { commentId: options.commentId } : {}),
    ...(options.selection ? { selection: options.selection } : {}),
    ...(options.clipId ? { clipId: options.clipId } : {}),
    ...(media ? { media, durationSeconds } : {}),
    imageUrl: post.cover_image ?? null,
  };
}
