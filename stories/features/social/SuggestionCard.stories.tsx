import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { core, VIEWER_IDS } from '../../../mocks/db/core';
import { feedStore } from '../../../mocks/db/feed';
import type { FaultKind } from '../../../mocks/scenario';
import { dismissUserSuggestion, followUser, unfollowUser } from '../../../src/api/endpoints/feed';
import type { UserSuggestion } from '../../../src/api/schemas/feed';
import { SuggestionCard } from '../../../src/features/social';
import { isolate } from '../../../src/ui/bidi';
import { body, expectToast, faultOn, STORY_WAIT_MS, settled, stateIs } from '../../support';

/**
 * The suggestion card (M45) on the mock API: Follow / Follow Back / Following (P10 POST / DELETE
 * /api/v1/feed/following/{userId}), dismiss (E47, fire-and-forget), the mutuals' facepile (3 faces). The suggestions
 * are the mock world's people-you-may-know rows for the paid reader (102): 215 (four mutuals, a publication), 216
 * (follows the reader: Follow Back), 217 (followed by the reader).
 */
function suggestionFor(userId: number, viewer: number = VIEWER_IDS.paid): UserSuggestion {
  const row = feedStore.suggestions.find((s) => s.user_id === userId);
  const person = (id: number) => {
    const u = core.users.find((x) => x.id === id)!;
    return { id: u.id, name: u.name, handle: u.handle ?? null, photo_url: u.photo_url ?? null };
  };
  const publication = row?.publication_id != null ? [...core.publications, ...feedStore.publications].find((p) => p.id === row.publication_id) : null;
  return {
    user: person(userId),
    publication: publication ?? null,
    source: row?.source ?? 'mutuals',
    mutualsContext: row && row.mutual_ids.length > 0 ? { type: 'mutuals', users: row.mutual_ids.map(person) } : null,
    isFollowing: feedStore.follows.some((f) => f.follower_id === viewer && f.followee_id === userId),
    followsViewer: feedStore.follows.some((f) => f.follower_id === userId && f.followee_id === viewer),
  };
}

const card = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="suggestion-card"]');
const follows = (userId: number) => feedStore.follows.some((f) => f.follower_id === VIEWER_IDS.paid && f.followee_id === userId);

const meta = {
  title: 'Features/Social/SuggestionCard',
  component: SuggestionCard,
  tags: ['!autodocs'],
  args: { suggestion: suggestionFor(215) },
  parameters: { role: 'paid' },
  render: (args) => (
    <div style={{ padding: 24, maxWidth: 320 }}>
      <SuggestionCard {...args} />
    </div>
  ),
} satisfies Meta<typeof SuggestionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Follow → Following at once (T157 → T159), the server follows; the mutuals' facepile shows 3 faces of 4. */
export const Follow: Story = {
  play: async ({ canvasElement, args }) => {
    await stateIs(() => card(canvasElement), 'follow');
    const pile = canvasElement.querySelector<HTMLElement>('[data-part="suggestion-mutuals"]')!;
    await expect(pile).toHaveTextContent('Followed by 4 people you follow');
    await expect(within(pile).getAllByRole('img').length).toBe(3);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Follow' }));
    await stateIs(() => card(canvasElement), 'following');
    await expect(await within(canvasElement).findByRole('button', { name: 'Following' })).toBeEnabled();
    await waitFor(() => expect(follows(args.suggestion.user.id)).toBe(true));
  },
};

/** Someone who follows the reader: Follow Back (T158) → Following. */
export const FollowBack: Story = {
  args: { suggestion: suggestionFor(216) },
  play: async ({ canvasElement }) => {
    await stateIs(() => card(canvasElement), 'follow_back');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Follow Back' }));
    await stateIs(() => card(canvasElement), 'following');
    await waitFor(() => expect(follows(216)).toBe(true));
  },
};

/** Following → unfollow → Follow, on the server too. */
export const Unfollow: Story = {
  args: { suggestion: suggestionFor(217) },
  play: async ({ canvasElement }) => {
    await stateIs(() => card(canvasElement), 'following');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Following' }));
    await stateIs(() => card(canvasElement), 'follow');
    await waitFor(() => expect(follows(217)).toBe(false));
  },
};

