import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MOCK_NOW } from '../../../mocks/clock';
import { ChatFeedItemView, FeaturedCollectionView, FeaturedPublicationView, InviteFriendsView, ProfileSearchResultsView } from '../../../src/features/feed';
import { Button } from '../../../src/ui/Button';

/** The feed's discovery items, for hosts' own lists: props only (the feed loads them on demand). */
const meta = {
  title: 'Features/Feed/FeedDiscoveryCards',
  component: InviteFriendsView,
  args: { invitedCount: 2, action: <Button variant="primary">Copy invite link</Button> },
} satisfies Meta<typeof InviteFriendsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const now = new Date(MOCK_NOW);
const margin = {
  id: 1,
  name: 'The Daily Margin',
  base_url: 'https://margin.example.com',
  logo_url: null,
  author_name: 'Ada Admin',
  hero_text: 'Notes from the edges of the news: what a city reads, borrows and argues about, every weekday morning.',
};

/** Invite friends: why, how many joined through the reader's link, and the action (a host's own button here). */
export const InviteFriends: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Invite your friends' })).toBeVisible();
    await expect(canvas.getByText('2 friends joined through your link')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy invite link' })).toBeVisible();
  },
};

/** No one joined yet: the count line is left out. */
export const InviteFriendsNoneJoined: Story = {
  args: { invitedCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/joined through your link/)).toBeNull();
  },
};

/** A featured publication: name, writer, its line, the latest three posts, Subscribe in a new tab. */
export const FeaturedPublication: Story = {
  render: () => (
    <FeaturedPublicationView
      publication={margin}
      now={now}
      posts={[
        { id: 11, slug: 'the-reading-room', title: 'The reading room', post_date: '2026-11-25T09:00:00.000Z' },
        { id: 12, slug: 'borrowed-chairs', title: 'Borrowed chairs, and who returns them', post_date: '2026-11-20T09:00:00.000Z' },
        { id: 13, slug: 'night-shift', title: 'The night shift at the central library', post_date: '2026-11-12T09:00:00.000Z' },
        { id: 14, slug: 'left-out', title: 'A fourth post the card leaves out', post_date: '2026-11-01T09:00:00.000Z' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Featured publication')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'The Daily Margin' })).toBeVisible();
    await expect(canvas.getByText(/^By \u2068?Ada Admin\u2069?$/)).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: /Latest from/ })).getAllByRole('listitem')).toHaveLength(3);
    const subscribe = canvas.getByRole('link', { name: /^Subscribe/ });
    await expect(subscribe).toHaveAttribute('href', 'https://margin.example.com/subscribe');
    await expect(subscribe).toHaveAttribute('target', '_blank');
  },
};

/** A hostile publication: a script address is refused at the element (no Subscribe), and the name is isolated. */
export const FeaturedPublicationHostile: Story = {
  render: () => <FeaturedPublicationView publication={{ ...margin, name: '\u202Eevil name', base_url: 'javascript:alert(1)//' }} now={now} posts={[]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /^Subscribe/ })).toBeNull();
  },
};

/** A featured collection: a reader's list, who made it, the first four publications and how many more. */
export const FeaturedCollection: Story = {
  render: () => (
    <FeaturedCollectionView
      collection={{
        name: 'Slow mornings',
        description: 'Long reads for the first coffee: essays, letters and the odd recipe.',
        user: { name: 'Clarabelle Klein' },
        publications: [1, 2, 3, 4, 5, 6].map((id) => ({
          ...margin,
          id,
          name: ['The Daily Margin', 'Field Notes', 'Harbour Light', 'The Quiet Desk', 'Paper Trail', 'Night Owls'][id - 1]!,
          base_url: `https://p${id}.example.com`,
        })),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Featured collection')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Slow mornings' })).toBeVisible();
    await expect(canvas.getByText(/^A list by \u2068?Clarabelle Klein\u2069? · 6 publications$/)).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^Subscribe/ })).toHaveLength(4);
    await expect(canvas.getByText('and 2 more')).toBeVisible();
  },
};

const longBody =
  'Chat is open: tell us which book you would save from a flood, and why. I will read every answer tonight and pick three for Sunday’s letter — long answers welcome, short ones too.';

/** A subscriber-chat thread in the feed: the publication, then the chat area's snippet cut to 128 characters. */
export const ChatPreview: Story = {
  render: () => (
    <ChatFeedItemView
      publication={margin}
      chat={{
        id: 9001,
        publication_id: 1,
        body: longBody,
        user: { id: 7, name: 'Ada Admin' },
        created_at: '2026-11-27T07:00:00.000Z',
        comment_count: 12,
        audience: 'all_subscribers',
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Subscriber chat')).toBeVisible();
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('href', '/chat/posts/9001');
    await expect([...(link.textContent ?? '')].length).toBeLessThanOrEqual(128);
    await expect(link.textContent).not.toBe(longBody);
  },
};

const profiles = [
  { id: 104, name: 'Clarabelle Klein', handle: 'clarabelle', bio: 'Reads on trains. Writes about libraries, bridges and the people who keep both open.' },
  { id: 105, name: 'Camron Goyette', handle: 'camron', bio: null },
  { id: 106, name: 'Noor Haddad', handle: null, bio: 'Reading group host.' },
];

/** Profile search results: who matches the reader's words, each to their profile. */
export const ProfileSearchResults: Story = {
  render: () => <ProfileSearchResultsView query="reading" profiles={profiles} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /^People matching “\u2068?reading\u2069?”$/ })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Clarabelle Klein' })).toHaveAttribute('href', '/@clarabelle');
  },
};

/** No profile matches: the results say so. */
export const ProfileSearchEmpty: Story = {
  render: () => <ProfileSearchResultsView query="zzyzx" profiles={[]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^No one matches “\u2068?zzyzx\u2069?” yet\.$/)).toBeVisible();
  },
};

/** The featured publication on a phone (375 px): the name wraps beside the avatar, Subscribe stays a 44 px target. */
export const FeaturedPublicationOnAPhone: Story = {
  ...FeaturedPublication,
  globals: { viewport: { value: 'mobile375' } },
};

/** The featured collection at 1280 px. */
export const FeaturedCollectionOnADesktop: Story = {
  ...FeaturedCollection,
  globals: { viewport: { value: 'desktop1280' } },
};

/** Profile search results on a phone (375 px): long bios cut, names isolated. */
export const ProfileSearchResultsOnAPhone: Story = {
  ...ProfileSearchResults,
  globals: { viewport: { value: 'mobile375' } },
};
