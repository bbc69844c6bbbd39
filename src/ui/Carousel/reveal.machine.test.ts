import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialRevealState, isConcealed, type RevealEvent, type RevealState, revealStateFor, revealTransition, transition } from './reveal.machine';

describe('reveal machine', () => {
  it('starts concealed', () => {
    expect(initialRevealState).toEqual({ name: 'concealed' });
    expect(isConcealed(initialRevealState)).toBe(true);
  });

  it('starts revealed for media that is not explicit', () => {
    expect(revealStateFor(false)).toEqual({ name: 'revealed' });
    expect(revealStateFor(true)).toEqual({ name: 'concealed' });
  });

  it.each<[RevealState, RevealEvent, RevealState]>([
    [{ name: 'concealed' }, { type: 'reveal' }, { name: 'revealed' }],
    [{ name: 'revealed' }, { type: 'conceal' }, { name: 'concealed' }],
  ])('%o + %o → %o', (state, event, next) => {
    expect(transition(state, event)).toEqual(next);
  });

  it.each<[RevealState, RevealEvent]>([
    [{ name: 'revealed' }, { type: 'reveal' }],
    [{ name: 'concealed' }, { type: 'conceal' }],
  ])('ignores %o + %o (same object back, so React skips the render)', (state, event) => {
    expect(transition(state, event)).toBe(state);
  });

  it('is exported as `transition`, and as `revealTransition` for existing hosts', () => {
    expect(revealTransition).toBe(transition);
  });

  it('ends in the state of the last event (property)', () => {
    const event = fc.constantFrom<RevealEvent>({ type: 'reveal' }, { type: 'conceal' });
    fc.assert(
      fc.property(fc.array(event, { minLength: 1, maxLength: 30 }), (events) => {
        const final = events.reduce(transition, initialRevealState);
        expect(final.name).toBe(events.at(-1)?.type === 'reveal' ? 'revealed' : 'concealed');
      }),
    );
  });
});
