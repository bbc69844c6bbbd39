import { listChatPosts } from '../../../src/api/endpoints/community';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_NOW } from '../../../mocks/clock';
import { setScenario } from '../../../mocks/scenario';
import type { ChatPost } from '../../../src/api/schemas/community';
import { ChatList, ChatListView } from '../../../src/features/chat';
import { faultOn } from '../../support';
import { withCurrentPath } from './chatStoryKit';

/** The route key of P04b, for faults. */
const PUB = { margin: 1, fieldNotes: 2, openWater: 4 } as const;

/**
 * The page's viewport as a scrolling box: long lists scroll inside it like a phone screen, and the screenshot is the
 * viewport (the capture leaves content below the story frame's fold blank).
 */
const withViewport: Decorator = (Story) => (
  <div style={{ blockSize: '100vh', overflowY: 'auto' }}>
    <Story />
  </div>
);

/** The rows of the list (each a link to its thread). */
function rows(canvasElement: HTMLElement): HTMLAnchorElement[] {
  return [...canvasElement.querySelectorAll<HTMLAnchorElement>('[data-part="chat-list-threads"] > li > a')];
}
async function waitForRows(canvasElement: HTMLElement, count?: number): Promise<HTMLAnchorElement[]> {
  await waitFor(() => (count === undefined ? expect(rows(canvasElement).length).toBeGreaterThan(0) : expect(rows(canvasElement)).toHaveLength(count)), {
    timeout: 5000,
  });
  return rows(canvasElement);
}
const rowOf = (canvasElement: HTMLElement, threadId: number) => {
  const link = canvasElement.querySelector<HTMLAnchorElement>(`li[data-thread-id="${threadId}"] > a`);
  if (!link) throw new Error(`No row for thread ${threadId}`);
  return link;
};

// ——— a large chat, for performance (500 generated threads, served by a story-level handler) ———

const names = ['Ada Admin', 'Paolo Paid', 'Fiona Founding', 'Carmen Contributor', 'Nora Night', 'Idris Inkwell', 'Mae Margin', 'Theo Type'];
const audiences = ['all_subscribers', 'all_subscribers', 'only_paid', 'all_subscribers', 'only_paid_replies', 'only_founding_replies'] as const;
const person = (i: number) => ({ id: 900 + (i % names.length), name: names[i % names.length]!, photo_url: `/mock-assets/avatars/avatar-${(i % 8) + 1}.png` });

function generatedThreads(count: number): ChatPost[] {
  const now = Date.parse(MOCK_NOW);
  return Array.from({ length: count }, (_, i) => {
    const activity = new Date(now - (i + 1) * 47 * 60_000).toISOString();
    const replies = (i * 7 + 3) % 23;
    return {
      id: 10_000 + i,
      publication_id: PUB.margin,
      user_id: person(i).id,
      user: person(i),
      user_pub_role: null,
      body: `Thread ${i + 1}: ${i % 3 === 0 ? 'what are you reading this weekend, and where are you reading it? Tell us about the chair, the café, the train.' : 'a note on the Sunday edition.'}`,
      mediaAttachments: [],
      audience: audiences[i % audiences.length]!,
      is_locked: false,
      is_edited: false,
      status: 'open',
      reactions: {},
      comment_count: replies,
      recent_commenters: replies ? [person(i + 1), person(i + 2), person(i + 3)].slice(0, 1 + (i % 3)) : [],
      most_recent_comment_created_at: replies ? activity : null,
      user_last_viewed_timestamp: i % 5 === 0 ? new Date(now - (i + 2) * 47 * 60_000).toISOString() : null,
      created_at: replies ? new Date(now - (i + 30) * 47 * 60_000).toISOString() : activity,
    } satisfies ChatPost;
  });
}

/**
 * When the 500 rows reached the page and the next painted frame after that: a MutationObserver sees React's commit
 * (its callback runs right after the DOM changed), so the figure is the same in the test runner and in the built
 * Storybook. React's own duration for that commit (`commitMs`) comes from its Profiler, which only development builds
 * run: the built Storybook runs React's production build, where it stays unknown.
 */
