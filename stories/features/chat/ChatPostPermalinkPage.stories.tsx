import { getChatPost } from '../../../src/api/endpoints/community';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChatPostPermalinkPage, ChatPostPermalinkPageView, PermalinkCard } from '../../../src/features/chat';
import { expectLinks, failureStory, loadingStory, MARGIN, OPEN_WATER, permalinkChecks, serverErrorStory, T016, T017, withCurrentPath } from './chatStoryKit';

/**
 * The thread permalink `/chat/p/{postId}` on the mock API. Thread statuses are computed per viewer
 * (mocks/db/community.ts): 3001 all_subscribers on The Daily Margin (paid chat), 3002 only_paid with three images
 * (one explicit), 3004 only_founding with a video, 3007 deleted, 3101 on Open Water (free chat).
 */

const checks = permalinkChecks('chat-post-permalink');
const { page, expectState } = checks;

const meta = {
  title: 'Features/Chat/ChatPostPermalinkPage',
  component: ChatPostPermalinkPage,
  tags: ['!autodocs'],
  parameters: { role: 'paid', platform: { path: '/chat/p/3001', publication: MARGIN } },
} satisfies Meta<typeof ChatPostPermalinkPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Status "open": the thread, read-only, with "See more" past 600 characters and its link preview. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'visible');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Subscriber chat' })).toBeVisible();
    await expect(canvas.getByText('The Daily Margin')).toBeVisible();
    const card = canvas.getByRole('article', { name: 'Ada Admin' });
    await expect(within(card).getByText(/^Weekend reading thread\./)).toBeVisible();
    await expect(within(card).getByText('Edited')).toBeVisible();
    await expect(within(card).getByText('48 replies')).toBeVisible();
    // Read-only: no reactions, no menu, no composer.
    await expect(within(card).queryByRole('button', { name: /More options|React/ })).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    // The body is cut with "See more" (K001); it opens and closes again.
    await userEvent.click(within(card).getByRole('button', { name: 'See more' }));
    await expect(within(card).getByRole('button', { name: 'See less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(within(card).getByText(/Start here:/)).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'See less' }));
    await expect(within(card).getByRole('button', { name: 'See more' })).toHaveAttribute('aria-expanded', 'false');
    // The link preview opens the thread's link in a new tab, as user content.
    await expect(within(card).getByRole('link', { name: /The city that reads/ })).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expectLinks(canvasElement, 'masthead://chat/p/3001', '/chat/posts/3001');
  },
};

/** A paid subscriber on a paid-only thread: the audience label (T001) and the carousel, the explicit image blurred. */
export const OpenWithMedia: Story = {
  parameters: { platform: { path: '/chat/p/3002' } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'visible');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Paid subscribers only')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show' })).toBeVisible();
    await expectLinks(canvasElement, 'masthead://chat/p/3002', '/chat/posts/3002');
  },
};

/** A founding-only thread read by a founding member: the label (T003) and the video. */
export const OpenFoundingVideo: Story = {
  parameters: { role: 'founding', platform: { path: '/chat/p/3004' } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'visible');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Founding members only')).toBeVisible();
    await expect(canvasElement.querySelector('video')).toHaveAttribute('aria-label', 'Video');
  },
};

/** A free subscriber on a paid-only thread: the paid teaser, named for the audience, with the author kept. */
export const LockedPaid: Story = {
  parameters: { role: 'free', platform: { path: '/chat/p/3002' } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'paid');
    const canvas = within(canvasElement);
    const teaser = canvas.getByRole('region', { name: 'This chat is for paid subscribers' });
    await expect(teaser).toHaveAttribute('data-variant', 'paid');
    await expect(within(teaser).getByText('Ada Admin')).toBeVisible();
    await expect(within(teaser).getByText('Paid subscribers only')).toBeVisible();
    await expect(within(teaser).getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
    // One accent button per view: "Open in app" steps back while "Subscribe" leads.
    await expect(within(canvasElement).getByRole('link', { name: T016 })).toHaveAttribute('data-variant', 'secondary');
    // Nothing of the thread's text leaks into the page.
    await expect(canvas.queryByText(/bookshop crawl/)).toBeNull();
    await expectLinks(canvasElement, 'masthead://chat/p/3002', '/chat/posts/3002');
  },
};

/** A paid subscriber on a founding-only thread: the founding teaser. Keyboard: subscribe, app, web, in order. */
export const LockedFounding: Story = {
  parameters: { role: 'paid', platform: { path: '/chat/p/3004' } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'founding');
    const canvas = within(canvasElement);
    const teaser = canvas.getByRole('region', { name: 'This chat is for founding members' });
    await expect(teaser).toHaveAttribute('data-variant', 'founding');
    await userEvent.tab();
    await expect(within(teaser).getByRole('link', { name: 'Become a founding member' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: T016 })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: T017 })).toHaveFocus();
  },
};

/** A deleted thread: the generic teaser, without a subscribe action (no subscription would show it). */
export const Deleted: Story = {
  parameters: { platform: { path: '/chat/p/3007' } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'unavailable');
    const teaser = within(canvasElement).getByRole('region', { name: 'This conversation is not available' });
    await expect(teaser).toHaveAttribute('data-variant', 'unavailable');
    await expect(within(teaser).queryByRole('link')).toBeNull();
    await expectLinks(canvasElement, 'masthead://chat/p/3007', '/chat/posts/3007');
  },
};

