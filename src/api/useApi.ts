import { useMemo } from 'react';
import { usePlatform } from '../platform/context';
import type { AnyEndpointDef, EndpointInput, EndpointOutput } from './endpoint';
import { type CallOptions, callEndpoint } from './http';

export interface Api {
  /** Calls an endpoint against the platform's API base URL with the platform's `fetch`. */
  call<E extends AnyEndpointDef>(def: E, input: EndpointInput<E>, options?: CallOptions): Promise<EndpointOutput<E>>;
}

/** The API as configured by `PlatformProvider` (data hooks use this; views never fetch). */
export function useApi(): Api {
  const { apiBaseUrl, fetch, requestTimeoutMs } = usePlatform();
  return useMemo(
    () => ({
      call: (def, input, options) => callEndpoint({ baseUrl: apiBaseUrl, fetch, timeoutMs: requestTimeoutMs }, def, input, options),
    }),
    [apiBaseUrl, fetch, requestTimeoutMs],
  );
}
