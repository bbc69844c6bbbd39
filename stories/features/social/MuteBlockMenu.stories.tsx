import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_NOW } from '../../../mocks/clock';
import { core, VIEWER_IDS } from '../../../mocks/db/core';
import { FEED_USERS, feedStore } from '../../../mocks/db/feed';
import type { FaultKind } from '../../../mocks/scenario';
import { blockUser, unblockUser } from '../../../src/api/endpoints/feed';
import type { BlockState } from '../../../src/api/schemas/feed';
import { MuteBlockMenu, type MuteBlockMenuProps, useRelationState } from '../../../src/features/social';
import { createManualClock } from '../../../src/platform/clock';
import { isolate } from '../../../src/ui/bidi';
import { body, expectToast, faultOn, openMenu, STORY_WAIT_MS, settled, stateIs } from '../../support';

/**
 * Mute and block (M44) on the mock API (E49 POST / E50 DELETE /api/v1/blocks/{userId}), as a person's row shows it: the
 * name, the menu, and — standing for the feed, comments and chat — two lists of that person's items that read the one
 * relation store (`useRelationState`). Muting hides both at once; the mute ends on the platform clock and the items
 * come back without a reload. The paid reader (102) is signed in unless a story says otherwise.
 */
const T0 = Date.parse(MOCK_NOW);
const HOUR = 3_600_000;
const nameOf = (id: number) => core.users.find((u) => u.id === id)?.name ?? 'User';
const PLAIN = 230;

const mutedState = (expires: string | null): BlockState => ({
  relation: 'muting',
  muting: true,
  blocked: false,
  blocking: false,
  mute: { duration: expires ? '1hour' : 'indefinitely', expires_at: expires, created_at: MOCK_NOW },
  block: null,
});
const blockedState: BlockState = { relation: 'blocked', muting: false, blocked: true, blocking: false, mute: null, block: { created_at: MOCK_NOW } };
const blockingState: BlockState = { relation: 'blocking', muting: false, blocked: false, blocking: true, mute: null, block: null };

/** One surface's items by the person: shown, or the placeholder the feed shows for a hidden person (M42 reason). */
function PersonItems({ userId, surface }: { userId: number; surface: string }) {
  const { hidden, reason, name } = useRelationState(userId);
  return (
    <section aria-label={surface} data-part={`items-${surface}`} data-state={hidden ? 'hidden' : 'shown'} data-relation={name}>
      {hidden ? <p style={{ margin: 0, color: '#666' }}>Hidden ({reason})</p> : <p style={{ margin: 0 }}>A note by this person in the {surface}.</p>}
    </section>
  );
}

function PersonRow(props: MuteBlockMenuProps) {
  return (
    <div style={{ padding: 24, display: 'grid', gap: 12, maxWidth: 560, fontFamily: 'Inter, sans-serif' }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}>
        <p style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
          <bdi>{props.name ?? 'Unknown person'}</bdi>
        </p>
        <MuteBlockMenu {...props} />
      </div>
      <PersonItems userId={props.userId} surface="feed" />
      <PersonItems userId={props.userId} surface="comments" />
    </div>
  );
}

const menuOf = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="mute-block-menu"]');
const items = (root: HTMLElement, surface: string) => root.querySelector<HTMLElement>(`[data-part="items-${surface}"]`);
const trigger = (name: string) => body().getByRole('button', { name: `Mute or block ${isolate(name)}` });
const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent?.trim());
const ALL_ITEMS = ['Mute for 1 hour', 'Mute for 8 hours', 'Mute for 24 hours', 'Mute indefinitely', 'Block'];

/** Chooses `item` in the person's menu and checks focus came back to the menu's button. */
async function choose(name: string, item: string, focusBack = true) {
  const button = trigger(name);
  const menu = await openMenu(button);
  await userEvent.click(within(menu).getByRole('menuitem', { name: item }));
  await waitFor(() => expect(body().queryByRole('menu')).toBeNull(), { timeout: STORY_WAIT_MS });
  if (focusBack) await waitFor(() => expect(document.activeElement).toBe(trigger(name)), { timeout: STORY_WAIT_MS });
}

const meta = {
  title: 'Features/Social/MuteBlockMenu',
  component: MuteBlockMenu,
  tags: ['!autodocs'],
  args: { userId: PLAIN, name: nameOf(PLAIN), surface: 'feed' },
  parameters: { role: 'paid' },
  render: (args) => <PersonRow {...args} />,
} satisfies Meta<typeof MuteBlockMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const hourClock = createManualClock(MOCK_NOW);

/**
 * Mute for 1 hour: the menu offers the four mutes and Block; the person's items go from feed and comments at once,
 * "{name} muted" (T131), focus back on the button, the server holds the mute; an hour later on the platform clock
 * (manual here) the items come back and Mute is offered again, without a reload.
 */
