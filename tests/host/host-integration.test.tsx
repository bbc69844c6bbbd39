/**
 * What a host's own test suite does with Masthead: render inside the providers in jsdom, run the mock API with
 * `createMockServer()` (MSW in Node), and drive the UI with user events.
 */
// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../../mocks/node';
import { Button, createMemoryNavigation, PlatformProvider, ThemeProvider, useDialogs } from '../../src/index';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
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
});
