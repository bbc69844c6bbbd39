/**
 * Reporting a chat thread or reply (M05; spec 000 §5 "Report is not offered for own items or already-flagged
 * items", §6; gap G04). Pure: no React, DOM, fetch or timers.
 *
 * ```
 * not_reported ─REPORT→ reporting ─SUCCEEDED→ reported (notice T010 "You reported this thread" / T011 "…reply")
 *                           └─FAILED→ not_reported + alert (designed: chat.error.report)
 *                           └─FAILED 409 (already reported)→ reported
 * ```
 *
 * Not optimistic: the notice replaces the item once the server has the report. The call is P03
 * `POST /api/v1/community/{posts|comments}/{id}/report` with `{ is_non_admin }` — `false` when the author has the
 * admin role, the spec's "second argument flagging non-admin" (`reportRequest`). Guards, decided at `init`:
 * signed-in readers, not the item's owner, not in read-only mode; an item already reported starts `reported`.
 */
import type { ApiError } from '../../api/errors';
import { type ChatContext, type ChatItem, type ChatItemKind, type ChatViewer, type ReportBlockedReason, reportBlockedReason } from './permissions';

export const reportStateNames = ['not_reported', 'reporting', 'reported'] as const;
export type ReportStateName = (typeof reportStateNames)[number];

interface Base {
  kind: ChatItemKind;
  /** Whether the author is not a publication admin (sent as `is_non_admin`). */
  authorIsNonAdmin: boolean;
}

export type ReportState =
  /** `blocked`: why `REPORT` is ignored, or `null`. `failure`: the alert of the call that just failed. */
  | (Base & { name: 'not_reported'; blocked: Exclude<ReportBlockedReason, 'alreadyReported'> | null; failure: 'chat.error.report' | null })
  | (Base & { name: 'reporting' })
  | (Base & { name: 'reported' });

export type ReportEvent =
  | { type: 'REPORT' }
  | { type: 'SUCCEEDED' }
  | { type: 'FAILED'; error?: ApiError }
  /** Fresh server data (`reported_by_user`). */
  | { type: 'SYNC'; reportedByUser: boolean }
  | { type: 'DISMISS_FAILURE' };

export type ReportEventType = ReportEvent['type'];
export const reportEventTypes = ['REPORT', 'SUCCEEDED', 'FAILED', 'SYNC', 'DISMISS_FAILURE'] as const satisfies readonly ReportEventType[];

export function initialState(
  kind: ChatItemKind,
  reported: boolean,
  blocked: Exclude<ReportBlockedReason, 'alreadyReported'> | null = null,
  authorIsNonAdmin = true,
): ReportState {
  return reported ? { name: 'reported', kind, authorIsNonAdmin } : { name: 'not_reported', kind, authorIsNonAdmin, blocked, failure: null };
}

/** The machine for an item as the viewer sees it here. */
export function init(item: ChatItem, viewer: ChatViewer, context: ChatContext = {}): ReportState {
  // The notice shows wherever the item does, read-only mode included.
  const reported = item.item.reported_by_user === true;
  const reason = reportBlockedReason(item, viewer, context);
  const authorIsNonAdmin = item.item.user_pub_role?.role !== 'admin';
  return initialState(item.kind, reported, reason === 'alreadyReported' ? null : reason, authorIsNonAdmin);
}

export function transition(state: ReportState, event: ReportEvent): ReportState {
  const base: Base = { kind: state.kind, authorIsNonAdmin: state.authorIsNonAdmin };
  switch (state.name) {
    case 'not_reported':
      switch (event.type) {
        case 'REPORT':
          return state.blocked === null ? { ...base, name: 'reporting' } : state;
        case 'SYNC':
          return event.reportedByUser ? { ...base, name: 'reported' } : state;
        case 'DISMISS_FAILURE':
          return state.failure === null ? state : { ...state, failure: null };
        case 'SUCCEEDED':
        case 'FAILED':
          return state;
        default:
          return event satisfies never;
      }
    case 'reporting':
      switch (event.type) {
        case 'SUCCEEDED':
          return { ...base, name: 'reported' };
        // 409: the server already has this reader's report.
        case 'FAILED':
          return event.error?.status === 409 ? { ...base, name: 'reported' } : { ...base, name: 'not_reported', blocked: null, failure: 'chat.error.report' };
        case 'SYNC':
          return event.reportedByUser ? { ...base, name: 'reported' } : state;
        case 'REPORT':
        case 'DISMISS_FAILURE':
          return state;
        default:
          return event satisfies never;
      }
    // A report is not taken back.
    case 'reported':
      switch (event.type) {
        case 'REPORT':
        case 'SUCCEEDED':
        case 'FAILED':
        case 'SYNC':
        case 'DISMISS_FAILURE':
          return state;
        default:
          return event satisfies never;
      }
    default:
      return state satisfies never;
  }
}

// ——— selectors ———

export function isReported(state: ReportState): boolean {
  return state.name === 'reported';
}

export function isPending(state: ReportState): boolean {
  return state.name === 'reporting';
}

/** Whether the Report action is offered. */
export function canReport(state: ReportState): boolean {
  return state.name === 'not_reported' && state.blocked === null;
}

/** The notice that replaces a reported item (T010 / T011), or `null`. */
export function reportedNoticeId(state: ReportState): 'chat.notice.reportedThread' | 'chat.notice.reportedReply' | null {
  if (state.name !== 'reported') return null;
  return state.kind === 'post' ? 'chat.notice.reportedThread' : 'chat.notice.reportedReply';
}

/** The body of the pending P03 call, or `null`. */
export function reportRequest(state: ReportState): { is_non_admin: boolean } | null {
  return state.name === 'reporting' ? { is_non_admin: state.authorIsNonAdmin } : null;
}

/** The alert of the call that just failed, or `null`. */
export function reportFailure(state: ReportState): 'chat.error.report' | null {
  return state.name === 'not_reported' ? state.failure : null;
}