export const MuteForOneHour: Story = {
  parameters: { platform: { clock: hourClock } },
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement, args }) => {
    const name = args.name as string;
    await stateIs(() => menuOf(canvasElement), 'none');
    const menu = await openMenu(trigger(name));
    await expect(itemNames(menu)).toEqual(ALL_ITEMS);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Mute for 1 hour' }));
    await stateIs(() => items(canvasElement, 'feed'), 'hidden');
    await expect(items(canvasElement, 'comments')).toHaveAttribute('data-state', 'hidden');
    await expectToast(`${isolate(name)} muted`);
    await waitFor(() => expect(document.activeElement).toBe(trigger(name)));
    await stateIs(() => menuOf(canvasElement), 'muting');
    const row = feedStore.mutes.find((m) => m.user_id === VIEWER_IDS.paid && m.target_id === PLAIN);
    await expect(row?.duration).toBe('1hour');

    hourClock.advance(HOUR - 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(items(canvasElement, 'feed')).toHaveAttribute('data-state', 'hidden');
    hourClock.advance(1);
    await stateIs(() => items(canvasElement, 'feed'), 'shown');
    await expect(items(canvasElement, 'comments')).toHaveAttribute('data-state', 'shown');
    await stateIs(() => menuOf(canvasElement), 'none');
    const again = await openMenu(trigger(name));
    await expect(itemNames(again)).toEqual(ALL_ITEMS);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(trigger(name)));
  },
};

const seededClock = createManualClock(MOCK_NOW);

/** A mute the server reported (E… blockState: 1 hour, 30 minutes left) ends 30 minutes later on the platform clock. */
export const SeededMuteExpires: Story = {
  args: { userId: FEED_USERS.mutedForAnHour, name: nameOf(FEED_USERS.mutedForAnHour), blockState: mutedState(new Date(T0 + HOUR / 2).toISOString()) },
  parameters: { platform: { clock: seededClock } },
  play: async ({ canvasElement, args }) => {
    await stateIs(() => items(canvasElement, 'feed'), 'hidden');
    await expect(items(canvasElement, 'feed')).toHaveTextContent('Hidden (you-muted)');
    const menu = await openMenu(trigger(args.name as string));
    await expect(itemNames(menu)).toEqual(['Unmute', 'Block']);
    await userEvent.keyboard('{Escape}');
    seededClock.advance(HOUR / 2);
    await stateIs(() => items(canvasElement, 'feed'), 'shown');
    await stateIs(() => menuOf(canvasElement), 'none');
  },
};

/** Each duration is sent as chosen (here 8 hours, 24 hours and indefinitely, one story each). */
function muteFor(item: string, duration: string): Story {
  return {
    play: async ({ canvasElement, args }) => {
      const name = args.name as string;
      await choose(name, item);
      await expectToast(`${isolate(name)} muted`);
      await stateIs(() => items(canvasElement, 'feed'), 'hidden');
      await expect(feedStore.mutes.find((m) => m.user_id === VIEWER_IDS.paid && m.target_id === PLAIN)?.duration).toBe(duration);
    },
  };
}
export const MuteFor8Hours = muteFor('Mute for 8 hours', '8hours');
export const MuteFor24Hours = muteFor('Mute for 24 hours', '24hours');
export const MuteIndefinitely = muteFor('Mute indefinitely', 'indefinitely');

/** Someone muted indefinitely: Unmute (T132) brings the items back at once. */
export const Unmute: Story = {
  args: { userId: FEED_USERS.mutedForever, name: nameOf(FEED_USERS.mutedForever), blockState: mutedState(null) },
  play: async ({ canvasElement, args }) => {
    await stateIs(() => items(canvasElement, 'feed'), 'hidden');
    await choose(args.name as string, 'Unmute');
    await stateIs(() => items(canvasElement, 'feed'), 'shown');
    await expectToast(`${isolate(args.name as string)} unmuted`);
    await expect(feedStore.mutes.some((m) => m.user_id === VIEWER_IDS.paid && m.target_id === FEED_USERS.mutedForever)).toBe(false);
  },
};

/** Block (T133): hidden everywhere, only Unblock offered; Unblock (T134) brings them back. */
export const BlockAndUnblock: Story = {
  play: async ({ canvasElement, args }) => {
    const name = args.name as string;
    await choose(name, 'Block');
    await stateIs(() => items(canvasElement, 'feed'), 'hidden');
    await expect(items(canvasElement, 'feed')).toHaveTextContent('Hidden (you-blocked)');
    await expectToast(`${isolate(name)} blocked`);
    await stateIs(() => menuOf(canvasElement), 'blocked');
    await expect(feedStore.blocks.some((b) => b.user_id === VIEWER_IDS.paid && b.target_id === PLAIN)).toBe(true);
    const menu = await openMenu(trigger(name));
    await expect(itemNames(menu)).toEqual(['Unblock']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Unblock' }));
    await stateIs(() => items(canvasElement, 'feed'), 'shown');
    await expectToast(`${isolate(name)} unblocked`);
    await expect(feedStore.blocks.some((b) => b.user_id === VIEWER_IDS.paid && b.target_id === PLAIN)).toBe(false);
  },
};

/** Someone the reader blocked (server data): only Unblock. */
export const AlreadyBlocked: Story = {
  args: { userId: FEED_USERS.blockedByViewer, name: nameOf(FEED_USERS.blockedByViewer), blockState: blockedState },
  play: async ({ canvasElement, args }) => {
    await stateIs(() => menuOf(canvasElement), 'blocked');
    const menu = await openMenu(trigger(args.name as string));
    await expect(itemNames(menu)).toEqual(['Unblock']);
  },
};

/** Someone who blocks the reader: the mute items are hidden; Block stays. */
export const BlockingHidesMute: Story = {
  args: { userId: FEED_USERS.blocksViewer, name: nameOf(FEED_USERS.blocksViewer), blockState: blockingState },
  play: async ({ canvasElement, args }) => {
    await stateIs(() => menuOf(canvasElement), 'blocking');
    await expect(items(canvasElement, 'feed')).toHaveTextContent('Hidden (blocked-you)');
    const menu = await openMenu(trigger(args.name as string));
    await expect(itemNames(menu)).toEqual(['Block']);
  },
};

/** The reader's own entry: no menu at all. */
export const OwnEntry: Story = {
  args: { userId: VIEWER_IDS.paid, name: 'Paige Paid' },
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement, 'feed')).toHaveAttribute('data-state', 'shown');
    await expect(menuOf(canvasElement)).toBeNull();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** No name known: the toast says "User muted" (T135). */
