import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PostPageView } from '../../../src/features/post';
import { margin, samplePost } from './postPageFixtures';

/** The bare post page from args (hosts with their own data layer): every state, no network. */
const meta = {
  title: 'Features/Post/PostPageView',
  component: PostPageView,
  args: { status: 'loaded', post: samplePost, viewerRole: 'paid', onRetry: fn(), onGoHome: fn(), onPaywallAction: fn(), onSignIn: fn() },
} satisfies Meta<typeof PostPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', post: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading post');
  },
};

export const NotFound: Story = {
  args: { status: 'not_found', post: null },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Post not found' })).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Go to the home page' }));
    await expect(args.onGoHome).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ErrorState: Story = {
  args: { status: 'error', post: null, errorMessage: 'Database unavailable' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('Database unavailable')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A paid post for an anonymous reader on a publication with a 60-word preview limit. */
export const Paywalled: Story = {
  args: {
    viewerRole: 'anonymous',
    post: { ...samplePost, audience: 'only_paid', truncated_body_text: true, publication: { ...margin, post_preview_limit: 60 } },
  },
  play: async ({ canvasElement, args }) => {
    await expect(canvasElement.querySelector('[data-part="post-paywall"]')).toHaveAttribute('data-variant', 'subscribe');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Subscribe' }));
    await expect(args.onPaywallAction).toHaveBeenCalledWith('subscribe');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** With footer and end slots filled by placeholders. */
export const WithSlots: Story = {
  args: {
    footer: <div style={{ padding: 16, border: '1px dashed #c9c9c5', borderRadius: 8, fontFamily: 'Inter, sans-serif' }}>Footer slot</div>,
    end: <div style={{ padding: 16, border: '1px dashed #c9c9c5', borderRadius: 8, fontFamily: 'Inter, sans-serif' }}>End slot</div>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Footer slot')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: Loaded.play,
};
