/**
 * M33, the live chat panel: expanded ↔ minimized (minimized by default on phones); the reader at the bottom ↔
 * scrolled up (more than 32 px: the jump-to-bottom button); messages from the channel, the backlog and the reader's
 * own sends merged by id (no duplicate, in id order), keeping the latest 1,000; the composer idle → sending →
 * idle | failed (text kept); a site admin's block per user (P24). Pure: scroll distances, answers and time arrive
 * as events.
 *
 * Decision (the spec says both "hidden under 800 px" and "minimized by default on phones"): under 800 px the side
 * panel is hidden and the chat sits under the details instead, minimized until the reader opens it, so a phone
 * reader can still join the chat; in fullscreen it is hidden at every width.
 */
import type { ApiError } from '../../api/errors';
import type { ChatAuthInfo, LiveStreamMessage } from '../../api/schemas/livestream';

/** K070: messages the panel keeps. */
export const LIVE_CHAT_KEEP = 1000;
/** Scrolled up more than this (px) shows jump-to-bottom. */
export const JUMP_TO_BOTTOM_THRESHOLD_PX = 32;
/** K072: the side panel hides under this viewport width (px). */
export const LIVE_CHAT_HIDDEN_BELOW_PX = 800;
/** K033: the side panel's width (px). */
export const LIVE_CHAT_WIDTH_PX = 400;

export type Composer = { name: 'idle'; text: string } | { name: 'sending'; text: string } | { name: 'failed'; text: string; failure: ApiError };

export interface State {
  panel: 'expanded' | 'minimized';
  scroll: 'at_bottom' | 'scrolled_up';
  /** Oldest first, at most `LIVE_CHAT_KEEP`, unique ids. */
  messages: readonly LiveStreamMessage[];
  /** Messages that arrived while the reader was scrolled up. */
  unseen: number;
  composer: Composer;
  /** Users a block is on its way for / blocked (P24). */
  blocking: readonly number[];
  blocked: readonly number[];
  blockFailure: ApiError | null;
}

export type Event =
  | { type: 'MESSAGES_RECEIVED'; messages: readonly LiveStreamMessage[] }
  | { type: 'TOGGLE_PANEL' }
  | { type: 'SCROLLED'; distanceFromBottom: number }
  | { type: 'JUMPED_TO_BOTTOM' }
  | { type: 'TEXT_CHANGED'; text: string }
  | { type: 'SEND' }
  | { type: 'SEND_SUCCEEDED'; message: LiveStreamMessage }
  | { type: 'SEND_FAILED'; error: ApiError }
  | { type: 'BLOCK'; userId: number }
  | { type: 'BLOCK_SUCCEEDED'; userId: number }
  | { type: 'BLOCK_FAILED'; userId: number; error: ApiError }
  | { type: 'DISMISS_BLOCK_FAILURE' };

export function initialState({ phone }: { phone: boolean }): State {
  return {
    panel: phone ? 'minimized' : 'expanded',
    scroll: 'at_bottom',
    messages: [],
    unseen: 0,
    composer: { name: 'idle', text: '' },
    blocking: [],
    blocked: [],
    blockFailure: null,
  };
}

/**
 * Merges `incoming` into `list` by id (the later copy wins), in id order, keeping the latest `keep`. The common case —
 * one new message with a higher id than all shown — appends without sorting. Returns `list` itself when nothing is new.
 */
export function mergeMessages(list: readonly LiveStreamMessage[], incoming: readonly LiveStreamMessage[], keep = LIVE_CHAT_KEEP): readonly LiveStreamMessage[] {
  if (incoming.length === 0) return list;
  let lastId = list.length > 0 ? list[list.length - 1]!.id : Number.NEGATIVE_INFINITY;
  let ascendingAfterLast = true;
  for (const m of incoming) {
    if (m.id <= lastId) {
      ascendingAfterLast = false;
      break;
    }
    lastId = m.id;
  }
  let merged: LiveStreamMessage[];
  if (ascendingAfterLast) {
    merged = list.length + incoming.length > keep ? list.slice(list.length + incoming.length - keep) : list.slice();
    for (const m of incoming.length > keep ? incoming.slice(incoming.length - keep) : incoming) merged.push(m);
    return merged;
  }
  const byId = new Map<number, LiveStreamMessage>();
  for (const m of list) byId.set(m.id, m);
  let changed = false;
  for (const m of incoming) {
    if (byId.get(m.id) !== m) changed = true;
    byId.set(m.id, m);
  }
  if (!changed) return list;
  merged = [...byId.values()].sort((a, b) => a.id - b.id);
  return merged.length > keep ? merged.slice(merged.length - keep) : merged;
}

