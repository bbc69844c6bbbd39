import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { setScenario } from '../../../mocks/scenario';
import { ChatCommentPermalinkPage, ChatCommentPermalinkPageView } from '../../../src/features/chat/permalink/ChatCommentPermalinkPage';

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
const COMMENT_ROUTE = 'GET /api/v1/community/comments/:id';
const MARGIN = { id: 1, name: 'The Daily Margin', subdomain: 'dailymargin' };

const T016 = 'Open in app';
const T017 = 'Or join the conversation on web';

const page = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-part="chat-comment-permalink"]')!;

async function expectState(canvasElement: HTMLElement, state: string) {
  await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', state), { timeout: 5000 });
}

/** T016 and T017, always there, with their targets. */
async function expectLinks(canvasElement: HTMLElement, appLink: string, webPath: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('link', { name: T016 })).toHaveAttribute('href', appLink);
  await expect(canvas.getByRole('link', { name: T017 })).toHaveAttribute('href', webPath);
}

/** The teaser region, checked by its heading and `data-variant`. */
async function expectTeaser(canvasElement: HTMLElement, heading: string, variant: string) {
  const teaser = within(canvasElement).getByRole('region', { name: heading });
  await expect(teaser).toHaveAttribute('data-variant', variant);
  return teaser;
}

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
  parameters: { visual: { maxDiffPixels: 16 }, platform: { path: '/chat/c/4048' } },
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
  parameters: { role: 'anonymous', platform: { path: '/chat/c/4201', publication: { id: 4, name: 'Open Water', subdomain: 'openwater' } } },
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
export const Loading: Story = {
  parameters: { scenario: { faults: { [COMMENT_ROUTE]: 'timeout' } } },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the conversation');
    await expect(within(canvasElement).getByRole('link', { name: T016 })).toHaveAttribute('href', 'masthead://chat/c/4007');
  },
};

/** A 500 with its text; "Try again" shows the reply once the server is back. */
export const ServerError: Story = {
  parameters: { scenario: { faults: { [COMMENT_ROUTE]: '500' } } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'error');
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('This conversation could not be loaded');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a moment.');
    setScenario({ faults: {} });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expectState(canvasElement, 'visible');
  },
};

export const Malformed: Story = {
  parameters: { scenario: { faults: { [COMMENT_ROUTE]: 'malformed' } } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'error');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The server sent an answer we could not read. Please try again later.');
  },
};

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
