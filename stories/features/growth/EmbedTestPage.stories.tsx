import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmbedTestPage } from '../../../src/features/growth';
import { ready } from '../../support';

/** The embed test page (`/embed/test`): the widget in a 480 × 320 frame loading this site's `/embed`. */
const meta = {
  title: 'Features/Growth/EmbedTestPage',
  component: EmbedTestPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EmbedTestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame is 480 × 320 and loads `/embed`; its document is another page (masked in the screenshot). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'embed-test-page');
    const frame = within(canvasElement).getByTitle('Subscribe widget preview');
    await expect(frame).toHaveAttribute('src', '/embed');
    await expect(frame.getBoundingClientRect().width).toBe(480);
    await expect(frame.getBoundingClientRect().height).toBe(320);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Subscribe widget' })).toBeVisible();
  },
};

/** At 375 px the frame shrinks to the column and keeps its height. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'embed-test-page');
    const frame = within(canvasElement).getByTitle('Subscribe widget preview');
    await expect(frame.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(frame.getBoundingClientRect().height).toBe(320);
  },
};
