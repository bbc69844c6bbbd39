import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PublicationHomeView } from '../../../src/features/growth';

/** The bare home view, for hosts with their own data layer. */
const meta = {
  title: 'Features/Growth/PublicationHomeView',
  component: PublicationHomeView,
  args: { status: 'ready', publication: { id: 1, name: 'The Daily Margin', hero_text: 'Books, cities and the people who make them.' }, blocks: [] },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PublicationHomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No posts yet: the empty state says what comes next. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'No posts yet' })).toBeVisible();
  },
};

/** Loading: a skeleton shaped like the page, announced once. */
export const Loading: Story = {
  args: { status: 'loading' },
  parameters: { visual: { disable: 'a skeleton only: the connected stories show every state with content' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the home page');
  },
};
