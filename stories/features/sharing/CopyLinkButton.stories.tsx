import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CopyLinkButton } from '../../../src/features/sharing';
import { createManualClock, type ManualClock } from '../../../src/platform/clock';
import { recordingClipboard } from './shareStoryKit';

/**
 * Copy link with its inline confirmation (inventory `copy-link-confirmation`, M14): "Copied!" for 3 s of the
 * platform clock (K027). Each story has its own manual clock; the clipboard is injected.
 */
const LINK = 'https://dailymargin.example.com/p/the-long-game?r=2u&utm_campaign=post&utm_medium=web&utm_source=copy';
const clockParameters = () => ({ platform: { clock: createManualClock('2026-11-21T12:00:00Z') } });
const clockOf = (parameters: unknown) => (parameters as { platform: { clock: ManualClock } }).platform.clock;

const meta = {
  title: 'Features/Sharing/CopyLinkButton',
  component: CopyLinkButton,
  decorators: [(Story) => <div style={{ padding: 24 }}>{<Story />}</div>],
  args: { url: LINK, onCopied: fn() },
} satisfies Meta<typeof CopyLinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Copied for exactly 3 s, then back; copied again for the picture. */
export const CopiedForThreeSeconds: Story = {
  args: { clipboard: recordingClipboard() },
  parameters: clockParameters(),
  play: async ({ canvasElement, args, parameters }) => {
    const canvas = within(canvasElement);
    const clock = clockOf(parameters);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await canvas.findByRole('button', { name: 'Copied!' });
    await expect(canvas.getByRole('status')).toHaveTextContent('Link copied to the clipboard');
    await expect(args.onCopied).toHaveBeenCalledWith(LINK);
    await expect((args.clipboard as ReturnType<typeof recordingClipboard>).writes).toEqual([LINK]);
    clock.advance(2999);
    await expect(canvas.getByRole('button', { name: 'Copied!' })).toBeVisible();
    clock.advance(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy link' })).toHaveAttribute('data-state', 'idle'));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await canvas.findByRole('button', { name: 'Copied!' });
  },
};

/** The clipboard refuses: the message says so; nothing is reported as copied. */
export const CopyFails: Story = {
  args: { clipboard: recordingClipboard(true), label: 'Copy comment link' },
  parameters: clockParameters(),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy comment link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Couldn’t copy the link. Select it and copy it by hand.');
    await expect(canvas.getByRole('button', { name: 'Copy comment link' })).toHaveAttribute('data-state', 'failed');
    await expect(args.onCopied).not.toHaveBeenCalled();
  },
};

/** Keyboard: Enter copies. */
export const Keyboard: Story = {
  args: { clipboard: recordingClipboard(), variant: 'primary' },
  parameters: clockParameters(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('button', { name: 'Copied!' });
  },
};
