/**
 * What a write does to the reads it changes, declared with the write (RTK Query's tags, as values): a write sent
 * through `useOptimisticWrite({ reads })` applies its effects to the query cache once the server agrees, so every
 * screen that shows one of those reads — on this page or another — shows the change at once.
 * ```ts
 * useOptimisticWrite({
 *   mutationFn: (body, api) => api.call(updateSectionEmailSettings, { body }),
 *   reads: (_result, body) => sectionEmailSettingsWritten(body),           // kit/sharedReads.ts: E14 and P19 updated
 *   …
 * });
 * ```
 * - `updateRead(endpoint, input?, apply)`: every cached answer of `endpoint` (or those whose input has `input`'s
 *   fields) becomes `apply(answer)` — no request;
 * - `invalidateRead(endpoint, input?)`: those answers are stale; the ones on screen are read again.
 * Writes several areas make declare their effects once, in `sharedReads.ts`.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AnyEndpointDef, EndpointInput, EndpointOutput } from '../api/endpoint';
import { readFilter } from './read';

export type ReadEffect =
  | { readonly kind: 'update'; readonly endpoint: AnyEndpointDef; readonly filter: ReturnType<typeof readFilter>; readonly apply: (answer: unknown) => unknown }
  | { readonly kind: 'invalidate'; readonly endpoint: AnyEndpointDef; readonly filter: ReturnType<typeof readFilter> };

/** Every cached answer of `endpoint` (matching `input`, when given) becomes `apply(answer)`. */
export function updateRead<E extends AnyEndpointDef>(
  endpoint: E,
  input: Partial<EndpointInput<E>> | undefined,
  apply: (answer: EndpointOutput<E>) => EndpointOutput<E>,
): ReadEffect {
  return { kind: 'update', endpoint, filter: readFilter(endpoint, input), apply: apply as (answer: unknown) => unknown };
}

/** Every cached answer of `endpoint` (matching `input`, when given) is stale: the ones on screen are read again. */
export function invalidateRead<E extends AnyEndpointDef>(endpoint: E, input?: Partial<EndpointInput<E>>): ReadEffect {
  return { kind: 'invalidate', endpoint, filter: readFilter(endpoint, input) };
}

/** Applies a write's effects to the cache (updates at once; resolves once invalidated reads are read again). */
export async function applyReadEffects(queryClient: QueryClient, effects: readonly ReadEffect[]): Promise<void> {
  const refetches: Promise<void>[] = [];
  for (const effect of effects) {
    if (effect.kind === 'update') queryClient.setQueriesData(effect.filter, (old: unknown) => (old === undefined ? old : effect.apply(old)));
    else refetches.push(queryClient.invalidateQueries(effect.filter));
  }
  await Promise.all(refetches);
}
