import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaticPageView } from '../../../src/features/pages';

/** The bare static page, for hosts with their own data layer: every state from args. */
const meta = {
  title: 'Features/Pages/StaticPageView',
  component: StaticPageView,
  args: {
    type: 'faq',
    status: {
      name: 'ready',
      post: {
        id: 9,
        title: 'Frequently asked questions',
        subtitle: 'How subscriptions, gifts and the archive work.',
        body_html:
          '<h2>Can I read on the web?</h2><p>Every post is on the site as well as in your inbox.</p><p><script>alert(1)</script>Scripts never run.</p>',
      },
    },
    onRetry: fn(),
  },
} satisfies Meta<typeof StaticPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page with a subtitle; its body is sanitised (a script in it never runs or shows). */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expect(canvas.getByText('How subscriptions, gifts and the archive work.')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Edit' })).toBeNull();
  },
};

/** Loading: the page's label and a skeleton. */
export const Loading: Story = {
  args: { status: { name: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="static-page"]')).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByText('FAQ')).toBeVisible();
  },
};

/** A failed load: its text and Try again. */
export const LoadError: Story = {
  args: { status: { name: 'error', message: 'This page could not be loaded.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
