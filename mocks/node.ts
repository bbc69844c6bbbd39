/**
 * `@masthead/ui/mocks/node`: the mock API in Node (a host's Vitest or Jest tests).
 *
 *   const server = createMockServer();
 *   beforeAll(() => server.listen()); afterEach(() => { server.resetHandlers(); resetDb(); }); afterAll(() => server.close());
 */
import type { AnyHandler } from 'msw';
import { setupServer } from 'msw/node';
import { handlers } from './index';

export function createMockServer(...overrides: AnyHandler[]) {
  return setupServer(...overrides, ...handlers);
}
