import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmbedSubscribeWidgetView } from '../../../src/features/growth';

/** The bare widget, for hosts with their own data layer: every state from args. */
const meta = {
  title: 'Features/Growth/EmbedSubscribeWidgetView',
  component: EmbedSubscribeWidgetView,
  args: {
    status: 'ready',
    formState: 'idle',
    publication: {
      name: 'The Daily Margin',
      baseUrl: 'https://dailymargin.example.com',
      heroText: 'Books, cities and the people who make them.',
      authorName: 'Ada Admin',
    },
    onSubmit: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EmbedSubscribeWidgetView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sending the form hands the trimmed address to the host. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), '  reader@example.com ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('reader@example.com');
  },
};

/** Submitting: the button is busy. */
export const Submitting: Story = {
  args: { formState: 'submitting' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="embed-subscribe-widget"]')).toHaveAttribute('data-state', 'submitting');
    await expect(within(canvasElement).getByRole('button', { name: 'Subscribe' })).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * A failure told inside the widget (the standalone script has no toast region): an alert under the form, which stays
 * for another try.
 */
export const FailureInTheWidget: Story = {
  args: {
    alertMessage: 'Failed to request a subscription',
    publication: { name: 'The Inner Circle', inviteOnly: true, baseUrl: 'https://innercircle.example.com' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to request a subscription');
    await expect(canvas.getByRole('button', { name: 'Request to subscribe' })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeEnabled();
  },
};

/** Loading the publication: a skeleton shaped like the widget. */
export const Loading: Story = {
  args: { status: 'loading', publication: null },
  parameters: { visual: { disable: 'a skeleton: the same shapes as the Loading state of other embeds, nothing of its own to compare' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the subscribe form');
  },
};

/** A name with a right-to-left override stays isolated: the page's own words keep their order. */
export const BidiOverrideInName: Story = {
  args: {
    publication: { name: 'The Daily \u202EMargin', authorName: 'Ada \u202Enimda', baseUrl: 'https://dailymargin.example.com' },
  },
  play: async ({ canvasElement }) => {
    const meta = canvasElement.querySelector('[data-part="embed-meta"]')!;
    await expect(meta.querySelector('bdi')).toHaveTextContent('Ada \u202Enimda');
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveAttribute('dir', 'auto');
  },
};

/** A logo or site address the URL policy refuses is left out (no `javascript:` link, no SVG data image). */
export const RefusedAddresses: Story = {
  args: {
    publication: { name: 'The Daily Margin', logoUrl: 'data:image/svg+xml,<svg onload=alert(1)>', baseUrl: 'javascript:alert(1)//' },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    for (const link of within(canvasElement).getAllByRole('link')) await expect(link.getAttribute('href')).not.toMatch(/^javascript:/i);
  },
};
