import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_NOW } from '../../../mocks/clock';
import { Post } from '../../../src/api/schemas/core';
import { ScheduledPostPage, ScheduledPostPageView } from '../../../src/features/post';
import { createManualClock } from '../../../src/platform/clock';
import { createMemoryNavigation } from '../../../src/platform/navigation';
import { getPostBySlug } from '../../../src/api/endpoints/posts';
import { expectToast, faultOn, stateIs } from '../../support';

/**
 * The scheduled-post page on the mock API (mocks/db/core.ts): `coming-sunday` (1010, goes out to everyone in 2 days
 * 3 hours) and `founding-preview` (1011, founding members only, in 5 hours). The clock stands at 2026-11-21 12:00 UTC.
 */
const T163 = 'Post not found';
const T172 = 'Available now!';
const MARGIN = { id: 1, name: 'The Daily Margin', subdomain: 'dailymargin' };

const page = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="scheduled-post-page"]')!;

const meta = {
  title: 'Features/Post/ScheduledPostPage',
  component: ScheduledPostPage,
  tags: ['!autodocs'],
  parameters: { role: 'paid', platform: { path: '/p/coming-sunday', publication: MARGIN } },
} satisfies Meta<typeof ScheduledPostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid reader on a post that goes out to everyone in 2 days 3 hours: the countdown, no Share or Edit. */
export const Counting: Story = {
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'counting');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Coming Sunday: the map issue' })).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('2d 03h 00m 00s');
    await expect(canvas.getByText('Sent to everyone')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.queryByRole('button', { name: 'Share' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Edit post' })).toBeNull();
    const description = canvasElement.querySelector('[data-part="scheduled-description"]')!.textContent ?? '';
    await expect([...description].length).toBeLessThanOrEqual(136);
  },
};

/**
 * T172 has one catalogue key, the shared Countdown's `ui.countdown.done`: a host that overrides it through the platform's
 * messages changes what the scheduled page shows at zero (the page has no second "Available now!" text of its own).
 */
export const AvailableNowMessageOverride: Story = {
  parameters: {
    role: 'founding',
    platform: {
      path: '/p/founding-preview',
      publication: MARGIN,
      clock: createManualClock(new Date(MOCK_NOW).getTime() + 5 * 3_600_000 + 1_000),
      messages: { 'ui.countdown.done': 'Out now: read it!' },
    },
  },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'available');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Out now: read it!');
    await expect(canvas.queryByText(T172)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeVisible();
  },
};

const zeroClock = createManualClock(MOCK_NOW);
const zeroNavigation = createMemoryNavigation('/p/founding-preview');

/**
 * counting → available (M57) on a fast-forwarded clock: a founding member watches the last seconds; at zero "Available
 * now!" (T172) with Refresh, which reloads the page.
 */
export const CountdownReachesZero: Story = {
  parameters: { role: 'founding', platform: { publication: MARGIN, clock: zeroClock, navigation: zeroNavigation } },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'counting');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('0d 05h 00m 00s');
    zeroClock.advance(5 * 3_600_000 - 2_000);
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('0d 00h 00m 02s'));
    await expect(page(canvasElement)).toHaveAttribute('data-state', 'counting');
    zeroClock.advance(1_000);
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('0d 00h 00m 01s'));
    await expect(page(canvasElement)).toHaveAttribute('data-state', 'counting');
    zeroClock.advance(500);
    await stateIs(() => page(canvasElement), 'available');
    await expect(canvas.getByRole('status')).toHaveTextContent(T172);
    await expect(canvas.queryByRole('timer')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(zeroNavigation.reloads).toBe(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Founding-only, seen by a paid (not founding) subscriber: a notice instead of the countdown. */
export const FoundingOnlyPaidBlocked: Story = {
  parameters: { role: 'paid', platform: { path: '/p/founding-preview', publication: MARGIN } },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'founding_required');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'For founding members' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Become a founding member' })).toHaveAttribute('href', '/subscribe?plan=founding');
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvasElement.querySelector('[data-part="scheduled-description"]')).toBeNull();
  },
};

/** Founding-only, seen by a founding member: the countdown. */
export const FoundingOnlyFounding: Story = {
  parameters: { role: 'founding', platform: { path: '/p/founding-preview', publication: MARGIN } },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'counting');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sent to founding members')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('0d 05h 00m 00s');
  },
};

/** A contributor can share (the link is copied) or edit the scheduled post. */
export const ContributorShareEdit: Story = {
  parameters: { role: 'contributor' },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'counting');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Edit post' })).toHaveAttribute('href', '/publish/post/1010');
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expectToast('Link copied');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** An anonymous reader sees the countdown of an everyone post. */
export const Anonymous: Story = {
  parameters: { role: 'anonymous' },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'counting');
    await expect(within(canvasElement).queryByRole('button', { name: 'Share' })).toBeNull();
  },
};

/** 404: "Post not found" (T163). */
export const NotFound: Story = {
  args: { slug: 'no-such-post' },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'not_found');
    await expect(within(canvasElement).getByRole('heading', { name: T163 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { scenario: faultOn(getPostBySlug, 'timeout') },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the scheduled post');
  },
};

/** Another load error: the server's text and Try again. */
export const LoadFails: Story = {
  parameters: { scenario: faultOn(getPostBySlug, '500') },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'error');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Internal server error');
  },
};

export const Mobile: Story = {
  parameters: { role: 'contributor' },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'counting');
    await expect(within(canvasElement).getByRole('timer')).toBeVisible();
  },
};

const longPost = Post.parse({
  id: 9,
  slug: 'long',
  title: 'A long description',
  description:
    'This description runs well past the hundred and thirty-five characters the scheduled page shows, so the page cuts it and ends it with an ellipsis instead.',
  type: 'newsletter',
  audience: 'everyone',
  is_scheduled: true,
  postSchedule: { trigger_at: '2026-11-21T12:00:30Z', email_audience: 'only_paid' },
});

/** Bare view (args): the description cut at 135 characters (K117) with an ellipsis. */
export const LongDescriptionView: Story = {
  render: () => <ScheduledPostPageView status="ready" post={longPost} countdown={{ name: 'counting', triggerAt: 0, now: 0, remainingMs: 30_000 }} />,
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector('[data-part="scheduled-description"]')!.textContent!;
    await expect(text).toBe(`${longPost.description!.slice(0, 135)}…`);
    await expect(within(canvasElement).getByText('Sent to paid subscribers')).toBeVisible();
  },
};

/**
 * On the mock: the scheduled post 1306 `coming-the-long-description` is seeded with a description longer than 135
 * characters; the page shows its first 135 characters and an ellipsis (K117).
 */
export const LongDescriptionOnMock: Story = {
  parameters: { platform: { path: '/p/coming-the-long-description', publication: MARGIN } },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'counting');
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Coming soon: the harbour issue' })).toBeVisible();
    const seeded =
      'This description runs well past the hundred and thirty-five characters the scheduled page shows, so the page cuts it and ends it with an ellipsis instead.';
    await expect(seeded.length).toBeGreaterThan(135);
    const description = canvasElement.querySelector<HTMLElement>('[data-part="scheduled-description"]')!;
    await expect(description).toBeVisible();
    await expect(description.textContent).toBe(`${seeded.slice(0, 135)}…`);
    await expect(description.textContent).toMatch(/ends it with a…$/);
  },
};
