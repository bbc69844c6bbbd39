import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ChatReaction } from '../../../src/api/schemas/community';
import { type ChatActionId, type ChatReplyEntry, ChatThreadPageView } from '../../../src/features/chat';
import { atRest, countRenders, cover, LONG_LINK, people, renderedReplies, roles, sampleComment, samplePost, sampleReplies } from './viewFixtures';

const readerActions: ChatActionId[] = ['copyLink', 'report'];

/** A thread with replies in every state a reader meets: an author reply, a quote, a nested reply, media, a report. */
function replies(): ChatReplyEntry[] {
  const base = sampleReplies(6).map((comment) => ({ comment, actions: readerActions }));
  return [
    ...base.slice(0, 2),
    {
      comment: sampleComment({
        id: 4012,
        quote_id: 5002,
        quoted_comment: {
          id: 5002,
          user_id: people.tomas.id,
          user: people.tomas,
          body: 'The Harbour Road branch. The building is ugly but the local history room is the best-kept secret in the city.',
          status: 'VISIBLE',
        },
        user: people.wren,
        user_pub_role: roles.paid,
        body: 'Completely agree about the history room — they helped me find my grandmother’s street in the 1931 directory.',
        reactions: { '😮': 3 },
        created_at: '2026-11-21T09:50:00.000Z',
      }),
      actions: readerActions,
    },
    { comment: sampleComment({ id: 4005, reported_by_user: true }), actions: [] },
    ...base.slice(2, 4),
    {
      comment: sampleComment({
        id: 4046,
        user: people.fiona,
        user_pub_role: roles.founding,
        body: 'Harbour Road at closing time last Thursday.',
        media_uploads: [{ media_upload_id: 'u4', url: cover(4), image_width: 1200, image_height: 675 }],
        reactions: { '❤': 7 },
        created_at: '2026-11-21T10:30:00.000Z',
      }),
      actions: readerActions,
    },
    ...base.slice(4),
  ];
}

const post = samplePost({
  audience: 'only_paid_replies',
  body: `Tonight’s question for the chat: which library branch would you fight hardest to keep open late? Tell us why — the best answers go in Friday’s issue.\n\nBackground reading: ${LONG_LINK}`,
  link_url: LONG_LINK,
  link_metadata: { url: LONG_LINK, title: 'The city that reads: the libraries that keep it awake at night', host: 'longreads.example.com' },
  comment_count: 9,
});

const meta = {
  title: 'Features/Chat/ChatThreadPageView',
  component: ChatThreadPageView,
  args: {
    status: 'ready',
    post,
    postActions: readerActions,
    replies: replies(),
    composer: { placeholder: 'paid', onSend: fn() },
    onBack: fn(),
    onPostAction: fn(),
    onPostReact: fn(),
    onReplyAction: fn(),
    onReplyReact: fn(),
    onRetryReply: fn(),
    onReload: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'ready', 'unavailable', 'error'] } },
  // The page scrolls inside a screen-high frame, as in an app shell, so the docked composer and the screenshot show one screen.
  decorators: [
    (Story) => (
      <div style={{ height: '100vh', overflowY: 'auto' }} data-scroll-frame="">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatThreadPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid reader on a paid-replies thread: back, the thread, replies, and the composer docked at the bottom. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-part="thread-page"]')).toHaveAttribute('data-state', 'ready');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ada Admin' })).toBeVisible();
    const section = canvas.getByRole('region', { name: /Replies/ });
    await expect(within(section).getAllByRole('article')).toHaveLength(9);
    await expect(within(section).getByText('You reported this reply')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Write a reply' })).toHaveAttribute('placeholder', 'PAID SUBSCRIBERS ONLY');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    // Reacting on a reply reports its id.
    const first = within(section).getAllByRole('article')[0]!;
    await userEvent.click(within(first).getByRole('button', { name: /^Heart/ }));
    await expect(args.onReplyReact).toHaveBeenCalledWith('❤', 5001);
    atRest(canvasElement);
  },
};

