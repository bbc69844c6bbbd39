import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { avatarTone, avatarToneNames, initials } from './avatarName';

describe('initials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['Ada King Lovelace', 'AL'],
    ['grace', 'G'],
    ['  jane   doe  ', 'JD'],
    ['Émile Zola', 'ÉZ'],
    ['', '?'],
    ['   ', '?'],
    ['🦊 Fox', '🦊F'],
  ])('%j → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('property: never more than two code points, never empty', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const result = Array.from(initials(name));
        expect(result.length).toBeGreaterThanOrEqual(1);
        expect(result.length).toBeLessThanOrEqual(2);
      }),
    );
  });
});

describe('avatarTone', () => {
  it('is stable and ignores case and outer spaces', () => {
    expect(avatarTone('Ada Lovelace')).toBe(avatarTone('  ada lovelace '));
  });

  it('spreads common names over more than one tone', () => {
    const names = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Katherine Johnson', 'Edsger Dijkstra', 'Barbara Liskov'];
    expect(new Set(names.map(avatarTone)).size).toBeGreaterThan(1);
  });

  it('property: always one of the tones', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(avatarToneNames).toContain(avatarTone(name));
      }),
    );
  });
});
