import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, fn, userEvent, within } from 'storybook/test';
import { MOCK_NOW } from '../../../mocks/clock';
import type { Comment } from '../../../src/api/schemas/posts';
import {
  CommentThread,
  type CommentThreadActions,
  type CommentThreadOptions,
  createCommentThreadStore,
  CommentAttachments,
  CommentBody,
  CommentComposerView,
  CommentGateDialog,
  type CommentItemFields,
  CommentItemView,
  CommentsPageView,
} from '../../../src/features/comments';
import { body, settled } from '../../support';

const now = new Date(MOCK_NOW);
const base: CommentItemFields = {
  id: 1,
  name: 'Maya Lindqvist',
  photo_url: null,
  user_pub_role: null,
  date: '2026-11-21T09:00:00.000Z',
  edited_at: null,
  body: 'The ferry still runs on weekends. More at https://canals.example.org/ferries and in /p/the-city-that-reads.',
  attachments: [],
  restacks: 0,
  status: 'published',
};

const meta = {
  title: 'Features/Comments/CommentItemView',
  component: CommentItemView,
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 680 }}>{<Story />}</div>],
  args: { comment: base, presentation: 'comment', depth: 0, now, liked: false, likeCount: 12, replyCount: 0, onLike: fn(), onReply: fn() },
} satisfies Meta<typeof CommentItemView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A comment: author, date, body with an absolute link (`rel="nofollow ugc noopener"`) and a relative one left as text. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'https://canals.example.org/ferries' });
    await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(within(canvasElement).queryByRole('link', { name: /the-city-that-reads/ })).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Like/ }));
    await expect(args.onLike).toHaveBeenCalled();
  },
};

/** Liked by the reader, by the publication's author, edited, restacked. */
export const LikedAuthorRestacked: Story = {
  args: { comment: { ...base, user_pub_role: 'admin', edited_at: '2026-11-21T10:00:00.000Z', restacks: 3 }, liked: true, likeCount: 1234 },
};

/** Highlighted (`#comment-{n}` or a permalink). */
export const Highlighted: Story = { args: { highlighted: true } };

/** Awaiting review (the author sees their own comment under review). */
export const AwaitingReview: Story = { args: { comment: { ...base, status: 'review_required' } } };

/** T127 + T128. */
export const PaidOnlyPlaceholder: Story = {
  args: { presentation: 'paidOnly', subscribeHref: '/subscribe' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This comment is only visible to paid subscribers')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Subscribe to view' })).toBeVisible();
  },
};

/** A deleted comment holds its replies' place. */
export const DeletedWithReplies: Story = {
  args: {
    presentation: 'deleted',
    replyCount: 1,
    children: <CommentItemView comment={{ ...base, id: 2 }} presentation="comment" depth={1} now={now} liked={false} likeCount={0} replyCount={0} />,
  },
};

/** Collapsed: "Show 2 replies". */
export const Collapsed: Story = { args: { replyCount: 2, collapsed: true, onToggleCollapse: fn() } };

