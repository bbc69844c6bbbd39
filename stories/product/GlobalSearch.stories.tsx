import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProductApp } from '../../src/app/ProductApp';
import { body, postEndSettled, ready, STORY_WAIT_MS, settled } from '../support';

/**
 * The global search (M50) as the product mounts it: the product header on reader-facing pages holds its button, and
 * "/" or ⌘K / Ctrl+K open it there; the overlay loads on demand. Runs the whole app on the mock API.
 */
const MARGIN = { id: 1, name: 'The Daily Margin', subdomain: 'dailymargin', baseUrl: 'https://dailymargin.example.com' };

const meta = {
  title: 'Product/GlobalSearch',
  component: ProductApp,
  tags: ['!autodocs'],
  parameters: { role: 'paid', layout: 'fullscreen', platform: { path: '/archive', publication: MARGIN } },
  afterEach: async ({ canvasElement }) => postEndSettled(canvasElement),
} satisfies Meta<typeof ProductApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const header = (root: HTMLElement) => ready(root, 'product-header');
const searchButton = async (root: HTMLElement) => within(await header(root)).getByRole('button', { name: /^Search/ });

/** Waits for the overlay and its suggestions; returns the dialog and its combobox. */
async function overlay() {
  const dialog = await body().findByRole('dialog', {}, { timeout: STORY_WAIT_MS });
  await settled(dialog);
  await waitFor(() => expect(dialog.querySelector('[data-part="global-search"]')).not.toHaveAttribute('data-suggestions', 'loading'), {
    timeout: STORY_WAIT_MS,
  });
  return { dialog, combobox: within(dialog).getByRole('combobox', { name: 'Search posts, publications and people' }) };
}
const closed = () => waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), { timeout: STORY_WAIT_MS });

/** On the feed: the header's Search opens the overlay, typing finds posts, picking one opens its page; the header stays and focus is back on its button. */
export const FromTheHeader: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  parameters: { platform: { path: '/home', publication: MARGIN } },
  play: async ({ canvasElement }) => {
    const banner = await header(canvasElement);
    await expect(within(banner).getByRole('link', { name: 'The Daily Margin' })).toHaveAttribute('href', '/');
    const button = await searchButton(canvasElement);
    await userEvent.click(button);
    const { dialog, combobox } = await overlay();
    await expect(combobox).toHaveFocus();
    await userEvent.type(combobox, 'field');
    await waitFor(() => expect(dialog.querySelector('[data-part="global-search"]')).toHaveAttribute('data-results', 'ready'), { timeout: STORY_WAIT_MS });
    const post = within(dialog)
      .getAllByRole('option')
      .find((option) => option.dataset.kind === 'post');
    await expect(post).toBeDefined();
    const title = post!.querySelector('bdi')!.textContent!;
    await userEvent.click(post!);
    await closed();
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: title }, { timeout: 8000 })).toBeVisible();
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button.isConnected).toBe(true);
  },
};

/** On a phone: Ctrl+K opens the full-screen search from the header's page, Esc closes it and focus returns to where it was. */
export const KeyboardAndEscape: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const button = await searchButton(canvasElement);
    button.focus();
    await userEvent.keyboard('{Control>}k{/Control}');
    const { dialog, combobox } = await overlay();
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth));
    await userEvent.type(combobox, 'herons');
    await userEvent.keyboard('{Escape}');
    await closed();
    await waitFor(() => expect(button).toHaveFocus());
    // "/" opens it again, afresh.
    await userEvent.keyboard('/');
    const again = await overlay();
    await expect(again.combobox).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await closed();
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Pages where the reader is in the middle of a task (sign-in here) have no header, and "/" is left alone. */
export const NotOnSignIn: Story = {
  parameters: { platform: { path: '/login', publication: MARGIN } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-part]')).not.toBeNull(), { timeout: STORY_WAIT_MS });
    await expect(canvasElement.querySelector('[data-part="product-header"]')).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: /^Search/ })).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('/');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};
