import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  AppInstallDrawerView,
  CommentsSectionView,
  MorePostsFooterView,
  RelatedPostsListView,
  RestacksPreviewView,
  WebviewModalView,
} from '../../../src/features/post';
import { Comment } from '../../../src/api/schemas/posts';

/** The bare lists of the end of a post (no API): every state the connected stories cannot reach on the seed. */
const meta = {
  title: 'Features/Post/PostEndLists',
  component: RelatedPostsListView,
  args: { state: { name: 'waiting' }, publicationName: 'The Daily Margin', count: 3, onRetry: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 680, margin: '0 auto', padding: 16 }}>{<Story />}</div>],
} satisfies Meta<typeof RelatedPostsListView>;

export default meta;
type Story = StoryObj<typeof meta>;

const post = (id: number, title: string) => ({
  id,
  slug: `post-${id}`,
  title,
  description: 'A short description of the post, one or two lines long, in the sans.',
  subtitle: null,
  cover_image: `/mock-assets/covers/cover-${(id % 4) + 1}.jpg`,
  post_date: `2026-11-1${id % 9}T09:00:00Z`,
  reactions: { '❤': id % 50 },
  comment_count: id % 7,
});

const user = (id: number, name: string) => ({ id, name, handle: null, photo_url: `/mock-assets/avatars/avatar-${(id % 8) + 1}.png`, bio: null });

/** Before the 1000 ms delay and while loading: a skeleton shaped like the list. */
export const TopPostsLoading: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="related-posts"]')).toHaveAttribute('data-state', 'waiting');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading top posts');
  },
};

export const TopPostsList: Story = {
  args: {
    state: { name: 'list', posts: [post(2001, 'The reading room at night'), post(2002, 'Letters from the river'), post(2003, 'A map of every bookshop')] },
  },
};

export const TopPostsEmpty: Story = {
  args: { state: { name: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No other posts yet. New ones will show up here.')).toBeVisible();
  },
};

export const TopPostsError: Story = {
  args: { state: { name: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

const restacks = [
  {
    user: user(210, 'Ines Ortega'),
    comment: { id: 1, body: 'Restacking for the paragraph about the reading room.', date: '2026-11-20T10:00:00Z' },
    restacked_at: '2026-11-20T10:00:00Z',
  },
  { user: user(211, 'Tom Berg'), comment: null, restacked_at: '2026-11-19T10:00:00Z' },
  { user: user(212, 'Ana Lima'), comment: null, restacked_at: '2026-11-18T10:00:00Z' },
];

/** Restacks: loading, error, three with "and 12 others". */
export const RestacksStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <RestacksPreviewView state={{ status: 'loading' }} />
      <RestacksPreviewView state={{ status: 'error' }} onRetry={fn()} />
      <RestacksPreviewView
        state={{ status: 'ready', shown: restacks, remaining: 12, others: [user(213, 'Lee Park'), user(214, 'Sam Oduya'), user(215, 'Kim Ha')] }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const states = [...canvasElement.querySelectorAll('[data-part="restacks-preview"]')].map((e) => e.getAttribute('data-state'));
    await expect(states).toEqual(['loading', 'error', 'list']);
    await expect(within(canvasElement).getByText('and 12 others restacked this post')).toBeVisible();
  },
};

const comment = (id: number, name: string, body: string | null, extra: Record<string, unknown> = {}) =>
  Comment.parse({ id, name, body, date: '2026-11-20T10:00:00Z', status: 'published', photo_url: `/mock-assets/avatars/avatar-${(id % 8) + 1}.png`, ...extra });

/** The comments section: restacks instead of comments, no comments yet, a hidden paid-only comment, loading. */
export const CommentsSectionStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <CommentsSectionView
        mode="restacks"
        comments={{ status: 'loading' }}
        commentCount={0}
        commentsHref="/p/post-1/comments"
        restacks={<RestacksPreviewView withHeading={false} state={{ status: 'ready', shown: restacks.slice(0, 2), remaining: 0, others: [] }} />}
      />
      <CommentsSectionView mode="comments" comments={{ status: 'ready', comments: [] }} commentCount={0} commentsHref="/p/post-2/comments" />
      <CommentsSectionView
        mode="comments"
        comments={{ status: 'ready', comments: [comment(1, 'Ines Ortega', 'A lovely piece.'), comment(2, 'Tom Berg', null, { hidden: true })] }}
        commentCount={2}
        commentsHref="/p/post-3/comments"
      />
      <CommentsSectionView mode="comments" comments={{ status: 'loading' }} commentCount={4} commentsHref="/p/post-4/comments" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const states = [...canvasElement.querySelectorAll('[data-part="comments-section"]')].map((e) => e.getAttribute('data-state'));
    await expect(states).toEqual(['restacks', 'empty', 'list', 'loading']);
    await expect(within(canvasElement).getAllByRole('link', { name: 'Start the discussion' })[1]).toHaveAttribute('href', '/p/post-2/comments');
    await expect(within(canvasElement).getByText('This comment is only visible to paid subscribers')).toBeVisible();
  },
};

/** More posts: loading and error (a list shows on the connected stories). */
export const MorePostsStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <MorePostsFooterView state={{ status: 'loading' }} publicationName="The Daily Margin" />
      <MorePostsFooterView state={{ status: 'error' }} publicationName="The Daily Margin" onRetry={fn()} />
      <MorePostsFooterView state={{ status: 'ready', posts: [] }} publicationName="The Daily Margin" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const states = [...canvasElement.querySelectorAll('[data-part="more-posts"]')].map((e) => e.getAttribute('data-state'));
    await expect(states).toEqual(['loading', 'error']);
  },
};

/** The app-install drawer, bare, at 375 px. */
export const AppInstallDrawerOpen: Story = {
  globals: { viewport: { value: 'mobile375' } },
  render: () => <AppInstallDrawerView state="open" onDismiss={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="app-install-drawer"]')).toHaveAttribute('data-state', 'open');
  },
};

/** The webview modal, bare, in its Facebook copy at 1280 px. */
export const WebviewModalDesktop: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  render: () => <WebviewModalView app="facebook" open onOpenChange={fn()} />,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Open in your browser' });
    await expect(dialog).toHaveTextContent('You’re reading inside Facebook.');
  },
};
