import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FriendConnectCardView, MuteBlockMenuView, SuggestionCardView } from '../../../src/features/social';
import { isolate } from '../../../src/ui/bidi';
import { body, openMenu } from '../../support';

/**
 * The social area's bare views on args, for hosts with their own data layer: the mute and block menu, the suggestion
 * card (hostile name: a right-to-left override stays inside its isolate) and the friend-connect card.
 */
const meta = {
  title: 'Features/Social/SocialViews',
  component: SuggestionCardView,
  args: {
    suggestion: {
      user: { id: 900, name: '\u202eevil\u202c Name that is rather long for a card', handle: 'longname', photo_url: 'javascript:alert(1)' },
      publication: null,
      mutualsContext: {
        users: [
          { id: 901, name: 'Ada' },
          { id: 902, name: 'Bo' },
        ],
      },
      isFollowing: false,
    },
    state: 'follow',
    buttonLabel: 'Follow',
    onFollow: fn(),
    onDismiss: fn(),
  },
  render: (args) => (
    <div style={{ padding: 24, display: 'grid', gap: 24, maxWidth: 360 }}>
      <SuggestionCardView {...args} />
      <MuteBlockMenuView name="Ada" actions={['unmute', 'block']} relation="muting" />
      <FriendConnectCardView state="shown" onDismiss={() => undefined} />
    </div>
  ),
} satisfies Meta<typeof SuggestionCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card's button and dismiss call back; the refused photo shows initials; the menu offers Unmute and Block. */
export const Views: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Follow' }));
    await expect(args.onFollow).toHaveBeenCalledTimes(1);
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Dismiss suggestion: ${isolate(args.suggestion.user.name)}` }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvasElement.querySelector('img[src^="javascript"]')).toBeNull();
    const menu = await openMenu(body().getByRole('button', { name: `Mute or block ${isolate('Ada')}` }));
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent?.trim()),
    ).toEqual(['Unmute', 'Block']);
    await userEvent.keyboard('{Escape}');
  },
};

/** Own entry: no button. Following: the secondary style. Dismissed: nothing. */
export const States: Story = {
  render: (args) => (
    <div style={{ padding: 24, display: 'grid', gridTemplateColumns: 'repeat(3, 220px)', gap: 16 }}>
      <SuggestionCardView {...args} buttonLabel={null} />
      <SuggestionCardView {...args} state="following" buttonLabel="Following" />
      <SuggestionCardView {...args} state="dismissed" buttonLabel={null} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cards = [...canvasElement.querySelectorAll<HTMLElement>('[data-part="suggestion-card"]')];
    await expect(cards.map((c) => c.dataset.state)).toEqual(['follow', 'following']);
    await expect(within(cards[0]!).queryByRole('button', { name: /^Follow/ })).toBeNull();
  },
};
