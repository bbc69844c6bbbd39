import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ChatThreadCardView } from '../../../src/features/chat';
import { atRest, cover, LONG_BODY, LONG_LINK, people, roles, samplePost } from './viewFixtures';

const meta = {
  title: 'Features/Chat/ChatThreadCardView',
  component: ChatThreadCardView,
  args: {
    post: samplePost(),
    actions: ['copyLink', 'report'],
    onAction: fn(),
    onReact: fn(),
    onToggleBody: fn(),
    onRetry: fn(),
  },
  argTypes: { post: { control: 'object' }, variant: { control: 'inline-radio', options: ['card', 'flat'] } },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 728, boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatThreadCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A publication admin's question to the chat: author badge, reactions, replies with the latest repliers' faces. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Ada Admin' });
    await expect(card).toHaveAttribute('data-state', 'open');
    await expect(within(card).getByText('Author')).toBeVisible();
    await expect(within(card).getByText('3h')).toBeVisible();
    await expect(within(card).getByText('18 replies')).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="audience-label"]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Heart 24' }));
    await expect(args.onReact).toHaveBeenCalledWith('❤', 3001);
    atRest(canvasElement);
  },
};

/** The reader's own reaction is pressed. */
export const OwnReaction: Story = {
  args: { post: samplePost({ reaction: '❤', reactions: { '❤': 25, '👍': 9, '😮': 2 } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Heart 25' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Audience label above the author (T001), a link preview, and the actions menu used from the keyboard. */
export const PaidOnlyWithLink: Story = {
  args: {
    post: samplePost({
      id: 3006,
      user: people.fiona,
      user_pub_role: roles.founding,
      audience: 'only_paid',
      body: `This is the best thing I have read about the branch closures — especially the part about the night staff. ${LONG_LINK}`,
      link_url: LONG_LINK,
      link_metadata: { url: LONG_LINK, title: 'The city that reads: the libraries that keep it awake at night', host: 'longreads.example.com' },
      reactions: { '👍': 12, '❤': 4 },
      comment_count: 4,
      recent_commenters: [people.paolo, people.noor],
      created_at: '2026-11-20T18:30:00.000Z',
    }),
    actions: ['copyLink', 'report'],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Paid subscribers only')).toBeVisible();
    await expect(canvas.getByText('Founding')).toBeVisible();
    const bodyLink = canvas.getAllByRole('link').find((l) => l.closest('[data-part="chat-body"]'))!;
    await expect(bodyLink.firstChild?.textContent).toBe(`${LONG_LINK.slice(0, 64)}…`);
    await expect(canvasElement.querySelector('[data-part="link-preview"]')).toHaveAttribute('href', LONG_LINK);
    await userEvent.click(canvas.getByRole('button', { name: 'More options' }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Report' }));
    await expect(args.onAction).toHaveBeenCalledWith('report', 3006);
    atRest(canvasElement);
  },
};

/** Past 600 characters the body is cut with "See more"; pressing it reports the toggle with the thread's id. */
export const LongBody: Story = {
  args: { post: samplePost({ user: people.tomas, user_pub_role: roles.paid, body: LONG_BODY, comment_count: 3, is_edited: true }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Edited')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'See more' }));
    await expect(args.onToggleBody).toHaveBeenCalledWith(true, 3001);
    await expect(canvas.getByText(/before the budget vote on the 3rd/)).toBeVisible();
    atRest(canvasElement);
  },
};

/** Media attachments: three images, the third explicit and blurred until revealed. */
export const WithMedia: Story = {
  args: {
    post: samplePost({
      id: 3002,
      audience: 'only_paid_replies',
      type: 'media',
      body: 'Three branches after dark, from this week’s walk. Which one is yours?',
      mediaAttachments: [
        { id: 'a1', type: 'image', url: cover(1), width: 1200, height: 675, explicit: false },
        { id: 'a2', type: 'image', url: cover(2), width: 600, height: 900, explicit: false },
        { id: 'a3', type: 'image', url: cover(3), width: 1080, height: 1080, explicit: true },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Paid subscriber replies')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Attached media' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-part="media"][data-state="concealed"]')).toHaveLength(1);
  },
};

export const WithVideo: Story = {
  args: {
    post: samplePost({
      id: 3004,
      audience: 'only_founding',
      user: people.carmen,
      user_pub_role: roles.contributor,
      type: 'media',
      body: 'A four-second preview of Friday’s interview with the night librarian. Founding members get the full cut first.',
      mediaAttachments: [{ id: 'v1', type: 'video', url: '/mock-assets/media/video.mp4', thumb_url: cover(4), width: 1280, height: 720, duration: 4 }],
      is_edited: true,
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Founding members only')).toBeVisible();
    await expect(canvasElement.querySelector('video')).toHaveAttribute('controls');
  },
};

/** In the chat list: "New replies" since the last visit, and the reply count opens the thread. */
export const UnreadInList: Story = {
  args: { unread: true, onOpenReplies: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveAttribute('data-unread');
    await expect(canvas.getByText('New replies')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '18 replies' }));
    await expect(args.onOpenReplies).toHaveBeenCalledWith(3001);
    atRest(canvasElement);
  },
};

/** Replies locked by the author: a marker in the meta line; the owner's menu offers "Unlock replies". */
export const Locked: Story = {
  args: {
    post: samplePost({ id: 3003, audience: 'only_founding_replies', is_locked: true, comment_count: 6 }),
    actions: ['copyLink', 'copyText', 'edit', 'delete', 'unlock'],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Replies locked')).toBeVisible();
    // The menu is the first stop in the card.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'More options' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Copy link' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('unlock', 3003);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'More options' })).toHaveFocus());
    atRest(canvasElement);
  },
};

/** Read-only mode: no menu, no reacting; counts stay. */
export const ReadOnly: Story = {
  args: { readOnly: true, actions: ['copyLink', 'report'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'More options' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add reaction' })).toBeNull();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByText('24')).toBeVisible();
    await expect(args.onReact).not.toHaveBeenCalled();
  },
};

/** Recommended-feed context: reactions not allowed (counts only), the menu stays. */
export const ReactionsDisabled: Story = {
  args: { reactionsDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add reaction' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'More options' })).toBeVisible();
  },
};

/** The reader's own new thread failed to send: "Not delivered" with Retry. */
export const NotDelivered: Story = {
  args: {
    post: samplePost({
      id: 3009,
      user: people.paolo,
      user_pub_role: roles.paid,
      body: 'Does anyone have the council’s consultation link?',
      reactions: {},
      comment_count: 0,
      recent_commenters: [],
    }),
    sendStatus: 'failed',
    actions: [],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveAttribute('data-state', 'notDelivered');
    await expect(canvas.getByText('Not delivered')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledWith(3009);
    atRest(canvasElement);
  },
};

export const Deleted: Story = {
  args: { post: samplePost({ status: 'deleted' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveAttribute('data-state', 'deleted');
    await expect(within(canvasElement).getByText('This thread is not available')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Reported: Story = {
  args: { post: samplePost({ reported_by_user: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveAttribute('data-state', 'reported');
    await expect(within(canvasElement).getByText('You reported this thread')).toBeVisible();
  },
};

export const BlockedYou: Story = {
  args: { post: samplePost({ blocked_relation: 'blocked_you' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveAttribute('data-state', 'blocked');
    await expect(within(canvasElement).getByText('This person blocked you')).toBeVisible();
    await expect(within(canvasElement).queryByText(/library branch/)).toBeNull();
  },
};

export const YouBlocked: Story = {
  args: { post: samplePost({ blocked_relation: 'you_blocked' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This person is blocked')).toBeVisible();
  },
};

/** A mention from `raw_body`, highlighted; a thread without replies yet. */
export const MentionNoReplies: Story = {
  args: {
    post: samplePost({
      id: 3008,
      user: people.paolo,
      user_pub_role: roles.paid,
      body: 'Thanks Ada Admin for the reading list — what should I start with?',
      raw_body: 'Thanks [@Ada Admin](user:105) for the reading list — what should I start with?',
      reactions: {},
      comment_count: 0,
      recent_commenters: [],
      created_at: '2026-11-21T11:59:30.000Z',
    }),
    actions: ['copyLink', 'copyText', 'edit', 'delete', 'lock'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-part="mention"]')).toHaveTextContent('Ada Admin');
    await expect(canvas.getByText('just now')).toBeVisible();
    await expect(canvas.queryByText(/replies/)).toBeNull();
  },
};

/** The reader's own thread while they edit it (Edit, P05): the inline editor in place of the body. */
export const EditingOwnThread: Story = {
  args: {
    actions: ['copyLink', 'copyText', 'delete', 'lock'],
    editor: { value: 'Weekend reading thread. What are you reading this week?', onValueChange: fn(), onSave: fn(), onCancel: fn(), canSave: true },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvasElement.querySelector('[data-part="thread-card"]')!;
    await expect(card).toHaveAttribute('data-editing');
    await expect(canvas.getByRole('textbox', { name: 'Edit your thread' })).toHaveValue('Weekend reading thread. What are you reading this week?');
    await expect(canvasElement.querySelector('[data-part="chat-body"]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.editor?.onCancel).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Dark: Story = {
  ...PaidOnlyWithLink,
  args: { ...PaidOnlyWithLink.args, unread: true, onOpenReplies: fn() },
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Paid subscribers only')).toBeVisible();
  },
};

export const DarkWithMedia: Story = {
  ...WithMedia,
  parameters: { theme: 'dark' },
};

export const Mobile375: Story = {
  args: { ...WithMedia.args, unread: true, onOpenReplies: fn(), actions: ['copyLink', 'report'] },
  globals: { viewport: { value: 'mobile375' } },
  decorators: [(Story) => <Story />],
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(within(canvasElement).getByRole('button', { name: 'More options' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
