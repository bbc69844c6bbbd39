/**
 * `@masthead/ui/mocks`: the mock backend. Handlers are plain MSW handlers, flat (`handlers`) and by domain
 * (`handlersByDomain`), so a story or a host's test can replace one domain.
 */
import type { RequestHandler } from 'msw';
import { createUnmatchedHandler } from './handlers/system';

/** Handlers by API area. Each area's issue adds its domain here. */
export const handlersByDomain: Record<string, RequestHandler[]> = {};

/** Every route key the mock answers (`'GET /api/v1/…'`). */
export function knownRoutes(): string[] {
  return Object.values(handlersByDomain)
    .flat()
    .map((h) => `${h.info.header}`)
    .sort();
}

/** The fallback answering unknown `/api/v1/*` calls with 501 and the list of known routes. */
export const unmatchedHandler = createUnmatchedHandler(knownRoutes);

/** Every handler, flat, with the 501 fallback last. */
export const handlers: RequestHandler[] = [...Object.values(handlersByDomain).flat(), unmatchedHandler];

export { MOCK_NOW, mockNow, advanceMockClock, resetMockClock } from './clock';
export { getScenario, setScenario, resetScenario, playScenario, faultFor, faultKinds, viewerRoleNames, type Scenario, type FaultKind, type ScenarioViewer } from './scenario';
