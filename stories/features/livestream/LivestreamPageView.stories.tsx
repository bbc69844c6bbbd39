import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ApiError } from '../../../src/api/errors';
import type { LiveStream } from '../../../src/api/schemas/livestream';
import { liveChatInitialState as chatInitial, LivestreamPageView } from '../../../src/features/livestream';

const stream: LiveStream = { id: 1, title: 'Open studio: ask the editors', description: null, status: 'ended', audience: 'only_founding' };

/** The bare livestream page (M32), for hosts with their own data layer: the states that need no socket. */
const meta = {
  title: 'Features/Livestream/LivestreamPageView',
  component: LivestreamPageView,
  args: {
    state: { name: 'loading' },
    onRetry: fn(),
    onToggleFullscreen: fn(),
    onShare: fn(),
    shareCopied: false,
    locale: 'en-US',
    onDismissGate: fn(),
    onOpenGate: fn(),
    signedIn: true,
    chat: {
      state: chatInitial({ phone: false }),
      narrow: false,
      connection: 'open',
      availability: { disabled: true, reason: 'loading', placeholder: null },
      canBlock: false,
      ownUserId: null,
      onToggle: fn(),
      onScrolled: fn(),
      onJumpToBottom: fn(),
      onTextChange: fn(),
      onSubmit: fn(),
      onBlock: fn(),
    },
  },
} satisfies Meta<typeof LivestreamPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the livestream' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: {
    state: { name: 'failed', failure: new ApiError({ kind: 'network', route: 'GET /livestream/data' }) },
    errorMessage: 'We could not reach the server.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('We could not reach the server.');
  },
};

/** Ended for a founding-only stream the viewer could not watch: the founding invitation. */
export const EndedFoundingInvitation: Story = {
  args: { state: { name: 'ended', stream, hadAccess: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Become a founding member to watch the next livestream as it happens.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Become a founding member' })).toHaveAttribute('href', '/subscribe?plan=founding');
  },
};

/** Ended for a free stream, viewer without access (anonymous): the free invitation. */
export const EndedFreeInvitation: Story = {
  args: { state: { name: 'ended', stream: { ...stream, audience: 'only_free' }, hadAccess: false }, signedIn: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subscribe for free to watch the next livestream as it happens.')).toBeVisible();
  },
};