export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'MESSAGES_RECEIVED': {
      const messages = mergeMessages(state.messages, event.messages);
      if (messages === state.messages) return state;
      const added = state.scroll === 'scrolled_up' ? countNew(state.messages, messages) : 0;
      return { ...state, messages, unseen: state.unseen + added };
    }
    case 'TOGGLE_PANEL':
      return { ...state, panel: state.panel === 'expanded' ? 'minimized' : 'expanded' };
    case 'SCROLLED': {
      const scroll = event.distanceFromBottom > JUMP_TO_BOTTOM_THRESHOLD_PX ? 'scrolled_up' : 'at_bottom';
      if (scroll === state.scroll) return state;
      return { ...state, scroll, unseen: scroll === 'at_bottom' ? 0 : state.unseen };
    }
    case 'JUMPED_TO_BOTTOM':
      return state.scroll === 'at_bottom' && state.unseen === 0 ? state : { ...state, scroll: 'at_bottom', unseen: 0 };
    case 'TEXT_CHANGED':
      if (state.composer.name === 'sending' || state.composer.text === event.text) return state;
      return { ...state, composer: { name: 'idle', text: event.text } };
    case 'SEND':
      if (state.composer.name === 'sending' || state.composer.text.trim() === '') return state;
      return { ...state, composer: { name: 'sending', text: state.composer.text } };
    case 'SEND_SUCCEEDED':
      if (state.composer.name !== 'sending') return state;
      // The sender's own message shows at once and the view returns to the bottom to show it.
      return { ...state, composer: { name: 'idle', text: '' }, messages: mergeMessages(state.messages, [event.message]), scroll: 'at_bottom', unseen: 0 };
    case 'SEND_FAILED':
      return state.composer.name === 'sending' ? { ...state, composer: { name: 'failed', text: state.composer.text, failure: event.error } } : state;
    case 'BLOCK':
      if (state.blocking.includes(event.userId) || state.blocked.includes(event.userId)) return state;
      return { ...state, blocking: [...state.blocking, event.userId], blockFailure: null };
    case 'BLOCK_SUCCEEDED':
      if (!state.blocking.includes(event.userId)) return state;
      return { ...state, blocking: state.blocking.filter((id) => id !== event.userId), blocked: [...state.blocked, event.userId] };
    case 'BLOCK_FAILED':
      if (!state.blocking.includes(event.userId)) return state;
      return { ...state, blocking: state.blocking.filter((id) => id !== event.userId), blockFailure: event.error };
    case 'DISMISS_BLOCK_FAILURE':
      return state.blockFailure ? { ...state, blockFailure: null } : state;
    default:
      return event satisfies never;
  }
}

function countNew(before: readonly LiveStreamMessage[], after: readonly LiveStreamMessage[]): number {
  const lastBefore = before.length > 0 ? before[before.length - 1]!.id : Number.NEGATIVE_INFINITY;
  let n = 0;
  for (let i = after.length - 1; i >= 0 && after[i]!.id > lastBefore; i--) n++;
  return n;
}

/** The jump-to-bottom button shows. */
export function showsJumpToBottom(state: State): boolean {
  return state.scroll === 'scrolled_up';
}

/**
 * The composer: disabled while the stream's rights load or when the viewer cannot send (the placeholder is then the
 * server's reason, `chatAuthInfo.errorMessage`), and while a message is on its way.
 */
export function composerAvailability(
  auth: ChatAuthInfo | null,
  composer: Composer,
): { disabled: boolean; reason: 'loading' | 'server' | null; placeholder: string | null } {
  if (!auth) return { disabled: true, reason: 'loading', placeholder: null };
  if (!auth.canSendChat) return { disabled: true, reason: 'server', placeholder: auth.errorMessage ?? null };
  return { disabled: composer.name === 'sending', reason: null, placeholder: null };
}

/** Where the panel shows: the 400 px side panel, inline under the player (narrow screens), or nowhere (fullscreen). */
export function panelPlacement(viewportWidth: number, fullscreen: boolean): 'side' | 'inline' | 'hidden' {
  if (fullscreen) return 'hidden';
  return viewportWidth < LIVE_CHAT_HIDDEN_BELOW_PX ? 'inline' : 'side';
}

/** A join notice ("{name} and {n − 1} others joined") rather than a message. */
export function isJoinNotice(message: Pick<LiveStreamMessage, 'num_viewers_joined'>): boolean {
  return (message.num_viewers_joined ?? 0) > 0;
}
