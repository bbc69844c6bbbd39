/**
 * Shared by the contract tests: the node mock server on an arbitrary origin (handlers match any origin), a
 * typed `call` through the real client, and a clean world and scenario for every test.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AnyEndpointDef, EndpointInput, EndpointOutput } from '../../src/api/endpoint';
import { callEndpoint } from '../../src/api/http';
import { resetDb } from '../../mocks/db';
import { createMockServer } from '../../mocks/node';
import { resetScenario } from '../../mocks/scenario';

export const BASE_URL = 'https://mock.masthead.test';

export function useMockServer() {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetDb();
    resetScenario();
  });
  afterAll(() => server.close());
  return server;
}

export function call<E extends AnyEndpointDef>(def: E, input: EndpointInput<E>): Promise<EndpointOutput<E>> {
  return callEndpoint({ baseUrl: BASE_URL }, def, input);
}

/** The rejection of a call (fails the test if the call succeeds). */
export async function callError<E extends AnyEndpointDef>(def: E, input: EndpointInput<E>) {
  try {
    await call(def, input);
  } catch (error) {
    return error as import('../../src/api/errors').ApiError;
  }
  throw new Error(`${def.method} ${def.path} succeeded but was expected to fail`);
}
