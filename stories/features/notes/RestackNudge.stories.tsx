import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getHasRestacked } from '../../../src/api/endpoints/feed';
import { FeedPage } from '../../../src/features/feed';
import { RestackNudge } from '../../../src/features/notes';
import { createMemoryNavigation } from '../../../src/platform/navigation';
import { body, faultOn, ready, STORY_WAIT_MS, settled } from '../../support';

/**
 * The restack nudge over the feed's cards (`restack-nudge-modal`, spec 002): the footer's one nudge modal, opened by
 * the notes area's `RestackNudge` after a reader who never restacked (E44 says so) restacks a note, a comment or a
 * post from a card — its title names what was restacked; "View now" goes to the reader's profile, "OK" closes it.
 * On the mock a free reader has never restacked; a paid one has.
 */
const at = (path: string) => ({ navigation: createMemoryNavigation(path) });

const meta = {
  title: 'Features/Notes/RestackNudge',
  component: FeedPage,
  subcomponents: { RestackNudge },
  tags: ['!autodocs'],
  parameters: { role: 'free', layout: 'fullscreen', platform: at('/home') },
} satisfies Meta<typeof FeedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The note card with this id, scrolling the windowed feed until it is drawn. */
async function noteCard(root: HTMLElement, id?: number): Promise<HTMLElement> {
  await ready(root, 'feed');
  const selector = id === undefined ? '[data-part="feed-note"]' : `[data-part="feed-note"][data-id="${id}"]`;
  for (let i = 0; i < 60; i++) {
    const card = root.querySelector<HTMLElement>(selector);
    if (card && within(card).queryByRole('button', { name: /Restack/ })) {
      card.scrollIntoView({ block: 'center' });
      return card;
    }
    window.scrollBy(0, 500);
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
  throw new Error(`No note card ${selector}`);
}
const restackOf = (card: HTMLElement) => within(card).getByRole('button', { name: /Restack/ });
const restackedNow = (card: HTMLElement) => waitFor(() => expect(restackOf(card)).toHaveAttribute('aria-pressed', 'true'), { timeout: STORY_WAIT_MS });
const nudgeDialog = async (title: string) => {
  const dialog = await body().findByRole('dialog', { name: title }, { timeout: STORY_WAIT_MS });
  await settled(dialog);
  return dialog;
};
const noDialog = () => waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), { timeout: STORY_WAIT_MS });

/** A note restacked from its card for the first time: "You restacked this note" with View now and OK; OK closes it, focus back on Restack, and a second restack opens nothing. */
export const FirstRestackOfANote: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  parameters: { visual: { disable: 'an interaction story ending on the scrolled feed; NudgeShown shows the nudge' } },
  play: async ({ canvasElement }) => {
    const card = await noteCard(canvasElement);
    const button = restackOf(card);
    await userEvent.click(button);
    await restackedNow(card);
    const dialog = await nudgeDialog('You restacked this note');
    await expect(within(dialog).getByRole('button', { name: 'View now' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await noDialog();
    await waitFor(() => expect(button).toHaveFocus());
    // Undo and restack again, then another card: no second nudge.
    await userEvent.click(button);
    await waitFor(() => expect(restackOf(card)).toHaveAttribute('aria-pressed', 'false'), { timeout: STORY_WAIT_MS });
    // The undo is shown at once but its call is still under way (aria-busy): a press meanwhile is ignored, one call at a time.
    await waitFor(() => expect(restackOf(card)).not.toHaveAttribute('aria-busy'), { timeout: STORY_WAIT_MS });
    await userEvent.click(button);
    await restackedNow(card);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** A reply to a note, restacked from its feed card: the comment variant; View now goes to the reader's profile. */
export const FirstRestackOfAComment: Story = {
  globals: { viewport: { value: 'mobile375' } },
  parameters: { platform: at('/home'), visual: { disable: 'the feed is scrolled to a card deep in it; FirstRestackOfANote shows the dialog' } },
  play: async ({ canvasElement, parameters }) => {
    const card = await noteCard(canvasElement, 5005);
    await userEvent.click(restackOf(card));
    await restackedNow(card);
    const dialog = await nudgeDialog('You restacked this comment');
    await userEvent.click(within(dialog).getByRole('button', { name: 'View now' }));
    await noDialog();
    const navigation = (parameters.platform as ReturnType<typeof at>).navigation;
    await waitFor(() => expect(navigation.location().pathname).toMatch(/^\/@[^/]+$/));
  },
};

/** A reader who has restacked before (a paid reader on the mock): the restack goes through with no nudge. */
export const NoNudgeAfterTheFirst: Story = {
  parameters: { role: 'paid', visual: { disable: 'an interaction story ending on the scrolled feed' } },
  play: async ({ canvasElement }) => {
    const card = await noteCard(canvasElement);
    const button = restackOf(card);
    const before = button.getAttribute('aria-pressed');
    await userEvent.click(button);
    await waitFor(() => expect(restackOf(card).getAttribute('aria-pressed')).not.toBe(before), { timeout: STORY_WAIT_MS });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** E44 fails: whether this is the first restack is unknown, so the restack goes through and no nudge opens. */
export const HasRestackedFails: Story = {
  parameters: { scenario: faultOn(getHasRestacked, '500'), visual: { disable: 'an interaction story ending on the scrolled feed' } },
  play: async ({ canvasElement }) => {
    const card = await noteCard(canvasElement);
    await userEvent.click(restackOf(card));
    await restackedNow(card);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** The nudge as a reader sees it after restacking a note from its card (1280 px). */
export const NudgeShown: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const card = await noteCard(canvasElement);
    await userEvent.click(restackOf(card));
    const dialog = await nudgeDialog('You restacked this note');
    await expect(within(dialog).getByRole('button', { name: 'View now' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toBeVisible();
  },
};

/** The same on a phone (375 px). */
export const NudgeShownOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const card = await noteCard(canvasElement);
    await userEvent.click(restackOf(card));
    const dialog = await nudgeDialog('You restacked this note');
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toBeVisible();
  },
};
