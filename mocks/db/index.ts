/**
 * The in-memory world. `db` gathers every area's store; `resetDb()` rebuilds them all from their seeds (call it
 * between tests). Each area adds its store module here.
 */
import { resetIdempotency } from './idempotency';
import { accountStore } from './account';
import { communityStore } from './community';
import { core } from './core';
import { eventsStore } from './events';
import { growthStore } from './growth';
import { meetingsStore } from './meetings';
import { feedStore } from './feed';
import { livestreamStore } from './livestream';
import { mediaStore } from './media';
import { mediaToolsStore } from './mediaTools';
import { podcastsStore } from './podcasts';
import { postsStore } from './posts';
import { resetMockClock } from '../clock';
import { resetStores } from './store';

export const db = {
  core,
  growth: growthStore,
  events: eventsStore,
  meetings: meetingsStore,
  account: accountStore,
  feed: feedStore,
  posts: postsStore,
  community: communityStore,
  media: mediaStore,
  mediaTools: mediaToolsStore,
  podcasts: podcastsStore,
  livestream: livestreamStore,
};

/** Restores the seeded world and the mock clock (call between tests). */
export function resetDb(): void {
  resetStores();
  resetMockClock();
  resetIdempotency();
}

export { VIEWER_IDS, PUB, GUEST_AUTHOR_ID, findUser, findPublication, findPost, newId, type PublicationRole } from './core';
export { defineStore, createSeedContext, type SeedContext } from './store';
