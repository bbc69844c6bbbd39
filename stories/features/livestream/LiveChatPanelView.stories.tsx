import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '../../../src/api/errors';
import type { LiveStreamMessage } from '../../../src/api/schemas/livestream';
import { liveChatInitialState as initialState, type LiveChatState as State, LiveChatPanelView } from '../../../src/features/livestream';
import { isolate } from '../../../src/ui/bidi';

const NAMES = ['Ana Silva', 'Bruno Okafor', 'Chiara Rossi', 'Dmitri Ivanova', 'Esi Mensah', 'Farah Haddad', 'Goran Novak', 'Hana Sato'];
const BODIES = [
  'Hello from Lisbon!',
  'The sound is much better today.',
  'Which edition is that on the shelf behind you?',
  'Will the recording be posted afterwards?',
];
const message = (id: number, joined: number | null = null): LiveStreamMessage => ({
  id,
  user: { id: 200 + id, name: NAMES[id % NAMES.length]!, handle: null, photo_url: null, is_admin: false },
  body: joined ? null : BODIES[id % BODIES.length]!,
  created_at: '2026-11-21T12:00:00.000Z',
  num_viewers_joined: joined,
});
const messages = [message(1), message(2), message(3, 5), message(4), message(5), message(6, 1), message(7), message(8)];
const chat = (over: Partial<State> = {}): State => ({ ...initialState({ phone: false }), messages, ...over });

/** The bare live chat panel (M33), for hosts with their own data layer: every state from args. */
const meta = {
  title: 'Features/Livestream/LiveChatPanelView',
  component: LiveChatPanelView,
  decorators: [
    (Story) => (
      <div style={{ width: 400, height: 560, display: 'flex', flexDirection: 'column', borderInlineEnd: '1px solid #e5e5e5' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    state: chat(),
    placement: 'side',
    connection: 'open',
    availability: { disabled: false, reason: null, placeholder: null },
    canBlock: false,
    ownUserId: null,
    onToggle: fn(),
    onScrolled: fn(),
    onJumpToBottom: fn(),
    onTextChange: fn(),
    onSubmit: fn(),
    onBlock: fn(),
  },
} satisfies Meta<typeof LiveChatPanelView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Messages and join notices ("{name} and {n − 1} others joined", "{name} joined"); Enter submits. */
export const Expanded: Story = {
  args: { state: chat({ composer: { name: 'idle', text: 'Hello everyone' } }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Live Chat' })).toBeVisible();
    await expect(canvas.getByText('Dmitri Ivanova and 4 others joined')).toBeVisible();
    await expect(canvas.getByText('Goran Novak joined')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Chat message' }), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = { args: { state: chat({ messages: [] }) } };

/** The socket dropped: "Reconnecting…". */
export const Reconnecting: Story = {
  args: { connection: 'reconnecting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Reconnecting…');
  },
};

export const Minimized: Story = {
  args: { state: chat({ panel: 'minimized' }) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Expand chat' }));
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

/** The viewer cannot send: the composer is disabled and its placeholder is the server's reason. */
export const ComposerDisabled: Story = {
  args: { availability: { disabled: true, reason: 'server', placeholder: 'You have been removed from this chat' } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Chat message' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveAttribute('placeholder', 'You have been removed from this chat');
  },
};

/** The stream's chat rights are still loading: the composer waits, disabled. */
export const ComposerLoading: Story = {
  args: { availability: { disabled: true, reason: 'loading', placeholder: null } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Chat message' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveAttribute('placeholder', 'Loading the chat…');
  },
};

/** A failed send: the text stays, marked, with how to retry. */
export const SendFailed: Story = {
  args: {
    state: chat({ composer: { name: 'failed', text: 'Will this arrive?', failure: new ApiError({ kind: 'http', route: 'POST /x', status: 500 }) } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Chat message' })).toHaveValue('Will this arrive?');
    await expect(canvas.getByRole('textbox', { name: 'Chat message' })).toHaveAccessibleDescription('Not sent. Press Enter to try again.');
  },
};

/** Scrolled up with new messages below: the jump-to-bottom button counts them. */
export const ScrolledUp: Story = {
  args: { state: chat({ scroll: 'scrolled_up', unseen: 3 }) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Jump to latest (3 new)' }));
    await expect(args.onJumpToBottom).toHaveBeenCalledTimes(1);
  },
};

/** A site admin with the kicking feature: a block button per message (one pending, one done). */
export const AdminBlock: Story = {
  args: { canBlock: true, state: chat({ blocking: [202], blocked: [204] }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Blocked' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: `Block ${isolate('Chiara Rossi')}` })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: `Block ${isolate('Bruno Okafor')}` }));
    await expect(args.onBlock).toHaveBeenCalledWith(201);
  },
};
