import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { postsStore } from '../../../mocks/db/posts';
import { setScenario } from '../../../mocks/scenario';
import { CrossPost } from '../../../src/api/schemas/posts';
import { CrossPostPage, CrossPostPageView } from '../../../src/features/post';
import { addPostReaction, getCrossPost } from '../../../src/api/endpoints/posts';
import { body, expectToast, faultOn, part, postEndSettled, ready, stateIs } from '../../support';

/**
 * The cross-post embed page `/cross-post/{postId}` on the mock API: post 1013 "On herons" from Field Notes, cross-posted
 * to The Daily Margin by Ada Admin with an intro text (mocks/db/posts.ts `crossPosts`). Other posts are not cross-posted (404).
 */
const T163 = 'Post not found';
const MARGIN = { id: 1, name: 'The Daily Margin', subdomain: 'dailymargin' };

const page = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="cross-post-page"]')!;
/** The post as any post reads: header, body and footer inside the post's article. */
const post = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="cross-post-post"]')!;
const footer = (root: HTMLElement) => within(post(root)).getByRole('group', { name: 'Post actions' });
/** Buttons with a count are named "Like 84": match the label at the start. */
const likeButton = (root: HTMLElement) => within(footer(root)).getByRole('button', { name: /^Like( |$)/ });
const ALL_FLAGS = { like_posts_enabled: true, enable_post_summarization: true, show_open_post_as_pdf_button: true };

/** The page, its footer (with the facepile) and the end of the post have loaded. */
async function pageSettled(root: HTMLElement) {
  await stateIs(() => page(root), 'ready');
  await ready(root, 'post-footer');
  await ready(root, 'post-facepile');
  await ready(root, 'post-end');
  await postEndSettled(root);
  await waitFor(() => expect(root.querySelector('[data-part="cross-post-top-posts"]')).not.toBeNull(), { timeout: 5000 });
}

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
    // Read like any post: the post page's header (bylines, date, reading time), body, footer, then the end of the post.
    const article = within(post(canvasElement));
    await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(part(post(canvasElement), 'post-meta')).not.toBeNull();
    await expect(part(post(canvasElement), 'post-body')).not.toBeNull();
    await pageSettled(canvasElement);
    await expect(footer(canvasElement)).toBeVisible();
    await expect(within(footer(canvasElement)).getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="cross-post-end"] [data-part="post-end"]')).not.toBeNull();
    // The end of the post leaves its related posts to this page's top posts (at most 3).
    await expect(canvasElement.querySelector('[data-part="related-posts"]')).toBeNull();
    const original = canvas.getByRole('link', { name: /Read the full post on Field Notes/ });
    await expect(original.getAttribute('href')).toMatch(/\/p\/field-notes-on-herons$/);
    await expect(original).toHaveAttribute('rel', 'noopener noreferrer');
    await waitFor(() => expect(canvasElement.querySelector('[data-part="cross-post-top-posts"]')).not.toBeNull(), { timeout: 5000 });
    const top = within(canvasElement.querySelector<HTMLElement>('[data-part="cross-post-top-posts"]')!);
    await expect(top.getByRole('heading', { name: 'Top posts from The Daily Margin' })).toBeVisible();
    await expect(top.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** An anonymous visitor sees the same page (the viewer context is `null`); a like asks them to subscribe first. */
export const Anonymous: Story = {
  parameters: { role: 'anonymous' },
  args: { postId: 1013 },
  play: async ({ canvasElement }) => {
    await pageSettled(canvasElement);
    await expect(within(canvasElement).getByText('Cross-posted by Ada Admin')).toBeVisible();
    await userEvent.click(likeButton(canvasElement));
    await expect(await body().findByRole('dialog', {}, { timeout: 5000 })).toBeVisible();
  },
};

/**
 * The footer in cross-post mode for a contributor: no Edit (with no other entry the More menu is left out), and the
 * like goes through the cross-post call (E27): the post's own like (E25) is set to fail, and the like still lands.
 */
export const ContributorFooter: Story = {
  parameters: { role: 'contributor', scenario: faultOn(addPostReaction, '500') },
  play: async ({ canvasElement }) => {
    await pageSettled(canvasElement);
    const bar = within(footer(canvasElement));
    await expect(bar.queryByRole('button', { name: 'More' })).toBeNull();
    await expect(within(canvasElement).queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    const before = postsStore.likes.filter((l) => l.post_id === 1013).length;
    await userEvent.click(likeButton(canvasElement));
    await expectToast('Post liked');
    await expect(likeButton(canvasElement)).toHaveAttribute('aria-pressed', 'true');
    await expect(postsStore.likes.filter((l) => l.post_id === 1013)).toHaveLength(before + 1);
    await expect(postsStore.likes.some((l) => l.post_id === 1013 && l.via === 'cross_post')).toBe(true);
  },
};

/**
 * A publication admin with every footer flag on: Reader guide and Open as PDF show in the bar, and the More menu, which
 * would hold Edit on the post page, is left out: no Edit in cross-post mode.
 */
export const AdminFooter: Story = {
  parameters: { role: 'admin', platform: { flags: ALL_FLAGS } },
  play: async ({ canvasElement }) => {
    await pageSettled(canvasElement);
    const bar = within(footer(canvasElement));
    await expect(bar.getByRole('button', { name: 'Open as PDF' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Reader guide' })).toBeVisible();
    await expect(bar.queryByRole('button', { name: 'More' })).toBeNull();
    await expect(within(canvasElement).queryByRole('menuitem', { name: 'Edit' })).toBeNull();
  },
};

/** A free subscriber: the same post, footer and end of the post. */
export const Free: Story = {
  parameters: { role: 'free' },
  play: async ({ canvasElement }) => {
    await pageSettled(canvasElement);
    await expect(footer(canvasElement)).toBeVisible();
  },
};

/** A founding member. */
export const Founding: Story = {
  parameters: { role: 'founding' },
  play: async ({ canvasElement }) => {
    await pageSettled(canvasElement);
    await expect(footer(canvasElement)).toBeVisible();
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
    await pageSettled(canvasElement);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    await pageSettled(canvasElement);
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
