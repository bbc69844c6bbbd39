import type { Plugin } from 'esbuild';

/** `source` with `summary: ''` and no `errors` in each `defineEndpoint({ … })` call. */
export function stripEndpointDocs(source: string, fileName?: string): string;
/** The esbuild plugin the library build uses on `src/api/endpoints/*.ts`. */
export const stripEndpointDocsPlugin: Plugin;
