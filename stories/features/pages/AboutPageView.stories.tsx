import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AboutPageView } from '../../../src/features/pages';

/** The bare about page, for hosts with their own data layer: the states from args. */
const meta = {
  title: 'Features/Pages/AboutPageView',
  component: AboutPageView,
  args: {
    publicationName: 'The Daily Margin',
    content: { name: 'ready', html: '<p>Reading, cities and the people who make them.</p>' },
    people: { name: 'empty' },
    cta: null,
    onRetry: fn(),
  },
} satisfies Meta<typeof AboutPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No one listed yet: the People part says so. */
export const NoPeople: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No one is listed yet.' })).toBeVisible();
  },
};

/** Everything on its way: skeletons for the content and the people. */
export const Loading: Story = {
  args: { content: { name: 'loading' }, people: { name: 'loading' }, cta: 'subscribe' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="about-page"]')).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('link', { name: 'Subscribe' })).toBeVisible();
  },
};
