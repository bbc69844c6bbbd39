/** The API client outside React (pure: a server's prefetch uses it); `useApi` is the same calls with the platform's configuration. */
import type { AnyEndpointDef, EndpointInput, EndpointOutput } from './endpoint';
import { type CallOptions, callEndpoint } from './http';

export interface Api {
  /** Calls an endpoint against the platform's API base URL with the platform's `fetch`. */
  call<E extends AnyEndpointDef>(def: E, input: EndpointInput<E>, options?: CallOptions): Promise<EndpointOutput<E>>;
}

export interface ApiConfig {
  /** Base URL of the `/api/v1` API, without a trailing slash (`''`: the page's own origin). */
  apiBaseUrl: string;
  fetch: typeof fetch;
  /** How long a call waits for its answer (`0`: no limit). */
  requestTimeoutMs: number;
}

/** The API outside React (a server's prefetch): the same calls `useApi` makes. */
export function createApi({ apiBaseUrl, fetch, requestTimeoutMs }: ApiConfig): Api {
  return {
    call: (def, input, options) => callEndpoint({ baseUrl: apiBaseUrl, fetch, timeoutMs: requestTimeoutMs }, def, input, options),
  };
}
