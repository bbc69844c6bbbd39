import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ChatComment, ChatReaction } from '../../../src/api/schemas/community';
import { ChatReplyItemView } from '../../../src/features/chat';
import { isolate } from '../../../src/ui/bidi';
import { atRest, countRenders, cover, LONG_BODY, people, renderedReplies, roles, sampleComment, sampleReplies } from './viewFixtures';

const meta = {
  title: 'Features/Chat/ChatReplyItemView',
  component: ChatReplyItemView,
  args: {
    comment: sampleComment(),
    actions: ['copyLink', 'report'],
    onAction: fn(),
    onReact: fn(),
    onRetry: fn(),
    onToggleBody: fn(),
  },
  argTypes: { comment: { control: 'object' } },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 704, boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatReplyItemView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const reply = canvas.getByRole('article', { name: 'Imogen Hartley' });
    await expect(reply).toHaveAttribute('data-state', 'open');
    await expect(reply).toHaveAttribute('data-depth', '0');
    await expect(within(reply).getByText('Paid')).toBeVisible();
    await expect(within(reply).getByText('2h')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Thumbs up 2' }));
    await expect(args.onReact).toHaveBeenCalledWith('👍', 4001);
    await userEvent.click(canvas.getByRole('button', { name: 'More options' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Copy link' }));
    await expect(args.onAction).toHaveBeenCalledWith('copyLink', 4001);
    // The menu hands focus back to its button as it closes (a frame or two later): rest only after that, so the
    // screenshot never catches the button's focus ring on one run and not on another.
    const more = canvas.getByRole('button', { name: 'More options' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(more));
    atRest(canvasElement);
  },
};

/** A publication admin's reply (author badge) that the reader reacted to. */
export const AuthorReplyOwnReaction: Story = {
  args: {
    comment: sampleComment({
      id: 4002,
      user: people.ada,
      user_pub_role: roles.admin,
      body: 'Noted for Friday — keep them coming. If you have photos of your branch in the evening, attach them here.',
      reaction: '❤',
      reactions: { '❤': 12, '😂': 1 },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Author')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Heart 12' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A reply quoting another (`quoted_comment`). */
export const Quote: Story = {
  args: {
    comment: sampleComment({
      id: 4012,
      quote_id: 4008,
      quoted_comment: {
        id: 4008,
        user_id: people.tomas.id,
        user: people.tomas,
        body: 'The Harbour Road branch. The building is ugly but the local history room is the best-kept secret in the city.',
        status: 'VISIBLE',
      },
      user: people.wren,
      user_pub_role: roles.paid,
      body: 'Completely agree about the history room — they helped me find my grandmother’s street in the 1931 directory.',
      reactions: { '😮': 3 },
    }),
  },
  play: async ({ canvasElement }) => {
    const quote = within(canvasElement).getByRole('blockquote', { name: `Quoting ${isolate('Tomás Okafor')}` });
    await expect(within(quote).getByText(/local history room/)).toBeVisible();
  },
};

/** The quoted reply is gone: "This reply is not available" in its place. */
export const QuoteUnavailable: Story = {
  args: {
    comment: sampleComment({
      id: 4013,
      quote_id: 4010,
      quoted_comment: { id: 4010, user_id: people.noor.id, user: people.noor, body: '', status: 'DELETED' },
      body: 'I think this was answered above, but the list is on page four of the consultation.',
      reactions: {},
    }),
  },
  play: async ({ canvasElement }) => {
    const quote = within(canvasElement).getByRole('blockquote');
    await expect(within(quote).getByText('This reply is not available')).toBeVisible();
  },
};

/** A reply to a reply sits one level in; a locked top-level reply shows its marker. */
export const NestedUnderLockedParent: Story = {
  render: (args) => (
    <div>
      <ChatReplyItemView
        {...args}
        comment={sampleComment({
          id: 4003,
          is_locked: true,
          reply_count: 1,
          user: people.carmen,
          user_pub_role: roles.contributor,
          body: 'Closing this sub-thread — the full list is in Friday’s issue.',
        })}
        actions={['copyLink', 'delete', 'unlock']}
      />
      <ChatReplyItemView
        {...args}
        comment={sampleComment({
          id: 4043,
          parent_id: 4003,
          user: people.noor,
          user_pub_role: roles.free,
          body: 'Thank you! Looking forward to it.',
          reactions: {},
        })}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [parent, child] = within(canvasElement).getAllByRole('article');
    await expect(within(parent!).getByText('Replies locked')).toBeVisible();
    await expect(child).toHaveAttribute('data-depth', '1');
    const indent = child!.getBoundingClientRect().left - parent!.getBoundingClientRect().left;
    await expect(indent).toBe(44);
  },
};

/** Image uploads, the explicit one blurred until the reader reveals it. */
export const WithMediaExplicit: Story = {
  args: {
    comment: sampleComment({
      id: 4015,
      body: 'The Eastgate reading room at 9 pm, and the notice they put up last week.',
      media_uploads: [
        { media_upload_id: 'u3', url: cover(3), is_explicit: true, image_width: 1080, image_height: 1080 },
        { media_upload_id: 'u1', url: cover(1), is_explicit: false, image_width: 1200, image_height: 675 },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-part="media"]')).toHaveAttribute('data-state', 'concealed');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(canvasElement.querySelector('[data-part="media"]')).toHaveAttribute('data-state', 'revealed');
    atRest(canvasElement);
  },
};

export const LongBody: Story = {
  args: { comment: sampleComment({ id: 4030, body: LONG_BODY, user: people.fiona, user_pub_role: roles.founding }) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'See more' }));
    await expect(args.onToggleBody).toHaveBeenCalledWith(true, 4030);
    atRest(canvasElement);
  },
};

/**
 * A hostile name and body (issue 13, item 11): the author's name carries a right-to-left override (U+202E) and the
 * body an override and zero-width characters. The name is a `<bdi>`, so the override stays inside it: the badge and
 * the time after it keep their places, left to right; the body paragraph takes its direction from its own text.
 */
export const BidiHostileName: Story = {
  args: {
    comment: sampleComment({
      id: 4035,
      user: { ...people.paolo, name: 'Dana \u202Eevil.exe' },
      user_pub_role: roles.paid,
      body: 'Open my \u202Etxt.exe file\u200B\u200D and tell me\u200C what you think.',
    }),
  },
  play: async ({ canvasElement }) => {
    const reply = within(canvasElement).getByRole('article');
    const name = reply.querySelector<HTMLElement>('bdi')!;
    await expect(name).toHaveTextContent('Dana \u202Eevil.exe');
    await expect(getComputedStyle(name).unicodeBidi).toBe('isolate');
    // Logical order on the line: the name, then its badge, then the time, each to the right of the one before.
    const nameBox = name.getBoundingClientRect();
    const badgeBox = within(reply).getByText('Paid').getBoundingClientRect();
    const timeBox = within(reply).getByText('2h').getBoundingClientRect();
    await expect(badgeBox.left).toBeGreaterThanOrEqual(nameBox.right);
    await expect(timeBox.left).toBeGreaterThanOrEqual(badgeBox.right);
    // The body's override does not leak past its paragraph, and the paragraph takes its direction from its text.
    const body = reply.querySelector<HTMLElement>('[data-part="chat-body"]')!;
    await expect(body).toHaveAttribute('dir', 'auto');
    await expect(body).toHaveTextContent('Open my');
    atRest(canvasElement);
  },
};

/**
 * The comment link's target reply: tinted, focusable, and `itemRef` lets the page scroll it into view. A long reply,
 * so "See more" (and a mention) sit on the tint: they take the text colour there (axe colour contrast).
 */
export const HighlightedTarget: Story = {
  render: function Render(args) {
    const ref = useRef<HTMLElement>(null);
    return (
      <div>
        <button type="button" onClick={() => ref.current?.focus()}>
          Go to the reply
        </button>
        <ChatReplyItemView
          {...args}
          comment={sampleComment({
            id: 4040,
            user: people.tomas,
            user_pub_role: roles.founding,
            body: `Ada Admin asked for the long version, so here it is. ${LONG_BODY}`,
            raw_body: `[@Ada Admin](user:105) asked for the long version, so here it is. ${LONG_BODY}`,
          })}
          highlighted
          itemRef={ref}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reply = canvas.getByRole('article');
    await expect(reply).toHaveAttribute('data-highlighted');
    await expect(reply).toHaveAttribute('tabindex', '-1');
    const seeMore = within(reply).getByRole('button', { name: 'See more' });
    await expect(seeMore).toBeVisible();
    await expect(getComputedStyle(seeMore).textDecorationLine).toBe('underline');
    await expect(within(reply).getByText('Ada Admin')).toHaveAttribute('data-part', 'mention');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the reply' }));
    await expect(reply).toHaveFocus();
    atRest(canvasElement);
  },
};

/** The reader's own reply failed: "Not delivered" with Retry, which reports the local id. */
export const NotDelivered: Story = {
  args: {
    comment: sampleComment({ id: 0, user: people.paolo, user_pub_role: roles.paid, body: 'Count me in for the budget vote.', reactions: {} }),
    sendStatus: 'failed',
    localId: 'local-1',
    actions: [],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveAttribute('data-state', 'notDelivered');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledWith('local-1');
    atRest(canvasElement);
  },
};

export const Sending: Story = {
  args: { ...NotDelivered.args, sendStatus: 'sending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveAttribute('data-state', 'sending');
    await expect(within(canvasElement).getByText('Sending…')).toBeVisible();
    await expect(within(canvasElement).queryByText('Not delivered')).toBeNull();
  },
};

export const Deleted: Story = {
  args: { comment: sampleComment({ status: 'DELETED', body: '' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This reply is not available')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Reported: Story = {
  args: { comment: sampleComment({ reported_by_user: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You reported this reply')).toBeVisible();
  },
};

export const BlockedYou: Story = {
  args: { comment: sampleComment({ blocked_relation: 'blocked_you' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This person blocked you')).toBeVisible();
  },
};

export const YouBlocked: Story = {
  args: { comment: sampleComment({ blocked_relation: 'you_blocked' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This person is blocked')).toBeVisible();
  },
};

/** Read-only: no menu, no reacting; counts stay. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
    await expect(within(canvasElement).getByText('5')).toBeVisible();
  },
};

/** When nested replies are not listed below, "N replies" with faces opens them. */
export const WithReplyCount: Story = {
  args: {
    comment: sampleComment({ id: 4003, reply_count: 3, recent_commenters: [people.noor, people.fiona, people.paolo] }),
    onOpenReplies: fn(),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '3 replies' }));
    await expect(args.onOpenReplies).toHaveBeenCalledWith(4003);
    atRest(canvasElement);
  },
};

/**
 * Memoised: a reaction on one reply re-renders only that reply. Twenty replies get a new `actions` array on every
 * render of the list (same content) and the same callbacks; after a reaction on the 9th, only the 9th renders.
 */
export const ReactionRerendersOnlyThatReply: Story = {
  render: function Render(args) {
    const [replies, setReplies] = useState<ChatComment[]>(() => sampleReplies(20).map(countRenders));
    const onReact = useCallback(
      (reaction: ChatReaction, id: number) => {
        args.onReact?.(reaction, id);
        setReplies((list) =>
          list.map((c) => (c.id === id ? { ...c, reaction, reactions: { ...c.reactions, [reaction]: (c.reactions[reaction] ?? 0) + 1 } } : c)),
        );
      },
      [args.onReact],
    );
    return (
      <div>
        {replies.map((comment) => (
          <ChatReplyItemView key={comment.id} comment={comment} actions={['copyLink', 'report']} onReact={onReact} onAction={args.onAction} />
        ))}
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const ninth = within(canvasElement).getAllByRole('article')[8]!;
    await userEvent.click(within(ninth).getByRole('button', { name: 'Add reaction' }));
    const picker = await screen.findByRole('dialog');
    renderedReplies.clear();
    await userEvent.click(within(picker).getByRole('button', { name: 'React with Surprised' }));
    await expect(args.onReact).toHaveBeenCalledWith('😮', 5009);
    await waitFor(() => expect(within(ninth).getByRole('button', { name: 'Surprised 1' })).toHaveAttribute('aria-pressed', 'true'));
    await expect([...renderedReplies]).toEqual([5009]);
    atRest(canvasElement);
  },
};

export const Dark: Story = {
  ...Quote,
  args: { ...Quote.args, highlighted: true },
  parameters: { theme: 'dark' },
};

export const Mobile375: Story = {
  ...NestedUnderLockedParent,
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    for (const article of within(canvasElement).getAllByRole('article')) {
      await expect(article.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    }
  },
};
