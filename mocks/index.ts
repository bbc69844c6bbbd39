/**
 * `@masthead/ui/mocks`: the mock backend. Handlers are plain MSW handlers, flat (`handlers`) and by domain
 * (`handlersByDomain`), so a story or a host's test can replace or switch off one domain.
 */
import type { RequestHandler } from 'msw';
import { postsHandlers } from './handlers/posts';
import { declaredRoutes } from './handlers/route';
import { createUnmatchedHandler } from './handlers/system';

/** Handlers by API area (one entry per `mocks/handlers/<area>.ts`). */
export const handlersByDomain: Record<string, RequestHandler[]> = {
  posts: postsHandlers,
};

/** Every route the mock answers, as `'METHOD /path'`. */
export function knownRoutes(): string[] {
  return [...declaredRoutes].sort();
}

/** The fallback answering unknown `/api/v1/*` calls with 501 and the list of known routes. */
export const unmatchedHandler = createUnmatchedHandler(knownRoutes);

/** Every handler, flat, with the 501 fallback last. */
export const handlers: RequestHandler[] = [...Object.values(handlersByDomain).flat(), unmatchedHandler];

export { db, resetDb } from './db';
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
