import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialRevealState, isConcealed, type RevealEvent, type RevealState, revealStateFor, revealTransition } from './reveal.machine';

describe('reveal machine', () => {
  it('starts concealed', () => {
    expect(initialRevealState).toEqual({ status: 'concealed' });
    expect(isConcealed(initialRevealState)).toBe(true);
  });

  it('starts revealed for media that is not explicit', () => {
    expect(revealStateFor(false)).toEqual({ status: 'revealed' });
    expect(revealStateFor(true)).toEqual({ status: 'concealed' });
  });

  it.each<[RevealState, RevealEvent, RevealState]>([
    [{ status: 'concealed' }, { type: 'reveal' }, { status: 'revealed' }],
    [{ status: 'revealed' }, { type: 'conceal' }, { status: 'concealed' }],
  ])('%o + %o → %o', (state, event, next) => {
    expect(revealTransition(state, event)).toEqual(next);
  });

  it.each<[RevealState, RevealEvent]>([
    [{ status: 'revealed' }, { type: 'reveal' }],
    [{ status: 'concealed' }, { type: 'conceal' }],
  ])('ignores %o + %o (same object back, so React skips the render)', (state, event) => {
    expect(revealTransition(state, event)).toBe(state);
  });

  it('ends in the state of the last event (property)', () => {
    const event = fc.constantFrom<RevealEvent>({ type: 'reveal' }, { type: 'conceal' });
    fc.assert(
      fc.property(fc.array(event, { minLength: 1, maxLength: 30 }), (events) => {
        const final = events.reduce(revealTransition, initialRevealState);
        expect(final.status).toBe(events.at(-1)?.type === 'reveal' ? 'revealed' : 'concealed');
      }),
    );
  });
});
