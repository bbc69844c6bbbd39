import { ApiError, type ApiErrorInit } from '../../api/errors';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChatComment, ChatPost } from '../../api/schemas/community';
import { createTranslator } from '../../i18n/createTranslator';
import { type ChatViewer, chatCommentItem, chatPostItem } from './permissions';
import {
  canReport,
  init,
  initialState,
  isPending,
  isReported,
  type ReportEvent,
  type ReportState,
  reportedNoticeId,
  reportEventTypes,
  reportFailure,
  reportRequest,
  reportStateNames,
  transition,
} from './report.machine';

/** A failed call as the client reports it (500 unless the case says otherwise). */
const apiError = (init: Partial<ApiErrorInit> = {}) => new ApiError({ kind: 'http', route: 'test', status: 500, ...init });

const t = createTranslator();
const anonymous: ChatViewer = { role: 'anonymous' };
const paid: ChatViewer = { role: 'paid', user: { id: 102, name: 'Paolo Paid' } };
const thread = (over: Record<string, unknown> = {}) =>
  chatPostItem(ChatPost.parse({ id: 3006, publication_id: 1, user_id: 200, audience: 'all_subscribers', created_at: '2025-01-01T00:00:00Z', ...over }));
const reply = (over: Record<string, unknown> = {}) =>
  chatCommentItem(ChatComment.parse({ id: 4005, post_id: 3001, user_id: 200, created_at: '2025-01-01T00:00:00Z', ...over }));

const notReported: ReportState = { name: 'not_reported', kind: 'comment', authorIsNonAdmin: true, blocked: null, failure: null };
const reporting: ReportState = { name: 'reporting', kind: 'comment', authorIsNonAdmin: true };
const reported: ReportState = { name: 'reported', kind: 'comment', authorIsNonAdmin: true };

describe('report machine: init and guards', () => {
  it('starts not reported, or reported when the reader already reported it', () => {
    expect(init(reply(), paid)).toEqual(notReported);
    expect(init(reply({ reported_by_user: true }), paid)).toEqual(reported);
    expect(init(thread({ reported_by_user: true }), paid)).toEqual({ name: 'reported', kind: 'post', authorIsNonAdmin: true });
  });

  it('the notice shows in read-only mode too', () => {
    expect(isReported(init(reply({ reported_by_user: true }), paid, { readOnly: true }))).toBe(true);
  });

  it('flags a report of an admin-role author (is_non_admin: false)', () => {
    const s = transition(init(reply({ user_pub_role: { role: 'admin' } }), paid), { type: 'REPORT' });
    expect(reportRequest(s)).toEqual({ is_non_admin: false });
    const c = transition(init(reply({ user_pub_role: { role: 'contributor' } }), paid), { type: 'REPORT' });
    expect(reportRequest(c)).toEqual({ is_non_admin: true });
    expect(reportRequest(transition(init(reply(), paid), { type: 'REPORT' }))).toEqual({ is_non_admin: true });
  });

  it.each([
    ['an anonymous reader', reply(), anonymous, {}, 'signedOut'],
    ['the reader’s own reply', reply({ user_id: 102 }), paid, {}, 'ownItem'],
    ['read-only mode', reply(), paid, { readOnly: true }, 'readOnly'],
    ['a deleted reply', reply({ status: 'DELETED' }), paid, {}, 'unavailable'],
  ])('REPORT is ignored for %s', (_name, item, viewer, context, reason) => {
    const s = init(item, viewer, context);
    expect(s).toMatchObject({ name: 'not_reported', blocked: reason });
    expect(canReport(s)).toBe(false);
    expect(transition(s, { type: 'REPORT' })).toBe(s);
  });
});

