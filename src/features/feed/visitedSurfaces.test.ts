import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseVisit, parseVisited, recordVisit, serializeVisited, VISITED_SURFACES_CAP, type VisitedSurface, visitedKey } from './visitedSurfaces';

const pub = (id: number, at = id): VisitedSurface => ({ kind: 'publication', id, at });
const profile = (id: number, at = id): VisitedSurface => ({ kind: 'profile', id, at });

describe('visited surfaces', () => {
  it('puts a visit first', () => {
    expect(recordVisit([pub(1)], profile(2))).toEqual([profile(2), pub(1)]);
  });

  it('keeps one entry per surface: a second visit moves it to the front with its new time', () => {
    expect(recordVisit([pub(1), pub(2), pub(3)], pub(3, 99))).toEqual([pub(3, 99), pub(1), pub(2)]);
  });

  it('keys by publication or profile: the same id of each is two surfaces', () => {
    expect(recordVisit([pub(5)], profile(5))).toEqual([profile(5), pub(5)]);
  });

  it('keeps the newest 10', () => {
    let list: readonly VisitedSurface[] = [];
    for (let id = 1; id <= 12; id += 1) list = recordVisit(list, pub(id));
    expect(list).toHaveLength(VISITED_SURFACES_CAP);
    expect(list.map((v) => v.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it('reads back what it stored', () => {
    const list = [profile(2), pub(1)];
    expect(parseVisited(serializeVisited(list))).toEqual(list);
  });

  it('reads nothing from a missing, broken or foreign value', () => {
    expect(parseVisited(null)).toEqual([]);
    expect(parseVisited('{not json')).toEqual([]);
    expect(parseVisited('{"kind":"publication"}')).toEqual([]);
    expect(parseVisited('"text"')).toEqual([]);
  });

  it('leaves out entries that are not surfaces, duplicates, and anything past the cap', () => {
    const raw = JSON.stringify([
      pub(1),
      { kind: 'post', id: 2, at: 2 },
      { kind: 'profile', id: -1, at: 1 },
      { kind: 'profile', id: 1.5, at: 1 },
      { kind: 'profile', id: 3, at: 'now' },
      null,
      pub(1, 50),
      ...Array.from({ length: 15 }, (_, i) => profile(100 + i)),
    ]);
    const list = parseVisited(raw);
    expect(list[0]).toEqual(pub(1));
    expect(list).toHaveLength(VISITED_SURFACES_CAP);
    expect(list.filter((v) => v.kind === 'publication')).toHaveLength(1);
  });

  it('parses one visit from a message only when it is one', () => {
    expect(parseVisit({ kind: 'profile', id: 7, at: 1 })).toEqual(profile(7, 1));
    expect(parseVisit({ kind: 'profile', id: '7', at: 1 })).toBeNull();
    expect(parseVisit('profile:7')).toBeNull();
    expect(parseVisit(undefined)).toBeNull();
  });

  it('any sequence of visits: at most 10, no surface twice, the last visit first (property)', () => {
    const visit = fc.record({ kind: fc.constantFrom('publication' as const, 'profile' as const), id: fc.nat(20), at: fc.nat() });
    fc.assert(
      fc.property(fc.array(visit, { maxLength: 60 }), (visits) => {
        let list: readonly VisitedSurface[] = [];
        for (const v of visits) list = recordVisit(list, v);
        expect(list.length).toBeLessThanOrEqual(VISITED_SURFACES_CAP);
        expect(new Set(list.map(visitedKey)).size).toBe(list.length);
        if (visits.length > 0) expect(list[0]).toEqual(visits[visits.length - 1]);
        expect(parseVisited(serializeVisited(list))).toEqual(list);
      }),
    );
  });
});
