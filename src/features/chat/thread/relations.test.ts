import { describe, expect, it } from 'vitest';
import type { RelationReason } from '../../../kit/relationStore';
import { honourRelations } from './relations';

const row = (id: number, userId: number | null, blocked: 'blocked_you' | 'you_blocked' | null = null) => ({
  comment: { id, user: userId === null ? null : { id: userId, name: `User ${userId}` }, blocked_relation: blocked },
});
const reasons = (entries: [number, RelationReason][]) => new Map(entries);

describe('chat thread and the relation store (honourRelations)', () => {
  const rows = [row(1, 10), row(2, 11), row(3, 12), row(4, null), row(5, 10)];

  it('returns the same array when nobody is hidden', () => {
    expect(honourRelations(rows, reasons([]))).toBe(rows);
    expect(honourRelations(rows, reasons([[99, 'you-muted']]))).toBe(rows);
  });

  it('leaves out every row by a muted person, and only those', () => {
    const shown = honourRelations(rows, reasons([[10, 'you-muted']]));
    expect(shown.map((e) => e.comment.id)).toEqual([2, 3, 4]);
  });

  it('turns rows by a blocked person into the blocked notice, either way round', () => {
    const shown = honourRelations(
      rows,
      reasons([
        [11, 'you-blocked'],
        [12, 'blocked-you'],
      ]),
    );
    expect(shown.map((e) => [e.comment.id, e.comment.blocked_relation])).toEqual([
      [1, null],
      [2, 'you_blocked'],
      [3, 'blocked_you'],
      [4, null],
      [5, null],
    ]);
  });

  it('keeps the identity of untouched rows and of rows already showing the notice', () => {
    const already = [row(1, 10), row(2, 11, 'you_blocked')];
    const shown = honourRelations(already, reasons([[11, 'you-blocked']]));
    expect(shown[0]).toBe(already[0]);
    expect(shown[1]).toBe(already[1]);
    const changed = honourRelations(rows, reasons([[11, 'you-blocked']]));
    expect(changed[0]).toBe(rows[0]);
    expect(changed[1]).not.toBe(rows[1]);
    expect(rows[1]!.comment.blocked_relation).toBeNull();
  });
});
