import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CommentPermalinkPage } from '../../../src/features/comments';
import { createMemoryNavigation } from '../../../src/platform/navigation';
import { STORY_WAIT_MS } from '../../support';
import { at, comment, commentEl, pageIs } from './commentsStoryKit';

const T103 = 'Return to thread';

const meta = {
  title: 'Features/Comments/CommentPermalinkPage',
  component: CommentPermalinkPage,
  tags: ['!autodocs'],
  parameters: { role: 'paid', platform: at('/p/three-voices/comment/30003'), layout: 'fullscreen' },
} satisfies Meta<typeof CommentPermalinkPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One comment with its ancestors above it and its replies below, highlighted; "Return to thread" (T103). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await pageIs(canvasElement, 'ready');
    await expect(within(canvasElement).getByRole('link', { name: T103 })).toHaveAttribute('href', '/p/three-voices/comments');
    const target = await commentEl(canvasElement, 30003);
    await waitFor(() => expect(target).toHaveAttribute('data-highlighted'));
    await expect(comment(canvasElement, 30001)).not.toBeNull();
    await expect(comment(canvasElement, 30002)).not.toBeNull();
    await expect(comment(target, 30004)).not.toBeNull();
    await expect(comment(canvasElement, 30017)).toBeNull();
  },
};

const deleted = createMemoryNavigation('/p/three-voices/comment/30010');

/** A permalink to a deleted comment replaces the location with the thread. */
export const DeletedGoesToThread: Story = {
  parameters: { platform: { ...at('/p/three-voices/comment/30010'), navigation: deleted } },
  play: async () => {
    await waitFor(() => expect(deleted.location().pathname).toBe('/p/three-voices/comments'), { timeout: STORY_WAIT_MS });
    await expect(deleted.history).not.toContain('/p/three-voices/comment/30010');
  },
};

/** A comment that is not there: "This comment is not available", and the way back. */
export const NotFound: Story = {
  parameters: { platform: at('/p/three-voices/comment/99999') },
  play: async ({ canvasElement }) => {
    await pageIs(canvasElement, 'error');
    await expect(within(canvasElement).getByRole('heading', { name: 'This comment is not available' })).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: T103 })).toBeVisible();
  },
};

/** The end of the weekend thread's 14-deep chain, past the inline depth of the comments page, shown whole here. */
export const DeepInTheChain: Story = {
  parameters: { platform: at('/p/weekend-thread/comment/30133') },
  play: async ({ canvasElement }) => {
    await pageIs(canvasElement, 'ready');
    await expect(await commentEl(canvasElement, 30133)).toHaveAttribute('data-depth', '13');
    await expect(comment(canvasElement, 30120)).not.toBeNull();
    await expect(within(canvasElement).queryByRole('link', { name: 'Continue this thread' })).toBeNull();
  },
};

/**
 * The top of the weekend thread's 14-deep chain: replies show inline down to depth 10 (K053); deeper, the chain
 * continues behind "Continue this thread" (the single-comment view of the last comment shown).
 */
export const ChainContinuesBehindALink: Story = {
  parameters: { platform: at('/p/weekend-thread/comment/30120') },
  play: async ({ canvasElement }) => {
    await pageIs(canvasElement, 'ready');
    const link = await within(canvasElement).findByRole('link', { name: 'Continue this thread' }, { timeout: STORY_WAIT_MS });
    await expect(link).toHaveAttribute('href', '/p/weekend-thread/comment/30129');
    await expect(await commentEl(canvasElement, 30129)).toHaveAttribute('data-depth', '9');
    await expect(comment(canvasElement, 30130)).toBeNull();
  },
};
