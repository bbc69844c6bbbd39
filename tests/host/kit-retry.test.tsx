/**
 * The kit's write with `retry` on the mock server, as a host's test sees it: the same write sent again after a
 * failure without an answer carries the failed attempt's idempotency key (and lands once); after a success, another
 * write, or a 4xx the next send takes a fresh key. The keys are read from the requests the client sent.
 */
// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, setScenario } from '../../mocks';
import { VIEWER_IDS } from '../../mocks/db';
import { routeKey } from '../../src/api/endpoint';
import { savePost } from '../../src/api/endpoints/posts';
import { useOptimisticWrite } from '../../src/kit/useOptimisticWrite';
import { createHarness, type Harness } from './faults/harness';
import { setupFaultMockServer } from './faults/mockServer';

const { consoleError } = setupFaultMockServer();

const POST = 1001;
const OTHER_POST = 1002;
const savedBy = (postId: number) => db.posts.saved.filter((s) => s.post_id === postId && s.user_id === VIEWER_IDS.paid).length;

function mountSave(h: Harness, options: { retry: boolean } = { retry: true }) {
  return renderHook(
    () =>
      useOptimisticWrite({
        mutationFn: (request: { post_id: number }, api) => api.call(savePost, { body: request }),
        onFailed: () => null,
        ...(options.retry ? { retry: { identity: (request: { post_id: number }) => [request.post_id] } } : {}),
      }),
    { wrapper: h.wrapper },
  );
}

const keys = (h: Harness) => h.writes.map((w) => w.key);

