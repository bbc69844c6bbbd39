import { getChatComment } from '../../../src/api/endpoints/community';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChatCommentPermalinkPage, ChatCommentPermalinkPageView } from '../../../src/features/chat';
import { expectLinks, expectTeaser, failureStory, loadingStory, MARGIN, OPEN_WATER, permalinkChecks, serverErrorStory, T016, T017 } from './chatStoryKit';

/**
 * The reply permalink `/chat/c/{commentId}` on the mock API. E04's `status` is computed for the viewer
 * (mocks/db/community.ts): replies 4001–4050 sit in thread 3001 (The Daily Margin, a paid chat), 4101 in 3002
 * (only_paid), 4121 in 3004 (only_founding), 4201 in 3101 (Open Water, a free chat); 4020 is deleted; user 205
 * (reply 4015) blocked the paid viewer.
 *
 * | story | viewer | reply | status |
 * |---|---|---|---|
 * | Visible, VisibleNestedReply | paid | 4007, 4048 | VISIBLE |
 * | PaidSubscriptionRequired | free | 4101 | PAID_SUBSCRIPTION_REQUIRED |
 * | FoundingSubscriptionRequired | paid | 4121 | FOUNDING_SUBSCRIPTION_REQUIRED |
 * | OtherStatusDeleted | paid | 4020 | DELETED |
 * | OtherStatusSubscriptionRequired | anonymous | 4201 | SUBSCRIPTION_REQUIRED |
 */
const checks = permalinkChecks('chat-comment-permalink');
const { page, expectState } = checks;

const meta = {
  title: 'Features/Chat/ChatCommentPermalinkPage',
  component: ChatCommentPermalinkPage,
  tags: ['!autodocs'],
  parameters: { role: 'paid', platform: { path: '/chat/c/4007', publication: MARGIN } },
} satisfies Meta<typeof ChatCommentPermalinkPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** VISIBLE: the reply with its image; the web link opens the thread on that reply. */
export const Visible: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'visible');
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article');
    await expect(card).toHaveAttribute('data-kind', 'comment');
    await expect(within(card).getByText('Reply in a chat thread')).toBeVisible();
    await expect(within(card).getByText('My stack for the weekend:')).toBeVisible();
    await expect(within(card).getByRole('img', { name: /^Image shared by / })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: /This chat is for|not available/ })).toBeNull();
    await expectLinks(canvasElement, 'masthead://chat/c/4007', '/chat/posts/3001?comment=4007&targetReply=4007&showTarget=true');
    // Keyboard: the two links are reachable in order.
    canvas.getByRole('link', { name: T016 }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: T017 })).toHaveFocus();
  },
};

/** A reply to a reply: the web link opens its parent's conversation and targets the reply. */
// A few anti-aliased pixels differ between runs here (seen on a clean clone); colour threshold stays 0.
export const VisibleNestedReply: Story = {
  parameters: { platform: { path: '/chat/c/4048' } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'visible');
    await expect(within(canvasElement).getByText('Two novels and a cookbook.')).toBeVisible();
    await expectLinks(canvasElement, 'masthead://chat/c/4048', '/chat/posts/3001?comment=4002&targetReply=4048&showTarget=true');
  },
};

/** PAID_SUBSCRIPTION_REQUIRED: the teaser names the paid audience; keyboard reaches subscribe, app and web links. */
export const PaidSubscriptionRequired: Story = {
  parameters: { role: 'free', platform: { path: '/chat/c/4101' } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'paid');
    const canvas = within(canvasElement);
    const teaser = await expectTeaser(canvasElement, 'This chat is for paid subscribers', 'paid');
    await expect(within(teaser).getByText('Become a paid subscriber to read this conversation and join in.')).toBeVisible();
    const subscribe = within(teaser).getByRole('link', { name: 'Subscribe' });
    await expect(subscribe).toHaveAttribute('href', '/subscribe');
    await expect(canvas.queryByRole('article')).toBeNull();
    await expectLinks(canvasElement, 'masthead://chat/c/4101', '/chat/posts/3002?comment=4101&targetReply=4101&showTarget=true');
    await userEvent.tab();
    await expect(subscribe).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: T016 })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: T017 })).toHaveFocus();
  },
};

