/**
 * The livestream page in a host's test suite (jsdom + mock server, MSW's WebSocket interception): the live stream,
 * its chat over one socket, a message the scripted audience sends, and the socket closed when the host unmounts it.
 */
// @vitest-environment jsdom
import './jsdom-stubs';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetDb, resetScenario, setScenario } from '../../mocks';
import { createMockServer } from '../../mocks/node';
import { configureLiveStreamAudience, playAudienceStep, realtimeClientCount, resetLiveStreamRealtime } from '../../mocks/realtime/liveStream';
import { LivestreamPage } from '../../src/features/livestream';
import { renderInHost } from '../support/host';

const server = createMockServer();
beforeAll(() => server.listen());
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  resetScenario();
  resetDb();
  resetLiveStreamRealtime();
  await new Promise((resolve) => setTimeout(resolve, 20));
});
afterAll(() => server.close());

describe('livestream page in a host', () => {
  it('shows the live stream and its chat over one socket, and closes it on unmount', async () => {
    setScenario({ viewer: 'paid' });
    configureLiveStreamAudience({ intervalMs: 0 });
    const { unmount } = renderInHost(<LivestreamPage />, { viewer: 'paid' });
    expect(await screen.findByRole('heading', { name: 'Live from the Margin: the Sunday book club' })).toBeTruthy();
    expect(await screen.findByText('Thanks for doing these live!')).toBeTruthy();
    await waitFor(() => expect(realtimeClientCount()).toBe(1));
    playAudienceStep(801);
    expect(await screen.findByText('Hello from Lisbon! 👋')).toBeTruthy();
    unmount();
    await waitFor(() => expect(realtimeClientCount()).toBe(0));
  });
});
