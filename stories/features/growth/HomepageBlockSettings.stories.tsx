import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { updateHomepageBlock } from '../../../src/api/endpoints/growth';
import { HomepageBlockSettingsView, PublicationHomePage } from '../../../src/features/growth';
import { HomepageBlockSettings } from '../../../src/features/growth/home/HomepageBlockSettings';
import { body, faultOn, STORY_WAIT_MS, stateIs } from '../../support';

/**
 * An admin's block settings on the publication home (`/`) on the mock API (M71, P62): "Block settings" on a list
 * (posts 3–7, default 6) or a grid (rows 1–4, default 2) opens a dialog loaded on demand; a save goes to the mock, the
 * home is read again and shows the new count. Readers see no settings.
 */
const home = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="publication-home"]')!;
const shown = (block: HTMLElement) =>
  [...block.querySelectorAll<HTMLElement>('[data-part="home-post"]')].filter((li) => getComputedStyle(li).display !== 'none');
const region = (root: HTMLElement, name: string) => within(root).getByRole('region', { name });
/** A block by id (a modal dialog hides the page from the accessibility tree, so by role it is not found meanwhile). */
const blockById = (root: HTMLElement, id: number) => root.querySelector<HTMLElement>(`[data-part="homepage-block"][data-id="${id}"]`)!;
const settingsOf = (root: HTMLElement, name: string) => within(region(root, name)).getByRole('button', { name: 'Block settings' });
const dialog = () => body().findByRole('dialog', { name: 'Block settings' }, { timeout: STORY_WAIT_MS });

/**
 * On the ready home, opens a block's settings, types `value` into one field and presses Save; returns the dialog's
 * queries and the field, whose value before typing is `before`.
 */
async function saveSetting(root: HTMLElement, block: string, field: 'Posts' | 'Rows', value: string) {
  await stateIs(() => home(root), 'ready');
  await userEvent.click(settingsOf(root, block));
  const settings = within(await dialog());
  const input = settings.getByRole('spinbutton', { name: field });
  const before = (input as HTMLInputElement).valueAsNumber;
  await userEvent.clear(input);
  await userEvent.type(input, value);
  await userEvent.click(settings.getByRole('button', { name: 'Save' }));
  return { settings, input, before };
}

const meta = {
  title: 'Features/Growth/HomepageBlockSettings',
  component: PublicationHomePage,
  // The admin's dialog (loaded on demand) and its bare view, reached here through the home's Block settings.
  subcomponents: { HomepageBlockSettings, HomepageBlockSettingsView },
  tags: ['!autodocs'],
  parameters: {
    role: 'admin',
    layout: 'fullscreen',
    platform: { path: '/' },
    visual: {
      disable:
        'the saved home’s cover art differs between a run of this file and a run of the whole suite (the mock’s generated images); the plays assert the dialog, the saved counts and every failure text, and the home’s look is PublicationHomePage’s screenshots (Admin, AdminPreview)',
    },
  },
} satisfies Meta<typeof PublicationHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin sets the "Latest" list (default 6) to 4 posts and saves: the dialog closes and the list shows 4. */
export const ListPostsSaved: Story = {
  play: async ({ canvasElement }) => {
    await stateIs(() => home(canvasElement), 'ready');
    await expect(shown(region(canvasElement, 'Latest'))).toHaveLength(6);
    const { before } = await saveSetting(canvasElement, 'Latest', 'Posts', '4');
    await expect(before).toBe(6);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), { timeout: STORY_WAIT_MS });
    await waitFor(() => expect(shown(region(canvasElement, 'Latest'))).toHaveLength(4), { timeout: STORY_WAIT_MS });
    await waitFor(() => expect(settingsOf(canvasElement, 'Latest')).toHaveFocus());
  },
};

