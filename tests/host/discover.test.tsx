/**
 * The global search in a host's test suite (jsdom + mock server): "/" opens it with the suggested searches and focus in
 * the box, typing finds results by kind, the arrows name the active option through aria-activedescendant, Enter goes
 * to a post through the host's navigation and focus returns; "/" typed in a field, or a key an input method is
 * composing, opens nothing.
 */
// @vitest-environment jsdom
import './jsdom-stubs';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetDb, resetScenario, setScenario } from '../../mocks';
import { createMockServer } from '../../mocks/node';
import { GlobalSearch } from '../../src/features/discover';
import { createMemoryNavigation } from '../../src/index';
import { renderInHost } from '../support/host';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetScenario();
  resetDb();
});
afterAll(() => server.close());

function mount(navigation = createMemoryNavigation('/home')) {
  renderInHost(
    <>
      <GlobalSearch />
      <label>
        Your note
        <input type="text" />
      </label>
    </>,
    { viewer: 'paid', navigation },
  );
  return navigation;
}

describe('global search in a host', () => {
  it('opens on "/", searches, moves with the arrows and opens a post', async () => {
    setScenario({ viewer: 'paid' });
    const user = userEvent.setup();
    const navigation = mount();
    const button = screen.getByRole('button', { name: /Search/ });
    button.focus();
    await user.keyboard('/');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const combobox = within(dialog).getByRole('combobox', { name: 'Search posts, publications and people' });
    await waitFor(() => expect(document.activeElement).toBe(combobox));
    await waitFor(() => expect(within(dialog).getAllByRole('option')[0]?.textContent).toBe('Ada AdminRecent'), { timeout: 5000 });
    await user.type(combobox, 'field');
    await waitFor(() => expect(within(dialog).getByRole('group', { name: 'Publications' })).toBeTruthy(), { timeout: 5000 });
    const options = within(dialog).getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    const post = options.findIndex((o) => o.dataset.kind === 'post');
    expect(post).toBeGreaterThan(0);
    for (let i = 0; i < post; i++) await user.keyboard('{ArrowDown}');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(options[post]!.id);
    expect(dialog.querySelectorAll('[aria-selected="true"]')).toHaveLength(1);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(navigation.location().pathname).toMatch(/^\/p\/[a-z0-9-]+$/);
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('stays closed for "/" typed in a field and for keys an input method composes', async () => {
    setScenario({ viewer: 'paid' });
    const user = userEvent.setup();
    mount();
    const field = screen.getByRole('textbox', { name: 'Your note' });
    await user.click(field);
    await user.keyboard('a/b');
    expect((field as HTMLInputElement).value).toBe('a/b');
    fireEvent.keyDown(document.body, { key: '/', isComposing: true });
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true, keyCode: 229 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The same keys without composing do open it (the check can fail).
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeTruthy();
  });
});
