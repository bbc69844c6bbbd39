import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { setScenario } from '../../../mocks/scenario';
import { CrossPost } from '../../../src/api/schemas/posts';
import { CrossPostPage } from '../../../src/features/post/extras/crossPost/CrossPostPage';
import { CrossPostPageView } from '../../../src/features/post/extras/crossPost/CrossPostPageView';
import { getCrossPost } from '../../../src/api/endpoints/posts';
import { faultOn, stateIs } from '../../support';

/**
 * The cross-post embed page `/cross-post/{postId}` on the mock API: post 1013 "On herons" from Field Notes, cross-posted
 * to The Daily Margin by Ada Admin with an intro text (mocks/db/posts.ts `crossPosts`). Other posts are not cross-posted (404).
 */
const T163 = 'Post not found';
const MARGIN = { id: 1, name: 'The Daily Margin', subdomain: 'dailymargin' };

const page = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="cross-post-page"]')!;

const meta = {
  title: 'Features/Post/CrossPostPage',
  component: CrossPostPage,
  tags: ['!autodocs'],
  parameters: { role: 'paid', platform: { path: '/cross-post/1013', publication: MARGIN } },
} satisfies Meta<typeof CrossPostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read from the route: the original publication, the cross-poster's byline and intro, the post, and 3 top posts. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'ready');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('From Field Notes')).toBeVisible();
    await expect(canvas.getByText('Cross-posted by Ada Admin')).toBeVisible();
    await expect(canvas.getByText(/Our friends at Field Notes wrote the best thing/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'On herons (cross-posted from Field Notes)' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="post-body"]')?.textContent?.length).toBeGreaterThan(100);
    const original = canvas.getByRole('link', { name: /Read the full post on Field Notes/ });
    await expect(original.getAttribute('href')).toMatch(/\/p\/field-notes-on-herons$/);
    await expect(original).toHaveAttribute('rel', 'noopener noreferrer');
    await waitFor(() => expect(canvasElement.querySelector('[data-part="cross-post-top-posts"]')).not.toBeNull(), { timeout: 5000 });
    const top = within(canvasElement.querySelector<HTMLElement>('[data-part="cross-post-top-posts"]')!);
    await expect(top.getByRole('heading', { name: 'Top posts from The Daily Margin' })).toBeVisible();
    await expect(top.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** An anonymous visitor sees the same page (the viewer context is `null`). */
export const Anonymous: Story = {
  parameters: { role: 'anonymous' },
  args: { postId: 1013 },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'ready');
    await expect(within(canvasElement).getByText('Cross-posted by Ada Admin')).toBeVisible();
  },
};

/** A post that is not cross-posted: 404 → "Post not found" (T163). */
export const NotFound: Story = {
  args: { postId: 1001 },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'not_found');
    await expect(within(canvasElement).getByRole('heading', { name: T163 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { scenario: faultOn(getCrossPost, 'timeout') },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the post');
  },
};

/** Another error: the server's text, and Try again brings the post once the server is back. */
export const LoadFails: Story = {
  parameters: { scenario: faultOn(getCrossPost, '500') },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'error');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Internal server error');
    setScenario({ faults: {} });
    canvas.getByRole('button', { name: 'Try again' }).click();
    await stateIs(() => page(canvasElement), 'ready');
  },
};

/** A malformed answer is an error state, not a crash. */
export const Malformed: Story = {
  parameters: { scenario: faultOn(getCrossPost, 'malformed') },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'error');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => page(canvasElement), 'ready');
  },
};

const hostile = CrossPost.parse({
  post: {
    id: 5,
    slug: 'hostile',
    title: 'Hostile markup',
    type: 'newsletter',
    audience: 'everyone',
    body_html: '<p>Safe.</p><script>window.__pwned=true</script><a href="javascript:alert(1)">x</a><img src="x" alt="" onerror="window.__pwned=true">',
  },
  intro_text: null,
  crossPostedPub: { id: 2, name: 'Field Notes', subdomain: 'fieldnotes', base_url: 'javascript:alert(1)//' },
  crossPostingByLine: { id: 105, name: 'Ada Admin' },
  userWithCrossPostedPubContext: null,
  crossPostedPublicationSettings: {},
  crossPostedSiteConfig: {},
});

/** Bare view (args): hostile HTML and a `javascript:` base URL never reach the DOM; no top posts, no list. */
export const SanitisedView: Story = {
  render: () => <CrossPostPageView status="ready" data={hostile} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.innerHTML).not.toContain('javascript:');
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvasElement.querySelector('[data-part="cross-post-original"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-part="cross-post-top-posts"]')).toBeNull();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};
