/**
 * The fault matrix, by construction: every mutation of the endpoint registry (every non-GET declaration, every area)
 * × every fault kind the mock offers. The test fails while a combination has no case in `fault-matrix.cases.tsx`, and
 * each case asserts what a reader sees: the spec's text (or the sign-in path, or "Not delivered"), the optimistic
 * change reverted with typed text kept, no console error, and after a timeout a retry that lands exactly once.
 *
 * Every mutation a screen makes (read from the features' sources) is driven through a screen: mounted connected on the
 * mock (`faults/screens/<area>.cases.tsx`, picked up by name) or, for the chat thread and the post footer, through their
 * data hooks; only the mutations no screen makes go through the kit's generic write.
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
import { caseIndex, genericCases, genericTold, notYetThroughTheirScreen, screenCaseAreas, screenCases, screenDrivenCases } from './fault-matrix.cases';
import { featureMutations, missingCombinations, registryMutations, staleCases } from './faults/completeness';
import * as feed from '../../src/api/endpoints/feed';
import * as posts from '../../src/api/endpoints/posts';
import { createHarness, type Harness, t } from './faults/harness';
import { setupFaultMockServer } from './faults/mockServer';
import type { Driver, ScreenDriver, ScreenTold, Told } from './faults/types';

const { consoleError } = setupFaultMockServer();

describe('the matrix is complete', () => {
  const mutations = registryMutations();

  it('enumerates every mutation of the registry, in every area', () => {
    expect(mutations.length).toBe(67);
    expect(mutations.length * faultKinds.length).toBe(469);
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

describe('every mutation a screen makes goes through a screen', () => {
  const keys = (defs: readonly Pick<AnyEndpointDef, 'method' | 'path'>[]) => [...new Set(defs.map(routeKey))].sort();
  const throughScreens = new Set([...screenDrivenCases, ...screenCases].map((c) => routeKey(c.endpoint)));

  it('reads the mutations the features make from their sources', () => {
    const made = keys(featureMutations());
    expect(made.length).toBeGreaterThan(30);
    expect(made).toContain(routeKey(screenDrivenCases[0]!.endpoint));
    // A feature module that starts making a call is seen: here, a fixture area importing two declarations.
    const fixture = [
      "import { addCommentReaction, type CommentReaction } from '../../api/endpoints/posts';",
      "import { getPostComments } from '../../api/endpoints/posts';",
      "const { createFeedComment } = await import('../../../api/endpoints/feed');",
    ];
    expect(keys(featureMutations(fixture))).toEqual(keys([posts.addCommentReaction, feed.createFeedComment]));
  });

  it('each is driven through its screen, and only mutations no screen makes stay generic', () => {
    const made = keys(featureMutations());
    const pending = new Set(keys(notYetThroughTheirScreen));
    expect(
      made.filter((key) => !throughScreens.has(key) && !pending.has(key)),
      'mutations a screen makes without screen cases (write faults/screens/<area>.cases.tsx)',
    ).toEqual([]);
    expect(
      [...pending].filter((key) => throughScreens.has(key)),
      'listed as pending but driven through a screen: remove them',
    ).toEqual([]);
    // The generic list is derived: the registry minus what the cases drive; none of it is made by a screen that has cases.
    expect(keys(genericCases)).toEqual(keys(registryMutations()).filter((key) => !throughScreens.has(key)));
    console.info(
      `fault matrix: ${throughScreens.size} mutations × ${faultKinds.length} faults = ${throughScreens.size * faultKinds.length} combinations through a screen (${screenDrivenCases.length} mounted connected in ${screenCaseAreas.length} areas: ${screenCaseAreas.join(', ')}; ${screenCases.length} through the chat and footer hooks); ${genericCases.length} mutations generic, of which ${notYetThroughTheirScreen.length} a screen makes without a screen case yet`,
    );
  });
});

function expectScreenTold(d: ScreenDriver, h: Harness, told: ScreenTold) {
  expect(h.alerts).toEqual(told.alert === undefined ? [] : [told.alert]);
  if (told.toast !== undefined) expect(h.toasts()).toContain(told.toast);
  if (told.inPlace !== undefined) expect(d.container.textContent ?? '').toContain(told.inPlace);
  expect(d.signIn()).toBe(told.signIn ?? null);
}

describe('screens mounted connected on the mock, each mutation × each fault', () => {
  for (const c of screenDrivenCases) {
    for (const kind of faultKinds) {
      it(`${c.area} ${c.screen} ${routeKey(c.endpoint)} × ${kind}`, async () => {
        setScenario({ viewer: c.viewer, faults: {} });
        const h = createHarness({ viewer: c.viewer, ...c.harness });
        const d = await c.mount(h);
        setScenario({ faults: { [routeKey(c.endpoint)]: kind } });
        await d.act();
        await waitFor(() => expectScreenTold(d, h, c.told[kind]), { timeout: 3000 });
        await d.assertReverted();
        // Retry once the server answers again: the write lands exactly once. (A 401 opens the sign-in path instead,
        // which leaves the page: the world stayed as it was.)
        if (c.told[kind].signIn === undefined) {
          setScenario({ faults: {} });
          h.alerts.length = 0;
          await d.retry();
          d.assertLandedOnce();
          expect(h.alerts).toEqual([]);
        }
        expect(consoleError()).not.toHaveBeenCalled();
      }, 30_000);
    }
  }
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
