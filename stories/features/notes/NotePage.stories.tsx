import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getNote } from '../../../src/api/endpoints/feed';
import { ProductApp } from '../../../src/app/ProductApp';
import { NotePage, NotePageView } from '../../../src/features/notes';
import { createMemoryNavigation } from '../../../src/platform/navigation';
import { faultOn, ready, STORY_WAIT_MS } from '../../support';

/**
 * The note page (`/@{handle}/note/c-{id}`, designed): one note and its direct replies, newest first, on the mock's
 * P09j. The feed's note cards with replies link here ("Continue this thread").
 */
const MARGIN = { id: 1, name: 'The Daily Margin', subdomain: 'dailymargin', baseUrl: 'https://dailymargin.example.com' };

const meta = {
  title: 'Features/Notes/NotePage',
  component: NotePage,
  tags: ['!autodocs'],
  args: { noteId: 5003 },
  parameters: { role: 'paid', layout: 'fullscreen' },
} satisfies Meta<typeof NotePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (root: HTMLElement) => ready(root, 'note-page');

/** A note with its replies (1280 px): "Note by …", the note, then "N replies". */
export const Ready: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const main = await page(canvasElement);
    await expect(main).toHaveAttribute('data-state', 'ready');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /^Note by / })).toBeVisible();
    const replies = canvas.getByRole('region', { name: /^\d+ repl(y|ies)$/ });
    await expect(within(replies).getAllByRole('article').length).toBeGreaterThan(0);
  },
};

/** The same on a phone (375 px). */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement)).toHaveAttribute('data-state', 'ready');
  },
};

/** A note nobody replied to yet (a reply deepest in its thread): "No replies yet." */
export const NoReplies: Story = {
  args: { noteId: 5005 },
  play: async ({ canvasElement }) => {
    await page(canvasElement);
    await expect(within(canvasElement).getByText('No replies yet.')).toBeVisible();
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: '0 replies' })).toBeVisible();
  },
};

/** An id no note has: "Note not found". */
export const NotFound: Story = {
  args: { noteId: 999_999 },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement)).toHaveAttribute('data-state', 'not-found');
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Note not found' })).toBeVisible();
  },
};

/** The load fails: the server's words and Try again. */
export const LoadFails: Story = {
  parameters: { scenario: faultOn(getNote, '500') },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-part="note-page"]')).toHaveAttribute('data-state', 'error'), { timeout: STORY_WAIT_MS });
    await expect(within(canvasElement).getByText('Internal server error')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** From the feed in the product: a note card with replies links to its page ("Continue this thread"), which shows it under the product header. */
export const FromTheFeed: Story = {
  parameters: {
    platform: { navigation: createMemoryNavigation('/home'), publication: MARGIN },
    visual: { disable: 'an interaction story; Ready shows the page' },
  },
  render: () => <ProductApp />,
  play: async ({ canvasElement, parameters }) => {
    await ready(canvasElement, 'feed');
    const [link] = await within(canvasElement).findAllByRole('link', { name: 'Continue this thread' }, { timeout: STORY_WAIT_MS });
    if (!link) throw new Error('No note card links to its page');
    const card = link.closest<HTMLElement>('[data-part="feed-note"]')!;
    const id = card.dataset.id;
    await userEvent.click(link);
    await expect(await page(canvasElement)).toHaveAttribute('data-state', 'ready');
    const navigation = (parameters.platform as { navigation: ReturnType<typeof createMemoryNavigation> }).navigation;
    await expect(navigation.location().pathname).toMatch(new RegExp(`^/@[^/]+/note/c-${id}$`));
    await expect(canvasElement.querySelector('[data-part="product-header"]')).not.toBeNull();
  },
};

/** The bare view while loading (a host with its own data layer). */
export const ViewLoading: Story = {
  render: () => <NotePageView status="loading" now={new Date('2026-11-27T09:00:00Z')} />,
  parameters: { visual: { disable: 'a skeleton; its shape is the comment skeleton' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the note' })).toBeVisible();
  },
};

/** The bare view with a hostile name and body: isolated, bounded by the comment item. */
export const ViewHostileText: Story = {
  render: () => (
    <NotePageView
      status="ready"
      now={new Date('2026-11-27T09:00:00Z')}
      note={{
        id: 1,
        user_id: 9,
        name: '\u202Eevil\u202C <script>alert(1)</script>',
        body: `\u202Eevil javascript:alert(1) ${'x'.repeat(2000)}`,
        date: '2026-11-27T08:00:00Z',
        ancestor_path: '',
        children_count: 0,
        reaction_count: 0,
        restacks: 0,
        attachments: [],
        status: 'published',
        deleted: false,
      }}
      replies={[]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(/Note by/);
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};
