import { useMemo } from 'react';
import { usePlatform } from '../platform/context';
import { type Api, type ApiConfig, createApi } from './client';

export { type Api, type ApiConfig, createApi };

/** The API as configured by `PlatformProvider` (data hooks use this; views never fetch). */
export function useApi(): Api {
  const { apiBaseUrl, fetch, requestTimeoutMs } = usePlatform();
  return useMemo(() => createApi({ apiBaseUrl, fetch, requestTimeoutMs }), [apiBaseUrl, fetch, requestTimeoutMs]);
}
