import { describe, expect, it } from 'vitest';
import type { ViewerRole } from '../../../../platform/viewer';
import {
  SCHEDULED_DESCRIPTION_MAX,
  type ScheduledEmailAudience,
  canManageScheduledPost,
  isScheduledPost,
  scheduledDescription,
  scheduledPostAccess,
  scheduledPostEditPath,
  scheduledPostPath,
} from './scheduledPost';

describe('scheduledPostAccess: founding-only posts require founding status', () => {
  it.each<[ScheduledEmailAudience, ViewerRole, 'allowed' | 'founding_required']>([
    ['founding', 'anonymous', 'founding_required'],
    ['founding', 'free', 'founding_required'],
    ['founding', 'paid', 'founding_required'],
    ['founding', 'founding', 'allowed'],
    ['founding', 'contributor', 'allowed'],
    ['founding', 'admin', 'allowed'],
    ['everyone', 'anonymous', 'allowed'],
    ['everyone', 'paid', 'allowed'],
    ['only_paid', 'free', 'allowed'],
    ['only_paid', 'anonymous', 'allowed'],
  ])('%s post seen by %s → %s', (audience, role, expected) => {
    expect(scheduledPostAccess(audience, role)).toBe(expected);
  });
});

describe('canManageScheduledPost: contributors can share or edit', () => {
  it.each<[ViewerRole, boolean]>([
    ['anonymous', false],
    ['free', false],
    ['paid', false],
    ['founding', false],
    ['contributor', true],
    ['admin', true],
  ])('%s → %s', (role, expected) => {
    expect(canManageScheduledPost(role)).toBe(expected);
  });
});

describe('scheduledDescription: cut at 135 characters (K117)', () => {
  it.each([
    ['absent', undefined, ''],
    ['null', null, ''],
    ['short', 'A short one.', 'A short one.'],
    ['exactly 135', 'x'.repeat(135), 'x'.repeat(135)],
    ['136 characters', 'y'.repeat(136), `${'y'.repeat(135)}…`],
    ['surrounding space', '  padded  ', 'padded'],
  ])('%s', (_name, input, expected) => {
    expect(scheduledDescription(input)).toBe(expected);
  });

  it('counts characters, not UTF-16 units', () => {
    const emoji = '🦩'.repeat(140);
    expect([...scheduledDescription(emoji)].length).toBe(SCHEDULED_DESCRIPTION_MAX + 1);
  });
});

describe('isScheduledPost and paths', () => {
  it.each([
    [{ is_scheduled: true, postSchedule: { trigger_at: '2026-11-23T15:00:00Z', email_audience: 'everyone' as const } }, true],
    [{ is_scheduled: true, postSchedule: null }, false],
    [{ is_scheduled: false, postSchedule: { trigger_at: '2026-11-23T15:00:00Z', email_audience: 'everyone' as const } }, false],
    [{}, false],
  ])('%j → %s', (post, expected) => {
    expect(isScheduledPost(post)).toBe(expected);
  });

  it('builds the public and editor paths', () => {
    expect(scheduledPostPath({ slug: 'coming-sunday' })).toBe('/p/coming-sunday');
    expect(scheduledPostEditPath({ id: 1010 })).toBe('/publish/post/1010');
  });
});
