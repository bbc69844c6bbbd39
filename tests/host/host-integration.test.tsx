/**
 * What a host's own test suite does with Masthead: render inside the providers in jsdom, run the mock API with
 * `createMockServer()` (MSW in Node), and drive the UI with user events.
 */
// @vitest-environment jsdom
// jsdom has no ResizeObserver, matchMedia or IntersectionObserver: a host's jsdom setup stubs them once (or adds
// polyfills), as the README says. This file is the stubs we use.
import './jsdom-stubs';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetDb, resetScenario, setScenario, viewersByRole } from '../../mocks';
import { createMockServer } from '../../mocks/node';
import { Button, createMemoryNavigation, PlatformProvider, PostPage, ThemeProvider, useDialogs } from '../../src/index';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetScenario();
  resetDb();
});
afterAll(() => server.close());

function AskToDelete() {
  const dialogs = useDialogs();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <Button onClick={async () => setAnswer(String(await dialogs.confirm('Delete this thread?', { destructive: true, confirmLabel: 'Delete' })))}>
        Delete
      </Button>
      <p>Answer: {answer}</p>
    </>
  );
}

describe('Masthead in a host test suite (jsdom + mock server)', () => {
  it('answers an unknown /api/v1 call with 501, the method, the path and the known routes', async () => {
    const response = await fetch('https://host.example/api/v1/does-not-exist?x=1', { method: 'POST' });
    expect(response.status).toBe(501);
    const body = await response.json();
    expect(body).toMatchObject({ method: 'POST', path: '/api/v1/does-not-exist' });
    expect(Array.isArray(body.knownRoutes)).toBe(true);
  });

  it('shows an in-page confirmation and resolves with the reader’s answer', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <PlatformProvider dialogs="in-page" navigation={createMemoryNavigation('/')}>
          <AskToDelete />
        </PlatformProvider>
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Delete this thread?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByText('Answer: false')).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('alertdialog');
    const confirm = screen.getAllByRole('button', { name: 'Delete' }).find((b) => b.closest('[role="alertdialog"]'));
    await user.click(confirm!);
    await waitFor(() => expect(screen.getByText('Answer: true')).toBeTruthy());
  });

  it('mounts the post page on the mock, likes the post and keeps the like; a failed like reverts with an alert', async () => {
    const user = userEvent.setup();
    setScenario({ viewer: 'free' });
    const page = () =>
      render(
        <ThemeProvider>
          <PlatformProvider dialogs="in-page" viewer={viewersByRole.free} navigation={createMemoryNavigation('/p/the-city-that-reads')}>
            <PostPage />
          </PlatformProvider>
        </ThemeProvider>,
      );
    page();
    expect(await screen.findByRole('heading', { level: 1, name: 'The city that reads' }, { timeout: 5000 })).toBeTruthy();
    const like = () => screen.getAllByRole('button', { name: /^Like/ })[0]!;
    const count = () => Number(like().textContent?.replace(/\D/g, '') || 0);
    const before = count();
    expect(like().getAttribute('aria-pressed')).toBe('false');
    await user.click(like());
    expect(await screen.findByText('Post liked')).toBeTruthy();
    // A free reader's first like opens the like-upsell modal (once per 30 days); Escape closes it.
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(count()).toBe(before + 1));

    // The mock kept it: a fresh page shows the like.
    cleanup();
    page();
    await screen.findByRole('heading', { level: 1, name: 'The city that reads' }, { timeout: 5000 });
    await waitFor(() => expect(like().getAttribute('aria-pressed')).toBe('true'));
    expect(count()).toBe(before + 1);

    // The server refuses the unlike: the alert shows, the like and the count come back.
    setScenario({ viewer: 'free', faults: { '*': '500' } });
    await user.click(like());
    const alert = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Something went wrong. Please try again.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(like().getAttribute('aria-pressed')).toBe('true'));
    expect(count()).toBe(before + 1);
  });
});
