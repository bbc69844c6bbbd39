/**
 * Every declared endpoint answers through the typed client against `createMockServer()`, and every answer passes
 * its schema (`callEndpoint` parses each one; a schema failure would reject). The inventory's ids are all covered.
 */
import { describe, expect, it } from 'vitest';
import { routeKey } from '../../src/api/endpoint';
import { setScenario } from '../../mocks/scenario';
import { allEndpoints } from '../../scripts/openapi/build';
import type { Sample } from './sample';
import { call, useMockServer } from './setup';

useMockServer();

const modules = import.meta.glob<Record<string, Sample[]>>('./*.samples.ts', { eager: true });
const samples = Object.values(modules).flatMap((m) => Object.values(m).flat());
const endpoints = allEndpoints();

describe('every endpoint', () => {
  it('has at least one sample call', () => {
    const sampled = new Set(samples.map((s) => s.def.id));
    expect(endpoints.filter((e) => !sampled.has(e.id)).map((e) => `${e.id} ${routeKey(e)}`)).toEqual([]);
  });

  it('has a unique method + path', () => {
    expect(new Set(endpoints.map(routeKey)).size).toBe(endpoints.length);
  });

  it.each(samples.map((s) => [`${s.def.id} ${routeKey(s.def)} as ${s.viewer ?? 'paid'}`, s] as const))('%s answers and parses', async (_name, s) => {
    setScenario({ viewer: s.viewer ?? 'paid' });
    await expect(call(s.def, s.input as never)).resolves.toBeDefined();
  });
});

/** The inventory's endpoint ids: E01–E77 shown in the spec, P01–P26 designed here (P13 and P26 may be static). */
const expectedIds = [
  ...Array.from({ length: 77 }, (_, i) => `E${String(i + 1).padStart(2, '0')}`),
  ...Array.from({ length: 26 }, (_, i) => `P${String(i + 1).padStart(2, '0')}`),
];

describe('inventory coverage', () => {
  it('declares every E and P call (P26 reuses E15)', () => {
    const declared = new Set(endpoints.map((e) => e.id.replace(/[a-z]$/, '')));
    const missing = expectedIds.filter((id) => id !== 'P26' && !declared.has(id));
    expect(missing).toEqual([]);
  });
});
