import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FeedPage } from '../../../src/features/feed';
import { ReadingListButton } from '../../../src/features/discover';
import { createMemoryNavigation } from '../../../src/platform/navigation';
import { isolate } from '../../../src/ui/bidi';
import { body, expectToast, ready, STORY_WAIT_MS, settled } from '../../support';

/**
 * Where the reading list modal (M46) opens in the product: the feed's featured collection card carries the discover
 * area's `ReadingListButton` — "Edit list" on the reader's own list, "Create new list" on another reader's. On the
 * mock the featured collection is the admin's "Editors’ picks".
 */
const meta = {
  title: 'Features/Discover/ReadingListButton',
  component: FeedPage,
  subcomponents: { ReadingListButton },
  tags: ['!autodocs'],
  parameters: { role: 'admin', layout: 'fullscreen', platform: { navigation: createMemoryNavigation('/home') } },
} satisfies Meta<typeof FeedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The featured collection card, scrolling the windowed feed (its next pages load as it scrolls) until it is drawn with its button. */
async function collectionCard(root: HTMLElement): Promise<HTMLElement> {
  await ready(root, 'feed');
  for (let i = 0; i < 80; i++) {
    const card = root.querySelector<HTMLElement>('[data-part="feed-featured-collection"]');
    if (card?.querySelector('[data-part="reading-list-button"]')) {
      card.scrollIntoView({ block: 'center' });
      return card;
    }
    window.scrollBy(0, 500);
    await new Promise((resolve) => setTimeout(resolve, 80));
  }
  throw new Error('No featured collection with its reading list button');
}
const openFrom = async (button: HTMLElement, title: string) => {
  await userEvent.click(button);
  const dialog = await body().findByRole('dialog', { name: title }, { timeout: STORY_WAIT_MS });
  await settled(dialog);
  return dialog;
};
const closed = () => waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), { timeout: STORY_WAIT_MS });

/** The admin's own collection: "Edit list" opens it; removing a publication and saving says "… updated", and focus is back on the button. */
export const EditOwnList: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  parameters: { visual: { disable: 'an interaction story on the scrolled feed; the modal’s look is in ReadingListModal' } },
  play: async ({ canvasElement }) => {
    const card = await collectionCard(canvasElement);
    const button = within(card).getByRole('button', { name: 'Edit list' });
    const dialog = await openFrom(button, 'Edit list');
    const modal = within(dialog);
    await expect(modal.getByRole('textbox', { name: 'List name' })).toHaveValue('Editors’ picks');
    const remove = modal.getAllByRole('button', { name: /^Remove / })[0]!;
    const name = remove.getAttribute('aria-label') ?? remove.textContent ?? '';
    await userEvent.click(remove);
    await expectToast(`${name.replace(/^Remove /, '')} removed`);
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expectToast(`${isolate('Editors’ picks')} updated`);
    await closed();
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Another reader's collection (a paid reader): "Create new list" opens a new list named "My list"; Esc closes it and focus returns. */
export const CreateNewList: Story = {
  globals: { viewport: { value: 'mobile375' } },
  parameters: { role: 'paid', visual: { disable: 'an interaction story on the scrolled feed; the modal’s look is in ReadingListModal' } },
  play: async ({ canvasElement }) => {
    const card = await collectionCard(canvasElement);
    const button = within(card).getByRole('button', { name: 'Create new list' });
    const dialog = await openFrom(button, 'Create new list');
    await expect(within(dialog).getByRole('textbox', { name: 'List name' })).toHaveValue('My list');
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await closed();
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** A signed-out reader gets no button: lists are for signed-in readers. */
export const SignedOut: Story = {
  parameters: { role: 'anonymous', visual: { disable: 'nothing to show: the button is left out' } },
  render: () => (
    <div style={{ padding: 24 }} data-part="host">
      <ReadingListButton list={{ id: 2, name: 'Editors’ picks', publications: [], user: { id: 105 } }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="host"]')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
