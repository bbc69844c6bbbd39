import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getSearchSuggestions, searchAll } from '../../../src/api/endpoints/feed';
import { GlobalSearch, GlobalSearchView } from '../../../src/features/discover';
import { createMemoryNavigation } from '../../../src/platform/navigation';
import { TextField } from '../../../src/ui/Field';
import { body, faultOn, STORY_WAIT_MS, settled } from '../../support';

const NETWORK = 'We could not reach the server. Check your connection and try again.';

/** A page with a field (typing "/" there is a character) and the search's button, as a host's header shows it. */
function SearchPage() {
  return (
    <div style={{ padding: 24, display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 480 }}>
      <GlobalSearch />
      <TextField label="Your note" />
    </div>
  );
}

const meta = {
  title: 'Features/Discover/GlobalSearch',
  component: GlobalSearch,
  tags: ['!autodocs'],
  parameters: { role: 'paid', layout: 'fullscreen' },
  render: () => <SearchPage />,
} satisfies Meta<typeof GlobalSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the overlay and its suggestions; returns the dialog, its combobox and its listbox. */
async function overlay() {
  const dialog = await body().findByRole('dialog', {}, { timeout: STORY_WAIT_MS });
  await settled(dialog);
  const combobox = within(dialog).getByRole('combobox', { name: 'Search posts, publications and people' });
  await waitFor(() => expect(dialog.querySelector('[data-part="global-search"]')).not.toHaveAttribute('data-suggestions', 'loading'), {
    timeout: STORY_WAIT_MS,
  });
  return { dialog, combobox, listbox: within(dialog).getByRole('listbox') };
}

const optionNames = (listbox: HTMLElement) =>
  within(listbox)
    .queryAllByRole('option')
    .map((o) => o.textContent);
const closed = () => waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), { timeout: STORY_WAIT_MS });

/** The option the combobox names as active: it exists, is the one marked selected, and is the only one. */
function expectActive(combobox: HTMLElement, listbox: HTMLElement): HTMLElement {
  const id = combobox.getAttribute('aria-activedescendant');
  expect(id).toBeTruthy();
  const active = document.getElementById(id!);
  expect(active).not.toBeNull();
  expect(active).toHaveAttribute('role', 'option');
  expect(listbox.contains(active)).toBe(true);
  expect(active).toHaveAttribute('aria-selected', 'true');
  expect(listbox.querySelectorAll('[aria-selected="true"]')).toHaveLength(1);
  return active!;
}

/** "/" on the page opens the search with the suggested searches (recent, trending, popular); focus is in the box. */
export const SlashOpens: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('/');
    const { combobox, listbox } = await overlay();
    await expect(combobox).toHaveFocus();
    await expect(combobox).toHaveValue('');
    await expect(within(listbox).getByRole('group', { name: 'Suggested searches' })).toBeVisible();
    const names = optionNames(listbox);
    await expect(names.slice(0, 2)).toEqual(['Ada AdminRecent', 'heronsRecent']);
    await expect(names[2]).toMatch(/Trending$/);
    await expect(names).toHaveLength(8);
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await expect(combobox).not.toHaveAttribute('aria-activedescendant');
  },
};

/** ⌘K opens it, Esc closes it, and focus returns where it was (the page). Ctrl+K opens it too. */
export const CommandK: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Search/ });
    button.focus();
    await userEvent.keyboard('{Meta>}k{/Meta}');
    await overlay();
    await userEvent.keyboard('{Escape}');
    await closed();
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Control>}k{/Control}');
    const { combobox } = await overlay();
    await expect(combobox).toHaveFocus();
  },
};

/** Typing "/" or ⌘K in a field is typing: the search stays closed and the field keeps the character. */
export const NotWhileTyping: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Your note' });
    await userEvent.click(field);
    await userEvent.type(field, 'either/or');
    await expect(field).toHaveValue('either/or');
    await userEvent.keyboard('{Meta>}k{/Meta}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(field).toHaveFocus();
  },
};

