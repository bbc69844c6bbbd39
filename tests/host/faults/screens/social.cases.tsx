/**
 * Social as a paid reader uses it: muting a person from the mute and block menu (E49) and unmuting someone muted
 * indefinitely (E50), following and unfollowing from a suggestion card (P10), dismissing a suggestion (E47). A failed
 * mute or unmute puts the relation back (the person's items reappear or stay hidden) and toasts the error's text; a
 * 401 opens the product's sign-in modal instead. A failed follow reverts the button and toasts the card's text. A
 * dismissal is fire-and-forget: the card stays gone and nothing is said; the suggestion, still on the server, is
 * dismissed again next time and lands once.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { db } from '../../../../mocks';
import { VIEWER_IDS } from '../../../../mocks/db';
import { blockUser, dismissUserSuggestion, followUser, unblockUser, unfollowUser } from '../../../../src/api/endpoints/feed';
import type { BlockState, UserSuggestion } from '../../../../src/api/schemas/feed';
import { MuteBlockMenu, SuggestionCard, useRelationState } from '../../../../src/features/social';
import { isolate } from '../../../../src/ui/bidi';
import { type Harness, t } from '../harness';
import type { ScreenCase, ScreenDriver } from '../types';
import { kitText, toldBy } from './texts';

const viewer = VIEWER_IDS.paid;
const PLAIN = 230;
const MUTED_FOREVER = 205;
const mutesOf = (target: number) => db.feed.mutes.filter((m) => m.user_id === viewer && m.target_id === target);
const follows = (target: number) => db.feed.follows.filter((f) => f.follower_id === viewer && f.followee_id === target).length;

const signInDialog = () => {
  const dialog = document.querySelector('[role="dialog"]');
  return dialog?.textContent?.includes(t('signIn.title')) ? t('signIn.title') : null;
};

/** One surface's view of the person: hidden or shown, from the one relation store. */
function Items({ userId }: { userId: number }) {
  const { hidden } = useRelationState(userId);
  return <p data-part="person-items" data-state={hidden ? 'hidden' : 'shown'} />;
}
const itemsState = () => document.querySelector('[data-part="person-items"]')?.getAttribute('data-state');