describe('report machine: every state × event', () => {
  it('not_reported', () => {
    expect(transition(notReported, { type: 'REPORT' })).toEqual(reporting);
    expect(transition(notReported, { type: 'SYNC', reportedByUser: true })).toEqual(reported);
    expect(transition(notReported, { type: 'SYNC', reportedByUser: false })).toBe(notReported);
    expect(transition(notReported, { type: 'SUCCEEDED' })).toBe(notReported);
    expect(transition(notReported, { type: 'FAILED' })).toBe(notReported);
    expect(transition(notReported, { type: 'DISMISS_FAILURE' })).toBe(notReported);
  });

  it('reporting: success → reported with notice T011 (T010 for threads)', () => {
    expect(isPending(reporting)).toBe(true);
    const done = transition(reporting, { type: 'SUCCEEDED' });
    expect(done).toEqual(reported);
    expect(t(reportedNoticeId(done)!)).toBe('You reported this reply');
    const threadDone = transition(transition(init(thread(), paid), { type: 'REPORT' }), { type: 'SUCCEEDED' });
    expect(t(reportedNoticeId(threadDone)!)).toBe('You reported this thread');
  });

  it('reporting: failure → not reported + alert; 409 (already reported) → reported', () => {
    const failed = transition(reporting, { type: 'FAILED', error: apiError({ status: 500 }) });
    expect(failed).toEqual({ ...notReported, failure: 'chat.error.report' });
    expect(t(reportFailure(failed)!)).toBe('We could not send your report. Please try again later.');
    expect(transition(reporting, { type: 'FAILED' })).toEqual({ ...notReported, failure: 'chat.error.report' });
    expect(transition(reporting, { type: 'FAILED', error: apiError({ status: 409 }) })).toEqual(reported);
  });

  it('reporting: ignores REPORT and DISMISS_FAILURE; follows a SYNC that says reported', () => {
    expect(transition(reporting, { type: 'REPORT' })).toBe(reporting);
    expect(transition(reporting, { type: 'DISMISS_FAILURE' })).toBe(reporting);
    expect(transition(reporting, { type: 'SYNC', reportedByUser: false })).toBe(reporting);
    expect(transition(reporting, { type: 'SYNC', reportedByUser: true })).toEqual(reported);
  });

  it('reported is final', () => {
    for (const e of [
      { type: 'REPORT' },
      { type: 'SUCCEEDED' },
      { type: 'FAILED' },
      { type: 'SYNC', reportedByUser: false },
      { type: 'DISMISS_FAILURE' },
    ] as ReportEvent[]) {
      expect(transition(reported, e)).toBe(reported);
    }
  });

  it('the alert stays until DISMISS_FAILURE or the next report', () => {
    const failed = transition(reporting, { type: 'FAILED' });
    expect(reportFailure(transition(failed, { type: 'DISMISS_FAILURE' }))).toBeNull();
    expect(reportFailure(transition(transition(failed, { type: 'REPORT' }), { type: 'FAILED', error: apiError({ status: 409 }) }))).toBeNull();
  });

  it('selectors', () => {
    expect(reportStateNames).toEqual(['not_reported', 'reporting', 'reported']);
    expect(
      [notReported, reporting, reported].map((s) => [isReported(s), isPending(s), canReport(s), reportRequest(s), reportedNoticeId(s), reportFailure(s)]),
    ).toEqual([
      [false, false, true, null, null, null],
      [false, true, false, { is_non_admin: true }, null, null],
      [true, false, false, null, 'chat.notice.reportedReply', null],
    ]);
    expect(initialState('post', false)).toEqual({ name: 'not_reported', kind: 'post', authorIsNonAdmin: true, blocked: null, failure: null });
  });
});

const arbEvent: fc.Arbitrary<ReportEvent> = fc.oneof(
  fc.constantFrom<ReportEvent>(
    { type: 'REPORT' },
    { type: 'SUCCEEDED' },
    { type: 'DISMISS_FAILURE' },
    { type: 'FAILED' },
    { type: 'FAILED', error: apiError({ status: 409 }) },
  ),
  fc.boolean().map((reportedByUser): ReportEvent => ({ type: 'SYNC', reportedByUser })),
);

describe('report machine: properties', () => {
  it('the event list covers every event type', () => {
    expect([...reportEventTypes].sort()).toEqual(['DISMISS_FAILURE', 'FAILED', 'REPORT', 'SUCCEEDED', 'SYNC']);
  });

  it('property: once reported, always reported; a guarded machine never reports', () => {
    fc.assert(
      fc.property(fc.array(arbEvent, { maxLength: 40 }), (events) => {
        let s = initialState('post', false);
        let was = false;
        for (const e of events) {
          s = transition(s, e);
          if (was) expect(isReported(s)).toBe(true);
          was ||= isReported(s);
        }
        const guarded = events.reduce(transition, initialState('post', false, 'ownItem'));
        expect(guarded.name).not.toBe('reporting');
        expect(isReported(guarded)).toBe(events.some((e) => e.type === 'SYNC' && e.reportedByUser));
      }),
    );
  });
});