/** An input method composing (isComposing, or keyCode 229): "/" and Ctrl+K are its keys, not the shortcut; Enter in the box confirms the character, it does not choose. */
export const NotWhileComposing: Story = {
  parameters: { platform: { navigation: createMemoryNavigation('/home') } },
  play: async ({ canvasElement, parameters }) => {
    const composing = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true, isComposing: true });
    document.body.dispatchEvent(composing);
    const legacy = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true });
    Object.defineProperty(legacy, 'keyCode', { get: () => 229 });
    document.body.dispatchEvent(legacy);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(composing.defaultPrevented).toBe(false);
    // In the box: Enter while composing does not choose the active option.
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Search/ }));
    const { combobox, listbox, dialog } = await overlay();
    await userEvent.keyboard('{ArrowDown}');
    expectActive(combobox, listbox);
    combobox.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, isComposing: true }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(dialog.isConnected).toBe(true);
    await expect(combobox).toHaveValue('');
    const navigation = (parameters.platform as { navigation: ReturnType<typeof createMemoryNavigation> }).navigation;
    await expect(navigation.location().pathname).toBe('/home');
  },
};

/** Typing searches posts, publications and people; the arrows move through every option (wrapping), each announced through aria-activedescendant; Enter opens a post. */
export const KeyboardResults: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  parameters: { platform: { navigation: createMemoryNavigation('/home') } },
  play: async ({ canvasElement, parameters }) => {
    const button = within(canvasElement).getByRole('button', { name: /Search/ });
    await userEvent.click(button);
    const { dialog, combobox, listbox } = await overlay();
    await userEvent.type(combobox, 'field');
    await waitFor(() => expect(dialog.querySelector('[data-part="global-search"]')).toHaveAttribute('data-results', 'ready'), { timeout: STORY_WAIT_MS });
    await expect(within(listbox).getByRole('group', { name: 'Publications' })).toBeVisible();
    await expect(
      within(within(listbox).getByRole('group', { name: 'Publications' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringContaining('Field Notes'), expect.stringContaining('Deep Field')]);
    const options = within(listbox).getAllByRole('option');
    await userEvent.keyboard('{ArrowDown}');
    await expect(expectActive(combobox, listbox)).toBe(options[0]);
    await userEvent.keyboard('{ArrowUp}');
    await expect(expectActive(combobox, listbox)).toBe(options[options.length - 1]);
    await userEvent.keyboard('{ArrowDown}');
    await expect(expectActive(combobox, listbox)).toBe(options[0]);
    // Down to the first post, then Enter opens it.
    const firstPost = options.findIndex((o) => o.dataset.kind === 'post');
    await expect(firstPost).toBeGreaterThan(-1);
    for (let i = 0; i < firstPost; i++) await userEvent.keyboard('{ArrowDown}');
    await expect(expectActive(combobox, listbox)).toHaveAttribute('data-kind', 'post');
    await userEvent.keyboard('{Enter}');
    await closed();
    const navigation = (parameters.platform as { navigation: ReturnType<typeof createMemoryNavigation> }).navigation;
    await expect(navigation.location().pathname).toMatch(/^\/p\/[a-z0-9-]+$/);
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Enter with no option active opens the first result (posts first; the suggested searches are skipped), even when pressed before the results came. */
export const EnterOpensFirstResult: Story = {
  parameters: { platform: { navigation: createMemoryNavigation('/home') } },
  play: async ({ canvasElement, parameters }) => {
    const navigation = (parameters.platform as { navigation: ReturnType<typeof createMemoryNavigation> }).navigation;
    const button = within(canvasElement).getByRole('button', { name: /Search/ });
    await userEvent.click(button);
    const { dialog, combobox } = await overlay();
    // Pressed at once: the search waits for the results, then opens the first post.
    await userEvent.type(combobox, 'field{Enter}', { delay: 0 });
    await expect(dialog.querySelector('[data-part="global-search"]')).toHaveAttribute('data-submitted', 'true');
    await closed();
    await expect(navigation.location().pathname).toMatch(/^\/p\/[a-z0-9-]+$/);
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Enter with no option active and nothing found (or nothing typed) leaves the search open: its status says why. */
export const EnterWithNothingFound: Story = {
  parameters: { platform: { navigation: createMemoryNavigation('/home') } },
  play: async ({ canvasElement, parameters }) => {
    const navigation = (parameters.platform as { navigation: ReturnType<typeof createMemoryNavigation> }).navigation;
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Search/ }));
    const { dialog, combobox } = await overlay();
    await userEvent.keyboard('{Enter}');
    await userEvent.type(combobox, 'zzzqx');
    await waitFor(() => expect(within(dialog).getByText('No results for “zzzqx”')).toBeVisible(), { timeout: STORY_WAIT_MS });
    await userEvent.keyboard('{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(dialog.isConnected).toBe(true);
    await expect(combobox).toHaveFocus();
    await expect(navigation.location().pathname).toBe('/home');
  },
};

/** Choosing a suggested search types it and searches it. */
export const ChooseSuggestion: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Search/ }));
    const { dialog, combobox, listbox } = await overlay();
    await userEvent.click(within(listbox).getByRole('option', { name: /herons/ }));
    await expect(combobox).toHaveValue('herons');
    await waitFor(() => expect(dialog.querySelector('[data-part="global-search"]')).toHaveAttribute('data-results', 'ready'), { timeout: STORY_WAIT_MS });
    await expect(
      within(listbox)
        .getAllByRole('option')
        .some((o) => o.dataset.kind !== 'suggestion'),
    ).toBe(true);
  },
};

