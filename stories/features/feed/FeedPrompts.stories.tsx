import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_NOW } from '../../../mocks/clock';
import { AppPromptView, PostCardListView, VISITED_SURFACE_MESSAGE, VISITED_SURFACES_KEY, VisitedSurfaceFrame } from '../../../src/features/feed';
import { createFrozenClock } from '../../../src/platform/clock';
import { createMemoryStorage } from '../../../src/platform/storage';
import { refusingStorage } from '../../support/storage';

/** The app prompt, the post card list and the visited-surface frame: bare views on args, the frame on the platform. */
const meta = {
  title: 'Features/Feed/FeedPrompts',
  component: AppPromptView,
  args: { appHref: 'https://masthead.example/app', onDismiss: fn() },
  globals: { viewport: { value: 'mobile375' } },
} satisfies Meta<typeof AppPromptView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: "Switch to the app" (T107) opens the app's page; "Maybe later" (T108) calls back. */
export const AppPrompt: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Switch to the app' })).toHaveAttribute('href', 'https://masthead.example/app');
    await userEvent.click(canvas.getByRole('button', { name: 'Maybe later' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** A refused app link (the URL policy at the element): no Switch link, "Maybe later" still there. */
export const AppPromptRefusedLink: Story = {
  args: { appHref: 'javascript:alert(1)' },
  parameters: { visual: { disable: 'AppPrompt shows the band; this one asserts the link is gone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Maybe later' })).toBeVisible();
  },
};

/** On a wide screen the band is hidden by its style (the view never reads the viewport). */
export const AppPromptHiddenOnDesktop: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  parameters: { visual: { disable: 'nothing to see: the band is hidden at 1280 px' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="app-prompt"]')).not.toBeVisible();
  },
};

const now = new Date(MOCK_NOW);
const posts = [
  {
    id: 1,
    slug: 'the-reading-room',
    title: 'The reading room',
    subtitle: 'How a city learned to read in public again, one borrowed chair at a time.',
    post_date: '2026-11-25T09:00:00.000Z',
    cover_image: '/mock-assets/covers/cover-1.jpg',
    publication: { name: 'The Daily Margin' },
  },
  { id: 2, slug: 'borrowed-chairs', title: 'Borrowed chairs, and who returns them', post_date: '2026-11-20T09:00:00.000Z' },
  {
    id: 3,
    slug: 'night-shift',
    title: 'The night shift at the central library',
    description: 'Four hours with the people who shelve.',
    post_date: '2026-11-12T09:00:00.000Z',
  },
];

/** The post card list while it loads: six skeleton rows (spec 002). */
export const PostCardListLoading: Story = {
  render: () => <PostCardListView state="loading" posts={[]} now={now} title="From your subscriptions" />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-part="post-card-skeleton"]')).toHaveLength(6);
    await expect(canvasElement.querySelector('[data-part="post-card-list"]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The list: publication, title to the post, its line and date, a small cover. */
export const PostCardList: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  render: () => <PostCardListView state="list" posts={posts} now={now} title="From your subscriptions" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'The reading room' })).toHaveAttribute('href', '/p/the-reading-room');
    await expect(canvas.getByText('Four hours with the people who shelve.')).toBeVisible();
  },
};

/** Nothing in the list: it says so. */
export const PostCardListEmpty: Story = {
  render: () => <PostCardListView state="empty" posts={[]} now={now} title="From your subscriptions" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No posts here yet.')).toBeVisible();
  },
};

const frameClock = createFrozenClock(MOCK_NOW);
const frameStorage = createMemoryStorage(frameClock);
const post = (kind: string, id: unknown) => window.postMessage({ type: VISITED_SURFACE_MESSAGE, kind, id }, '*');
const countOf = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-part="visited-surface-frame"]')?.getAttribute('data-count');

/**
 * The visited-surface frame (`/visited-surface-frame`): nothing to see; each page the reader visits posts its
 * publication or profile, and the frame keeps the newest 10, one per surface, in the platform storage. Messages that
 * are not visits are ignored.
 */
export const VisitedSurfaceFrameKeepsTen: Story = {
  parameters: { platform: { clock: frameClock, storage: frameStorage }, visual: { disable: 'an invisible frame' } },
  render: () => <VisitedSurfaceFrame />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(countOf(canvasElement)).toBe('0'));
    for (let id = 1; id <= 12; id += 1) post('publication', id);
    post('profile', 7);
    post('publication', 12);
    post('post', 3);
    post('profile', '8');
    window.postMessage({ type: 'other', kind: 'profile', id: 9 }, '*');
    await waitFor(() => expect(countOf(canvasElement)).toBe('10'));
    const list = JSON.parse(frameStorage.get(VISITED_SURFACES_KEY) ?? '[]') as { kind: string; id: number }[];
    await expect(list.map((v) => `${v.kind}:${v.id}`)).toEqual([
      'publication:12',
      'profile:7',
      'publication:11',
      'publication:10',
      'publication:9',
      'publication:8',
      'publication:7',
      'publication:6',
      'publication:5',
      'publication:4',
    ]);
  },
};

/** A storage that throws (private mode, a blocked third-party frame, a full quota): the frame keeps the visits in memory. */
export const VisitedSurfaceFrameStorageThrows: Story = {
  parameters: { platform: { storage: refusingStorage }, visual: { disable: 'an invisible frame' } },
  render: () => <VisitedSurfaceFrame />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(countOf(canvasElement)).toBe('0'));
    post('profile', 3);
    post('publication', 1);
    await waitFor(() => expect(countOf(canvasElement)).toBe('2'));
  },
};
