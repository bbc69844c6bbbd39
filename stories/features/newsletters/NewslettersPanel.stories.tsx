import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { accountStore } from '../../../mocks/db/account';
import { listNewsletters, updateSectionEmailSettings } from '../../../src/api/endpoints/account';
import { NewslettersPanel } from '../../../src/features/newsletters';
import { expectAlert, expectToast, faultOn, stateIs } from '../../support';
import { MOCK_500_TEXT } from '../signup/storyKit';

/**
 * The themed newsletters list as the account settings' Newsletters tab renders it (the tab brings its own heading, so
 * the groups are level 3). Same data and behaviour as the page, without its heading, redirect or confirmations.
 */
const panel = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="newsletters-panel"]');
const settingOf = (userId: number, section: string) =>
  accountStore.subscriptions.find((r) => r.user_id === userId && r.publication_id === 1)?.email_settings[section];

const meta = {
  title: 'Features/Newsletters/NewslettersPanel',
  component: NewslettersPanel,
  tags: ['!autodocs'],
  parameters: { role: 'paid' },
  render: (args) => (
    <div style={{ maxWidth: 720, margin: '0 auto', padding: 24, display: 'flex', flexDirection: 'column', gap: 16 }}>
      <h2 style={{ margin: 0, fontFamily: 'Inter, sans-serif', fontSize: 22 }}>Newsletters</h2>
      <NewslettersPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof NewslettersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The paid reader's groups with level-3 headings; a toggle saves and toasts. */
export const InSettings: Story = {
  play: async ({ canvasElement }) => {
    await stateIs(() => panel(canvasElement), 'ready');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'From The Daily Margin' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Topic Alerts' })).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'City Desk' }));
    await expectToast('Subscription updated!');
    await expect(settingOf(102, '14')).toBe('individual');
  },
};

/** A failed save reverts with its text, as on the page. */
export const ToggleFails: Story = {
  parameters: { scenario: faultOn(updateSectionEmailSettings, '500') },
  play: async ({ canvasElement }) => {
    await stateIs(() => panel(canvasElement), 'ready');
    await userEvent.click(within(canvasElement).getByRole('switch', { name: 'Marginalia' }));
    await expectAlert('Something went wrong, so your newsletters were not changed. Please try again.');
    await expect(within(canvasElement).getByRole('switch', { name: 'Marginalia' })).toBeChecked();
  },
};

/** Loading: skeleton rows. */
export const Loading: Story = {
  parameters: { scenario: { latencyMs: 60_000 } },
  play: async ({ canvasElement }) => {
    await stateIs(() => panel(canvasElement), 'loading');
  },
};

/** The load fails: the server's words and Try again. */
export const LoadFails: Story = {
  parameters: { scenario: faultOn(listNewsletters, '500') },
  play: async ({ canvasElement }) => {
    await stateIs(() => panel(canvasElement), 'error');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(MOCK_500_TEXT);
  },
};
