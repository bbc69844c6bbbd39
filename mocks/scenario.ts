/**
 * The scenario the mock backend plays: who the viewer is, how slow the network is, and which endpoints fail and
 * how. Set it from a story's parameters (`parameters.scenario`), from the Storybook toolbar, or from a host's tests
 * (`setScenario({ faults: { 'POST /api/v1/posts/:id/reaction': '500' } })`).
 */
import { delay, HttpResponse } from 'msw';

export const viewerRoleNames = ['anonymous', 'free', 'paid', 'founding', 'contributor', 'admin'] as const;
export type ScenarioViewer = (typeof viewerRoleNames)[number];

export const faultKinds = ['500', '401', '403', 'ban', 'network', 'malformed', 'timeout'] as const;
export type FaultKind = (typeof faultKinds)[number];

export interface Scenario {
  viewer: ScenarioViewer;
  /** Added to every mocked answer, in milliseconds. */
  latencyMs: number;
  /**
   * Faults by route key: `'METHOD /api/v1/path/:param'` as the handler declares it, or `'*'` for every route.
   * `ban` answers 403 with the spec's `PUBLICATION_BAN` code.
   */
  faults: Record<string, FaultKind>;
}

const initial: Scenario = { viewer: 'paid', latencyMs: 0, faults: {} };
let current: Scenario = { ...initial, faults: {} };

export function getScenario(): Readonly<Scenario> {
  return current;
}

/** Merges `patch` into the current scenario (faults are replaced, not merged, when given). */
export function setScenario(patch: Partial<Scenario>): void {
  current = { ...current, ...patch, faults: { ...(patch.faults ?? current.faults) } };
}

export function resetScenario(): void {
  current = { ...initial, faults: {} };
}

/** The fault configured for a route key, if any. */
export function faultFor(routeKey: string): FaultKind | undefined {
  return current.faults[routeKey] ?? current.faults['*'];
}

/** How long a `timeout` fault hangs: longer than any client waits. */
export const TIMEOUT_FAULT_MS = 120_000;

/**
 * Plays the scenario for one request: waits the latency, then returns the fault's response, or `undefined` when
 * the handler should answer normally.
 */
export async function playScenario(routeKey: string): Promise<Response | undefined> {
  if (current.latencyMs > 0) await delay(current.latencyMs);
  const fault = faultFor(routeKey);
  switch (fault) {
    case undefined:
      return undefined;
    case '500':
      return HttpResponse.json({ error: 'Internal server error', errors: [{ msg: 'Something went wrong on our side.' }] }, { status: 500 });
    case '401':
      return HttpResponse.json({ error: 'Not authorized', errors: [{ msg: 'Please sign in.' }] }, { status: 401 });
    case '403':
      return HttpResponse.json({ error: 'Forbidden', errors: [{ msg: 'You do not have permission to do that.' }] }, { status: 403 });
    case 'ban':
      return HttpResponse.json(
        { error: 'You have been banned from this publication', code: 'PUBLICATION_BAN', errors: [{ msg: 'You have been banned from this publication' }] },
        { status: 403 },
      );
    case 'network':
      return HttpResponse.error();
    case 'malformed':
      return new HttpResponse('{"id": 1, "body": ', { status: 200, headers: { 'Content-Type': 'application/json' } });
    case 'timeout':
      await delay(TIMEOUT_FAULT_MS);
      return HttpResponse.json({ error: 'Gateway timeout' }, { status: 504 });
    default:
      return fault satisfies never;
  }
}
