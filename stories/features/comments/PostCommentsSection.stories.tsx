import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { useCommentsPost, PostCommentsSection } from '../../../src/features/comments';
import { PostPage } from '../../../src/features/post';
import { postEndSettled, STORY_WAIT_MS } from '../../support';
import { at, commentEl, comment, threadFilled } from './commentsStoryKit';

/** The section as the post page renders it, for the post the address names. */
function OnPost({ slug }: { slug: string }) {
  const post = useCommentsPost(slug);
  return (
    <div style={{ maxWidth: 680, margin: '0 auto', padding: 24 }} data-part="section-host" data-state={post.data ? 'ready' : 'loading'}>
      {post.data ? <PostCommentsSection post={post.data} /> : null}
    </div>
  );
}

const section = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="post-comments-section"]');

async function sectionReady(root: HTMLElement) {
  await waitFor(() => expect(section(root)).toHaveAttribute('data-state', 'ready'), { timeout: STORY_WAIT_MS });
  await threadFilled(root.ownerDocument);
}

const meta = {
  title: 'Features/Comments/PostCommentsSection',
  component: OnPost,
  tags: ['!autodocs'],
  parameters: { role: 'paid', layout: 'fullscreen' },
  args: { slug: 'three-voices' },
  // The post page's end loads on a 1 s timer: the shot waits for it (see postEndSettled).
  afterEach: async ({ canvasElement }) => postEndSettled(canvasElement),
} satisfies Meta<typeof OnPost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `?commentId=30003`: the comments, that comment scrolled to and highlighted, and the way to all of them. */
export const CommentIdHighlights: Story = {
  parameters: { platform: at('/p/three-voices?commentId=30003') },
  play: async ({ canvasElement }) => {
    await sectionReady(canvasElement);
    await waitFor(async () => expect(await commentEl(canvasElement, 30003)).toHaveAttribute('data-highlighted'));
    await expect(within(canvasElement).getByRole('link', { name: /See all \d+ comments/ })).toHaveAttribute('href', '/p/three-voices/comments');
  },
};

/** `#input`: the composer, focused. */
export const HashInputFocusesComposer: Story = {
  parameters: { platform: at('/p/three-voices#input') },
  play: async ({ canvasElement }) => {
    await sectionReady(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByRole('textbox', { name: 'Write a comment' })).toHaveFocus());
  },
};

/** `?comments=true&feedCommentUrl=/notes`: the way back to the note the reader came from. */
export const BackToTheNote: Story = {
  parameters: { platform: at('/p/three-voices?comments=true&feedCommentUrl=%2Fnotes') },
  play: async ({ canvasElement }) => {
    await sectionReady(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: 'Back to the note you came from' })).toHaveAttribute('href', '/notes');
  },
};

/** A plain post address: the section renders nothing (the end of the post has its own preview). */
export const PlainAddressShowsNothing: Story = {
  parameters: { platform: at('/p/three-voices') },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-part="section-host"]')).toHaveAttribute('data-state', 'ready'));
    await expect(section(canvasElement)).toBeNull();
  },
};

/** On the post page itself (`PostPage`): `#comment-30017` opens the comments under the post and scrolls to it. */
export const OnThePostPage: Story = {
  parameters: { platform: at('/p/three-voices#comment-30017') },
  render: () => <PostPage />,
  play: async ({ canvasElement }) => {
    await sectionReady(canvasElement);
    await waitFor(async () => expect(await commentEl(canvasElement, 30017)).toHaveAttribute('data-highlighted'));
    await expect(comment(canvasElement, 30001)).not.toBeNull();
  },
};
