import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChatLockedTeaser, chatTeaserVariants, PermalinkFrame, TeaserByline } from '../../../src/features/chat';

const meta = {
  title: 'Features/Chat/ChatLockedTeaser',
  component: ChatLockedTeaser,
  args: { variant: 'paid' },
  argTypes: { variant: { control: 'inline-radio', options: chatTeaserVariants } },
  // `parameters.frameWidth`: the width the teaser gets (default 600 px, a permalink page's column).
  decorators: [(Story, { parameters }) => <div style={{ padding: 24, maxWidth: parameters.frameWidth ?? 600 }}>{<Story />}</div>],
} satisfies Meta<typeof ChatLockedTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The paid audience, named in the heading, with a subscribe call to action. */
export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const teaser = within(canvasElement).getByRole('region', { name: 'This chat is for paid subscribers' });
    await expect(teaser).toHaveAttribute('data-variant', 'paid');
    await expect(within(teaser).getByRole('heading', { level: 2 })).toHaveTextContent('This chat is for paid subscribers');
    await expect(within(teaser).getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
    await userEvent.tab();
    await expect(within(teaser).getByRole('link', { name: 'Subscribe' })).toHaveFocus();
  },
};

export const Founding: Story = {
  args: { variant: 'founding' },
  play: async ({ canvasElement }) => {
    const teaser = within(canvasElement).getByRole('region', { name: 'This chat is for founding members' });
    await expect(teaser).toHaveAttribute('data-variant', 'founding');
    await expect(within(teaser).getByText('Become a founding member to read this conversation and join in.')).toBeVisible();
    await expect(within(teaser).getByRole('link', { name: 'Become a founding member' })).toHaveAttribute('href', '/subscribe');
  },
};

/** The generic teaser for any other status. */
export const Unavailable: Story = {
  args: { variant: 'unavailable' },
  play: async ({ canvasElement }) => {
    const teaser = within(canvasElement).getByRole('region', { name: 'This conversation is not available' });
    await expect(teaser).toHaveAttribute('data-variant', 'unavailable');
    await expect(within(teaser).getByRole('link', { name: 'Subscribe' })).toBeVisible();
  },
};

/** No call to action: a deleted or missing item no subscription would show. */
export const WithoutAction: Story = {
  args: { variant: 'unavailable', subscribeHref: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** With the limited item's byline kept (author and audience label), as the thread permalink shows it. */
export const WithByline: Story = {
  args: {
    variant: 'founding',
    header: <TeaserByline author={{ name: 'Ada Admin', photo_url: '/mock-assets/avatars/avatar-5.png' }} audience="only_founding" />,
    headingLevel: 3,
  },
  play: async ({ canvasElement }) => {
    const teaser = within(canvasElement).getByRole('region', { name: 'This chat is for founding members' });
    await expect(within(teaser).getByText('Founding members only')).toBeVisible();
    await expect(within(teaser).getByRole('heading', { level: 3 })).toBeVisible();
  },
};

/** The three variants side by side, in the dark theme. */
export const Dark: Story = {
  parameters: { theme: 'dark', frameWidth: 'none' },
  render: () => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', alignItems: 'start' }}>
      {chatTeaserVariants.map((variant) => (
        <ChatLockedTeaser key={variant} variant={variant} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-part="chat-locked-teaser"]')).toHaveLength(3);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  parameters: { frameWidth: 'none' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Subscribe' })).toBeVisible();
  },
};

/** Inside the permalink page frame: teaser, then "Open in app" (secondary next to Subscribe) and the web link. */
export const InPermalinkFrame: Story = {
  parameters: { frameWidth: 'none' },
  render: (args) => (
    <PermalinkFrame
      kind="comment"
      dataState={args.variant}
      publicationName="The Daily Margin"
      appLink="masthead://chat/c/4101"
      webPath="/chat/posts/3002"
      appLinkEmphasis="secondary"
    >
      <ChatLockedTeaser {...args} />
    </PermalinkFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Open in app' })).toHaveAttribute('href', 'masthead://chat/c/4101');
    await expect(canvas.getByRole('link', { name: 'Or join the conversation on web' })).toHaveAttribute('href', '/chat/posts/3002');
  },
};
