import { describe, expect, it } from 'vitest';
import { initialSetUpPodcastState, setUpPodcastEventTypes, setUpPodcastRequest, settingUpSection, transition } from './setUpPodcast.machine';

describe('set up podcast machine', () => {
  it('SET_UP from idle asks for the section', () => {
    const next = transition(initialSetUpPodcastState, { type: 'SET_UP', sectionId: 14 });
    expect(next).toEqual({ name: 'pending', sectionId: 14 });
    expect(setUpPodcastRequest(next)).toBe(14);
    expect(settingUpSection(next)).toBe(14);
  });

  it('SUCCEEDED returns to idle with nothing to send', () => {
    const next = transition({ name: 'pending', sectionId: 14 }, { type: 'SUCCEEDED' });
    expect(next).toEqual({ name: 'idle' });
    expect(setUpPodcastRequest(next)).toBeNull();
    expect(settingUpSection(next)).toBeNull();
  });

  it('FAILED keeps the section busy until the failure is dismissed', () => {
    const failed = transition({ name: 'pending', sectionId: 12 }, { type: 'FAILED' });
    expect(failed).toEqual({ name: 'failed', sectionId: 12 });
    expect(setUpPodcastRequest(failed)).toBeNull();
    expect(settingUpSection(failed)).toBe(12);
    expect(transition(failed, { type: 'DISMISS_FAILURE' })).toEqual({ name: 'idle' });
  });

  it('one section at a time: SET_UP while pending or failed is ignored', () => {
    const pending = { name: 'pending', sectionId: 14 } as const;
    expect(transition(pending, { type: 'SET_UP', sectionId: 12 })).toBe(pending);
    const failed = { name: 'failed', sectionId: 14 } as const;
    expect(transition(failed, { type: 'SET_UP', sectionId: 12 })).toBe(failed);
  });

  it('refuses a section id that is not a whole non-negative number', () => {
    expect(transition(initialSetUpPodcastState, { type: 'SET_UP', sectionId: -1 })).toBe(initialSetUpPodcastState);
    expect(transition(initialSetUpPodcastState, { type: 'SET_UP', sectionId: 1.5 })).toBe(initialSetUpPodcastState);
  });

  it('ignores answers that do not apply', () => {
    const idle = initialSetUpPodcastState;
    expect(transition(idle, { type: 'SUCCEEDED' })).toBe(idle);
    expect(transition(idle, { type: 'FAILED' })).toBe(idle);
    expect(transition(idle, { type: 'DISMISS_FAILURE' })).toBe(idle);
    const failed = { name: 'failed', sectionId: 3 } as const;
    expect(transition(failed, { type: 'SUCCEEDED' })).toBe(failed);
    expect(transition(failed, { type: 'FAILED' })).toBe(failed);
    const pending = { name: 'pending', sectionId: 3 } as const;
    expect(transition(pending, { type: 'DISMISS_FAILURE' })).toBe(pending);
  });

  it('lists every event type', () => {
    expect([...setUpPodcastEventTypes].sort()).toEqual(['DISMISS_FAILURE', 'FAILED', 'SET_UP', 'SUCCEEDED']);
  });
});
