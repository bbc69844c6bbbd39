/**
 * M48 — the composer gate and the composer it guards (spec 002 §4 "Composer gate", §5, §6; inventory M48, P09b).
 * Pure: no React, DOM, fetch or timers.
 *
 * **The gate** (`composerGate`, the kit's one rule in `kit/composerGate.ts`, re-exported here): who may write here.
 *
 * **The composer**, whose text is never lost:
 * ```
 * closed ─OPEN(open gate)→ editing ─SUBMIT→ sending ─SUCCEEDED→ closed (text cleared)
 *                                              └──FAILED→ failed (text kept) ─SUBMIT→ sending
 * closed ─OPEN(closed gate)→ gated (modal or notice; text kept) ─DISMISS_GATE→ closed
 * sending ─FAILED(401)→ gated(signIn) (text kept)
 * ```
 * `CHANGE` edits the text in `editing` and `failed`; `CLOSE` keeps the text for the next `OPEN`.
 */
import type { ApiError } from '../../api/errors';
import type { Gate, GateRefusal } from '../../kit/composerGate';

export {
  composerGate,
  type Gate,
  type GatePost,
  type GateRefusal,
  type GateTarget,
  type GateViewer,
  type MembershipState,
  type ReplyMinimumRole,
  replyLimit,
} from '../../kit/composerGate';

// ——— the composer ———

export type ComposerFailure = { kind: 'signIn' } | { kind: 'alert'; error: ApiError };

export type ComposerState =
  | { name: 'closed'; draft: string }
  /** The gate refused: the sign-in modal, the requirement notice or the comments-off notice shows. */
  | { name: 'gated'; gate: GateRefusal; draft: string }
  | { name: 'editing'; draft: string }
  | { name: 'sending'; draft: string }
  /** The send failed: the text stays, with the error's text and a way to send again. */
  | { name: 'failed'; draft: string; error: ApiError };

export type ComposerEvent =
  /** The reader asked to write (Reply, the composer field, `#input`), with the gate's answer for them. */
  | { type: 'OPEN'; gate: Gate }
  | { type: 'CHANGE'; text: string }
  | { type: 'SUBMIT' }
  | { type: 'SUCCEEDED' }
  | { type: 'FAILED'; error: ApiError }
  /** Cancel: the composer closes, its text is kept for next time. */
  | { type: 'CLOSE' }
  /** The gate's modal or notice was closed. */
  | { type: 'DISMISS_GATE' };

export const composerStateNames = ['closed', 'gated', 'editing', 'sending', 'failed'] as const;
export const composerEventTypes = [
  'OPEN',
  'CHANGE',
  'SUBMIT',
  'SUCCEEDED',
  'FAILED',
  'CLOSE',
  'DISMISS_GATE',
] as const satisfies readonly ComposerEvent['type'][];

export const initialComposerState: ComposerState = { name: 'closed', draft: '' };

/** Whether a text may be sent (something besides white space). */
export function canSend(draft: string): boolean {
  return draft.trim().length > 0;
}

export function transition(state: ComposerState, event: ComposerEvent): ComposerState {
  switch (event.type) {
    case 'OPEN':
      if (state.name === 'sending' || state.name === 'editing' || state.name === 'failed') return state;
      return event.gate.kind === 'open' ? { name: 'editing', draft: state.draft } : { name: 'gated', gate: event.gate, draft: state.draft };
    case 'CHANGE':
      if (state.name === 'editing') return event.text === state.draft ? state : { name: 'editing', draft: event.text };
      if (state.name === 'failed') return { name: 'editing', draft: event.text };
      return state;
    case 'SUBMIT':
      if ((state.name === 'editing' || state.name === 'failed') && canSend(state.draft)) return { name: 'sending', draft: state.draft };
      return state;
    case 'SUCCEEDED':
      return state.name === 'sending' ? { name: 'closed', draft: '' } : state;
    case 'FAILED':
      if (state.name !== 'sending') return state;
      return event.error.isUnauthorized
        ? { name: 'gated', gate: { kind: 'signIn' }, draft: state.draft }
        : { name: 'failed', draft: state.draft, error: event.error };
    case 'CLOSE':
      return state.name === 'editing' || state.name === 'failed' || state.name === 'gated' ? { name: 'closed', draft: state.draft } : state;
    case 'DISMISS_GATE':
      return state.name === 'gated' ? { name: 'closed', draft: state.draft } : state;
    default:
      return event satisfies never;
  }
}

// ——— selectors ———

/** The text the reader has typed (kept in every state until a send succeeds). */
export function draftOf(state: ComposerState): string {
  return state.draft;
}

/** The text a sending state wants posted, or `null`. */
export function sendRequest(state: ComposerState): string | null {
  return state.name === 'sending' ? state.draft.trim() : null;
}

/** Whether the text field shows (writing, sending or after a failed send). */
export function isComposerOpen(state: ComposerState): boolean {
  return state.name === 'editing' || state.name === 'sending' || state.name === 'failed';
}

/** The catalogue text of a requirement ("Only paid subscribers can reply." / "Only subscribers can reply."). */
export function requirementMessageId(need: 'paid' | 'subscriber'): 'comments.gate.paid' | 'comments.gate.subscribers' {
  return need === 'paid' ? 'comments.gate.paid' : 'comments.gate.subscribers';
}
