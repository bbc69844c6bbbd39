/**
 * The fault matrix, by construction: every mutation of the endpoint registry (every non-GET declaration, every area)
 * × every fault kind the mock offers. The test fails while a combination has no case in `fault-matrix.cases.tsx`, and
 * each case asserts what a reader sees: the spec's text (or the sign-in path, or "Not delivered"), the optimistic
 * change reverted with typed text kept, no console error, and after a timeout a retry that lands exactly once.
 */
// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setScenario } from '../../mocks';
import { declaredRoutes } from '../../mocks/handlers/route';
import { faultKinds, type FaultKind } from '../../mocks/scenario';
import { type AnyEndpointDef, routeKey } from '../../src/api/endpoint';
import { failureText, type Failure } from '../../src/kit/failure';
import { useMachine } from '../../src/kit/useMachine';
import { useOptimisticWrite } from '../../src/kit/useOptimisticWrite';
import { caseIndex, genericCases, genericTold, screenCases } from './fault-matrix.cases';
import { missingCombinations, registryMutations, staleCases } from './faults/completeness';
import { createHarness, t } from './faults/harness';
import { setupFaultMockServer } from './faults/mockServer';
import type { Driver, Told } from './faults/types';

const { consoleError } = setupFaultMockServer();

describe('the matrix is complete', () => {
  const mutations = registryMutations();

  it('enumerates every mutation of the registry, in every area', () => {
    expect(mutations.length).toBe(65);
    expect(mutations.length * faultKinds.length).toBe(455);
    // Every mutation is served by the mock, so its faults can be played.
    for (const def of mutations) expect(declaredRoutes.has(routeKey(def)), routeKey(def)).toBe(true);
  });

  it('has a case for every mutation × fault kind, and none for an endpoint that is gone', () => {
    expect(missingCombinations(mutations, caseIndex())).toEqual([]);
    expect(staleCases(mutations, caseIndex())).toEqual([]);
  });

  it('the check itself: a mutation added to the registry without cases is reported, kind by kind', () => {
    const added = { method: 'POST', path: '/api/v1/newsletters/:id/archive' } as const;
    expect(missingCombinations([...mutations, added], caseIndex())).toEqual(faultKinds.map((kind) => `POST /api/v1/newsletters/:id/archive × ${kind}`));
    // … and so is a fault kind the mock gains before the cases do.
    const index = new Map([[routeKey(added), new Set<FaultKind>(['500', '401'])]]);
    expect(missingCombinations([added], index)).toEqual(
      ['403', 'ban', 'network', 'malformed', 'timeout'].map((k) => `POST /api/v1/newsletters/:id/archive × ${k}`),
    );
    expect(missingCombinations([added], index, ['500', '401'])).toEqual([]);
  });

  it('the registry is read, not copied: every area contributes', () => {
    const areas = new Set(mutations.map((def) => def.area));
    expect([...areas].sort()).toEqual([
      'account',
      'community',
      'events',
      'feed',
      'growth',
      'livestream',
      'media',
      'mediaTools',
      'meetings',
      'podcasts',
      'posts',
    ]);
  });
});

function expectTold(d: Driver, told: Told) {
  expect(d.h.alerts).toEqual(told.alert === undefined ? [] : [told.alert]);
  if (told.toast !== undefined) expect(d.h.toasts()).toContain(told.toast);
  expect(d.signIn()).toBe(told.signIn ?? null);
  expect(d.notDelivered()).toBe(told.notDelivered === true);
}

describe('screens: the real data hooks on the mock', () => {
  for (const c of screenCases) {
    for (const kind of faultKinds) {
      it(`${c.area} ${routeKey(c.endpoint)} × ${kind}`, async () => {
        setScenario({ viewer: c.viewer as never, faults: {} });
        const d = await c.driver();
        setScenario({ faults: { [routeKey(c.endpoint)]: kind } });
        await d.act();
        await waitFor(() => expectTold(d, c.told[kind]), { timeout: 3000 });
        d.assertReverted();
        if (kind === 'timeout') {
          // Retry once the server answers again: the write lands exactly once.
          setScenario({ faults: {} });
          d.h.alerts.length = 0;
          await d.retry();
          d.assertLandedOnce();
          expect(d.h.alerts).toEqual([]);
        }
        expect(consoleError()).not.toHaveBeenCalled();
      });
    }
  }
});

/** Path parameters for a generic call: `1` for each (the fault is played before the mock reads them). */
function genericInput(def: AnyEndpointDef) {
  const params = Object.fromEntries([...def.path.matchAll(/:(\w+)/g)].map((m) => [m[1], 1]));
  return { params, ...(def.body ? { body: {} } : {}) };
}

type Shown = { name: 'idle'; changed: boolean } | { name: 'pending'; changed: boolean } | { name: 'reverted'; changed: boolean };
type ShownEvent = { type: 'CHANGE' } | { type: 'FAILED' } | { type: 'SUCCEEDED' };
function shownTransition(state: Shown, event: ShownEvent): Shown {
  switch (event.type) {
    case 'CHANGE':
      return { name: 'pending', changed: true };
    case 'FAILED':
      return { name: 'reverted', changed: false };
    case 'SUCCEEDED':
      return { name: 'idle', changed: state.changed };
    default:
      return event satisfies never;
  }
}

describe('mutations no screen makes yet: the kit’s optimistic write', () => {
  for (const def of genericCases) {
    for (const kind of faultKinds) {
      it(`${routeKey(def)} × ${kind}`, async () => {
        const h = createHarness({ viewer: 'paid' });
        const failures: Failure[] = [];
        const reverts: string[] = [];
        const view = renderHook(
          () => {
            const [shown, send] = useMachine(shownTransition, { name: 'idle', changed: false });
            const write = useOptimisticWrite({
              mutationFn: (_: null, api) => api.call(def, genericInput(def) as never),
              onSucceeded: () => void send({ type: 'SUCCEEDED' }),
              onFailed: (failure) => {
                failures.push(failure);
                reverts.push(send({ type: 'FAILED' }).name);
                return failureText(failure, t);
              },
            });
            return { shown, send, write };
          },
          { wrapper: h.wrapper },
        );
        setScenario({ viewer: 'paid', faults: { [routeKey(def)]: kind } });
        act(() => void view.result.current.send({ type: 'CHANGE' }));
        expect(view.result.current.shown.changed).toBe(true);
        const outcome = await act(() => view.result.current.write.send(null));
        const expected = genericTold[kind];
        expect(outcome.ok).toBe(false);
        expect(failures).toHaveLength(1);
        expect(failures[0]!.kind).toBe(expected.kind);
        expect(failures[0]!.status).toBe(expected.status);
        expect(failures[0]!.isPublicationBan).toBe(kind === 'ban');
        expect(failureText(failures[0], t)).toBe(expected.text);
        expect(h.alerts).toEqual([expected.text]);
        expect(reverts).toEqual(['reverted']);
        expect(view.result.current.shown).toEqual({ name: 'reverted', changed: false });
        expect(h.writes.at(-1)?.key).toBe(outcome.idempotencyKey);
        expect(consoleError()).not.toHaveBeenCalled();
      });
    }
  }
});
