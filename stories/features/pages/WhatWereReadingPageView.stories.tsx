import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WhatWereReadingPageView } from '../../../src/features/pages';

/** The bare What We're Reading page, for hosts with their own data: widgets from args. */
const meta = {
  title: 'Features/Pages/WhatWereReadingPageView',
  component: WhatWereReadingPageView,
  args: {
    widgets: [
      { list: 'pick-of-the-month', href: null },
      { list: 'politics', href: 'https://bookshop.org/lists/politics' },
    ],
  },
} satisfies Meta<typeof WhatWereReadingPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A list whose address the URL policy refused shows its title without a link; the other keeps its link. */
export const RefusedAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Pick of the Month' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', 'https://bookshop.org/lists/politics');
  },
};

/** A host's embed in each card (the shop's script in a real host): the slot replaces the link. */
export const HostEmbeds: Story = {
  args: { renderWidget: (widget) => <p data-testid={`embed-${widget.list}`}>Embedded list: {widget.list}</p> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('embed-politics')).toHaveTextContent('Embedded list: politics');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
