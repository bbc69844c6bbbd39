import { describe, expect, it } from 'vitest';
import { type FreeSignupEvent, type FreeSignupState, freeSignupRequest, initialFreeSignupState, transition } from './freeSignup.machine';

const request = { email: 'reader@example.com', source: 'free_subscribe_to_like' } as const;
const idle: FreeSignupState = initialFreeSignupState;
const submitting: FreeSignupState = { name: 'submitting', request };
const done: FreeSignupState = { name: 'done' };

describe('free signup machine (E21)', () => {
  it.each<[string, FreeSignupState, FreeSignupEvent, FreeSignupState]>([
    ['idle ─SUBMIT→ submitting', idle, { type: 'SUBMIT', request }, submitting],
    ['done ─SUBMIT→ submitting (again)', done, { type: 'SUBMIT', request }, submitting],
    ['submitting ─SUCCEEDED→ done', submitting, { type: 'SUCCEEDED' }, done],
    ['submitting ─FAILED→ idle', submitting, { type: 'FAILED' }, idle],
    ['done ─RESET→ idle', done, { type: 'RESET' }, idle],
    ['submitting ─RESET→ idle', submitting, { type: 'RESET' }, idle],
    ['idle ─SUCCEEDED→ ignored', idle, { type: 'SUCCEEDED' }, idle],
    ['idle ─FAILED→ ignored', idle, { type: 'FAILED' }, idle],
    ['done ─FAILED→ ignored', done, { type: 'FAILED' }, done],
  ])('%s', (_name, state, event, expected) => {
    expect(transition(state, event)).toEqual(expected);
  });

  it('ignores a second SUBMIT while one is under way (same state object)', () => {
    expect(transition(submitting, { type: 'SUBMIT', request: { ...request, email: 'other@example.com' } })).toBe(submitting);
    expect(transition(idle, { type: 'RESET' })).toBe(idle);
  });

  it('names the request only while submitting', () => {
    expect(freeSignupRequest(submitting)).toEqual(request);
    expect(freeSignupRequest(idle)).toBeNull();
    expect(freeSignupRequest(done)).toBeNull();
  });
});