/** The admin sets "The archive" grid from 4 rows to 1: it shows one row of 4 posts. */
export const GridRowsSaved: Story = {
  play: async ({ canvasElement }) => {
    await stateIs(() => home(canvasElement), 'ready');
    await expect(shown(region(canvasElement, 'The archive'))).toHaveLength(16);
    const { before } = await saveSetting(canvasElement, 'The archive', 'Rows', '1');
    await expect(before).toBe(4);
    await waitFor(() => expect(shown(region(canvasElement, 'The archive'))).toHaveLength(4), { timeout: STORY_WAIT_MS });
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** A value outside the range is named with its rule next to the field, and nothing is sent. */
export const OutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const { settings, input: posts } = await saveSetting(canvasElement, 'Latest', 'Posts', '9');
    await expect(posts).toHaveAttribute('aria-invalid', 'true');
    await expect(posts).toHaveAccessibleDescription(expect.stringContaining('Posts must be a whole number from 3 to 7.'));
    await expect(body().getByRole('dialog')).toBeVisible();
    await userEvent.click(settings.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(shown(region(canvasElement, 'Latest'))).toHaveLength(6);
  },
};

/** The save fails: the server's words in the dialog, the typed value kept, the home as it was; Save again lands it. */
export const SaveFails: Story = {
  parameters: { scenario: faultOn(updateHomepageBlock, '500') },
  play: async ({ canvasElement }) => {
    const { settings, input: posts } = await saveSetting(canvasElement, 'Latest', 'Posts', '3');
    await expect(await settings.findByRole('alert', {}, { timeout: STORY_WAIT_MS })).toHaveTextContent('Internal server error');
    await expect(posts).toHaveValue(3);
    await expect(shown(blockById(canvasElement, 3))).toHaveLength(6);
  },
};

/** The save fails on the network: the shared network text, the value kept. */
export const SaveFailsOffline: Story = {
  parameters: { scenario: faultOn(updateHomepageBlock, 'network') },
  play: async ({ canvasElement }) => {
    const { settings, input: rows } = await saveSetting(canvasElement, 'The archive', 'Rows', '2');
    const alert = await settings.findByRole('alert', {}, { timeout: STORY_WAIT_MS });
    await expect(alert.textContent).not.toBe('');
    await expect(rows).toHaveValue(2);
  },
};

/** A reader sees no settings, and the settings' code is never loaded. */
export const ReaderSeesNoSettings: Story = {
  parameters: { role: 'paid' },
  play: async ({ canvasElement }) => {
    await stateIs(() => home(canvasElement), 'ready');
    await expect(within(canvasElement).queryByRole('button', { name: 'Block settings' })).toBeNull();
  },
};

/** Only lists and grids have settings; the fixed layouts (feature, podcast plus three…) have none. */
export const OnlyListsAndGrids: Story = {
  play: async ({ canvasElement }) => {
    await stateIs(() => home(canvasElement), 'ready');
    const withButton = [...canvasElement.querySelectorAll<HTMLElement>('[data-part="homepage-block"]')]
      .filter((b) => b.querySelector('[data-part="block-settings-button"]'))
      .map((b) => b.dataset.type);
    await expect(new Set(withButton)).toEqual(new Set(['list', 'grid']));
  },
};

/** 375 px: the dialog full-screen, the settings open from the block. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => home(canvasElement), 'ready');
    await userEvent.click(settingsOf(canvasElement, 'Latest'));
    const settings = within(await dialog());
    await expect(settings.getByRole('spinbutton', { name: 'Posts' })).toBeVisible();
    await expect(settings.getByRole('spinbutton', { name: 'Posts' })).toHaveValue(6);
    await expect(settings.getByText('From 3 to 7 (default 6)')).toBeVisible();
  },
};

/** 1280 px: the dialog open over the home. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => home(canvasElement), 'ready');
    await userEvent.click(settingsOf(canvasElement, 'The archive'));
    const settings = within(await dialog());
    await expect(settings.getByText('How many rows of posts this grid shows. Each row holds 4 posts on a wide screen.')).toBeVisible();
  },
};
