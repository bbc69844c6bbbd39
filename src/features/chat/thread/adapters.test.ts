import { describe, expect, it } from 'vitest';
import { replyBlockedReasons } from '../replyPermission';
import { chatComposerDisabledReasons } from '../views/types';
import { apiItemKind, composerDisabledReason, composerPlaceholderKind, hidesComposer, machineItemKind, viewItemKind } from './adapters';

describe('chat thread adapters', () => {
  it('maps item kinds both ways', () => {
    expect(viewItemKind('post')).toBe('thread');
    expect(viewItemKind('comment')).toBe('reply');
    expect(machineItemKind('thread')).toBe('post');
    expect(machineItemKind('reply')).toBe('comment');
    expect(apiItemKind('post')).toBe('posts');
    expect(apiItemKind('comment')).toBe('comments');
  });

  it.each([
    [null, null],
    ['readOnly', null],
    ['unavailable', null],
    ['locked', 'locked'],
    ['replyLocked', 'locked'],
    ['paidOnly', 'paid'],
    ['foundingOnly', 'founding'],
    ['subscribersOnly', 'subscribers'],
    ['signedOut', 'subscribers'],
  ] as const)('reply rule %s → composer reason %s', (reason, expected) => {
    expect(composerDisabledReason(reason)).toBe(expected);
  });

  it('covers every reply rule with a view reason or a hidden composer', () => {
    for (const reason of replyBlockedReasons) {
      const mapped = composerDisabledReason(reason);
      expect(mapped === null ? hidesComposer(reason) : chatComposerDisabledReasons.includes(mapped)).toBe(true);
    }
  });

  it('a PUBLICATION_BAN answer wins over the rules', () => {
    expect(composerDisabledReason(null, true)).toBe('banned');
    expect(composerDisabledReason('paidOnly', true)).toBe('banned');
  });

  it('maps audiences to placeholders (T005–T007)', () => {
    expect(composerPlaceholderKind('only_founding')).toBe('founding');
    expect(composerPlaceholderKind('only_founding_replies')).toBe('founding');
    expect(composerPlaceholderKind('only_paid')).toBe('paid');
    expect(composerPlaceholderKind('only_paid_replies')).toBe('paid');
    expect(composerPlaceholderKind('all_subscribers')).toBe('subscribers');
  });
});
