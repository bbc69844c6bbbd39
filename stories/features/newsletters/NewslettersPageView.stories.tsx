import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewslettersPageView, NewslettersSignupDialog } from '../../../src/features/newsletters';
import { body, settled } from '../../support';

/** The bare newsletters page and its signup dialog from args (hosts with their own data layer). */
const list = {
  variant: 'default' as const,
  groups: [],
  newsletters: [
    { sectionId: 1, name: 'The Morning Brief', description: 'Every weekday at 7.', selected: true },
    { sectionId: 2, name: 'Long Reads', description: 'One essay on Sundays.', selected: false },
  ],
  publicationName: 'The Courier',
  selected: { '1': true, '2': false },
  mode: 'toggle' as const,
  onToggle: fn(),
  onSetGroup: fn(),
};

const meta = {
  title: 'Features/Newsletters/NewslettersPageView',
  component: NewslettersPageView,
  args: { status: 'ready', publicationName: 'The Courier', list, accountSettingsHref: '/account/settings?tab=newsletters', onRetry: fn() },
} satisfies Meta<typeof NewslettersPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Manage your subscription in account settings' })).toBeVisible();
  },
};

export const AdminControl: Story = {
  args: { manageSectionsHref: 'https://courier.example.com/publish/settings#sections' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Manage sections' })).toHaveAttribute(
      'href',
      'https://courier.example.com/publish/settings#sections',
    );
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = {
  args: { status: 'error', errorMessage: 'We could not reach the server. Check your connection and try again.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LinkExpired: Story = { args: { status: 'link_expired', signInHref: '/login?next=%2Fnewsletters' } };

/** The signed-in reader's one-click subscribe dialog. */
export const JoinDialog: Story = {
  args: {
    signupDialog: (
      <NewslettersSignupDialog
        open
        publicationName="The Courier"
        viewerEmail="reader@example.com"
        submitting={false}
        onSubmit={fn()}
        onCancel={fn()}
        signInHref="/login"
      />
    ),
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Subscribe to The Courier' });
    await settled(dialog);
    await expect(within(dialog).getByText('You’ll get these newsletters at reader@example.com.')).toBeVisible();
  },
};