/** Opens the menu named for `name` and chooses `item` (the menu's code loads on demand). */
async function choose(name: string, item: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `Mute or block ${isolate(name)}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }, { timeout: 3000 }));
}

async function muteDriver(h: Harness): Promise<ScreenDriver> {
  const view = render(
    <>
      <MuteBlockMenu userId={PLAIN} name="Keeley" surface="feed" />
      <Items userId={PLAIN} />
    </>,
    { wrapper: h.wrapper },
  );
  const mute = async () => {
    await choose('Keeley', 'Mute for 1 hour');
    await waitFor(() => expect(h.writes.length).toBeGreaterThan(0));
  };
  return {
    container: view.container,
    act: mute,
    assertReverted: async () => {
      await waitFor(() => expect(itemsState()).toBe('shown'));
      expect(mutesOf(PLAIN)).toHaveLength(0);
    },
    retry: async () => {
      await mute();
      await waitFor(() => expect(h.toasts()).toContain(`${isolate('Keeley')} muted`));
    },
    assertLandedOnce: () => {
      expect(itemsState()).toBe('hidden');
      expect(mutesOf(PLAIN).map((m) => m.duration)).toEqual(['1hour']);
    },
    signIn: signInDialog,
  };
}

const mutedForever: BlockState = {
  relation: 'muting',
  muting: true,
  blocked: false,
  blocking: false,
  mute: { duration: 'indefinitely', expires_at: null, created_at: '2026-11-11T12:00:00.000Z' },
  block: null,
};

async function unmuteDriver(h: Harness): Promise<ScreenDriver> {
  const view = render(
    <>
      <MuteBlockMenu userId={MUTED_FOREVER} name="Muted" surface="feed" blockState={mutedForever} />
      <Items userId={MUTED_FOREVER} />
    </>,
    { wrapper: h.wrapper },
  );
  await waitFor(() => expect(itemsState()).toBe('hidden'));
  const unmute = async () => {
    await choose('Muted', 'Unmute');
    await waitFor(() => expect(h.writes.length).toBeGreaterThan(0));
  };
  return {
    container: view.container,
    act: unmute,
    assertReverted: async () => {
      await waitFor(() => expect(itemsState()).toBe('hidden'));
      expect(mutesOf(MUTED_FOREVER)).toHaveLength(1);
    },
    retry: async () => {
      await unmute();
      await waitFor(() => expect(h.toasts()).toContain(`${isolate('Muted')} unmuted`));
    },
    assertLandedOnce: () => {
      expect(itemsState()).toBe('shown');
      expect(mutesOf(MUTED_FOREVER)).toHaveLength(0);
    },
    signIn: signInDialog,
  };
}

function suggestion(userId: number, isFollowing: boolean): UserSuggestion {
  return { user: { id: userId, name: `Person ${userId}` }, publication: null, mutualsContext: null, isFollowing };
}
const cardState = () => document.querySelector('[data-part="suggestion-card"]')?.getAttribute('data-state') ?? null;

function followDriver(userId: number, isFollowing: boolean) {
  return async (h: Harness): Promise<ScreenDriver> => {
    const user = userEvent.setup();
    const view = render(<SuggestionCard suggestion={suggestion(userId, isFollowing)} />, { wrapper: h.wrapper });
    const before = follows(userId);
    const press = async () => {
      await user.click(within(view.container).getByRole('button', { name: isFollowing ? 'Following' : 'Follow' }));
      await waitFor(() => expect(view.container.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 3000 });
    };
    return {
      container: view.container,
      act: press,
      assertReverted: async () => {
        await waitFor(() => expect(cardState()).toBe(isFollowing ? 'following' : 'follow'));
        expect(follows(userId)).toBe(before);
      },
      retry: press,
      assertLandedOnce: () => {
        expect(cardState()).toBe(isFollowing ? 'follow' : 'following');
        expect(follows(userId)).toBe(isFollowing ? 0 : 1);
      },
      signIn: signInDialog,
    };
  };
}

async function dismissDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const dismissedRows = () => db.feed.dismissed.filter((d) => d.user_id === viewer && d.suggested_user_id === 215).length;
  let view = render(<SuggestionCard suggestion={suggestion(215, false)} />, { wrapper: h.wrapper });
  const dismiss = async () => {
    const sent = h.writes.length;
    await user.click(within(view.container).getByRole('button', { name: `Dismiss suggestion: ${isolate('Person 215')}` }));
    await waitFor(() => expect(h.writes.length).toBe(sent + 1));
    // Fire-and-forget: give the answer (or the failure) time to arrive; the card says nothing either way.
    await new Promise((resolve) => setTimeout(resolve, 200));
  };
  return {
    container: view.container,
    act: dismiss,
    assertReverted: () => {
      // The card stays gone (the spec's fire-and-forget); the server did not record it.
      expect(cardState()).toBeNull();
      expect(dismissedRows()).toBe(0);
    },
    retry: async () => {
      // The next read suggests the person again: the reader dismisses the new card.
      view.unmount();
      view = render(<SuggestionCard suggestion={suggestion(215, false)} />, { wrapper: h.wrapper });
      await dismiss();
    },
    assertLandedOnce: () => {
      expect(cardState()).toBeNull();
      expect(dismissedRows()).toBe(1);
    },
    signIn: () => null,
  };
}

/** Mute and unmute: the error's text in a toast (the kit's rule), or the sign-in modal on a 401. */
const relationTold = toldBy((kind) => (kind === '401' ? { signIn: t('signIn.title') } : { toast: kitText[kind] }));
const followTold = toldBy((kind) =>
  kind === '401' ? { signIn: t('signIn.title') } : { toast: `We couldn’t follow ${isolate('Person 215')}. Please try again.` },
);
const unfollowTold = toldBy((kind) =>
  kind === '401' ? { signIn: t('signIn.title') } : { toast: `We couldn’t unfollow ${isolate('Person 217')}. Please try again.` },
);
/** Nothing is said about a dismissal, whatever the server answers. */
const dismissTold = toldBy(() => ({}));

export const cases: ScreenCase[] = [
  { area: 'social', screen: 'MuteBlockMenu', endpoint: blockUser, viewer: 'paid', mount: muteDriver, told: relationTold },
  { area: 'social', screen: 'MuteBlockMenu', endpoint: unblockUser, viewer: 'paid', mount: unmuteDriver, told: relationTold },
  { area: 'social', screen: 'SuggestionCard', endpoint: followUser, viewer: 'paid', mount: followDriver(215, false), told: followTold },
  { area: 'social', screen: 'SuggestionCard', endpoint: unfollowUser, viewer: 'paid', mount: followDriver(217, true), told: unfollowTold },
  { area: 'social', screen: 'SuggestionCard', endpoint: dismissUserSuggestion, viewer: 'paid', mount: dismissDriver, told: dismissTold },
];
