import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  awaitsFrame,
  type CollapsibleEvent,
  type CollapsibleEventType,
  type CollapsibleState,
  type CollapsibleStateName,
  collapsibleEventTypes,
  collapsibleStateNames,
  initialState,
  isAnimating,
  isContentHidden,
  isOpen,
  isResting,
  restingState,
  transition,
} from './collapsible.machine';

const state = (name: CollapsibleStateName) => ({ name }) as CollapsibleState;
const event = (type: CollapsibleEventType) => ({ type }) as CollapsibleEvent;

/** Every state × every event, written out: `[from, event, to]`. Unchanged target = the event is ignored. */
const table: ReadonlyArray<readonly [CollapsibleStateName, CollapsibleEventType, CollapsibleStateName]> = [
  ['collapsed', 'TOGGLE', 'startExpanding'],
  ['collapsed', 'OPEN', 'startExpanding'],
  ['collapsed', 'CLOSE', 'collapsed'],
  ['collapsed', 'FRAME', 'collapsed'],
  ['collapsed', 'TRANSITION_END', 'collapsed'],
  ['collapsed', 'TIMEOUT', 'collapsed'],

  ['startExpanding', 'FRAME', 'expanding'],
  ['startExpanding', 'TOGGLE', 'collapsed'],
  ['startExpanding', 'CLOSE', 'collapsed'],
  ['startExpanding', 'OPEN', 'startExpanding'],
  ['startExpanding', 'TRANSITION_END', 'startExpanding'],
  ['startExpanding', 'TIMEOUT', 'startExpanding'],

  ['expanding', 'TRANSITION_END', 'expanded'],
  ['expanding', 'TIMEOUT', 'expanded'],
  ['expanding', 'TOGGLE', 'startCollapsing'],
  ['expanding', 'CLOSE', 'startCollapsing'],
  ['expanding', 'OPEN', 'expanding'],
  ['expanding', 'FRAME', 'expanding'],

  ['expanded', 'TOGGLE', 'startCollapsing'],
  ['expanded', 'CLOSE', 'startCollapsing'],
  ['expanded', 'OPEN', 'expanded'],
  ['expanded', 'FRAME', 'expanded'],
  ['expanded', 'TRANSITION_END', 'expanded'],
  ['expanded', 'TIMEOUT', 'expanded'],

  ['startCollapsing', 'FRAME', 'collapsing'],
  ['startCollapsing', 'TOGGLE', 'expanded'],
  ['startCollapsing', 'OPEN', 'expanded'],
  ['startCollapsing', 'CLOSE', 'startCollapsing'],
  ['startCollapsing', 'TRANSITION_END', 'startCollapsing'],
  ['startCollapsing', 'TIMEOUT', 'startCollapsing'],

  ['collapsing', 'TRANSITION_END', 'collapsed'],
  ['collapsing', 'TIMEOUT', 'collapsed'],
  ['collapsing', 'TOGGLE', 'startExpanding'],
  ['collapsing', 'OPEN', 'startExpanding'],
  ['collapsing', 'CLOSE', 'collapsing'],
  ['collapsing', 'FRAME', 'collapsing'],
];

describe('collapsible machine', () => {
  it('starts collapsed; restingState picks the resting state for an initial open value', () => {
    expect(initialState).toEqual({ name: 'collapsed' });
    expect(restingState(false)).toEqual({ name: 'collapsed' });
    expect(restingState(true)).toEqual({ name: 'expanded' });
  });

  it('the table covers every state and every event exactly once', () => {
    const pairs = table.map(([from, type]) => `${from}/${type}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(pairs.length).toBe(collapsibleStateNames.length * collapsibleEventTypes.length);
  });

  it.each(table)('%s + %s → %s', (from, type, expected) => {
    expect(transition(state(from), event(type))).toEqual({ name: expected });
  });

  it('returns the same object for ignored events (no re-render)', () => {
    for (const [from, type, expected] of table) {
      if (from !== expected) continue;
      const before = state(from);
      expect(transition(before, event(type))).toBe(before);
    }
  });

  it('walks the spec sequence collapsed → … → collapsed with two toggles', () => {
    const events: CollapsibleEventType[] = ['TOGGLE', 'FRAME', 'TRANSITION_END', 'TOGGLE', 'FRAME', 'TIMEOUT'];
    const seen: CollapsibleStateName[] = ['collapsed'];
    for (const type of events) seen.push(transition(state(seen.at(-1)!), event(type)).name);
    expect(seen).toEqual(['collapsed', 'startExpanding', 'expanding', 'expanded', 'startCollapsing', 'collapsing', 'collapsed']);
  });

  it('selectors describe each state', () => {
    const rows = collapsibleStateNames.map((name) => {
      const s = state(name);
      return [name, isOpen(s), isResting(s), isContentHidden(s), awaitsFrame(s), isAnimating(s)];
    });
    expect(rows).toEqual([
      ['collapsed', false, true, true, false, false],
      ['startExpanding', true, false, false, true, false],
      ['expanding', true, false, false, false, true],
      ['expanded', true, true, false, false, false],
      ['startCollapsing', false, false, false, true, false],
      ['collapsing', false, false, false, false, true],
    ]);
  });

  const anyEvent = fc.constantFrom(...collapsibleEventTypes).map(event);
  const anyState = fc.constantFrom(...collapsibleStateNames).map(state);

  it('property: any event sequence leaves the machine in a valid state', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 60 }), (events) => {
        const end = events.reduce(transition, initialState);
        expect(collapsibleStateNames).toContain(end.name);
        expect(Object.keys(end)).toEqual(['name']);
      }),
    );
  });

  it('property: TOGGLE from a resting state ends in the other resting state after the animation events', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom<CollapsibleEventType>('TRANSITION_END', 'TIMEOUT'),
        // Stray animation events arriving before the frame (a late timer) must not derail it.
        fc.array(fc.constantFrom<CollapsibleEventType>('TRANSITION_END', 'TIMEOUT'), { maxLength: 3 }),
        (open, end, strays) => {
          const start = restingState(open);
          let s = transition(start, event('TOGGLE'));
          expect(isOpen(s)).toBe(!open);
          for (const stray of strays) s = transition(s, event(stray));
          s = transition(s, event('FRAME'));
          s = transition(s, event(end));
          expect(s).toEqual(restingState(!open));
        },
      ),
    );
  });

  it('property: the open/closed intent follows the last TOGGLE/OPEN/CLOSE, and animation events never change it', () => {
    fc.assert(
      fc.property(anyState, fc.array(anyEvent, { maxLength: 40 }), (from, events) => {
        let s = from;
        for (const e of events) {
          const before = isOpen(s);
          s = transition(s, e);
          if (e.type === 'OPEN') expect(isOpen(s)).toBe(true);
          else if (e.type === 'CLOSE') expect(isOpen(s)).toBe(false);
          else if (e.type === 'TOGGLE') expect(isOpen(s)).toBe(!before);
          else expect(isOpen(s)).toBe(before);
        }
      }),
    );
  });

  it('property: after any history, FRAME then TIMEOUT always brings the panel to rest', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 40 }), (events) => {
        const s = events.reduce(transition, initialState);
        const rested = transition(transition(s, event('FRAME')), event('TIMEOUT'));
        expect(isResting(rested)).toBe(true);
        expect(rested).toEqual(restingState(isOpen(s)));
      }),
    );
  });
});
