import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialState,
  MAX_VISIBLE_TOASTS,
  pendingTimers,
  TOAST_DURATION_MS,
  TOAST_FADE_MS,
  type ToastEntry,
  type ToastEvent,
  type ToastQueueState,
  transition,
  visibleToasts,
} from './toast.machine';

const show = (id: string, message = `Toast ${id}`): ToastEvent => ({
  type: 'show',
  id,
  message,
  durationMs: TOAST_DURATION_MS,
  fadeMs: TOAST_FADE_MS,
});

const entry = (id: string, status: ToastEntry['name']): ToastEntry => ({
  id,
  message: `Toast ${id}`,
  durationMs: TOAST_DURATION_MS,
  fadeMs: TOAST_FADE_MS,
  name: status,
});

const withToasts = (toasts: ToastEntry[], paused = false): ToastQueueState => ({ toasts, paused });

const run = (events: ToastEvent[], from: ToastQueueState = initialState) => events.reduce(transition, from);

describe('toast machine: show', () => {
  it('starts empty and not paused', () => {
    expect(initialState).toEqual({ toasts: [], paused: false });
  });

  it('shows a toast at once, keeping its message, action and times', () => {
    const onClick = () => {};
    const next = transition(initialState, {
      type: 'show',
      id: 'a',
      message: 'Post saved',
      action: { label: 'View', href: '/p/hello', onClick },
      durationMs: 3000,
      fadeMs: 200,
    });
    expect(next.toasts).toEqual([
      { id: 'a', name: 'shown', message: 'Post saved', action: { label: 'View', href: '/p/hello', onClick }, durationMs: 3000, fadeMs: 200 },
    ]);
  });

  it('appends later toasts after earlier ones', () => {
    const next = run([show('a'), show('b')]);
    expect(next.toasts.map((t) => [t.id, t.name])).toEqual([
      ['a', 'shown'],
      ['b', 'shown'],
    ]);
  });

  it(`queues a toast when ${MAX_VISIBLE_TOASTS} are on screen (fading ones count)`, () => {
    const full = withToasts([entry('a', 'shown'), entry('b', 'fading'), entry('c', 'shown')]);
    const next = transition(full, show('d'));
    expect(next.toasts.at(-1)).toEqual(entry('d', 'queued'));
  });

  it('ignores a show with an id already in the queue', () => {
    const state = run([show('a', 'First')]);
    expect(transition(state, show('a', 'Second'))).toBe(state);
  });
});

describe('toast machine: time-out and fade', () => {
  it('timedOut: shown → fading', () => {
    const next = transition(withToasts([entry('a', 'shown')]), { type: 'timedOut', id: 'a' });
    expect(next.toasts).toEqual([entry('a', 'fading')]);
  });

  it.each(['queued', 'fading'] as const)('timedOut is ignored for a %s toast', (status) => {
    const state = withToasts([entry('a', status)]);
    expect(transition(state, { type: 'timedOut', id: 'a' })).toBe(state);
  });

  it('timedOut is ignored while paused (the timer fired late)', () => {
    const state = withToasts([entry('a', 'shown')], true);
    expect(transition(state, { type: 'timedOut', id: 'a' })).toBe(state);
  });

  it('timedOut is ignored for an unknown toast', () => {
    const state = withToasts([entry('a', 'shown')]);
    expect(transition(state, { type: 'timedOut', id: 'zz' })).toBe(state);
  });

  it('fadeEnded: fading → removed', () => {
    const next = transition(withToasts([entry('a', 'fading'), entry('b', 'shown')]), { type: 'fadeEnded', id: 'a' });
    expect(next.toasts).toEqual([entry('b', 'shown')]);
  });

  it('fadeEnded shows the oldest queued toast', () => {
    const state = withToasts([entry('a', 'fading'), entry('b', 'shown'), entry('c', 'shown'), entry('d', 'queued'), entry('e', 'queued')]);
    const next = transition(state, { type: 'fadeEnded', id: 'a' });
    expect(next.toasts.map((t) => [t.id, t.name])).toEqual([
      ['b', 'shown'],
      ['c', 'shown'],
      ['d', 'shown'],
      ['e', 'queued'],
    ]);
  });

  it.each(['queued', 'shown'] as const)('fadeEnded is ignored for a %s toast', (status) => {
    const state = withToasts([entry('a', status)]);
    expect(transition(state, { type: 'fadeEnded', id: 'a' })).toBe(state);
  });

  it('fadeEnded is ignored for an unknown toast', () => {
    const state = withToasts([entry('a', 'fading')]);
    expect(transition(state, { type: 'fadeEnded', id: 'zz' })).toBe(state);
  });

  it('goes shown → fading → removed over a whole lifecycle', () => {
    const events: ToastEvent[] = [show('a'), { type: 'timedOut', id: 'a' }, { type: 'fadeEnded', id: 'a' }];
    let state = initialState;
    const seen: string[][] = [];
    for (const event of events) {
      state = transition(state, event);
      seen.push(state.toasts.map((t) => t.name));
    }
    expect(seen).toEqual([['shown'], ['fading'], []]);
  });
});

