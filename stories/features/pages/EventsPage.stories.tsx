import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { accountStore } from '../../../mocks/db/account';
import { setScenario } from '../../../mocks/scenario';
import { listNewsletters, updateSectionEmailSettings } from '../../../src/api/endpoints/account';
import { EventsPage } from '../../../src/features/pages';
import { expectToast, faultOn, part, ready, stateIs } from '../../support';
import { expectPath, WithLocation } from '../signup/storyKit';

/**
 * The events hub (`/events`, inventory `events-page`) on the mock API: America at 250, The Daily Margin's four
 * sections, the book club. Each section card has its subscribe control (the section's e-mails, E15). The free viewer
 * gets The Daily Margin and City Desk, not Marginalia or Margin Radio.
 */
const meta = {
  title: 'Features/Pages/EventsPage',
  component: EventsPage,
  tags: ['!autodocs'],
  parameters: { role: 'free', layout: 'fullscreen', platform: { path: '/events' } },
  render: (args) => (
    <WithLocation>
      <EventsPage {...args} />
    </WithLocation>
  ),
} satisfies Meta<typeof EventsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-part="events-hub-card"]')];
const cardNamed = (root: HTMLElement, name: string) => cards(root).find((c) => c.querySelector('h2')?.textContent === name)!;
const control = (card: HTMLElement) => part(card, 'section-subscribe');
const settingOf = (userId: number, section: string) =>
  accountStore.subscriptions.find((r) => r.user_id === userId && r.publication_id === 1)?.email_settings[section];

/** A free subscriber at 1280 px: the cards in order, two columns, each section's control showing the reader's choice. */
export const Reader: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'events-hub');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect(cards(canvasElement).map((c) => c.querySelector('h2')?.textContent)).toEqual([
      'America at 250',
      'The Daily Margin',
      'Marginalia',
      'Margin Radio',
      'City Desk',
      'The Free Press Book Club',
    ]);
    await expect(canvas.getByRole('link', { name: 'See the events' })).toHaveAttribute('href', '/america250');
    await expect(canvas.getByRole('link', { name: 'Join the book club' })).toHaveAttribute('href', '/p/the-free-press-book-club');
    await expect(canvas.getByRole('link', { name: 'Read City Desk' })).toHaveAttribute('href', '/s/city-desk');
    const [first, second] = cards(canvasElement);
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
    await stateIs(() => control(cardNamed(canvasElement, 'City Desk')), 'on');
    await expect(within(cardNamed(canvasElement, 'City Desk')).getByRole('button', { name: 'Subscribed' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(cardNamed(canvasElement, 'Marginalia')).getByRole('button', { name: 'Subscribe' })).toHaveAccessibleDescription(
      'E-mails from Marginalia',
    );
    // The fixed cards carry no subscribe control.
    await expect(control(cardNamed(canvasElement, 'America at 250'))).toBeNull();
  },
};

/** Subscribe to a section (by keyboard): "Subscribed" at once, the toast names it, the server has it on; and off again. */
export const SubscribeToSection: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'events-hub');
    const card = cardNamed(canvasElement, 'Marginalia');
    await stateIs(() => control(card), 'off');
    within(card).getByRole('button', { name: 'Subscribe' }).focus();
    await userEvent.keyboard('{Enter}');
    await expectToast('You’ll get Marginalia by e-mail.');
    await stateIs(() => control(card), 'on');
    await expect(settingOf(101, '12')).toBe('individual');
    await userEvent.click(within(card).getByRole('button', { name: 'Subscribed' }));
    await expectToast('You will no longer get Marginalia by e-mail.');
    await stateIs(() => control(card), 'off');
    await expect(settingOf(101, '12')).toBe('disabled');
  },
};

/** Saving fails (500): the control goes back to the server's choice and the toast says so. */
export const SubscribeFails: Story = {
  parameters: { scenario: faultOn(updateSectionEmailSettings, '500') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'events-hub');
    const card = cardNamed(canvasElement, 'Marginalia');
    await stateIs(() => control(card), 'off');
    await userEvent.click(within(card).getByRole('button', { name: 'Subscribe' }));
    await expectToast('Your choice for Marginalia could not be saved.');
    await stateIs(() => control(card), 'off');
    await expect(within(card).getByRole('button', { name: 'Subscribe' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Signed out at 375 px: one column; Subscribe goes to the subscribe page, which comes back to the hub. */
export const AnonymousMobile: Story = {
  parameters: { role: 'anonymous' },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'events-hub');
    const [first, second] = cards(canvasElement);
    await expect(first!.getBoundingClientRect().left).toBe(second!.getBoundingClientRect().left);
    const card = cardNamed(canvasElement, 'The Daily Margin');
    await stateIs(() => control(card), 'off');
    await userEvent.click(within(card).getByRole('button', { name: 'Subscribe' }));
    await expectPath(canvasElement, `/subscribe?next=${encodeURIComponent('/events')}`);
  },
};

/** The sections fail to load: the two fixed cards stay, the sections' place says so with Try again, which loads them. */
export const SectionsFail: Story = {
  parameters: { scenario: faultOn(listNewsletters, '500') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'events-hub');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The events could not be loaded.');
    await expect(cards(canvasElement).map((c) => c.dataset.kind)).toEqual(['america250', 'bookClub']);
    setScenario({ faults: {} });
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await stateIs(() => part(canvasElement, 'events-hub'), 'ready');
    await expect(cards(canvasElement)).toHaveLength(6);
  },
};