/** An anonymous reader on a free chat's thread (SUBSCRIPTION_REQUIRED): the generic teaser, with a subscribe action. */
export const AnonymousOnFreeChat: Story = {
  parameters: { role: 'anonymous', platform: { path: '/chat/p/3101', publication: OPEN_WATER } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'unavailable');
    const teaser = within(canvasElement).getByRole('region', { name: 'This conversation is not available' });
    await expect(within(teaser).getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
  },
};

/** 404: the not-available teaser; both links stay. */
export const NotFound: Story = {
  parameters: { platform: { path: '/chat/p/9999' } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'unavailable');
    await expect(within(canvasElement).getByRole('heading', { name: 'This conversation is not available' })).toBeVisible();
    await expectLinks(canvasElement, 'masthead://chat/p/9999', '/chat/posts/9999');
  },
};

/** The thread never answers (fault `timeout`): the skeleton, announced once; the links are already usable. */
export const Loading: Story = loadingStory(getChatPost, checks, 'masthead://chat/p/3001', (canvasElement) =>
  expectLinks(canvasElement, 'masthead://chat/p/3001', '/chat/posts/3001'),
);

/** A 500: the error in plain words; "Try again" loads the thread once the server is back. */
export const ServerError: Story = serverErrorStory(getChatPost, checks, {
  beforeRetry: (canvasElement) => expectLinks(canvasElement, 'masthead://chat/p/3001', '/chat/posts/3001'),
  afterRetry: async (canvasElement) => {
    await expect(within(canvasElement).getByRole('article', { name: 'Ada Admin' })).toBeVisible();
  },
});

/** No network: its own words. */
export const NetworkError: Story = failureStory(getChatPost, checks, 'network', 'We could not reach the server. Check your connection and try again.');

/** An answer that is not JSON: an error, never a half-drawn thread. */
export const Malformed: Story = failureStory(getChatPost, checks, 'malformed', 'The server sent an answer we could not read. Please try again later.');

/** "Or join the conversation on web" navigates in the app to the thread page. */
export const JoinOnWeb: Story = {
  decorators: [withCurrentPath],
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'visible');
    await userEvent.click(within(canvasElement).getByRole('link', { name: T017 }));
    await expect(within(canvasElement).getByTestId('current-path')).toHaveTextContent('/chat/posts/3001');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  parameters: { role: 'free', platform: { path: '/chat/p/3002' } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'paid');
    await expect(within(canvasElement).getByRole('link', { name: T016 })).toBeVisible();
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark', platform: { path: '/chat/p/3002' } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'visible');
    await expect(within(canvasElement).getByRole('link', { name: T016 })).toBeVisible();
  },
};

export const DarkLocked: Story = {
  parameters: { theme: 'dark', role: 'paid', platform: { path: '/chat/p/3004' } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'founding');
  },
};

/** The bare view, for hosts with their own data layer: any state from props. */
export const BareViewLocked: StoryObj<typeof ChatPostPermalinkPageView> = {
  render: () => (
    <ChatPostPermalinkPageView
      state={{ status: 'locked', variant: 'paid', item: null, subscribable: true }}
      appLink="https://app.example.com/open?thread=1"
      webPath="/chat/posts/1"
      onRetry={() => {}}
      publicationName="A host’s publication"
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement)).toHaveAttribute('data-state', 'paid');
    await expectLinks(canvasElement, 'https://app.example.com/open?thread=1', '/chat/posts/1');
  },
};

/**
 * The compact card on its own, from props: a link in the body cut to 64 characters (K002), an unsafe URL left as
 * text, an explicit image blurred until revealed, the "This person is blocked" state off.
 */
export const CardFromProps: StoryObj<typeof PermalinkCard> = {
  render: () => (
    <div style={{ padding: 24, maxWidth: 600 }}>
      <PermalinkCard
        kind="post"
        author={{ name: 'Nora Night', photo_url: '/mock-assets/avatars/avatar-3.png' }}
        createdAt="2026-11-20T09:30:00.000Z"
        audience="only_paid_replies"
        body={
          'Read this before Sunday: https://longreads.example.com/2026/11/the-bookseller-who-never-sleeps-and-the-night-shift-readers. And not this: javascript:alert(1)'
        }
        media={[{ id: 'm1', type: 'image', url: '/mock-assets/covers/cover-3.jpg', width: 1080, height: 1080, explicit: true }]}
        replyCount={1}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Nora Night' });
    await expect(within(card).getByText('Paid subscriber replies')).toBeVisible();
    const link = within(card).getByRole('link', { name: /^https:\/\/longreads\.example\.com/ });
    await expect(link).toHaveAttribute('href', 'https://longreads.example.com/2026/11/the-bookseller-who-never-sleeps-and-the-night-shift-readers');
    // Shown cut at 64 characters with an ellipsis; the trailing full stop stays text.
    await expect(link.textContent?.startsWith('https://longreads.example.com/2026/11/the-bookseller-who-never-s…')).toBe(true);
    await expect(within(card).queryByRole('link', { name: /javascript/ })).toBeNull();
    await expect(within(card).getByText('1 reply')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Show' }));
    await expect(within(card).queryByRole('button', { name: 'Show' })).toBeNull();
  },
};
