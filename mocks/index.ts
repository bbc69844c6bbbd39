/**
 * `@masthead/ui/mocks`: the mock backend. Handlers are plain MSW handlers, flat (`handlers`) and by domain
 * (`handlersByDomain`), so a story or a host's test can replace or switch off one domain.
 */
import type { AnyHandler } from 'msw';
import { accountHandlers } from './handlers/account';
import { communityHandlers } from './handlers/community';
import { eventsHandlers } from './handlers/events';
import { feedHandlers } from './handlers/feed';
import { growthHandlers } from './handlers/growth';
import { livestreamHandlers } from './handlers/livestream';
import { mediaHandlers } from './handlers/media';
import { mediaExtrasHandlers } from './handlers/mediaExtras';
import { mediaToolsHandlers } from './handlers/mediaTools';
import { podcastsHandlers } from './handlers/podcasts';
import { meetingsHandlers } from './handlers/meetings';
import { postsHandlers } from './handlers/posts';
import { declaredRoutes } from './handlers/route';
import { createUnmatchedHandler } from './handlers/system';
import { liveStreamRealtimeHandlers } from './realtime/liveStream';

/** Handlers by API area (one entry per `mocks/handlers/<area>.ts`; `realtime` holds the WebSocket handlers). */
export const handlersByDomain: Record<string, AnyHandler[]> = {
  posts: postsHandlers,
  growth: growthHandlers,
  events: eventsHandlers,
  meetings: meetingsHandlers,
  account: accountHandlers,
  feed: feedHandlers,
  community: communityHandlers,
  media: mediaHandlers,
  mediaExtras: mediaExtrasHandlers,
  mediaTools: mediaToolsHandlers,
  podcasts: podcastsHandlers,
  livestream: livestreamHandlers,
  realtime: liveStreamRealtimeHandlers,
};

/** Every route the mock answers, as `'METHOD /path'`. */
export function knownRoutes(): string[] {
  return [...declaredRoutes].sort();
}

/** The fallback answering unknown `/api/v1/*` calls with 501 and the list of known routes. */
export const unmatchedHandler = createUnmatchedHandler(knownRoutes);

/** Every handler, flat, with the 501 fallback last. */
export const handlers: AnyHandler[] = [...Object.values(handlersByDomain).flat(), unmatchedHandler];

export { db, resetDb } from './db';
export { viewersByRole } from './viewers';
export { emitSubscriptionsUpdate, emitServiceWorkerMessage } from './realtime/serviceWorker';
export {
  configureLiveStreamAudience,
  dropLiveStreamConnections,
  playAudienceStep,
  publishLiveStreamMessage,
  publishViewerCounts,
  realtimeClientCount,
  resetLiveStreamRealtime,
  setLiveStreamOutage,
} from './realtime/liveStream';
export { MOCK_NOW, mockNow, advanceMockClock, resetMockClock } from './clock';
export {
  getScenario,
  setScenario,
  resetScenario,
  playScenario,
  faultFor,
  faultKinds,
  viewerRoleNames,
  TIMEOUT_FAULT_MS,
  type Scenario,
  type FaultKind,
  type ScenarioViewer,
} from './scenario';
export { route, MockHttpError } from './handlers/route';