/** FOUNDING_SUBSCRIPTION_REQUIRED: the teaser names founding members. */
export const FoundingSubscriptionRequired: Story = {
  parameters: { role: 'paid', platform: { path: '/chat/c/4121' } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'founding');
    const teaser = await expectTeaser(canvasElement, 'This chat is for founding members', 'founding');
    await expect(within(teaser).getByRole('link', { name: 'Become a founding member' })).toHaveAttribute('href', '/subscribe');
    await expectLinks(canvasElement, 'masthead://chat/c/4121', '/chat/posts/3004?comment=4121&targetReply=4121&showTarget=true');
  },
};

/** Any other status (DELETED): the generic unavailable teaser, without a subscribe action. */
export const OtherStatusDeleted: Story = {
  parameters: { platform: { path: '/chat/c/4020' } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'unavailable');
    const teaser = await expectTeaser(canvasElement, 'This conversation is not available', 'unavailable');
    await expect(within(teaser).queryByRole('link')).toBeNull();
    await expectLinks(canvasElement, 'masthead://chat/c/4020', '/chat/posts/3001?comment=4020&targetReply=4020&showTarget=true');
  },
};

/** Any other status (SUBSCRIPTION_REQUIRED, an anonymous reader on a free chat): generic teaser, with subscribe. */
export const OtherStatusSubscriptionRequired: Story = {
  parameters: { role: 'anonymous', platform: { path: '/chat/c/4201', publication: OPEN_WATER } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'unavailable');
    const teaser = await expectTeaser(canvasElement, 'This conversation is not available', 'unavailable');
    await expect(within(teaser).getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
  },
};

/** The author blocked the reader: the notice (T008) instead of the reply's text. */
export const BlockedAuthor: Story = {
  parameters: { platform: { path: '/chat/c/4015' } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'visible');
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).getByText('This person blocked you')).toBeVisible();
    await expect(within(card).queryByText(/Two covers/)).toBeNull();
  },
};

/** 404: not-available teaser; the web link falls back to the web chat. */
export const NotFound: Story = {
  parameters: { platform: { path: '/chat/c/99999' } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'unavailable');
    await expectTeaser(canvasElement, 'This conversation is not available', 'unavailable');
    await expectLinks(canvasElement, 'masthead://chat/c/99999', '/chat/posts');
  },
};

/** Never answers (fault `timeout`): the skeleton. */
export const Loading: Story = loadingStory(getChatComment, checks, 'masthead://chat/c/4007');

/** A 500 with its text; "Try again" shows the reply once the server is back. */
export const ServerError: Story = serverErrorStory(getChatComment, checks);

export const Malformed: Story = failureStory(getChatComment, checks, 'malformed', 'The server sent an answer we could not read. Please try again later.');

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  parameters: { role: 'paid', platform: { path: '/chat/c/4121' } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'founding');
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'visible');
  },
};

/** The bare view renders any state from props (here the generic teaser of a status the client does not know). */
export const BareViewUnknownStatus: StoryObj<typeof ChatCommentPermalinkPageView> = {
  render: () => (
    <ChatCommentPermalinkPageView
      state={{ status: 'locked', variant: 'unavailable', item: null, subscribable: false }}
      appLink="masthead://chat/c/1"
      webPath="/chat/posts/1"
      onRetry={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement)).toHaveAttribute('data-state', 'unavailable');
    await expect(within(canvasElement).queryByText('The Daily Margin')).toBeNull();
    await expectLinks(canvasElement, 'masthead://chat/c/1', '/chat/posts/1');
  },
};
