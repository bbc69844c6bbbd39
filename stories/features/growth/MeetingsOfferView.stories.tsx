import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MeetingsOfferView } from '../../../src/features/growth';

/** The bare offer view with its props: every state, and a hostile host name. */
const offer = {
  hostName: 'Ada Admin',
  enabled: true,
  price: '$120',
  priceKind: 'subscriber_price',
  fullPrice: '$150',
  duration: 30,
  descriptionHtml: '<p>Thirty minutes on your writing.</p>',
} as const;

const meta = {
  title: 'Features/Growth/MeetingsOfferView',
  component: MeetingsOfferView,
  parameters: { layout: 'fullscreen' },
  args: { status: 'ready', offer },
} satisfies Meta<typeof MeetingsOfferView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/meetings/book');
  },
};

export const Loading: Story = { args: { status: 'loading', offer: null } };

export const Disabled: Story = {
  args: { offer: { ...offer, enabled: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Continue' })).toHaveAccessibleDescription(
      'You must enable Meetings before one can be booked.',
    );
  },
};

export const LoadError: Story = { args: { status: 'error', offer: null, errorMessage: 'Internal server error', onRetry: () => {} } };

/** A right-to-left host name with controls stays isolated in the title. */
export const HostileHostName: Story = {
  args: { offer: { ...offer, hostName: '\u202Eadmin ada\u202C \u2067x' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('h1 bdi')).not.toBeNull();
  },
};
