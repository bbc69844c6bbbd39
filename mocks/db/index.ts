/**
 * The in-memory world. `db` gathers every area's store; `resetDb()` rebuilds them all from their seeds (call it
 * between tests). Each area adds its store module here.
 */
import { core } from './core';
import { postsStore } from './posts';
import { resetMockClock } from '../clock';
import { resetStores } from './store';

export const db = { core, posts: postsStore };

/** Restores the seeded world and the mock clock (call between tests). */
export function resetDb(): void {
  resetStores();
  resetMockClock();
}

export { VIEWER_IDS, PUB, GUEST_AUTHOR_ID, findUser, findPublication, findPost, newId, type PublicationRole } from './core';
export { defineStore, createSeedContext, type SeedContext } from './store';
