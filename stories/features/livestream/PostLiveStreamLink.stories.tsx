import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PostPage } from '../../../src/features/post';
import { PostLiveStreamLink } from '../../../src/features/livestream';
import { useLocation } from '../../../src/platform/context';

/**
 * The link from a post to its live stream: "Live now" while it streams, "Upcoming livestream" before, nothing once it
 * ended. On the mock API, post 1102 (`archive-3`) announces the live stream 801 ("Live from the Margin: the Sunday
 * book club", live on the mock clock); 1100 (`archive-1`) is the recording of an ended one.
 */
const STREAM = 'Live from the Margin: the Sunday book club';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

const meta = {
  title: 'Features/Livestream/PostLiveStreamLink',
  component: PostLiveStreamLink,
  tags: ['!autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { liveStream: { title: STREAM, status: 'active' } },
} satisfies Meta<typeof PostLiveStreamLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Live now: the live tag, the stream's title and "Watch live", to the livestream page. */
export const Live: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Live now/ });
    await expect(link).toHaveAttribute('href', '/livestream');
    await expect(link).toHaveTextContent(`Live now${STREAM}Watch live`);
    await expect(link).toHaveAttribute('data-state', 'live');
  },
};

/** Before it starts: "Upcoming livestream" and "See the livestream". */
export const Upcoming: Story = {
  args: { liveStream: { title: 'Margin Radio live: the map issue', status: 'scheduled' } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Upcoming livestream/ });
    await expect(link).toHaveTextContent('See the livestream');
    await expect(link).toHaveAttribute('data-state', 'upcoming');
  },
};

/** Once the stream ended the post is its recording: no link. */
export const Ended: Story = {
  args: { liveStream: { title: 'Live: the city that reads', status: 'ended' } },
  parameters: { visual: { disable: 'renders nothing (no link): an empty canvas' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** A phone: the title wraps under the tag. */
export const Phone: Story = {
  args: { liveStream: { title: `${STREAM}, with Ada and guests and your questions`, status: 'active' } },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Live now/ })).toBeVisible();
  },
};

/** On the post page (1102 announces stream 801, live now): the link between the header and the body. */
export const OnThePostPage: StoryObj<typeof PostPage> = {
  render: () => <PostPage renderFooter={() => null} renderEnd={() => null} />,
  parameters: { role: 'paid', layout: 'fullscreen', platform: { path: '/p/archive-3' } },
  decorators: [(Story) => <Story />],
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: /Live now/ }, { timeout: 8000 });
    await expect(link).toHaveTextContent(STREAM);
    await expect(link).toHaveAttribute('href', '/livestream');
  },
};

/** Following the post's link opens the livestream page (`/livestream`, in-app navigation). */
export const FollowingItOpensTheLivestreamPage: StoryObj<typeof PostPage> = {
  render: () => (
    <>
      <PostPage renderFooter={() => null} renderEnd={() => null} />
      <Where />
    </>
  ),
  parameters: {
    role: 'paid',
    layout: 'fullscreen',
    visual: { disable: 'ends on the same post page as On The Post Page, whose shot covers it' },
    platform: { path: '/p/archive-3' },
  },
  decorators: [(Story) => <Story />],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('link', { name: /Live now/ }, { timeout: 8000 }));
    await waitFor(() => expect(within(canvasElement).getByTestId('where')).toHaveTextContent('/livestream'));
  },
};

/** The recording of an ended stream (1100): no link on its post page. */
export const RecordingHasNoLink: StoryObj<typeof PostPage> = {
  render: () => <PostPage renderFooter={() => null} renderEnd={() => null} />,
  parameters: {
    role: 'paid',
    layout: 'fullscreen',
    visual: { disable: 'the post page of a recording, shown by Features/Media/PostMedia › Video Post; the play checks an absence' },
    platform: { path: '/p/archive-1' },
  },
  decorators: [(Story) => <Story />],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-part="post-page"]')).toHaveAttribute('data-state', 'loaded'), { timeout: 8000 });
    await expect(canvasElement.querySelector('[data-part="post-live-stream"]')).toBeNull();
  },
};
