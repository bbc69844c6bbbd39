import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { EventConfigItem } from '../../../src/api/schemas/events';
import { EventCard } from '../../../src/features/microsite';

const now = new Date('2026-11-21T12:00:00.000Z');
const event = (key: string, value: Partial<EventConfigItem['value']>): EventConfigItem => ({
  key,
  value: {
    status: 'published',
    title: 'Town hall: the next 250 years',
    dateTime: '2026-12-03T18:30',
    location: 'Congress Hall, 6th and Chestnut St, Philadelphia',
    placeholderImage: '/mock-assets/covers/cover-2.jpg',
    type: ['in-person'],
    speakers: [],
    sponsors: [],
    ...value,
  },
});

/** The event card (inventory `event-card`) from args, in a list as the microsite shows it. */
const meta = {
  title: 'Features/Microsite/EventCard',
  component: EventCard,
  args: { item: event('event-TownHall26', {}), now, admin: false, hideAdmin: false },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', margin: 0, padding: 24, maxWidth: 720 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof EventCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Upcoming: "Month D, YYYY · time", the title linking to its detail (the address keeps hideAdmin), place and type. */
export const Upcoming: Story = {
  args: { hideAdmin: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('December 3, 2026 · 6:30 PM')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Town hall: the next 250 years' })).toHaveAttribute(
      'href',
      '/america250?tab=events&eventId=event-TownHall26&hideAdmin=true',
    );
    await expect(canvas.getByText('In person')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Watch Recording' })).toBeNull();
  },
};

/** Past with a livestream: "Watch Recording" leads to the livestream page. */
export const PastWithRecording: Story = {
  args: {
    item: event('event-JulyFourth', { title: 'July Fourth live', dateTime: '2026-07-04T16:00', type: ['livestream'], location: null, liveStreamId: 811 }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Watch Recording' })).toHaveAttribute('href', '/livestream');
  },
};

/** Sold out. */
export const SoldOut: Story = {
  args: { item: event('event-SoldOut250', { title: 'Printers of the Revolution: a walking tour', dateTime: '2027-01-15T10:00', isSoldOut: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sold out')).toBeVisible();
  },
};

/** An admin sees the status label: a draft. */
export const AdminDraft: Story = {
  args: { admin: true, item: event('event-DraftGala1', { status: 'draft', title: 'Gala (draft): the 250th dinner', dateTime: '2027-03-01T19:30' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Draft')).toBeVisible();
  },
};

/** An admin's card with Edit and Delete: each hands the event to the editor (named with the event's title). */
export const AdminActions: Story = {
  args: { admin: true, onEdit: fn(), onDelete: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Town hall: the next 250 years' }));
    await expect(args.onEdit).toHaveBeenCalledWith(args.item);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Town hall: the next 250 years' }));
    await expect(args.onDelete).toHaveBeenCalledWith(args.item);
  },
};