/** Taking a letter back and typing it again before the search asks: the results come back (nothing left waiting). */
export const Retyped: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Search/ }));
    const { dialog, combobox } = await overlay();
    const part = dialog.querySelector('[data-part="global-search"]')!;
    await userEvent.type(combobox, 'field');
    await waitFor(() => expect(part).toHaveAttribute('data-results', 'ready'), { timeout: STORY_WAIT_MS });
    await userEvent.type(combobox, '{Backspace}d', { delay: 0 });
    await expect(combobox).toHaveValue('field');
    await waitFor(() => expect(part).toHaveAttribute('data-results', 'ready'), { timeout: STORY_WAIT_MS });
    await userEvent.type(combobox, 'x{Backspace}', { delay: 0 });
    await waitFor(() => expect(part).toHaveAttribute('data-results', 'ready'), { timeout: STORY_WAIT_MS });
  },
};

/** Nothing matches: the reader is told so. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Search/ }));
    const { dialog, combobox } = await overlay();
    await userEvent.type(combobox, 'zzzqx');
    await waitFor(() => expect(within(dialog).getByText('No results for “zzzqx”')).toBeVisible(), { timeout: STORY_WAIT_MS });
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The suggestions fail to load: the server's words, and typing still searches. */
export const SuggestionsFail: Story = {
  parameters: { scenario: faultOn(getSearchSuggestions, '500') },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Search/ }));
    const { dialog, combobox } = await overlay();
    await expect(within(dialog).getByText('Internal server error')).toBeVisible();
    await userEvent.type(combobox, 'field');
    await waitFor(() => expect(dialog.querySelector('[data-part="global-search"]')).toHaveAttribute('data-results', 'ready'), { timeout: STORY_WAIT_MS });
  },
};

/** The results fail (offline): the shared text the reader can act on. */
export const ResultsFail: Story = {
  parameters: { scenario: faultOn(searchAll, 'network') },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Search/ }));
    const { dialog, combobox } = await overlay();
    await userEvent.type(combobox, 'field');
    await waitFor(() => expect(within(dialog).getByText(NETWORK)).toBeVisible(), { timeout: STORY_WAIT_MS });
  },
};

/** On a phone the overlay is full-screen; the close button closes it and focus returns to the search button. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Search/ });
    await userEvent.click(button);
    const { dialog } = await overlay();
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await closed();
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** The bare view with results and the second option active (a host with its own data layer). */
export const View: Story = {
  render: () => (
    <GlobalSearchView
      open
      onOpenChange={() => {}}
      send={() => {}}
      state={{
        name: 'open',
        query: 'heron',
        suggestions: { name: 'ready', index: { suggestions: [], keys: [] } },
        matches: [{ text: 'heron migration', type: 'trending', categoryID: 5 }],
        results: {
          name: 'ready',
          query: 'heron',
          results: {
            query: 'heron',
            posts: [],
            publications: [{ id: 2, name: 'Field Notes', subdomain: 'fieldnotes', base_url: 'https://fieldnotes.example.com', payments_state: 'enabled' }],
            people: [{ id: 9, name: 'Ada Heron', handle: 'ada' }],
          },
        },
        active: 1,
      }}
    />
  ),
  play: async () => {
    const { combobox, listbox } = await overlay();
    await expect(expectActive(combobox, listbox)).toHaveTextContent('Field Notes');
    await expect(within(listbox).getByRole('group', { name: 'People' })).toBeVisible();
  },
};
