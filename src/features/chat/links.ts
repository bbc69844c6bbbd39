/**
 * Chat addresses (spec 000 §2 "Chat thread and comment views", "Chat permalink pages"; gap G03). Pure.
 *
 * | what | address |
 * |---|---|
 * | thread | `/chat/posts/{postId}` — optional `utm_source` |
 * | reply (comment link) | `/chat/posts/{postId}?comment={id}&targetReply={id}&showTarget=true` — optional `back`, `utm_source` |
 * | thread permalink | `/chat/p/{postId}` |
 * | reply permalink | `/chat/c/{commentId}` |
 * | landing | `/chat` |
 *
 * A reply link names the top-level reply whose conversation opens (`comment`: the reply itself, or its parent
 * for a reply to a reply) and the reply to scroll to and highlight (`targetReply`), with the show-target flag.
 * Copy link builds the thread link for a thread and the reply link for a reply, absolute on the publication's
 * `base_url`.
 *
 * The paths themselves come from the kit's one routes table (`paths.chatThread`, `paths.chatPostPermalink`…); the
 * screens read their ids with the kit's `matchRoute`. This module adds what is chat's own: the reply-link query and
 * absolute links on the publication's `base_url`.
 */
import type { ChatComment } from '../../api/schemas/community';
import { paths } from '../../kit/routes';
import type { ChatItem } from './permissions';

/** The subscriber-chat landing page (app download, QR code). */
export const CHAT_LANDING_PATH = paths.chatLanding();
/**
 * The chat on the web: the list of a publication's threads (designed; the parent of the thread route
 * `/chat/posts/{postId}`, G03 names no list route).
 */
export const CHAT_WEB_PATH = paths.chatList();
/** Where the locked teasers' call to action leads. */
export const CHAT_SUBSCRIBE_PATH = paths.subscribe();

/** The query a thread page reads. */
export interface ChatThreadQuery {
  /** The top-level reply whose conversation opens. */
  comment?: number | null;
  /** The reply to scroll to and highlight. */
  targetReply?: number | null;
  /** Highlight and scroll to `targetReply`. */
  showTarget?: boolean;
  /** The back action: where the page's Back goes. */
  back?: string | null;
  utmSource?: string | null;
}

/** Joins a base URL (`https://margin.example.com/`, or `''` for a path) and an absolute path. */
export function joinBaseUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/** The thread page's path, with the query given (in this order: comment, targetReply, showTarget, back, utm_source). */
export function chatThreadPath(postId: number, query: ChatThreadQuery = {}): string {
  return paths.chatThread(postId, {
    comment: query.comment,
    targetReply: query.targetReply,
    showTarget: query.showTarget === true,
    back: query.back || undefined,
    utm_source: query.utmSource || undefined,
  });
}

/** The query of a reply link: the conversation to open, the reply to highlight, the show-target flag. */
export function chatReplyQuery(reply: Pick<ChatComment, 'id' | 'parent_id'>, extra: Pick<ChatThreadQuery, 'back' | 'utmSource'> = {}): ChatThreadQuery {
  return { comment: reply.parent_id ?? reply.id, targetReply: reply.id, showTarget: true, ...extra };
}

/** The path of a reply link (in-app navigation). */
export function chatReplyPath(reply: Pick<ChatComment, 'id' | 'post_id' | 'parent_id'>, extra: Pick<ChatThreadQuery, 'back' | 'utmSource'> = {}): string {
  return chatThreadPath(reply.post_id, chatReplyQuery(reply, extra));
}

export interface ChatLinkOptions {
  utmSource?: string | null;
}

/** The thread link: `{base_url}/chat/posts/{postId}`, with `utm_source` when given. */
export function chatThreadLink(baseUrl: string, postId: number, options: ChatLinkOptions = {}): string {
  return joinBaseUrl(baseUrl, chatThreadPath(postId, { utmSource: options.utmSource ?? null }));
}

/** The reply link: the thread link with `comment`, `targetReply`, `showTarget=true` and optional `utm_source`. */
export function chatReplyLink(baseUrl: string, reply: Pick<ChatComment, 'id' | 'post_id' | 'parent_id'>, options: ChatLinkOptions = {}): string {
  return joinBaseUrl(baseUrl, chatReplyPath(reply, { utmSource: options.utmSource ?? null }));
}

/** What Copy link copies: the thread link for a thread, the reply link for a reply. */
export function chatCopyLink(baseUrl: string, item: ChatItem, options: ChatLinkOptions = {}): string {
  return item.kind === 'post' ? chatThreadLink(baseUrl, item.item.id, options) : chatReplyLink(baseUrl, item.item, options);
}

export function chatPostPermalinkPath(postId: number): string {
  return paths.chatPostPermalink(postId);
}

export function chatCommentPermalinkPath(commentId: number): string {
  return paths.chatCommentPermalink(commentId);
}

/** The public permalink of a thread or reply, absolute on `baseUrl`. */
export function chatPermalink(baseUrl: string, item: ChatItem): string {
  return joinBaseUrl(baseUrl, item.kind === 'post' ? chatPostPermalinkPath(item.item.id) : chatCommentPermalinkPath(item.item.id));
}

/** The subscriber-chat landing page, absolute on `baseUrl` (the QR code's target). */
export function chatLandingLink(baseUrl: string): string {
  return joinBaseUrl(baseUrl, CHAT_LANDING_PATH);
}

// ——— reading addresses ———

/** The thread page's query as read from an address: absent or malformed values are `null`. */
export interface ParsedChatThreadQuery {
  comment: number | null;
  targetReply: number | null;
  showTarget: boolean;
  back: string | null;
  utmSource: string | null;
}

function idParam(value: string | null): number | null {
  return value !== null && /^\d+$/.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : null;
}

/** Reads a thread page's query (`?comment=…&targetReply=…&showTarget=true&back=…&utm_source=…`). */
export function parseChatThreadQuery(search: string | URLSearchParams): ParsedChatThreadQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    comment: idParam(params.get('comment')),
    targetReply: idParam(params.get('targetReply')),
    showTarget: params.get('showTarget') === 'true',
    back: params.get('back') || null,
    utmSource: params.get('utm_source') || null,
  };
}

/** The reply to scroll to and highlight: only when the link carries both the target and the show-target flag. */
export function highlightedReplyId(query: ParsedChatThreadQuery): number | null {
  return query.showTarget ? query.targetReply : null;
}

/** Which kind of item a permalink shows. */
export type ChatPermalinkKind = 'post' | 'comment';
