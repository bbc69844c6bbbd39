import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewslettersListView } from '../../../src/features/newsletters';

/** The bare list for hosts with their own data layer: both variants and both modes from args. */
const newsletters = [
  { sectionId: 1, name: 'The Morning Brief', description: 'Every weekday at 7.', selected: true, group: 'from' as const, linkUrl: '/s/morning-brief' },
  {
    sectionId: 2,
    name: 'Long Reads',
    description: 'One essay on Sundays.',
    selected: false,
    group: 'featured' as const,
    linkUrl: 'https://courier.example.com/s/long-reads',
  },
  { sectionId: 3, name: 'The Podcast', description: 'New episodes.', selected: false, group: 'featured' as const, is_podcast: true },
  // A refused address (another scheme) is no link at all.
  {
    sectionId: 4,
    name: 'Housing Alerts',
    description: 'When a housing story breaks.',
    selected: true,
    group: 'topic' as const,
    linkUrl: 'javascript:alert(1)',
  },
];

const meta = {
  title: 'Features/Newsletters/NewslettersListView',
  component: NewslettersListView,
  args: {
    variant: 'themed',
    groups: [
      { id: 'from', sectionIds: [1] },
      { id: 'featured', sectionIds: [2, 3] },
      { id: 'topic', sectionIds: [4] },
    ],
    newsletters,
    publicationName: 'The Courier',
    selected: { '1': true, '2': false, '3': false, '4': true },
    pending: [],
    mode: 'toggle',
    onToggle: fn(),
    onSetGroup: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 720, margin: '0 auto', padding: 24 }}>
      <NewslettersListView {...args} />
    </div>
  ),
} satisfies Meta<typeof NewslettersListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Themed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Long Reads' }));
    await expect(args.onToggle).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Select All in Featured' }));
    await expect(args.onSetGroup).toHaveBeenCalledWith([2, 3], true);
    await userEvent.click(canvas.getByRole('button', { name: 'Deselect All in Topic Alerts' }));
    await expect(args.onSetGroup).toHaveBeenCalledWith([4], false);
  },
};

export const DefaultSubscribe: Story = {
  args: { variant: 'default', groups: [], mode: 'subscribe', selected: {} },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Subscribe to Long Reads' }));
    await expect(args.onToggle).toHaveBeenCalledWith(2);
  },
};

export const DefaultToggles: Story = { args: { variant: 'default', groups: [] } };

export const Pending: Story = {
  args: { selected: { '1': true, '2': true, '3': false, '4': true }, pending: [2] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Long Reads' })).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * `linkUrl` through the URL policy: a path on this site is followed in the app, another site's address opens in a new
 * tab, a refused one (`javascript:`) and a missing one give no link; the link is never part of the switch's label.
 */
export const RowLinks: Story = {
  args: { origin: 'https://courier.example.com' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const internal = canvas.getByRole('link', { name: 'View newsletter: The Morning Brief' });
    await expect(internal).toHaveAttribute('href', '/s/morning-brief');
    await expect(internal).not.toHaveAttribute('target');
    // On this origin: the absolute address becomes the app's path.
    await expect(canvas.getByRole('link', { name: 'View newsletter: Long Reads' })).toHaveAttribute('href', '/s/long-reads');
    await expect(canvas.queryByRole('link', { name: 'View newsletter: The Podcast' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'View newsletter: Housing Alerts' })).toBeNull();
    await expect(canvasElement.innerHTML).not.toContain('javascript:');
    for (const link of canvas.getAllByRole('link')) await expect(link.closest('label')).toBeNull();
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};