const largeListTiming: { commitMs?: number; commitToPaintMs?: number } = {};
const onLargeListRender: ProfilerOnRenderCallback = (_id, _phase, actualDuration) => {
  if (largeListTiming.commitMs === undefined && document.querySelectorAll('li[data-thread-id]').length >= 500) largeListTiming.commitMs = actualDuration;
};
function watchLargeList(): () => void {
  delete largeListTiming.commitMs;
  delete largeListTiming.commitToPaintMs;
  const observer = new MutationObserver(() => {
    if (document.querySelectorAll('li[data-thread-id]').length < 500) return;
    observer.disconnect();
    const committedAt = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        largeListTiming.commitToPaintMs = performance.now() - committedAt;
        channel.port1.close();
      };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

// ——— bare view: the Load more button while the next page loads (too quick to catch on the mock) ———

const meta = {
  title: 'Features/Chat/ChatList',
  component: ChatList,
  tags: ['!autodocs'],
  args: { publicationId: PUB.margin },
  parameters: { role: 'paid' },
  decorators: [withViewport],
} satisfies Meta<typeof ChatList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid subscriber on The Daily Margin (a paid chat): every thread, newest activity first. */
// A few anti-aliased pixels differ between runs here (seen on a clean clone); colour threshold stays 0.
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = await waitForRows(canvasElement, 7);
    await expect(canvas.getByRole('heading', { name: 'Threads' })).toBeVisible();
    // Newest activity first.
    const times = links.map((link) => Date.parse(link.querySelector('time')!.dateTime));
    await expect(times).toEqual([...times].sort((a, b) => b - a));
    // Each row links to its thread page.
    for (const link of links) await expect(link.getAttribute('href')).toMatch(/^\/chat\/posts\/\d+$/);
    await expect(rowOf(canvasElement, 3001)).toHaveAttribute('href', '/chat/posts/3001');
    // Audience labels T001–T004 (3001 is for all subscribers: no label).
    await expect(within(rowOf(canvasElement, 3002)).getByText('Paid subscribers only')).toBeVisible();
    await expect(within(rowOf(canvasElement, 3003)).getByText('Paid subscriber replies')).toBeVisible();
    await expect(within(rowOf(canvasElement, 3004)).getByText('Founding members only')).toBeVisible();
    await expect(within(rowOf(canvasElement, 3005)).getByText('Founding member replies')).toBeVisible();
    await expect(rowOf(canvasElement, 3001).querySelector('[data-audience]')).toBeNull();
    // A founding-only thread is limited for a paid reader; a reported one shows the notice (T010).
    await expect(rowOf(canvasElement, 3004)).toHaveTextContent('Founding members can read this thread.');
    await expect(rowOf(canvasElement, 3006)).toHaveTextContent('You reported this thread');
    // Reply counts and the latest repliers.
    await expect(rowOf(canvasElement, 3001)).toHaveTextContent(/\d+ replies/);
    await expect(rowOf(canvasElement, 3008)).toHaveTextContent('No replies yet');
    await expect(rowOf(canvasElement, 3001)).toHaveTextContent(/Latest replies from /);
    await expect(canvas.getByText('You’re all caught up')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load more threads' })).toBeNull();
  },
};

/** The unread dot: the paid reader last opened 3001 a day ago (newer replies since), 3002 and 3003 an hour ago. */
export const UnreadMarkers: Story = {
  play: async ({ canvasElement }) => {
    await waitForRows(canvasElement, 7);
    const unreadRows = rows(canvasElement).filter((link) => link.dataset.state === 'unread');
    await expect(unreadRows.map((link) => link.getAttribute('href'))).toEqual(['/chat/posts/3001']);
    const marker = rowOf(canvasElement, 3001).querySelector('[data-part="chat-list-unread"]');
    await expect(marker).toHaveTextContent('Unread');
    await expect(rowOf(canvasElement, 3001)).toHaveAccessibleName(/Unread/);
    await expect(rowOf(canvasElement, 3002).querySelector('[data-part="chat-list-unread"]')).toBeNull();
    await expect(rowOf(canvasElement, 3003)).not.toHaveAccessibleName(/Unread/);
  },
};

/** A free subscriber on a paid chat (G56): the API answers 403 PAID_SUBSCRIPTION_REQUIRED and the list is a teaser. */
export const FreeViewerPaidChat: Story = {
  parameters: { role: 'free' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This chat is for paid subscribers' })).toBeVisible();
    // One teaser text set for the list and the permalinks (chat.teaser.*).
    await expect(canvas.getByText('Become a paid subscriber to read this conversation and join in.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
    await expect(canvasElement.querySelector('[data-part="chat-list"]')).toHaveAttribute('data-state', 'locked');
    await expect(rows(canvasElement)).toHaveLength(0);
  },
};

/** A signed-out reader on a free chat: the teaser asks for a (free) subscription. */
export const AnonymousFreeChat: Story = {
  args: { publicationId: PUB.openWater },
  parameters: { role: 'anonymous' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This chat is for subscribers' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
  },
};

/** Open Water's free chat, read by a free subscriber: paid-only and founding-only threads are limited. */
export const OpenWaterFree: Story = {
  args: { publicationId: PUB.openWater },
  parameters: { role: 'free' },
  play: async ({ canvasElement }) => {
    await waitForRows(canvasElement, 5);
    await expect(rowOf(canvasElement, 3101)).toHaveTextContent('Swim report from the lake this morning.');
    await expect(rowOf(canvasElement, 3103)).toHaveTextContent('Paid subscribers can read this thread.');
    await expect(rowOf(canvasElement, 3104)).toHaveTextContent('Founding members can read this thread.');
    await expect(within(rowOf(canvasElement, 3102)).getByText('Paid subscriber replies')).toBeVisible();
  },
};

/** Field Notes has a chat but no threads yet: what to do next, and the button opens the chat landing page. */
export const Empty: Story = {
  args: { publicationId: PUB.fieldNotes },
  decorators: [withCurrentPath],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No threads yet')).toBeVisible();
    await expect(canvas.getByText(/When the writers or subscribers start a thread, it shows up here\./)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Get the app' }));
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/chat');
  },
};

/** The first page never arrives: skeleton rows shaped like threads, announced once. */
export const Loading: Story = {
  parameters: { scenario: faultOn(listChatPosts, 'timeout') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading threads');
    await expect(canvasElement.querySelector('[data-part="chat-list"]')).toHaveAttribute('data-state', 'loading');
    await expect(canvasElement.querySelectorAll('[data-part="chat-list-skeleton-row"]')).toHaveLength(5);
  },
};

/** The list fails with a 500: the server's words and a way out. */
export const ServerError: Story = {
  parameters: { scenario: faultOn(listChatPosts, '500') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The chat could not load');
    await expect(alert).toHaveTextContent('Internal server error');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="chat-list"]')).toHaveAttribute('data-state', 'error');
  },
};

/** Try again after a failed load: the list loads once the server is back. */
export const RetryAfterError: Story = {
  parameters: { scenario: faultOn(listChatPosts, '500') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Internal server error');
    setScenario({ faults: {} });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitForRows(canvasElement, 7);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Three threads a page: Load more appends the next page, until the end of the list. */
export const LoadMore: Story = {
  args: { pageSize: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await waitForRows(canvasElement, 3);
    const firstIds = first.map((link) => link.getAttribute('href'));
    await userEvent.click(canvas.getByRole('button', { name: 'Load more threads' }));
    const more = await waitForRows(canvasElement, 6);
    await expect(more.slice(0, 3).map((link) => link.getAttribute('href'))).toEqual(firstIds);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more threads' }));
    await waitForRows(canvasElement, 7);
    const end = canvas.getByText('You’re all caught up');
    end.scrollIntoView({ block: 'end' });
    await expect(end).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load more threads' })).toBeNull();
  },
};

/** The next page fails: the loaded threads stay, with the server's words and Try again under them. */
export const LoadMoreFails: Story = {
  args: { pageSize: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement, 3);
    setScenario(faultOn(listChatPosts, '500'));
    await userEvent.click(canvas.getByRole('button', { name: 'Load more threads' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('More threads could not load. Internal server error');
    await expect(rows(canvasElement)).toHaveLength(3);
    const retry = canvas.getByRole('button', { name: 'Try again' });
    retry.scrollIntoView({ block: 'end' });
    await expect(retry).toBeVisible();
  },
};

/** Try again after a failed page: the page loads once the server is back. */
export const LoadMoreRetry: Story = {
  args: { pageSize: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement, 3);
    setScenario(faultOn(listChatPosts, '500'));
    await userEvent.click(canvas.getByRole('button', { name: 'Load more threads' }));
    await canvas.findByRole('alert');
    setScenario({ faults: {} });
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitForRows(canvasElement, 6);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Bare view (no data layer): the Load more button while the next page loads. */
export const LoadingMoreView: Story = {
  render: () => <ChatListView state={{ status: 'ready', threads: generatedThreads(3), more: { status: 'loading' } }} onLoadMore={() => {}} />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Load more threads' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(rows(canvasElement)).toHaveLength(3);
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await waitForRows(canvasElement, 7);
    await expect(rowOf(canvasElement, 3001)).toHaveAttribute('data-state', 'unread');
  },
};

export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const links = await waitForRows(canvasElement, 7);
    // Rows fit the phone's width and are comfortable touch targets.
    for (const link of links) {
      const box = link.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(375);
    }
  },
};

/** Keyboard only: Tab reaches the first thread, Enter opens it. */
export const Keyboard: Story = {
  decorators: [withCurrentPath],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await waitForRows(canvasElement);
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('current-path')).toHaveTextContent(first!.getAttribute('href')!);
    await expect(canvas.getByTestId('current-path')).toHaveTextContent(/^\/chat\/posts\/\d+$/);
  },
};

/**
 * 500 threads in one answer (a story-level handler): rows are memoised and skip layout and paint off screen
 * (`content-visibility: auto`). The play logs React's commit time and the time to the next paint.
 */
export const FiveHundredThreads: Story = {
  parameters: {
    // Axe walks the whole 500-row document whatever its context (~15 s, half the test's time budget); the rows are
    // the same markup every other story of this file checks.
    a11y: { test: 'off' },
    msw: {
      handlers: {
        community: [
          http.get('*/api/v1/community/publications/:publicationId/posts', () =>
            HttpResponse.json({ communityPosts: generatedThreads(500), nextCursor: null }),
          ),
        ],
      },
    },
  },
  beforeEach: watchLargeList,
  decorators: [
    (Story) => (
      <Profiler id="chat-list-500" onRender={onLargeListRender}>
        <Story />
      </Profiler>
    ),
  ],
  play: async ({ canvasElement }) => {
    const t0 = performance.now();
    const links = await waitForRows(canvasElement, 500);
    console.info(`500 rows in the DOM after ${(performance.now() - t0).toFixed(0)} ms of play`);
    await expect(links[499]).toHaveAttribute('href', '/chat/posts/10499');
    await expect(getComputedStyle(links[0]!.parentElement!).contentVisibility).toBe('auto');
    await waitFor(() => expect(largeListTiming.commitToPaintMs).toBeDefined());
    console.info(
      `ChatList 500 threads: React commit ${largeListTiming.commitMs?.toFixed(1) ?? 'unknown (production build)'} ms, commit → next paint ${largeListTiming.commitToPaintMs?.toFixed(1)} ms`,
    );
  },
};