/** Dismiss: the card goes at once; the server is told (E47) and no longer suggests the person. */
export const Dismiss: Story = {
  play: async ({ canvasElement, args }) => {
    const name = args.suggestion.user.name;
    await stateIs(() => card(canvasElement), 'follow');
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Dismiss suggestion: ${isolate(name)}` }));
    await expect(card(canvasElement)).toBeNull();
    await waitFor(() => expect(feedStore.dismissed.some((d) => d.user_id === VIEWER_IDS.paid && d.suggested_user_id === 215)).toBe(true));
  },
};

/** The dismissal fails on the server (500): fire-and-forget, the card stays gone and nothing is said. */
export const DismissFailsQuietly: Story = {
  parameters: { scenario: faultOn(dismissUserSuggestion, '500') },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Dismiss suggestion: ${isolate(args.suggestion.user.name)}` }));
    await expect(card(canvasElement)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(document.querySelector('[data-part="toast"]')).toBeNull();
    await expect(feedStore.dismissed.some((d) => d.suggested_user_id === 215)).toBe(false);
  },
};

/** The reader's own entry: no follow button. */
export const OwnEntry: Story = {
  args: {
    suggestion: { ...suggestionFor(215), user: { id: VIEWER_IDS.paid, name: core.users.find((u) => u.id === VIEWER_IDS.paid)?.name ?? 'You' } },
  },
  play: async ({ canvasElement }) => {
    await stateIs(() => card(canvasElement), 'follow');
    await expect(within(canvasElement).queryByRole('button', { name: /^Follow/ })).toBeNull();
  },
};

/** Signed out: Follow opens the product's sign-in modal (entry `follow`) and sends nothing. */
export const SignedOutSignsIn: Story = {
  parameters: { role: 'anonymous' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Follow' }));
    const dialog = await body().findByRole('dialog', { name: 'Sign in to continue' }, { timeout: STORY_WAIT_MS });
    await settled(dialog);
    await expect(dialog.querySelector('[data-part="sign-in-modal"]')).toHaveAttribute('data-entry', 'follow');
    await expect(card(canvasElement)).toHaveAttribute('data-state', 'follow');
  },
};

/** A row of cards at 1280 px, as the feed's carousel lines them up. */
export const Row1280: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  render: () => (
    <div style={{ padding: 24, display: 'grid', gridTemplateColumns: 'repeat(3, 240px)', gap: 16 }}>
      {[215, 216, 217].map((id) => (
        <SuggestionCard key={id} suggestion={suggestionFor(id)} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cards = [...canvasElement.querySelectorAll<HTMLElement>('[data-part="suggestion-card"]')];
    await expect(cards.map((c) => c.dataset.state)).toEqual(['follow', 'follow_back', 'following']);
  },
};

/** The phone: one card at 375 px. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => card(canvasElement), 'follow');
    await expect(within(canvasElement).getByRole('button', { name: 'Follow' })).toBeVisible();
  },
};

/** A failed follow: back to Follow, the card's text in a toast, nothing on the server. */
function followFails(kind: FaultKind): Story {
  return {
    // Short for the timeout case, long enough for the others' answers on a loaded machine.
    parameters: { scenario: faultOn(followUser, kind), platform: { requestTimeoutMs: 2000 } },
    play: async ({ canvasElement, args }) => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Follow' }));
      await expectToast(`We couldn’t follow ${isolate(args.suggestion.user.name)}. Please try again.`);
      await stateIs(() => card(canvasElement), 'follow');
      await expect(follows(215)).toBe(false);
    },
  };
}
export const FollowFailsServerError = followFails('500');
export const FollowFailsForbidden = followFails('403');
export const FollowFailsOffline = followFails('network');
export const FollowFailsUnreadable = followFails('malformed');
export const FollowFailsTimeout = followFails('timeout');

/** A failed unfollow: back to Following with its own text. */
export const UnfollowFails: Story = {
  args: { suggestion: suggestionFor(217) },
  parameters: { scenario: faultOn(unfollowUser, '500') },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Following' }));
    await expectToast(`We couldn’t unfollow ${isolate(args.suggestion.user.name)}. Please try again.`);
    await stateIs(() => card(canvasElement), 'following');
    await expect(follows(217)).toBe(true);
  },
};

/** A 401 on the follow: reverted, and the sign-in modal instead of a toast. */
export const FollowSignedOutByServer: Story = {
  parameters: { scenario: faultOn(followUser, '401') },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Follow' }));
    const dialog = await body().findByRole('dialog', { name: 'Sign in to continue' }, { timeout: STORY_WAIT_MS });
    await settled(dialog);
    await stateIs(() => card(canvasElement), 'follow');
  },
};
