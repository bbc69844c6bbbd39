/**
 * The kit's read side on the mock server: two screens reading one resource share one cache entry (one request), a
 * write that declares the reads it changes updates every screen at once, and a polling read follows the platform
 * clock and the document's visibility.
 */
// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetDb, resetScenario, setScenario, viewersByRole } from '../../mocks';
import { createMockServer } from '../../mocks/node';
import { getSubscription, updateSectionEmailSettings } from '../../src/api/endpoints/account';
import { loadStatus, sectionEmailSettingsWritten, useOptimisticWrite, useRead } from '../../src/kit';
import { createManualClock } from '../../src/platform/clock';
import { createManualVisibility } from '../../src/platform/visibility';
import { PlatformProvider } from '../../src/index';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetScenario();
  resetDb();
});
afterAll(() => server.close());

/** A fetch that counts the E14 reads. */
function countingFetch() {
  const counter = {
    subscriptionReads: 0,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (new URL(url, 'http://localhost').pathname === getSubscription.path && (init?.method ?? 'GET') === 'GET') counter.subscriptionReads += 1;
      return globalThis.fetch(input, init);
    }) as typeof fetch,
  };
  return counter;
}

function SubscriptionLine({ label }: { label: string }) {
  const status = loadStatus(useRead(getSubscription, {}));
  if (status.name !== 'ready')
    return (
      <p>
        {label}: {status.name}
      </p>
    );
  const sections = Object.entries(status.data.email_settings).map(([id, setting]) => `${id}=${setting}`);
  return (
    <p>
      {label}: {sections.join(',') || 'none'}
    </p>
  );
}

function SectionSwitch({ sectionId }: { sectionId: number }) {
  const write = useOptimisticWrite({
    mutationFn: (setting: 'individual' | 'disabled', api) => api.call(updateSectionEmailSettings, { body: { [String(sectionId)]: { setting } } }),
    reads: (_result, setting) => sectionEmailSettingsWritten({ [String(sectionId)]: { setting } }),
    onFailed: () => null,
  });
  return (
    <button type="button" onClick={() => void write.send('disabled')}>
      Turn off {sectionId}
    </button>
  );
}

describe('useRead on the mock server', () => {
  it('two screens reading one resource make one request and agree after a declared write', async () => {
    setScenario({ viewer: 'free' });
    const counter = countingFetch();
    render(
      <PlatformProvider viewer={viewersByRole.free} fetch={counter.fetch}>
        <SubscriptionLine label="account" />
        <SubscriptionLine label="follow" />
      </PlatformProvider>,
    );
    const account = await screen.findByText(/^account: (?!loading)/);
    const follow = screen.getByText(/^follow: /);
    expect(follow.textContent?.replace('follow', '')).toBe(account.textContent?.replace('account', ''));
    expect(counter.subscriptionReads).toBe(1);
    const firstOn = /(\d+)=individual/.exec(account.textContent ?? '')?.[1];
    expect(firstOn).toBeDefined();
    cleanup();

    render(
      <PlatformProvider viewer={viewersByRole.free}>
        <SubscriptionLine label="account" />
        <SectionSwitch sectionId={Number(firstOn)} />
        <SubscriptionLine label="follow" />
      </PlatformProvider>,
    );
    await screen.findByText(new RegExp(`^account: .*${firstOn}=individual`));
    await userEvent.click(screen.getByRole('button', { name: `Turn off ${firstOn}` }));
    await screen.findByText(new RegExp(`^account: .*${firstOn}=disabled`));
    expect(screen.getByText(/^follow: /).textContent).toContain(`${firstOn}=disabled`);
  });

  it('polls on the platform clock while visible, pauses while hidden and reads at once when shown', async () => {
    setScenario({ viewer: 'free' });
    const counter = countingFetch();
    const clock = createManualClock('2026-03-01T12:00:00Z');
    const visibility = createManualVisibility(true);
    function Polled() {
      const read = useRead(getSubscription, {}, { poll: { every: 30_000 }, staleTime: 0 });
      return <p>{read.isFetching ? 'fetching' : 'idle'}</p>;
    }
    render(
      <PlatformProvider viewer={viewersByRole.free} fetch={counter.fetch} clock={clock} visibility={visibility}>
        <Polled />
      </PlatformProvider>,
    );
    await waitFor(() => expect(counter.subscriptionReads).toBe(1));
    await screen.findByText('idle');
    act(() => clock.advance(30_000));
    await waitFor(() => expect(counter.subscriptionReads).toBe(2));
    await screen.findByText('idle');
    act(() => visibility.set(false));
    act(() => clock.advance(120_000));
    expect(counter.subscriptionReads).toBe(2);
    act(() => visibility.set(true));
    await waitFor(() => expect(counter.subscriptionReads).toBe(3));
  });
});
