import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOCK_NOW } from '../../../mocks/clock';
import { FRIEND_CONNECT_DISMISS_MS, FRIEND_CONNECT_STORAGE_KEY, FriendConnectCard } from '../../../src/features/social';
import { createManualClock, type ManualClock } from '../../../src/platform/clock';
import { createMemoryStorage, type StorageAdapter } from '../../../src/platform/storage';
import { stateIs } from '../../support';
import { refusingStorage } from '../../support/storage';

/**
 * The friend-connect card's dismissal (M49): "Not now" hides it for 604800 s (7 days) on the platform storage and
 * clock. Each story runs on its own manual clock from 2026-11-21 12:00 UTC and its own storage.
 */
const T0 = Date.parse(MOCK_NOW);
const card = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="friend-connect"]');
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

function timed(initial: Record<string, string> = {}): { clock: ManualClock; storage: StorageAdapter } {
  const clock = createManualClock(MOCK_NOW);
  const storage = createMemoryStorage(clock);
  for (const [key, value] of Object.entries(initial)) storage.set(key, value);
  return { clock, storage };
}

const meta = {
  title: 'Features/Social/FriendConnectCard',
  component: FriendConnectCard,
  tags: ['!autodocs'],
  parameters: { role: 'paid' },
  render: (args) => (
    <div style={{ padding: 24, maxWidth: 560 }}>
      <FriendConnectCard {...args} />
    </div>
  ),
} satisfies Meta<typeof FriendConnectCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const week = timed();

/** Not now: gone, the end kept in storage; still gone 1 ms before 7 days, back at 7 days without a reload. */
export const DismissForSevenDays: Story = {
  parameters: { platform: week },
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => card(canvasElement), 'shown');
    await expect(within(canvasElement).getByRole('heading', { name: 'Find people you know' })).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Not now' }));
    await expect(card(canvasElement)).toBeNull();
    await expect(week.storage.get(FRIEND_CONNECT_STORAGE_KEY)).toBe(String(T0 + FRIEND_CONNECT_DISMISS_MS));
    week.clock.advance(FRIEND_CONNECT_DISMISS_MS - 1);
    await settle();
    await expect(card(canvasElement)).toBeNull();
    week.clock.advance(1);
    await stateIs(() => card(canvasElement), 'shown');
  },
};

const stored = timed({ [FRIEND_CONNECT_STORAGE_KEY]: String(T0 + 3_600_000) });

/** A dismissal stored by an earlier visit: hidden until its end (an hour from now here), then shown. */
export const StoredDismissal: Story = {
  parameters: { platform: stored },
  play: async ({ canvasElement }) => {
    await settle();
    await expect(card(canvasElement)).toBeNull();
    stored.clock.advance(3_600_000);
    await stateIs(() => card(canvasElement), 'shown');
  },
};

const throwing = { clock: createManualClock(MOCK_NOW), storage: refusingStorage };

/** A storage that throws on every call (private mode, a full quota): the card shows, and Not now still hides it. */
export const StorageThrows: Story = {
  parameters: { platform: throwing },
  play: async ({ canvasElement }) => {
    await stateIs(() => card(canvasElement), 'shown');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Not now' }));
    await expect(card(canvasElement)).toBeNull();
    throwing.clock.advance(FRIEND_CONNECT_DISMISS_MS);
    await stateIs(() => card(canvasElement), 'shown');
  },
};

/** With the host's way to connect: Find friends and Not now, at 375 px. */
export const WithConnectPhone: Story = {
  args: { onConnect: () => undefined },
  parameters: { platform: timed() },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => card(canvasElement), 'shown');
    await expect(within(canvasElement).getByRole('button', { name: 'Find friends' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Not now' })).toBeVisible();
  },
};
