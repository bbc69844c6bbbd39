import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MOCK_NOW } from '../../../mocks/clock';
import { missingReasons } from '../../../src/api/schemas/feed';
import { FeedView, HiddenItemView, MissingItemView, NoteCardView, PostCardView, RankedPublicationListView } from '../../../src/features/feed';

/** The feed's item views, for hosts' own lists: props only. */
const meta = {
  title: 'Features/Feed/FeedCards',
  component: PostCardView,
  args: {
    post: {
      id: 1,
      slug: 'the-reading-room',
      title: 'The reading room',
      subtitle: 'How a city learned to read in public again, one borrowed chair at a time.',
      post_date: '2026-11-20T09:00:00.000Z',
      audience: 'founding',
      wordcount: 1900,
      publishedBylines: [{ id: 7, name: 'Ada Admin' }],
    },
    publication: { name: 'The Daily Margin' },
    context: { type: 'restack', users: [{ id: 9, name: 'Camron Goyette' }] },
    now: new Date(MOCK_NOW),
    href: '/p/the-reading-room',
    liked: false,
    likeCount: 1250,
    onLike: fn(),
    restacked: true,
    restackCount: 3,
    onRestack: fn(),
    saved: false,
    onSave: fn(),
    onShare: fn(),
  },
} satisfies Meta<typeof PostCardView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A founding members' post restacked by someone followed: badge, reading time, shortened count; the buttons call back. */
export const PostCard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Founding')).toBeVisible();
    await expect(canvas.getByText('8 min read')).toBeVisible();
    await expect(canvas.getByText('Camron Goyette restacked')).toBeVisible();
    await expect(canvas.getByText('1.3K')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Like/ }));
    await expect(args.onLike).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** A note, through the comments area's comment item. */
export const NoteCard: Story = {
  render: () => (
    <NoteCardView
      comment={{
        id: 5,
        user_id: 7,
        name: 'Clarabelle Klein',
        date: '2026-11-26T10:00:00.000Z',
        body: 'Was it the one with the cat? I think I found it too, two streets from the river.',
        ancestor_path: '',
        children_count: 2,
        reaction: true,
        reaction_count: 25,
        restacks: 1,
        attachments: [],
        status: 'published',
        deleted: false,
      }}
      now={new Date(MOCK_NOW)}
      liked
      likeCount={25}
      onLike={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Was it the one with the cat/)).toBeVisible();
  },
};

/** Every reason an item is missing (M42). */
export const MissingItems: Story = {
  render: () => (
    <div>
      {missingReasons.map((reason) => (
        <MissingItemView key={reason} reason={reason} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of [
      'This post was removed',
      'This post is unavailable',
      'This author has blocked you',
      'You blocked this author',
      'You muted this author',
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

/** Items the reader hid from the item actions menu (M41 HIDE): a post and a note, each with Undo. */
export const HiddenItems: Story = {
  render: () => (
    <div>
      <HiddenItemView kind="post" onUndo={fn()} />
      <HiddenItemView kind="note" onUndo={fn()} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You hid this post')).toBeVisible();
    await expect(canvas.getByText('You hid this note')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Undo' })).toHaveLength(2);
  },
};

/** Archived from the item actions menu (M41 ARCHIVE): "You archived this post" / "…note", each with Undo. */
export const ArchivedItems: Story = {
  render: () => (
    <div>
      <HiddenItemView kind="post" mark="archived" onUndo={fn()} />
      <HiddenItemView kind="note" mark="archived" onUndo={fn()} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You archived this post')).toBeVisible();
    await expect(canvas.getByText('You archived this note')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Undo' })).toHaveLength(2);
  },
};

/** The category leaderboard's ranked publications: Subscribe opens each one's subscribe page in a new tab. */
export const RankedPublications: Story = {
  render: () => (
    <RankedPublicationListView
      title="Books"
      rows={[
        {
          rank: 1,
          user: { id: 1, name: 'Ada Admin' },
          publication: { id: 1, name: 'The Daily Margin', subdomain: 'margin', base_url: 'https://margin.example.com', payments_state: 'enabled' },
        },
        {
          rank: 2,
          user: { id: 2, name: 'Ulices Barrows' },
          publication: { id: 3, name: 'Field Notes', subdomain: 'fieldnotes', base_url: 'https://fieldnotes.example.com/', payments_state: 'enabled' },
        },
        { rank: 3, user: { id: 3, name: 'Mia Wuckert' }, publication: null },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Top in Books' })).toBeVisible();
    const links = canvas.getAllByRole('link', { name: /Subscribe/ });
    await expect(links).toHaveLength(2);
    await expect(links[1]).toHaveAttribute('href', 'https://fieldnotes.example.com/subscribe');
    await expect(links[1]).toHaveAttribute('target', '_blank');
  },
};

/** The bare feed view's failed load: Try again calls back. */
export const FeedViewError: Story = {
  render: () => <FeedView status="error" errorMessage="We could not reach the server." onRetry={retry} keys={[]} renderItem={() => null} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};
const retry = fn();