describe('useOptimisticWrite({ retry }): a retried write cannot be applied twice', () => {
  it('the same write after a network failure carries the same key', async () => {
    setScenario({ viewer: 'paid', faults: { [routeKey(savePost)]: 'network' } });
    const h = createHarness({ viewer: 'paid' });
    const view = mountSave(h);
    expect((await act(() => view.result.current.send({ post_id: POST }))).ok).toBe(false);
    setScenario({ faults: {} });
    const retried = await act(() => view.result.current.send({ post_id: POST }));
    expect(retried.ok).toBe(true);
    expect(keys(h)).toEqual([h.writes[0]!.key, h.writes[0]!.key]);
    expect(retried.idempotencyKey).toBe(h.writes[0]!.key);
    expect(savedBy(POST)).toBe(1);
    expect(consoleError()).not.toHaveBeenCalled();
  });

  it('a write that landed although its answer was unreadable is answered again, not applied again', async () => {
    setScenario({ viewer: 'paid' });
    let garbled = 0;
    const h = createHarness({ viewer: 'paid', garble: () => garbled++ === 0 });
    const view = mountSave(h);
    const first = await act(() => view.result.current.send({ post_id: POST }));
    expect(first.ok === false && first.failure.isMalformed).toBe(true);
    expect(savedBy(POST)).toBe(1);
    expect((await act(() => view.result.current.send({ post_id: POST }))).ok).toBe(true);
    expect(h.writes[1]!.key).toBe(h.writes[0]!.key);
    expect(savedBy(POST)).toBe(1);
  });

  it('after a 5xx the same write keeps its key (the mock does not remember a 5xx)', async () => {
    setScenario({ viewer: 'paid', faults: { [routeKey(savePost)]: '500' } });
    const h = createHarness({ viewer: 'paid' });
    const view = mountSave(h);
    await act(() => view.result.current.send({ post_id: POST }));
    setScenario({ faults: {} });
    expect((await act(() => view.result.current.send({ post_id: POST }))).ok).toBe(true);
    expect(h.writes[1]!.key).toBe(h.writes[0]!.key);
  });

  it('after a success the same request is a new write: a new key', async () => {
    setScenario({ viewer: 'paid' });
    const h = createHarness({ viewer: 'paid' });
    const view = mountSave(h);
    expect((await act(() => view.result.current.send({ post_id: POST }))).ok).toBe(true);
    expect((await act(() => view.result.current.send({ post_id: POST }))).ok).toBe(true);
    expect(h.writes).toHaveLength(2);
    expect(h.writes[1]!.key).not.toBe(h.writes[0]!.key);
  });

  it('another write after a failure takes a new key, and the failed one is forgotten', async () => {
    setScenario({ viewer: 'paid', faults: { [routeKey(savePost)]: 'timeout' } });
    const h = createHarness({ viewer: 'paid' });
    const view = mountSave(h);
    await act(() => view.result.current.send({ post_id: POST }));
    setScenario({ faults: {} });
    expect((await act(() => view.result.current.send({ post_id: OTHER_POST }))).ok).toBe(true);
    expect((await act(() => view.result.current.send({ post_id: POST }))).ok).toBe(true);
    const [first, other, again] = keys(h);
    expect(other).not.toBe(first);
    expect(again).not.toBe(first);
    expect(again).not.toBe(other);
  });

  it('after a 4xx the same write takes a fresh key: the server remembered its refusal under the old one', async () => {
    // Signed out, the save is refused with a 401 that the mock remembers for its key; once signed in, the same
    // key would only hear that 401 again.
    setScenario({ viewer: 'anonymous' });
    const h = createHarness({ viewer: 'paid' });
    const view = mountSave(h);
    const refused = await act(() => view.result.current.send({ post_id: POST }));
    expect(refused.ok === false && refused.failure.isUnauthorized).toBe(true);
    setScenario({ viewer: 'paid' });
    expect((await act(() => view.result.current.send({ post_id: POST }))).ok).toBe(true);
    expect(h.writes[1]!.key).not.toBe(h.writes[0]!.key);
    expect(savedBy(POST)).toBe(1);
  });

  it('the rule’s reason, seen without it: the failed 401’s key sent again is answered with the remembered 401', async () => {
    setScenario({ viewer: 'anonymous' });
    const h = createHarness({ viewer: 'paid' });
    const view = mountSave(h, { retry: false });
    const refused = await act(() => view.result.current.send({ post_id: POST }));
    setScenario({ viewer: 'paid' });
    const replayed = await act(() => view.result.current.send({ post_id: POST }, { idempotencyKey: refused.idempotencyKey }));
    expect(replayed.ok === false && replayed.failure.isUnauthorized).toBe(true);
    expect(savedBy(POST)).toBe(0);
  });

  it('a key given by the caller wins over the failed attempt’s', async () => {
    setScenario({ viewer: 'paid', faults: { [routeKey(savePost)]: 'network' } });
    const h = createHarness({ viewer: 'paid' });
    const view = mountSave(h);
    await act(() => view.result.current.send({ post_id: POST }));
    setScenario({ faults: {} });
    await act(() => view.result.current.send({ post_id: POST }, { idempotencyKey: 'caller-key' }));
    expect(h.writes[1]!.key).toBe('caller-key');
  });

  it('forgetFailedAttempts: the next send of the same request is a new write', async () => {
    setScenario({ viewer: 'paid', faults: { [routeKey(savePost)]: 'network' } });
    const h = createHarness({ viewer: 'paid' });
    const view = mountSave(h);
    await act(() => view.result.current.send({ post_id: POST }));
    act(() => view.result.current.forgetFailedAttempts());
    setScenario({ faults: {} });
    await act(() => view.result.current.send({ post_id: POST }));
    expect(h.writes[1]!.key).not.toBe(h.writes[0]!.key);
  });

  it('without retry every send takes a fresh key, as before', async () => {
    setScenario({ viewer: 'paid', faults: { [routeKey(savePost)]: 'network' } });
    const h = createHarness({ viewer: 'paid' });
    const view = mountSave(h, { retry: false });
    await act(() => view.result.current.send({ post_id: POST }));
    await act(() => view.result.current.send({ post_id: POST }));
    expect(h.writes[1]!.key).not.toBe(h.writes[0]!.key);
  });
});
