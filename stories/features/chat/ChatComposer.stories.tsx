import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChatComposer, type ChatSendStatus, chatComposerDisabledReasons, chatComposerPlaceholders, chatSendStatuses } from '../../../src/features/chat';
import { atRest } from './viewFixtures';

const meta = {
  title: 'Features/Chat/ChatComposer',
  component: ChatComposer,
  args: { placeholder: 'subscribers', onSend: fn(), onValueChange: fn() },
  argTypes: {
    placeholder: { control: 'inline-radio', options: chatComposerPlaceholders },
    sendStatus: { control: 'inline-radio', options: chatSendStatuses },
    disabledReason: { control: 'select', options: [undefined, ...chatComposerDisabledReasons] },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 680 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type, Enter adds a line, Ctrl + Enter sends the text. The field has a label for screen readers. */
export const TypeAndSend: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Write a reply' });
    await expect(field).toHaveAttribute('placeholder', 'SUBSCRIBERS ONLY');
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await userEvent.click(field);
    await userEvent.type(field, 'Eastgate, every time.');
    await userEvent.keyboard('{Enter}');
    await userEvent.type(field, 'See you Thursday');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(send).toBeEnabled();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSend).toHaveBeenCalledWith('Eastgate, every time.\nSee you Thursday');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Eastgate, every time.\nSee you Thursday');
    atRest(canvasElement);
  },
};

/** ⌘ + Enter sends too; the send button does the same. */
export const MetaEnterAndButton: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Write a reply' });
    await userEvent.type(field, 'First');
    await userEvent.keyboard('{Meta>}{Enter}{/Meta}');
    await expect(args.onSend).toHaveBeenLastCalledWith('First');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledTimes(2);
    atRest(canvasElement);
  },
};

export const PaidPlaceholder: Story = {
  args: { placeholder: 'paid' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('placeholder', 'PAID SUBSCRIBERS ONLY');
  },
};

export const FoundingPlaceholder: Story = {
  args: { placeholder: 'founding' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('placeholder', 'FOUNDING MEMBERS ONLY');
  },
};

/** A free subscriber on a paid-replies thread: disabled, and the reason is visible and tied to the field. */
export const DisabledForFreeSubscriber: Story = {
  args: { placeholder: 'paid', disabledReason: 'paid' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Write a reply' });
    await expect(field).toBeDisabled();
    await expect(field).toHaveAccessibleDescription('Only paid subscribers can reply to this thread.');
    await expect(canvas.getByText('Only paid subscribers can reply to this thread.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const DisabledLocked: Story = {
  args: { placeholder: 'subscribers', disabledReason: 'locked' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Replies to this thread are locked.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="composer"]')).toHaveAttribute('data-state', 'disabled');
  },
};

export const DisabledBanned: Story = {
  args: { placeholder: 'subscribers', disabledReason: 'banned' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You are not allowed to post or react to this chat.')).toBeVisible();
  },
};

/** Sending: the text stays (read-only) and the button spins. */
export const Sending: Story = {
  args: { defaultValue: 'Harbour Road, for the local history room.', sendStatus: 'sending' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Write a reply' });
    await expect(field).toHaveValue('Harbour Road, for the local history room.');
    await expect(field).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending…');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A send that failed: "Not delivered" with Retry, the text kept. Without `onRetry`, Retry sends the text again. */
export const NotDelivered: Story = {
  args: { defaultValue: 'Harbour Road, for the local history room.', sendStatus: 'failed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not delivered');
    await expect(canvas.getByRole('textbox')).toHaveValue('Harbour Road, for the local history room.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onSend).toHaveBeenCalledWith('Harbour Road, for the local history room.');
    atRest(canvasElement);
  },
};

/** The whole cycle with a stand-in for the send machine: sending, failed (text kept), retry, sent (field empties). */
export const SendFailRetry: Story = {
  render: function Render(args) {
    const [status, setStatus] = useState<ChatSendStatus>('idle');
    const [attempt, setAttempt] = useState(0);
    return (
      <ChatComposer
        {...args}
        sendStatus={status}
        onSend={(text) => {
          args.onSend?.(text);
          setStatus('sending');
          const next = attempt + 1;
          setAttempt(next);
          setTimeout(() => setStatus(next === 1 ? 'failed' : 'idle'), 50);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Write a reply' });
    await userEvent.type(field, 'Count me in for the budget vote.');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Not delivered');
    await expect(field).toHaveValue('Count me in for the budget vote.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onSend).toHaveBeenCalledTimes(2);
    await expect(args.onSend).toHaveBeenLastCalledWith('Count me in for the budget vote.');
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(canvas.queryByRole('alert')).toBeNull();
    atRest(canvasElement);
  },
};

/** Near the limit a counter shows; past it, sending is off. */
const TOO_LONG = 'This reply is a little too long for the limit.';
export const OverLimit: Story = {
  args: { maxLength: 40, defaultValue: TOO_LONG },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${TOO_LONG.length} / 40`)).toHaveAttribute('data-state', 'over');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Dark: Story = {
  args: { placeholder: 'paid', defaultValue: 'Harbour Road, for the local history room.', sendStatus: 'failed' },
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Not delivered');
  },
};

export const DarkDisabled: Story = {
  args: { placeholder: 'founding', disabledReason: 'founding' },
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Only founding members can reply to this thread.')).toBeVisible();
  },
};

export const Mobile375: Story = {
  args: { placeholder: 'paid' },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const send = within(canvasElement).getByRole('button', { name: 'Send' });
    await expect(send.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(within(canvasElement).queryByText('Ctrl + Enter to send')).not.toBeVisible();
  },
};