export const UnknownName: Story = {
  args: { name: null },
  play: async ({ canvasElement }) => {
    await choose('User', 'Mute indefinitely');
    await expectToast(`${isolate('User')} muted`);
    await stateIs(() => items(canvasElement, 'feed'), 'hidden');
  },
};

/** Signed out: the menu is there, but choosing asks to sign in (the product's sign-in modal) and sends nothing. */
export const SignedOutSignsIn: Story = {
  parameters: { role: 'anonymous' },
  play: async ({ canvasElement, args }) => {
    await choose(args.name as string, 'Block', false);
    const dialog = await body().findByRole('dialog', { name: 'Sign in to continue' }, { timeout: STORY_WAIT_MS });
    await settled(dialog);
    await expect(dialog.querySelector('[data-part="sign-in-modal"]')).toHaveAttribute('data-entry', 'unauthorized');
    await expect(items(canvasElement, 'feed')).toHaveAttribute('data-state', 'shown');
    await expect(feedStore.blocks.some((b) => b.target_id === PLAIN && b.user_id !== FEED_USERS.blocksViewer)).toBe(false);
  },
};

/** The phone: the same menu at 375 px. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ args }) => {
    const menu = await openMenu(trigger(args.name as string));
    await expect(itemNames(menu)).toEqual(ALL_ITEMS);
  },
};

/** A failed write: the items come back at once, the toast says why, nothing changed on the server. */
function failing(kind: FaultKind, text: string, action: 'mute' | 'block' | 'unmute'): Story {
  const unmute = action === 'unmute';
  return {
    ...(unmute ? { args: { userId: FEED_USERS.mutedForever, name: nameOf(FEED_USERS.mutedForever), blockState: mutedState(null) } } : {}),
    parameters: { scenario: faultOn(unmute ? unblockUser : blockUser, kind), platform: { requestTimeoutMs: 2000 } },
    play: async ({ canvasElement, args }) => {
      const target = args.userId as number;
      const before = unmute ? 'hidden' : 'shown';
      await stateIs(() => items(canvasElement, 'feed'), before);
      await choose(args.name as string, action === 'mute' ? 'Mute for 1 hour' : action === 'block' ? 'Block' : 'Unmute');
      await expectToast(text);
      await stateIs(() => items(canvasElement, 'feed'), before);
      await stateIs(() => menuOf(canvasElement), unmute ? 'muting' : 'none');
      await expect(feedStore.blocks.some((b) => b.user_id === VIEWER_IDS.paid && b.target_id === target)).toBe(false);
      await expect(feedStore.mutes.some((m) => m.user_id === VIEWER_IDS.paid && m.target_id === target)).toBe(unmute);
    },
  };
}

export const MuteFailsServerError = failing('500', 'Internal server error', 'mute');
export const MuteFailsForbidden = failing('403', 'Forbidden', 'mute');
export const BlockFailsOffline = failing('network', 'We could not reach the server. Check your connection and try again.', 'block');
export const BlockFailsUnreadable = failing('malformed', 'The server sent an answer we could not read. Please try again later.', 'block');
export const BlockFailsTimeout = failing('timeout', 'The server is taking too long to answer. Please try again.', 'block');
export const UnmuteFailsServerError = failing('500', 'Internal server error', 'unmute');

/** A 401 on the write: reverted, and the sign-in modal opens instead of a toast. */
export const MuteSignedOutByServer: Story = {
  parameters: { scenario: faultOn(blockUser, '401') },
  play: async ({ canvasElement, args }) => {
    await choose(args.name as string, 'Mute for 1 hour', false);
    const dialog = await body().findByRole('dialog', { name: 'Sign in to continue' }, { timeout: STORY_WAIT_MS });
    await settled(dialog);
    await stateIs(() => items(canvasElement, 'feed'), 'shown');
    await stateIs(() => menuOf(canvasElement), 'none');
  },
};
