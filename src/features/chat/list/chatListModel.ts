/**
 * The chat list's pure part: what a thread row shows and which state the screen is in, from the answers of P04b
 * (`GET /api/v1/community/publications/:publicationId/posts`). No React, no fetch, no clock — tested in node.
 */
import type { ChatPost } from '../../../api/schemas/community';
import { isApiError, serverWords } from '../../../kit/failure';

/** Threads per page asked of P04b (the endpoint's default; at most 50). */
export const CHAT_LIST_PAGE_SIZE = 20;

const time = (iso: string | null | undefined): number => (iso ? Date.parse(iso) : Number.NaN);

/**
 * Unread when the latest reply is newer than the reader's last visit (`most_recent_comment_created_at >
 * user_last_viewed_timestamp`, inventory §1.A). A thread without replies, or one the reader never opened (no
 * timestamp to compare), carries no marker.
 */
export function isThreadUnread(post: Pick<ChatPost, 'most_recent_comment_created_at' | 'user_last_viewed_timestamp'>): boolean {
  const latest = time(post.most_recent_comment_created_at);
  const viewed = time(post.user_last_viewed_timestamp);
  return Number.isFinite(latest) && Number.isFinite(viewed) && latest > viewed;
}

/** When the thread last moved: its latest reply, else its creation (the list's order). */
export function lastActivityAt(post: Pick<ChatPost, 'most_recent_comment_created_at' | 'created_at'>): string {
  return post.most_recent_comment_created_at ?? post.created_at;
}

/** Who may read a chat or a thread the reader may not: the teaser variants. */
export type ChatAccessLevel = 'paid' | 'founding' | 'subscribers';

/** The teaser a denial code names (`PAID_SUBSCRIPTION_REQUIRED`…), or `null` for any other code. */
export function accessLevelOf(code: string | null | undefined): ChatAccessLevel | null {
  if (code === 'PAID_SUBSCRIPTION_REQUIRED') return 'paid';
  if (code === 'FOUNDING_SUBSCRIPTION_REQUIRED') return 'founding';
  if (code === 'SUBSCRIPTION_REQUIRED') return 'subscribers';
  return null;
}

/** What the two preview lines of a row show. */
export type ThreadPreview =
  | { kind: 'text'; text: string }
  | { kind: 'attachments'; count: number }
  | { kind: 'locked'; level: ChatAccessLevel }
  | { kind: 'reported' }
  | { kind: 'blocked'; relation: 'blocked_you' | 'you_blocked' }
  | { kind: 'unavailable' };

/**
 * The preview of a thread, in order of precedence: a thread the reader may not read (limited, its status names the
 * teaser), one they reported (T010), one by someone in a block relation with them (T008/T009), then the body —
 * falling back to the link's title, then to the number of attachments.
 */
export function threadPreview(
  post: Pick<ChatPost, 'status' | 'reported_by_user' | 'blocked_relation' | 'body' | 'link_metadata' | 'mediaAttachments'>,
): ThreadPreview {
  if (post.status !== 'open') {
    const level = accessLevelOf(post.status);
    return level ? { kind: 'locked', level } : { kind: 'unavailable' };
  }
  if (post.reported_by_user) return { kind: 'reported' };
  if (post.blocked_relation) return { kind: 'blocked', relation: post.blocked_relation };
  const text = post.body.trim() || post.link_metadata?.title?.trim() || '';
  if (text) return { kind: 'text', text };
  return { kind: 'attachments', count: post.mediaAttachments.length };
}

/**
 * Threads of all loaded pages, each once. The cursor is keyset on the latest activity, so a thread that gets a reply
 * between two page loads can come back on a later page: the first (newer) copy wins.
 */
export function threadsOfPages(pages: readonly { communityPosts: readonly ChatPost[] }[]): ChatPost[] {
  const seen = new Set<number>();
  const threads: ChatPost[] = [];
  for (const page of pages) {
    for (const post of page.communityPosts) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      threads.push(post);
    }
  }
  return threads;
}

/** The foot of a loaded list: a Load more button, its busy and failed states, or the end. */
export type ChatListMore = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message?: string } | { status: 'end' };

/** The screen's states, as the view renders them (`data-state`). */
export type ChatListState =
  | { status: 'loading' }
  | { status: 'error'; message?: string; offline?: boolean }
  | { status: 'locked'; level: ChatAccessLevel }
  | { status: 'empty' }
  | { status: 'ready'; threads: readonly ChatPost[]; more: ChatListMore };

export interface ChatListQuerySnapshot {
  /** TanStack Query's status of the infinite query. */
  status: 'pending' | 'error' | 'success';
  error: unknown;
  pages: readonly { communityPosts: readonly ChatPost[] }[] | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
}

/** The server's words for a failure, when it sent any (the kit's rule: trimmed and bounded). */
export function errorMessageOf(error: unknown): string | undefined {
  return serverWords(error);
}

/**
 * Maps the infinite query to the screen's state. Loaded threads stay on screen when a later refetch or page load
 * fails; a 403 whose code names an audience is the paid-chat teaser (G56), not an error.
 */
export function chatListState(query: ChatListQuerySnapshot): ChatListState {
  const threads = query.pages ? threadsOfPages(query.pages) : null;
  if (threads === null) {
    if (query.status === 'error') {
      const level = isApiError(query.error) && query.error.status === 403 ? accessLevelOf(query.error.code) : null;
      if (level) return { status: 'locked', level };
      const message = errorMessageOf(query.error);
      if (message !== undefined) return { status: 'error', message };
      return isApiError(query.error) && query.error.kind === 'network' ? { status: 'error', offline: true } : { status: 'error' };
    }
    return { status: 'loading' };
  }
  if (threads.length === 0 && !query.hasNextPage) return { status: 'empty' };
  let more: ChatListMore;
  if (query.isFetchingNextPage) more = { status: 'loading' };
  else if (query.isFetchNextPageError) {
    const message = errorMessageOf(query.error);
    more = message === undefined ? { status: 'error' } : { status: 'error', message };
  } else if (query.hasNextPage) more = { status: 'idle' };
  else more = { status: 'end' };
  return { status: 'ready', threads, more };
}
