/**
 * The screen kit's optimistic write, driven the way every area drives it: a pure machine (`useMachine`) shows the
 * change at once, `useOptimisticWrite` sends the machine's request through TanStack Query on the mock server, and a
 * failure reverts the machine and tells the reader through the platform's dialogs.
 */
// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetDb, resetScenario, setScenario, viewersByRole } from '../../mocks';
import { createMockServer } from '../../mocks/node';
import { routeKey } from '../../src/api/endpoint';
import { savePost } from '../../src/api/endpoints/posts';
import { failureText, PlatformProvider, useMachine, useOptimisticWrite, useT } from '../../src/index';
import type { DialogAdapter } from '../../src/platform/dialogs';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetScenario();
  resetDb();
});
afterAll(() => server.close());

type State = { name: 'idle'; saved: boolean } | { name: 'pending'; saved: boolean; server: boolean } | { name: 'failed'; saved: boolean };
type Event = { type: 'TOGGLE' } | { type: 'SUCCEEDED' } | { type: 'FAILED' } | { type: 'DISMISS_FAILURE' };
function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'TOGGLE':
      return state.name === 'idle' ? { name: 'pending', saved: !state.saved, server: state.saved } : state;
    case 'SUCCEEDED':
      return state.name === 'pending' ? { name: 'idle', saved: state.saved } : state;
    case 'FAILED':
      return state.name === 'pending' ? { name: 'failed', saved: state.server } : state;
    case 'DISMISS_FAILURE':
      return state.name === 'failed' ? { name: 'idle', saved: state.saved } : state;
    default:
      return event satisfies never;
  }
}

function SaveToggle() {
  const t = useT();
  const [state, send] = useMachine(transition, { name: 'idle', saved: false });
  const write = useOptimisticWrite({
    mutationFn: (request: { post_id: number }, api) => api.call(savePost, { body: request }),
    onSucceeded: () => void send({ type: 'SUCCEEDED' }),
    onFailed: (failure) => {
      send({ type: 'FAILED' });
      return failureText(failure, t);
    },
    onDismissed: () => void send({ type: 'DISMISS_FAILURE' }),
  });
  return (
    <button
      type="button"
      data-state={state.name}
      onClick={() => {
        if (send({ type: 'TOGGLE' }).name === 'pending') void write.send({ post_id: 1001 });
      }}
    >
      {state.saved ? 'Saved' : 'Save'}
    </button>
  );
}

function renderToggle(dialogs: DialogAdapter) {
  setScenario({ viewer: 'paid' });
  return render(
    <PlatformProvider viewer={viewersByRole.paid} dialogs={dialogs}>
      <SaveToggle />
    </PlatformProvider>,
  );
}

describe('useOptimisticWrite on the mock server', () => {
  it('shows the change at once and keeps it when the server agrees', async () => {
    const alerts: string[] = [];
    renderToggle({ alert: async (m) => void alerts.push(m), confirm: async () => true });
    setScenario({ latencyMs: 200 });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saved' }).getAttribute('data-state')).toBe('pending');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Saved' }).getAttribute('data-state')).toBe('idle'));
    expect(alerts).toEqual([]);
  });

  it('reverts and tells the reader the shared text when the server fails', async () => {
    const alerts: string[] = [];
    setScenario({ faults: { [routeKey(savePost)]: 'network' } });
    renderToggle({ alert: async (m) => void alerts.push(m), confirm: async () => true });
    setScenario({ faults: { [routeKey(savePost)]: 'network' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).getAttribute('data-state')).toBe('idle'));
    expect(alerts).toEqual(['We could not reach the server. Check your connection and try again.']);
  });
});
