import { describe, expect, it } from 'vitest';
import { appPromptShown } from './appPrompt';
import { POST_CARD_LIST_SKELETON_ROWS, postCardListState } from './postCardList';

describe('app prompt: when it shows', () => {
  it('shows on the mobile web until the reader chooses Maybe later', () => {
    expect(appPromptShown({ inApp: false, dismissed: null, dismissedNow: false })).toBe(true);
  });

  it('does not show inside an in-app browser or the app', () => {
    expect(appPromptShown({ inApp: true, dismissed: null, dismissedNow: false })).toBe(false);
  });

  it('does not show while "Maybe later" is remembered, nor right after it (even when the storage refused it)', () => {
    expect(appPromptShown({ inApp: false, dismissed: '1', dismissedNow: false })).toBe(false);
    expect(appPromptShown({ inApp: false, dismissed: null, dismissedNow: true })).toBe(false);
  });
});

describe('post card list: its state', () => {
  it('loads with six skeleton rows', () => {
    expect(POST_CARD_LIST_SKELETON_ROWS).toBe(6);
    expect(postCardListState(true, 0)).toBe('loading');
    expect(postCardListState(true, 3)).toBe('loading');
  });

  it('is the list once posts have come, or empty', () => {
    expect(postCardListState(false, 1)).toBe('list');
    expect(postCardListState(false, 0)).toBe('empty');
  });
});
