import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CommentStatus, commentStatuses } from '../../api/schemas/posts';
import {
  authorRelations,
  initialVisibility,
  isShownContent,
  isVisible,
  presentationOf,
  transition,
  type VisibilityEvent,
  type VisibilityInput,
  visibilityEventTypes,
  visibilityStateNames,
} from './commentVisibility.machine';

const published: VisibilityInput = { deleted: false, status: 'published', hidden: false, body: 'Hello' };
const withStatus = (status: CommentStatus): VisibilityInput => ({ ...published, status });

describe('M42 comment visibility: the rule', () => {
  it('names its states and events', () => {
    expect(visibilityStateNames).toEqual(['visible', 'paidOnly', 'deleted', 'hidden']);
    expect(visibilityEventTypes).toEqual(['SYNC', 'RELATION', 'DELETED']);
  });
  it.each([
    ['review_required', 'visible'],
    ['edit_review_required', 'visible'],
    ['published', 'visible'],
    ['moderator_approved', 'visible'],
    ['new_commenter_approval_required', 'visible'],
    ['flagged', 'hidden'],
    ['moderator_removed', 'hidden'],
    ['deleted', 'deleted'],
  ] as const)('status %s → %s', (status, name) => {
    const state = initialVisibility(withStatus(status));
    expect(state.name).toBe(name);
    if (state.name === 'hidden') expect(state.reason).toBe('removed');
  });
  it('covers every status the schema knows', () => {
    for (const status of commentStatuses) expect(initialVisibility(withStatus(status)).name).toMatch(/visible|hidden|deleted/);
  });
  it('deleted: true wins over any status', () => {
    expect(initialVisibility({ ...published, deleted: true, body: null }).name).toBe('deleted');
  });
  it('hidden: true is the paid-only placeholder (T127 + T128)', () => {
    expect(initialVisibility({ ...published, hidden: true, body: null }).name).toBe('paidOnly');
  });
  it('a visible status without a body fails closed: unavailable', () => {
    expect(initialVisibility({ ...published, body: null })).toMatchObject({ name: 'hidden', reason: 'unavailable' });
    expect(initialVisibility({ ...published, body: '' }).name).toBe('visible');
  });
  it.each(['blocked-you', 'you-blocked', 'you-muted'] as const)('relation %s hides the comment', (relation) => {
    expect(initialVisibility(published, relation)).toMatchObject({ name: 'hidden', reason: relation });
  });
});

describe('M42 comment visibility: transitions', () => {
  it('SYNC with the same data keeps the same object', () => {
    const s = initialVisibility(published);
    expect(transition(s, { type: 'SYNC', comment: { ...published } })).toBe(s);
  });
  it('SYNC follows moderation: published → flagged → moderator_approved', () => {
    let s = initialVisibility(published);
    s = transition(s, { type: 'SYNC', comment: withStatus('flagged') });
    expect(s).toMatchObject({ name: 'hidden', reason: 'removed' });
    s = transition(s, { type: 'SYNC', comment: withStatus('moderator_approved') });
    expect(s.name).toBe('visible');
  });
  it('SYNC after subscribing shows a formerly paid-only comment', () => {
    const s = initialVisibility({ ...published, hidden: true, body: null });
    expect(transition(s, { type: 'SYNC', comment: published }).name).toBe('visible');
  });
  it('RELATION hides and restores', () => {
    const s = initialVisibility(published);
    const muted = transition(s, { type: 'RELATION', relation: 'you-muted' });
    expect(muted).toMatchObject({ name: 'hidden', reason: 'you-muted' });
    expect(transition(muted, { type: 'RELATION', relation: 'you-muted' })).toBe(muted);
    expect(transition(muted, { type: 'RELATION', relation: 'none' }).name).toBe('visible');
  });
  it('a relation does not resurrect a deleted comment', () => {
    const s = initialVisibility({ ...published, deleted: true });
    expect(transition(transition(s, { type: 'RELATION', relation: 'you-muted' }), { type: 'RELATION', relation: 'none' }).name).toBe('deleted');
  });
  it('DELETED while shown → deleted (once)', () => {
    const s = transition(initialVisibility(published), { type: 'DELETED' });
    expect(s.name).toBe('deleted');
    expect(transition(s, { type: 'DELETED' })).toBe(s);
  });
});

describe('M42 comment visibility: presentation', () => {
  it.each([
    [published, false, 'comment'],
    [{ ...published, hidden: true, body: null }, false, 'paidOnly'],
    [{ ...published, deleted: true, body: null }, true, 'deleted'],
    [{ ...published, deleted: true, body: null }, false, 'none'],
    [withStatus('moderator_removed'), true, 'removed'],
    [withStatus('flagged'), false, 'none'],
    [{ ...published, body: null }, true, 'unavailable'],
  ] as const)('%o with replies %s → %s', (comment, hasReplies, shown) => {
    expect(presentationOf(initialVisibility(comment), hasReplies)).toBe(shown);
  });
  it('muted with replies holds their place', () => {
    expect(presentationOf(initialVisibility(published, 'you-muted'), true)).toBe('unavailable');
  });
});

describe('M42 comment visibility: properties', () => {
  const input = fc.record({
    deleted: fc.boolean(),
    status: fc.constantFrom(...commentStatuses),
    hidden: fc.boolean(),
    body: fc.option(fc.string(), { nil: null }),
  });
  const event: fc.Arbitrary<VisibilityEvent> = fc.oneof(
    input.map((comment): VisibilityEvent => ({ type: 'SYNC', comment })),
    fc.constantFrom(...authorRelations).map((relation): VisibilityEvent => ({ type: 'RELATION', relation })),
    fc.constant<VisibilityEvent>({ type: 'DELETED' }),
  );
  it('a comment is shown in full only when M42 allows it and no relation hides it', () => {
    fc.assert(
      fc.property(input, fc.array(event, { maxLength: 20 }), (start, events) => {
        let s = initialVisibility(start);
        for (const e of events) {
          s = transition(s, e);
          if (isVisible(s)) {
            expect(s.comment.deleted).toBe(false);
            expect(s.comment.hidden).toBe(false);
            expect(s.relation).toBe('none');
            expect(['review_required', 'edit_review_required', 'published', 'moderator_approved', 'new_commenter_approval_required']).toContain(
              s.comment.status,
            );
          }
          if (isShownContent(s)) expect(s.name === 'visible' || s.name === 'paidOnly').toBe(true);
        }
      }),
    );
  });
});
