import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChatLinkPreview } from '../../../src/features/chat';
import { cover, LONG_LINK } from './viewFixtures';

const meta = {
  title: 'Features/Chat/ChatLinkPreview',
  component: ChatLinkPreview,
  args: {
    metadata: { url: LONG_LINK, title: 'The city that reads: the libraries that keep it awake at night', host: 'longreads.example.com' },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 680 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatLinkPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /The city that reads/ });
    await expect(link).toHaveAttribute('href', LONG_LINK);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expect(within(link).getByText('longreads.example.com')).toBeVisible();
  },
};

/** Without a title the URL is the title, cut to 64 characters (K002); the host comes from the URL. */
export const UrlOnly: Story = {
  args: { metadata: { url: LONG_LINK } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(within(link).getByText(`${LONG_LINK.slice(0, 64)}…`)).toBeVisible();
    await expect(within(link).getByText('longreads.example.com')).toBeVisible();
  },
};

export const WithImageAndDescription: Story = {
  args: {
    metadata: {
      url: 'https://signs.example.org/archive/bookshops',
      title: 'An archive of bookshop signs',
      description: 'Hand-painted, neon and enamel: four hundred signs from shops that closed, and the stories behind them.',
      image: cover(3),
      host: 'signs.example.org',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /An archive of bookshop signs/ })).toBeVisible();
  },
};

/** A URL that is not safe renders the card without a link. */
export const UnsafeUrl: Story = {
  args: { metadata: { url: 'javascript:alert(document.cookie)', title: 'Totally normal page' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expect(within(canvasElement).getByText('Totally normal page')).toBeVisible();
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toBeVisible();
  },
};
