import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CopyField, ShareDialogView, type ShareTargetLink, ShareTargetTile } from '../../../src/features/sharing';
import { body, settled } from '../../support';

/**
 * The bare share dialog, driven by args (hosts with their own data layer): each state of the copy-link machine
 * (M14), the start-at input's errors (M11), the native-share states (M15) and the no-link state.
 */
const LINK = 'https://dailymargin.example.com/p/the-long-game?utm_campaign=post&utm_medium=web&utm_source=copy';
const enc = encodeURIComponent;
const targets: ShareTargetLink[] = [
  { target: 'notes', href: `/notes/compose?url=${enc(LINK)}` },
  { target: 'direct_message', href: `/messages/new?url=${enc(LINK)}` },
  { target: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${enc(LINK)}` },
  { target: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(LINK)}` },
  { target: 'bluesky', href: `https://bsky.app/intent/compose?text=${enc(`The long game ${LINK}`)}` },
  { target: 'twitter', href: `https://x.com/intent/tweet?text=The%20long%20game&url=${enc(LINK)}` },
  { target: 'email', href: `mailto:?subject=The%20long%20game&body=${enc(LINK)}` },
  { target: 'reddit', href: `https://www.reddit.com/submit?url=${enc(LINK)}&title=The%20long%20game` },
  { target: 'hackernews', href: `https://news.ycombinator.com/submitlink?u=${enc(LINK)}&t=The%20long%20game` },
  { target: 'pinterest', href: `https://www.pinterest.com/pin/create/button/?url=${enc(LINK)}&description=The%20long%20game` },
];

const meta = {
  title: 'Features/Sharing/ShareDialogView',
  component: ShareDialogView,
  subcomponents: { CopyField, ShareTargetTile },
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: fn(),
    kind: 'post',
    subjectTitle: 'The long game',
    link: LINK,
    targets,
    copyState: 'idle',
    onCopy: fn(),
  },
  argTypes: {
    copyState: { control: 'inline-radio', options: ['idle', 'copying', 'copied', 'failed'] },
    kind: { control: 'inline-radio', options: ['post', 'note', 'comment', 'clip'] },
  },
} satisfies Meta<typeof ShareDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog, once it has finished appearing. */
async function dialog() {
  const d = await body().findByRole('dialog', {}, { timeout: 5000 });
  await settled(d);
  return d;
}

export const Idle: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await userEvent.click(within(d).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Copied: Story = {
  args: { copyState: 'copied' },
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByRole('button', { name: 'Copied!' })).toHaveAttribute('data-state', 'copied');
    await expect(within(d).getByRole('status')).toHaveTextContent('Link copied to the clipboard');
  },
};

export const CopyFailed: Story = {
  args: { copyState: 'failed' },
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByRole('alert')).toHaveTextContent('Couldn’t copy the link. Select it and copy it by hand.');
  },
};

export const NoteShare: Story = {
  args: { kind: 'note', subjectTitle: 'Reading list for the long weekend: three novels and a cookbook.' },
  play: async () => {
    await expect(await dialog()).toHaveAccessibleName('Share note');
  },
};

export const StartAtInvalidFormat: Story = {
  args: { startAt: { value: '1:3o', error: { rule: 'format' }, media: 'podcast', onChange: fn() } },
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByText('Start at must be a time like 1:30 or 1:02:03')).toBeVisible();
    await expect(within(d).getByRole('textbox', { name: /Start at/ })).toHaveAttribute('placeholder', '0:00');
  },
};

export const NativeSharing: Story = {
  args: { nativeShare: { state: 'sharing', onShare: fn() } },
  play: async () => {
    // The button's spinner never stops, so the dialog is never "settled": wait for it to be visible.
    const d = await body().findByRole('dialog', {}, { timeout: 5000 });
    await expect(d).toBeVisible();
    await expect(within(d).getByRole('button', { name: 'Share via…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const NoLink: Story = {
  args: { link: null, targets: [] },
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByRole('alert')).toHaveTextContent('This can’t be shared: it has no valid link.');
  },
};

/** The start-at placeholder is the catalogue's `sharing.startAt.placeholder` (T034 "0:00"): a host's messages replace it. */
export const StartAtPlaceholderFromMessages: Story = {
  args: { startAt: { value: '', error: null, media: 'video', onChange: fn() } },
  parameters: { platform: { messages: { 'sharing.startAt.placeholder': 'm:ss' } } },
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByRole('textbox', { name: /Start at/ })).toHaveAttribute('placeholder', 'm:ss');
  },
};
