/**
 * The thread composer and the replies it sends (M06; spec 000 §2 "Not delivered", §5; gap G04). Pure: no React,
 * DOM, fetch or timers — a reply's client id and time come in the `SUBMIT` event.
 *
 * ```
 * composing ─EDIT→ composing (draft)
 * composing ─SUBMIT→ composing (draft cleared) + local reply `sending`
 * local reply: sending ─SUCCEEDED→ sent ─DISCARD→ gone (the thread's list has it now)
 *              sending ─FAILED→ failed ("Not delivered", T014; the text is kept) ─RETRY→ sending
 *                                      └─DISCARD→ gone
 * composing ⇄ blocked   (PERMISSION_CHANGED: the thread was locked, the viewer changed…)
 * ```
 *
 * Several replies may be under way at once; each is keyed by the client id the hook gives it. A reply refused
 * with `PUBLICATION_BAN` also shows the alert T024 "You are not allowed to post or react to this chat." followed
 * by the server's text (`sendFailureMessage`). The call is P04 `POST /api/v1/community/posts/{id}/comments`
 * (`sendRequest`). While `blocked` (M07: locked, audience, signed out, read-only) `SUBMIT`, `RETRY` and `EDIT`
 * are ignored; replies already under way still settle.
 */
import { CHAT_BODY_MAX_CHARS } from '../../api/constants/community';
import type { ApiError } from '../../api/errors';
import type { ChatComment } from '../../api/schemas/community';
import type { Translate } from '../../i18n/translate';
import type { ChatContext, ChatViewer } from './permissions';
import { isPublicationBan, publicationBanText } from './reaction.machine';
import { type ReplyBlockedReason, type ReplyParent, type ReplyThread, replyBlockedReason } from './replyPermission';

/** Why a reply was not delivered: the ban alert when the server answered `PUBLICATION_BAN`, and the server's text. */
export interface SendFailure {
  alert: { id: 'chat.error.publicationBan'; serverMessage: string | null } | null;
  serverMessage: string | null;
}

interface LocalReplyBase {
  clientId: string;
  /** The text sent (the draft, trimmed); kept when the reply fails. */
  body: string;
  /** The top-level reply this answers, or `null` for a reply to the thread. */
  parentId: number | null;
  quoteId: number | null;
  /** When the reader sent it (ISO, from the event): the local reply's place in the list. */
  createdAt: string;
  /** 1 for the first try, +1 per retry; answers for an older attempt are ignored. */
  attempt: number;
}

export const localReplyStatuses = ['sending', 'sent', 'failed'] as const;
export type LocalReplyStatus = (typeof localReplyStatuses)[number];

export type LocalReply =
  | (LocalReplyBase & { delivery: 'sending' })
  /** The server has it: `comment` is its answer, shown until the thread's list includes it. */
  | (LocalReplyBase & { delivery: 'sent'; comment: ChatComment })
  /** "Not delivered": tap to retry. */
  | (LocalReplyBase & { delivery: 'failed'; failure: SendFailure });

export const sendStateNames = ['composing', 'blocked'] as const;
export type SendStateName = (typeof sendStateNames)[number];

export type SendState =
  | { name: 'composing'; draft: string; items: readonly LocalReply[] }
  /** The viewer may not reply now; `reason` says why (M07). */
  | { name: 'blocked'; reason: ReplyBlockedReason; draft: string; items: readonly LocalReply[] };

export type SendEvent =
  /** The reader typed: the whole new draft. */
  | { type: 'EDIT'; text: string }
  /** Send the draft as a new local reply. `at`: the platform clock's time (ISO). */
  | { type: 'SUBMIT'; clientId: string; at: string; parentId?: number | null; quoteId?: number | null }
  | { type: 'SUCCEEDED'; clientId: string; comment: ChatComment; attempt?: number }
  | { type: 'FAILED'; clientId: string; error: ApiError; attempt?: number }
  /** Send a failed reply again, same text. */
  | { type: 'RETRY'; clientId: string }
  /** Drop a sent reply (the list has it) or a failed one (the reader gave up). */
  | { type: 'DISCARD'; clientId: string }
  /** The reply permission changed (`replyBlockedReason` of the current thread and viewer). */
  | { type: 'PERMISSION_CHANGED'; reason: ReplyBlockedReason | null };

export type SendEventType = SendEvent['type'];
export const sendEventTypes = ['EDIT', 'SUBMIT', 'SUCCEEDED', 'FAILED', 'RETRY', 'DISCARD', 'PERMISSION_CHANGED'] as const satisfies readonly SendEventType[];

export function initialState(reason: ReplyBlockedReason | null = null, draft = ''): SendState {
  return reason === null ? { name: 'composing', draft, items: [] } : { name: 'blocked', reason, draft, items: [] };
}

