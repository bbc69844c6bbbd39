/**
 * The mock world is a set of stores, one per area, each built by a deterministic seed function. Every store gets
 * its own faker seeded from its name (so adding data to one area never shifts another's) and the fixed mock clock.
 * `resetDb()` rebuilds every store in place: modules keep their references.
 */
import { en, Faker } from '@faker-js/faker';
import { MOCK_NOW } from '../clock';

export interface SeedContext {
  faker: Faker;
  /** The fixed instant every seeded date is relative to. */
  now: Date;
  /** `now` shifted by whole days/hours/minutes, as an ISO string (negative = past). */
  at(offset: { days?: number; hours?: number; minutes?: number; seconds?: number }): string;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function createSeedContext(name: string): SeedContext {
  const faker = new Faker({ locale: [en] });
  faker.seed(hash(name));
  const now = new Date(MOCK_NOW);
  faker.setDefaultRefDate(now);
  return {
    faker,
    now,
    at: ({ days = 0, hours = 0, minutes = 0, seconds = 0 }) =>
      new Date(now.getTime() + ((days * 24 + hours) * 60 + minutes) * 60_000 + seconds * 1000).toISOString(),
  };
}

interface Registered {
  name: string;
  state: Record<string, unknown>;
  build: (ctx: SeedContext) => Record<string, unknown>;
}

const stores: Registered[] = [];

/** Declares a store. Stores are built in declaration order, so later ones may read earlier ones. */
export function defineStore<T extends Record<string, unknown>>(name: string, build: (ctx: SeedContext) => T): T {
  const state = build(createSeedContext(name));
  stores.push({ name, state, build });
  return state;
}

/** Rebuilds every store from its seed, in place. */
export function resetStores(): void {
  for (const store of stores) {
    const fresh = store.build(createSeedContext(store.name));
    for (const key of Object.keys(store.state)) delete store.state[key];
    Object.assign(store.state, fresh);
  }
}

/** Names of the declared stores (for diagnostics). */
export function storeNames(): string[] {
  return stores.map((s) => s.name);
}

/** A counter for ids of rows created at run time, starting above every seeded id. */
export function idSequence(start: number): () => number {
  let next = start;
  return () => next++;
}
