import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listChatPosts } from '../../../src/api/endpoints/community';
import type { ChatPost } from '../../../src/api/schemas/community';
import { useApi } from '../../../src/api/useApi';
import { ChatPreviewSnippet } from '../../../src/features/chat';
import { graphemes } from '../../../src/ui/TruncatedText/truncate';
import { withCurrentPath } from './chatStoryKit';

const PUB = { margin: 1, openWater: 4 } as const;

/**
 * A feed's worth of snippets from the mock chat (P04b, newest activity first), as a feed would pass them in. The
 * snippet itself is a view: the feed's data hook owns the request.
 */
function SnippetsFromTheMock({ publicationId, limit }: { publicationId: number; limit: number }) {
  const api = useApi();
  const query = useQuery({
    queryKey: ['story', 'chat-snippets', publicationId, limit],
    queryFn: ({ signal }) => api.call(listChatPosts, { params: { publicationId }, query: { limit } }, { signal }),
  });
  if (!query.data) return <p>Loading…</p>;
  return (
    <ul style={{ display: 'grid', gap: 12, margin: 0, padding: 0, listStyle: 'none' }} data-testid="snippets">
      {query.data.communityPosts.map((post) => (
        <li key={post.id} data-thread-id={post.id}>
          <ChatPreviewSnippet post={post} />
        </li>
      ))}
    </ul>
  );
}

const snippetOf = (canvasElement: HTMLElement, threadId: number) => {
  const item = canvasElement.querySelector<HTMLElement>(`li[data-thread-id="${threadId}"] [data-part="chat-preview-snippet"]`);
  if (!item) throw new Error(`No snippet for thread ${threadId}`);
  return item;
};

async function waitForSnippets(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelectorAll('[data-part="chat-preview-snippet"]').length).toBeGreaterThan(0), { timeout: 5000 });
}

const longPost: ChatPost = {
  id: 777,
  publication_id: 1,
  user_id: 208,
  user: { id: 208, name: 'Idris Inkwell', photo_url: '/mock-assets/avatars/avatar-4.png' },
  body: 'Three things from this week’s issue that I keep thinking about:\n\n1. Night libraries are a civic technology.\n2. The best reading chair is the one you already own.\n3. Nobody finishes a 900-page novel in one weekend, and that is fine.',
  mediaAttachments: [],
  audience: 'only_paid_replies',
  is_locked: false,
  is_edited: false,
  status: 'open',
  reactions: {},
  comment_count: 1,
  recent_commenters: [{ id: 209, name: 'Mae Margin' }],
  most_recent_comment_created_at: '2026-11-21T10:15:00.000Z',
  created_at: '2026-11-21T08:00:00.000Z',
};

const meta = {
  title: 'Features/Chat/ChatPreviewSnippet',
  component: ChatPreviewSnippet,
  tags: ['!autodocs'],
  args: { post: longPost },
  parameters: { role: 'paid' },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 560 }}>{<Story />}</div>],
} satisfies Meta<typeof ChatPreviewSnippet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Daily Margin's latest threads for a paid subscriber: the 650-character thread 3001 cut to 128 characters. */
export const FromTheMockChat: Story = {
  render: () => <SnippetsFromTheMock publicationId={PUB.margin} limit={4} />,
  play: async ({ canvasElement }) => {
    await waitForSnippets(canvasElement);
    const long = snippetOf(canvasElement, 3001);
    const link = within(long).getByRole('link');
    const text = link.textContent ?? '';
    await expect(text.startsWith('Weekend reading thread.')).toBe(true);
    await expect(text.endsWith('…')).toBe(true);
    await expect(graphemes(text.slice(0, -1)).length).toBeLessThanOrEqual(128);
    await expect(text).not.toMatch(/\n/);
    await expect(link).toHaveAttribute('href', '/chat/posts/3001');
    await expect(within(long).getByText('Ada Admin')).toBeVisible();
    await expect(within(long).getByText('48 replies')).toBeVisible();
    await expect(within(long).getByRole('group', { name: /people$/ })).toBeVisible();
    // Every snippet stays within 128 characters (+ the ellipsis).
    for (const a of canvasElement.querySelectorAll<HTMLAnchorElement>('[data-part="snippet-link"]')) {
      await expect(graphemes((a.textContent ?? '').replace(/…$/, '')).length).toBeLessThanOrEqual(128);
    }
  },
};

/** Open Water for a free subscriber: paid-only and founding-only threads show their audience-named teaser line. */
export const LockedThreadsForAFreeSubscriber: Story = {
  parameters: { role: 'free' },
  render: () => <SnippetsFromTheMock publicationId={PUB.openWater} limit={5} />,
  play: async ({ canvasElement }) => {
    await waitForSnippets(canvasElement);
    const paid = snippetOf(canvasElement, 3103);
    await expect(paid).toHaveAttribute('data-state', 'paid');
    await expect(within(paid).getByRole('link', { name: 'This chat is for paid subscribers' })).toHaveAttribute('href', '/chat/posts/3103');
    await expect(within(paid).getByText('Paid subscribers only')).toBeVisible();
    const founding = snippetOf(canvasElement, 3104);
    await expect(founding).toHaveAttribute('data-state', 'founding');
    await expect(within(founding).getByRole('link', { name: 'This chat is for founding members' })).toBeVisible();
    const open = snippetOf(canvasElement, 3101);
    await expect(open).toHaveAttribute('data-state', 'visible');
    await expect(within(open).getByRole('link')).toHaveTextContent('Swim report from the lake this morning. Water at 14°C. Who is coming on Saturday?');
  },
};

/** A fixed post (a feed item's `post`): the cut at a word break, the label (T002), one reply. */
export const LongBody: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link')).toHaveTextContent(
      'Three things from this week’s issue that I keep thinking about: 1. Night libraries are a civic technology. 2. The best reading…',
    );
    await expect(canvas.getByText('Paid subscriber replies')).toBeVisible();
    await expect(canvas.getByText('1 reply')).toBeVisible();
  },
};

/** Keyboard: the card is one stop; Enter opens the thread. */
// A few anti-aliased pixels differ between runs here (seen on a clean clone); colour threshold stays 0.
export const Keyboard: Story = {
  decorators: [withCurrentPath],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/chat/posts/777');
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark', role: 'free' },
  render: () => <SnippetsFromTheMock publicationId={PUB.openWater} limit={3} />,
  play: async ({ canvasElement }) => {
    await waitForSnippets(canvasElement);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link').getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};