/** Every attachment type (spec 002 §3). */
export const Attachments: Story = {
  args: {
    comment: {
      ...base,
      body: 'Seven kinds of attachment.',
      attachments: [
        { id: 'a1', type: 'image', imageUrl: '/mock-assets/covers/cover-2.jpg', imageWidth: 1200, imageHeight: 675 },
        {
          id: 'a2',
          type: 'video',
          mediaUpload: { id: 'm', state: 'transcoded', duration: 72, thumbnail_url: '/mock-assets/covers/cover-4.jpg', width: 1280, height: 720 },
        },
        {
          id: 'a3',
          type: 'link',
          linkMetadata: { url: 'https://rivers.example.org/report', host: 'rivers.example.org', title: 'Spring flood report', description: 'Gauges.' },
        },
        { id: 'a4', type: 'comment', comment: { id: 9, name: 'Omar Haddad', body: 'I took this from the footbridge.' } },
        { id: 'a5', type: 'post', post: { id: 1001, slug: 'the-city-that-reads', title: 'The city that reads' } },
        {
          id: 'a6',
          type: 'publication',
          publication: {
            id: 2,
            name: 'Field Notes',
            subdomain: 'fieldnotes',
            base_url: 'https://fieldnotes.example.com',
            hero_text: 'A naturalist’s weekly letter.',
          },
        },
        { id: 'a7', type: 'live_stream', liveStream: { id: 801, title: 'River towns, live', status: 'ended' } },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    // Attachments load on demand, with the first comment that has some.
    await waitFor(() => expect(canvasElement.querySelector('[data-attachment]')).not.toBeNull());
    for (const type of ['image', 'video', 'link', 'comment', 'post', 'publication', 'live_stream']) {
      await expect(canvasElement.querySelector(`[data-attachment="${type}"]`)).not.toBeNull();
    }
    await expect(within(canvasElement).getByRole('link', { name: /Spring flood report/ })).toHaveAttribute('rel', 'nofollow ugc noopener');
  },
};

/** The body and attachments on their own. */
export const BodyAndAttachmentParts: Story = {
  render: () => (
    <div>
      <CommentBody body={'Line one\nLine two with https://example.com/a.'} />
      <CommentAttachments attachments={[{ id: 'q', type: 'comment', comment: { id: 3, name: 'Ana', body: 'Quoted words.' } }]} />
    </div>
  ),
};

/** The composer after a failed send: the text stays, with the error's text. */
export const ComposerFailed: Story = {
  render: () => (
    <CommentComposerView
      state="failed"
      draft="Keep me"
      onChange={fn()}
      onSubmit={fn()}
      onCancel={fn()}
      label="Write a comment"
      errorText="Internal server error"
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Write a comment' })).toHaveValue('Keep me');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Internal server error');
  },
};

function comment(id: number, fields: Partial<Comment> = {}, children: Comment[] = []): Comment {
  return {
    id,
    name: ['Maya Lindqvist', 'Omar Haddad', 'June Park'][id % 3]!,
    date: `2026-11-21T0${id % 9}:00:00.000Z`,
    status: 'published',
    hidden: false,
    deleted: false,
    ancestor_path: '',
    attachments: [],
    reaction_count: id % 7,
    children_count: children.length,
    restacks: 0,
    body: `Comment ${id}: the reading room stayed open late.`,
    children,
    ...fields,
  };
}

const options: CommentThreadOptions = {
  now,
  likesEnabled: true,
  repliesEnabled: true,
  subscribeHref: '/subscribe',
  permalink: (id) => `/p/demo/comment/${id}`,
};

function ThreadDemo() {
  const [{ store, actions }] = useState(() => {
    const store = createCommentThreadStore();
    store.load([
      comment(1, {}, [comment(2, { parent_id: 1 }, [comment(3, { parent_id: 2 })])]),
      comment(4, { deleted: true, body: null }, [comment(5, { parent_id: 4 })]),
    ]);
    const actions: CommentThreadActions = {
      like: (id) => {
        store.sendReaction(id, { type: 'TOGGLE' });
        store.sendReaction(id, { type: 'SUCCEEDED' });
      },
      openComposer: (key) => void store.sendComposer(key, { type: 'OPEN', gate: { kind: 'open' } }),
      changeDraft: (key, text) => void store.sendComposer(key, { type: 'CHANGE', text }),
      submit: () => undefined,
      cancel: (key) => void store.sendComposer(key, { type: 'CLOSE' }),
      toggleCollapse: (id) => store.setCollapsed(store.entry(id)?.collapsed ? [] : [id]),
      failureText: () => '',
    };
    return { store, actions };
  });
  return <CommentThread store={store} actions={actions} options={options} />;
}

/** The thread part on a host's own data (a store filled by hand): nested replies, a deleted comment holding its reply. */
export const ThreadOnOwnData: Story = {
  render: () => <ThreadDemo />,
  play: async ({ canvasElement }) => {
    const first = canvasElement.querySelector<HTMLElement>('[data-part="comment"][data-id="1"]')!;
    await userEvent.click(within(first).getAllByRole('button', { name: /Like/ })[0]!);
    await expect(within(first).getAllByRole('button', { name: /Like/ })[0]).toHaveAttribute('aria-pressed', 'true');
    await expect(canvasElement.querySelector('[data-id="4"]')).toHaveAttribute('data-state', 'deleted');
  },
};

/** The page's states without data: the comments paywall view. */
export const PageViewPaywall: Story = {
  render: () => (
    <CommentsPageView
      status="paywalled"
      postTitle="The long shelf"
      postHref="/p/paid-the-long-shelf"
      paywall={{ title: 'Comments on this post are for paid subscribers', subscribeHref: '/subscribe' }}
    />
  ),
};

/** The sign-in dialog of the gate. */
export const GateDialog: Story = {
  render: () => <CommentGateDialog dialog={{ kind: 'signIn', reason: 'comment' }} onClose={fn()} signInHref="/login" subscribeHref="/subscribe" />,
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Sign in to join the conversation' });
    await settled(dialog);
  },
};
