import { describe, expect, it } from 'vitest';
import { hiddenReason, isHidden, noRelation, relationChangesAt, relationFromBlockState, relationName, sameRelation } from './relation';
import { QueryClient } from '@tanstack/react-query';
import { createRelationStore, relationStoreOf } from './relationStore';

const T0 = Date.parse('2026-11-21T12:00:00Z');

describe('the relation (M44) and its one store', () => {
  it('names and hides by the clock: a mute ends at its instant', () => {
    const muted = { ...noRelation, mute: { until: T0 + 1000 } };
    expect([relationName(muted, T0), isHidden(muted, T0), hiddenReason(muted, T0)]).toEqual(['muting', true, 'you-muted']);
    expect([relationName(muted, T0 + 1000), isHidden(muted, T0 + 1000), hiddenReason(muted, T0 + 1000)]).toEqual(['none', false, null]);
    expect(relationChangesAt(muted, T0)).toBe(T0 + 1000);
    expect(relationChangesAt(muted, T0 + 1000)).toBeNull();
    expect(hiddenReason({ ...noRelation, blocking: true }, T0)).toBe('blocked-you');
    expect(hiddenReason({ ...noRelation, blocked: true, mute: { until: null } }, T0)).toBe('you-blocked');
    expect(isHidden(noRelation, T0)).toBe(false);
  });

  it('reads a server blockState', () => {
    const state = {
      relation: 'muting' as const,
      muting: true,
      blocked: false,
      blocking: false,
      mute: { duration: '1hour' as const, expires_at: '2026-11-21T13:00:00.000Z', created_at: '2026-11-21T12:00:00.000Z' },
      block: null,
    };
    expect(relationFromBlockState(state)).toEqual({ mute: { until: T0 + 3_600_000 }, blocked: false, blocking: false });
    expect(relationFromBlockState({ ...state, mute: { ...state.mute, duration: 'indefinitely', expires_at: null } })).toEqual({
      mute: { until: null },
      blocked: false,
      blocking: false,
    });
    expect(sameRelation({ ...noRelation, mute: { until: null } }, noRelation)).toBe(false);
  });

  it('one store: a write wins over later list data, each person notifies its own listeners', () => {
    const store = createRelationStore();
    const heard: number[] = [];
    store.subscribe(1, () => heard.push(1));
    store.subscribe(2, () => heard.push(2));
    store.seed(1, { ...noRelation, blocked: true });
    store.set(2, { ...noRelation, mute: { until: null } });
    store.seed(2, noRelation);
    expect(store.get(2)).toEqual({ ...noRelation, mute: { until: null } });
    store.set(2, { ...noRelation, mute: { until: null } });
    expect(heard).toEqual([1, 2]);
    store.clear();
    expect(store.get(1)).toBeUndefined();
    expect(heard).toEqual([1, 2, 1, 2]);
  });

  it('one store per provider (query client) and reader', () => {
    const client = new QueryClient();
    expect(relationStoreOf(client, 102)).toBe(relationStoreOf(client, 102));
    expect(relationStoreOf(client, 101)).not.toBe(relationStoreOf(client, 102));
    expect(relationStoreOf(new QueryClient(), 102)).not.toBe(relationStoreOf(client, 102));
  });
});