describe('toast machine: dismiss', () => {
  it('dismiss: shown → fading (it fades out like a timed-out toast)', () => {
    const next = transition(withToasts([entry('a', 'shown')]), { type: 'dismiss', id: 'a' });
    expect(next.toasts).toEqual([entry('a', 'fading')]);
  });

  it('dismiss works while paused', () => {
    const next = transition(withToasts([entry('a', 'shown')], true), { type: 'dismiss', id: 'a' });
    expect(next.toasts).toEqual([entry('a', 'fading')]);
  });

  it('dismiss drops a queued toast without showing another', () => {
    const state = withToasts([entry('a', 'shown'), entry('b', 'shown'), entry('c', 'shown'), entry('d', 'queued'), entry('e', 'queued')]);
    const next = transition(state, { type: 'dismiss', id: 'd' });
    expect(next.toasts.map((t) => [t.id, t.name])).toEqual([
      ['a', 'shown'],
      ['b', 'shown'],
      ['c', 'shown'],
      ['e', 'queued'],
    ]);
  });

  it('dismiss is ignored for a fading toast', () => {
    const state = withToasts([entry('a', 'fading')]);
    expect(transition(state, { type: 'dismiss', id: 'a' })).toBe(state);
  });

  it('dismiss is ignored for an unknown toast', () => {
    const state = withToasts([entry('a', 'shown')]);
    expect(transition(state, { type: 'dismiss', id: 'zz' })).toBe(state);
  });
});

describe('toast machine: pause and resume', () => {
  it('pause: running → paused', () => {
    expect(transition(withToasts([entry('a', 'shown')]), { type: 'pause' })).toEqual(withToasts([entry('a', 'shown')], true));
  });

  it('pause is ignored when already paused', () => {
    const state = withToasts([entry('a', 'shown')], true);
    expect(transition(state, { type: 'pause' })).toBe(state);
  });

  it('resume: paused → running', () => {
    expect(transition(withToasts([entry('a', 'shown')], true), { type: 'resume' })).toEqual(withToasts([entry('a', 'shown')]));
  });

  it('resume is ignored when not paused', () => {
    const state = withToasts([entry('a', 'shown')]);
    expect(transition(state, { type: 'resume' })).toBe(state);
  });

  it('fadeEnded of the last toast ends a pause (the pointer can’t leave a removed toast)', () => {
    const next = transition(withToasts([entry('a', 'fading')], true), { type: 'fadeEnded', id: 'a' });
    expect(next).toEqual(withToasts([], false));
  });

  it('fadeEnded keeps the pause while other toasts remain', () => {
    const next = transition(withToasts([entry('a', 'fading'), entry('b', 'shown')], true), { type: 'fadeEnded', id: 'a' });
    expect(next).toEqual(withToasts([entry('b', 'shown')], true));
  });

  it('a toast shown while paused waits too', () => {
    const paused = transition(initialState, { type: 'pause' });
    const next = transition(paused, show('a'));
    expect(next.toasts).toEqual([entry('a', 'shown')]);
    expect(pendingTimers(next)).toEqual([]);
  });
});

describe('toast machine: selectors', () => {
  it('visibleToasts lists shown and fading toasts, oldest first, not queued ones', () => {
    const state = withToasts([entry('a', 'fading'), entry('b', 'shown'), entry('c', 'shown'), entry('d', 'queued')]);
    expect(visibleToasts(state).map((t) => t.id)).toEqual(['a', 'b', 'c']);
  });

  it('pendingTimers: a display timer per shown toast and a fade timer per fading toast', () => {
    const state = withToasts([entry('a', 'fading'), entry('b', 'shown'), entry('c', 'queued')]);
    expect(pendingTimers(state)).toEqual([
      { key: 'a:fade', ms: TOAST_FADE_MS, event: { type: 'fadeEnded', id: 'a' } },
      { key: 'b:display', ms: TOAST_DURATION_MS, event: { type: 'timedOut', id: 'b' } },
    ]);
  });

  it('pendingTimers: paused stops display timers but lets fades finish', () => {
    const state = withToasts([entry('a', 'fading'), entry('b', 'shown')], true);
    expect(pendingTimers(state)).toEqual([{ key: 'a:fade', ms: TOAST_FADE_MS, event: { type: 'fadeEnded', id: 'a' } }]);
  });

  it('uses the spec’s times: 5000 ms shown, 500 ms fade', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_FADE_MS).toBe(500);
  });
});

describe('toast machine: properties', () => {
  const ids = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
  const event: fc.Arbitrary<ToastEvent> = fc.oneof(
    ids.map((id) => show(id)),
    ids.map((id) => ({ type: 'timedOut', id }) as const),
    ids.map((id) => ({ type: 'fadeEnded', id }) as const),
    ids.map((id) => ({ type: 'dismiss', id }) as const),
    fc.constant({ type: 'pause' } as const),
    fc.constant({ type: 'resume' } as const),
  );

  it('never shows more than the maximum, never queues while there is room, never repeats an id', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        let state = initialState;
        for (const e of events) {
          state = transition(state, e);
          const visible = visibleToasts(state).length;
          const queued = state.toasts.filter((t) => t.name === 'queued').length;
          expect(visible).toBeLessThanOrEqual(MAX_VISIBLE_TOASTS);
          if (queued > 0) expect(visible).toBe(MAX_VISIBLE_TOASTS);
          expect(new Set(state.toasts.map((t) => t.id)).size).toBe(state.toasts.length);
        }
      }),
    );
  });

  it('every toast leaves once its timers have fired (when not paused)', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state = transition(run(events), { type: 'resume' });
        // Fire whatever timers are due until none remain: the queue always drains.
        for (let i = 0; i < 100 && pendingTimers(state).length > 0; i++) {
          for (const timer of pendingTimers(state)) state = transition(state, timer.event);
        }
        expect(state.toasts).toEqual([]);
      }),
    );
  });
});