/** The composer of `thread` (or of a reply to `parent`) for the viewer here. */
export function init(thread: ReplyThread, viewer: ChatViewer, context: ChatContext = {}, parent?: ReplyParent | null): SendState {
  return initialState(replyBlockedReason(thread, viewer, context, parent));
}

export function sendFailure(error: ApiError): SendFailure {
  const serverMessage = error.serverMessage ?? null;
  return { alert: isPublicationBan(error) ? { id: 'chat.error.publicationBan', serverMessage } : null, serverMessage };
}

/** The draft as it would be sent, or `null` when it cannot be (empty, or longer than the server takes). */
export function submittableBody(draft: string): string | null {
  const body = draft.trim();
  return body === '' || body.length > CHAT_BODY_MAX_CHARS ? null : body;
}

function withItem(state: SendState, clientId: string, update: (item: LocalReply) => LocalReply | null): SendState {
  const index = state.items.findIndex((i) => i.clientId === clientId);
  const item = state.items[index];
  if (!item) return state;
  const next = update(item);
  if (next === item) return state;
  const items = next === null ? state.items.filter((_, i) => i !== index) : state.items.map((it, i) => (i === index ? next : it));
  return { ...state, items };
}

export function transition(state: SendState, event: SendEvent): SendState {
  switch (event.type) {
    case 'EDIT':
      return state.name === 'blocked' || state.draft === event.text ? state : { ...state, draft: event.text };
    case 'SUBMIT': {
      if (state.name === 'blocked') return state;
      const body = submittableBody(state.draft);
      if (body === null || state.items.some((i) => i.clientId === event.clientId)) return state;
      const item: LocalReply = {
        clientId: event.clientId,
        body,
        parentId: event.parentId ?? null,
        quoteId: event.quoteId ?? null,
        createdAt: event.at,
        attempt: 1,
        delivery: 'sending',
      };
      return { ...state, draft: '', items: [...state.items, item] };
    }
    case 'SUCCEEDED':
      return withItem(state, event.clientId, (item) =>
        item.delivery === 'sending' && (event.attempt === undefined || event.attempt === item.attempt)
          ? { ...item, delivery: 'sent', comment: event.comment }
          : item,
      );
    case 'FAILED':
      return withItem(state, event.clientId, (item) =>
        item.delivery === 'sending' && (event.attempt === undefined || event.attempt === item.attempt)
          ? { ...base(item), delivery: 'failed', failure: sendFailure(event.error) }
          : item,
      );
    case 'RETRY':
      if (state.name === 'blocked') return state;
      return withItem(state, event.clientId, (item) => (item.delivery === 'failed' ? { ...base(item), attempt: item.attempt + 1, delivery: 'sending' } : item));
    case 'DISCARD':
      return withItem(state, event.clientId, (item) => (item.delivery === 'sending' ? item : null));
    case 'PERMISSION_CHANGED':
      if (event.reason === null) return state.name === 'composing' ? state : { name: 'composing', draft: state.draft, items: state.items };
      return state.name === 'blocked' && state.reason === event.reason
        ? state
        : { name: 'blocked', reason: event.reason, draft: state.draft, items: state.items };
    default:
      return event satisfies never;
  }
}

function base(item: LocalReply): LocalReplyBase {
  return { clientId: item.clientId, body: item.body, parentId: item.parentId, quoteId: item.quoteId, createdAt: item.createdAt, attempt: item.attempt };
}

// ——— selectors ———

/** Whether the Send button is enabled. */
export function canSubmit(state: SendState): boolean {
  return state.name === 'composing' && submittableBody(state.draft) !== null;
}

export function findLocalReply(state: SendState, clientId: string): LocalReply | undefined {
  return state.items.find((i) => i.clientId === clientId);
}

/** Local replies whose call should be running. */
export function sendingReplies(state: SendState): LocalReply[] {
  return state.items.filter((i) => i.delivery === 'sending');
}

/** Local replies that failed ("Not delivered"). */
export function failedReplies(state: SendState): LocalReply[] {
  return state.items.filter((i) => i.delivery === 'failed');
}

/** The body of a local reply's P04 call. */
export function sendRequest(item: LocalReply): { body: string; parent_id: number | null; quote_id: number | null } {
  return { body: item.body, parent_id: item.parentId, quote_id: item.quoteId };
}

/** The notice under a local reply: T014 "Not delivered" when it failed, else `null`. */
export function localReplyNoticeId(item: LocalReply): 'chat.notice.notDelivered' | null {
  return item.delivery === 'failed' ? 'chat.notice.notDelivered' : null;
}

/** The alert a failed reply shows (T024 + the server's text on `PUBLICATION_BAN`), or `null` for the notice alone. */
export function sendFailureMessage(failure: SendFailure, t: Translate): string | null {
  return failure.alert ? publicationBanText(failure.alert.serverMessage, t) : null;
}
