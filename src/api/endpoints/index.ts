/**
 * Every endpoint declaration, by area. Feature hooks import single declarations (tree-shaking keeps only what a
 * screen uses); tests, the OpenAPI generator and hosts that want the full list use `endpointsByArea`.
 */
import { accountEndpoints } from './account';
import { communityEndpoints } from './community';
import { feedEndpoints } from './feed';
import { livestreamEndpoints } from './livestream';
import { mediaEndpoints } from './media';
import { mediaExtrasEndpoints } from './mediaExtras';
import { mediaToolsEndpoints } from './mediaTools';
import { podcastsEndpoints } from './podcasts';
import { eventsEndpoints } from './events';
import { growthEndpoints } from './growth';
import { meetingsEndpoints } from './meetings';
import { postsEndpoints } from './posts';

export const endpointsByArea = {
  growth: growthEndpoints,
  events: eventsEndpoints,
  meetings: meetingsEndpoints,
  account: accountEndpoints,
  feed: feedEndpoints,
  posts: postsEndpoints,
  community: communityEndpoints,
  media: mediaEndpoints,
  mediaExtras: mediaExtrasEndpoints,
  mediaTools: mediaToolsEndpoints,
  podcasts: podcastsEndpoints,
  livestream: livestreamEndpoints,
} as const;

export * from './posts';
export * from './account';
export * from './feed';
export * from './community';
export * from './media';
export * from './mediaExtras';
export * from './mediaTools';
export * from './podcasts';
export * from './livestream';
export * from './growth';
export * from './events';
export * from './meetings';