/** A free subscriber on a paid-replies thread: the composer is disabled and says why. */
export const FreeSubscriberCannotReply: Story = {
  args: { composer: { placeholder: 'paid', disabledReason: 'paid', onSend: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Write a reply' })).toBeDisabled();
    await expect(canvas.getByText('Only paid subscribers can reply to this thread.')).toBeVisible();
  },
};

/** Replies locked: the marker on the thread and the composer's reason. */
export const Locked: Story = {
  args: { post: { ...post, is_locked: true }, composer: { placeholder: 'paid', disabledReason: 'locked' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Replies locked')).toBeVisible();
    await expect(canvas.getByText('Replies to this thread are locked.')).toBeVisible();
  },
};

/** Opened from a comment link with the show-target flag: the target reply is highlighted and scrolled to. */
export const TargetReply: Story = {
  args: { replies: sampleReplies(30).map((comment) => ({ comment, actions: readerActions })), targetReplyId: 5024 },
  render: function Render(args) {
    const targetRef = useRef<HTMLElement>(null);
    return (
      <>
        <ChatThreadPageView {...args} targetRef={targetRef} />
        {/* Stands in for the connected page's effect: scroll the target into view once it is there. */}
        <ScrollTarget targetRef={targetRef} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const target = canvasElement.querySelector('[data-id="5024"]')!;
    await expect(target).toHaveAttribute('data-highlighted');
    await expect(canvasElement.querySelectorAll('[data-highlighted]')).toHaveLength(1);
    await waitFor(() => expect(target).toHaveFocus());
    const rect = target.getBoundingClientRect();
    await expect(rect.top).toBeGreaterThanOrEqual(0);
    await expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

function ScrollTarget({ targetRef }: { targetRef: React.RefObject<HTMLElement | null> }) {
  return (
    <span
      hidden
      ref={(node) => {
        if (!node) return;
        requestAnimationFrame(() => {
          targetRef.current?.scrollIntoView({ block: 'center' });
          targetRef.current?.focus({ preventScroll: true });
        });
      }}
    />
  );
}

/** Read-only mode: no menus, no reacting, no composer. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-part="thread-page"]')).toHaveAttribute('data-read-only');
    await expect(canvas.queryAllByRole('button', { name: 'More options' })).toHaveLength(0);
    await expect(canvas.queryAllByRole('button', { name: 'Add reaction' })).toHaveLength(0);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', post: null, replies: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading thread');
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
  },
};

/** The thread loaded; its replies are still on their way. */
export const RepliesLoading: Story = {
  args: { repliesStatus: 'loading', replies: [] },
  play: async ({ canvasElement }) => {
    const statuses = within(canvasElement)
      .getAllByRole('status')
      .map((el) => el.textContent);
    await expect(statuses).toContain('Loading content');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const NoReplies: Story = {
  args: { post: { ...post, comment_count: 0, recent_commenters: [] }, replies: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No replies yet')).toBeVisible();
  },
};

export const Unavailable: Story = {
  args: { status: 'unavailable', post: null, replies: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This thread is not available' })).toBeVisible();
    const backs = canvas.getAllByRole('button', { name: 'Back' });
    await userEvent.click(backs[backs.length - 1]!);
    await expect(args.onBack).toHaveBeenCalled();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    atRest(canvasElement);
  },
};

export const Deleted: Story = {
  args: { post: { ...post, status: 'deleted' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="thread-page"]')).toHaveAttribute('data-state', 'deleted');
    await expect(within(canvasElement).getByRole('heading', { name: 'This thread is not available' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { status: 'error', post: null, replies: [], errorMessage: 'The chat could not be reached. Check your connection.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The chat could not be reached. Check your connection.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    atRest(canvasElement);
  },
};

/** Own reply failed to send: listed with "Not delivered" and Retry; the composer is free again. */
export const ReplyNotDelivered: Story = {
  args: {
    replies: [
      ...replies().slice(0, 3),
      {
        comment: sampleComment({
          id: 0,
          user: people.paolo,
          user_pub_role: roles.paid,
          body: 'Count me in for the budget vote.',
          reactions: {},
          created_at: '2026-11-21T12:00:00.000Z',
        }),
        sendStatus: 'failed',
        localId: 'local-1',
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetryReply).toHaveBeenCalledWith('local-1');
    atRest(canvasElement);
  },
};

export const WithMoreReplies: Story = {
  args: { onLoadMoreReplies: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show more replies' }));
    await expect(args.onLoadMoreReplies).toHaveBeenCalledTimes(1);
    atRest(canvasElement);
  },
};

/**
 * 300 replies in the windowed list: only those near the viewport are mounted, each telling its place among the 300.
 * The reader scrolls to reply #250; a reaction on it then re-renders that reply only, though the page rebuilds every
 * entry and `actions` list.
 */
export const ManyRepliesReactionRerendersOne: Story = {
  render: function Render(args) {
    const [list, setList] = useState(() => sampleReplies(300).map(countRenders));
    const onReplyReact = useCallback(
      (reaction: ChatReaction, id: number) => {
        args.onReplyReact?.(reaction, id);
        setList((all) => all.map((c) => (c.id === id ? { ...c, reaction, reactions: { ...c.reactions, [reaction]: (c.reactions[reaction] ?? 0) + 1 } } : c)));
      },
      [args.onReplyReact],
    );
    return <ChatThreadPageView {...args} replies={list.map((comment) => ({ comment, actions: ['copyLink', 'report'] }))} onReplyReact={onReplyReact} />;
  },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-part="reply-item"]')).not.toBeNull(), { timeout: 5000 });
    const list = within(canvasElement).getByRole('list', { name: 'Replies' });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '300');
    await expect(canvasElement.querySelectorAll('[data-part="reply-item"]').length).toBeLessThan(60);
    // The reader scrolls down until reply #250 is there.
    for (let step = 0; step < 80 && !canvasElement.querySelector('[data-id="5250"]'); step++) {
      const mountedReplies = canvasElement.querySelectorAll('[data-part="reply-item"]');
      mountedReplies[mountedReplies.length - 1]!.scrollIntoView({ block: 'start', behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    const reply = canvasElement.querySelector<HTMLElement>('[data-id="5250"]')!;
    await expect(reply.closest('[role="listitem"]')).toHaveAttribute('aria-posinset', '250');
    await expect(canvasElement.querySelectorAll('[data-part="reply-item"]').length).toBeLessThan(60);
    reply.scrollIntoView({ block: 'center', behavior: 'instant' });
    await userEvent.click(within(reply).getByRole('button', { name: 'Add reaction' }));
    const picker = await screen.findByRole('dialog', { name: 'Add reaction' });
    renderedReplies.clear();
    await userEvent.click(within(picker).getByRole('button', { name: 'React with Heart' }));
    await expect(args.onReplyReact).toHaveBeenCalledWith('❤', 5250);
    await waitFor(() => expect(within(reply).getByRole('button', { name: /^Heart/ })).toHaveAttribute('aria-pressed', 'true'));
    await expect([...renderedReplies]).toEqual([5250]);
    atRest(canvasElement);
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Write a reply' })).toBeVisible();
  },
};

/** On a phone the composer stays docked at the bottom of the screen while the replies scroll. */
export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const dock = within(canvasElement).getByRole('textbox', { name: 'Write a reply' }).closest('form')!;
    await waitFor(() => expect(Math.round(dock.getBoundingClientRect().bottom)).toBeLessThanOrEqual(window.innerHeight));
    await expect(dock.getBoundingClientRect().bottom).toBeGreaterThan(window.innerHeight - 120);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Mobile375Dark: Story = {
  ...Mobile375,
  parameters: { theme: 'dark' },
};

export const Mobile375Loading: Story = {
  ...Loading,
  globals: { viewport: { value: 'mobile375' } },
};

export const Mobile375ReadOnly: Story = {
  ...ReadOnly,
  globals: { viewport: { value: 'mobile375' } },
};
