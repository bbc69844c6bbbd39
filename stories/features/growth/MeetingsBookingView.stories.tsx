import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { MeetingSlot } from '../../../src/api/schemas/meetings';
import { MeetingBookingView, MeetingConfirmationStepView, MeetingOrderStepView, MeetingScheduleStepView } from '../../../src/features/growth';

/**
 * The booking flow's bare views with their props: the frame's states and each step's, including the slot picker across
 * the end of daylight saving time in New York (2026-11-01, where 1:30 AM comes twice).
 */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
const slot = (start: string): MeetingSlot => ({
  start_time: start,
  end_time: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
  event_uri: `https://api.calendly.com/scheduled_events/SLOT-${start}`,
});
const dstSlots = ['2026-10-31T13:00:00Z', '2026-11-01T05:30:00Z', '2026-11-01T06:30:00Z', '2026-11-01T14:00:00Z', '2026-11-02T14:00:00Z'].map(slot);

const orderStep = {
  enabled: true,
  signedIn: true,
  price: '$120',
  submitting: false,
  timeZone: 'America/New_York',
  timeZones: ['America/New_York', 'Europe/Rome', 'UTC'],
  cardElement: true,
  cardHint: 'Test mode: type a test card token such as tok_visa.',
};

const meta = {
  title: 'Features/Growth/MeetingBookingView',
  component: MeetingBookingView,
  parameters: { layout: 'fullscreen' },
  args: { state: 'order' },
} satisfies Meta<typeof MeetingBookingView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };
export const NotFound: Story = { args: { state: 'not-found' } };
export const LoadError: Story = { args: { state: 'error', errorMessage: 'Your booking could not be loaded.', onRetry: () => {} } };

/** The order step: filling it in sends the draft with the raw card input. */
const onBook = fn();
export const OrderStep: Story = {
  render: () => (
    <MeetingBookingView state="order">
      <MeetingOrderStepView {...orderStep} onBook={onBook} />
    </MeetingBookingView>
  ),
  play: async ({ canvasElement }) => {
    onBook.mockClear();
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Your name/ }), 'Paolo');
    await userEvent.type(canvas.getByRole('textbox', { name: /Topic/ }), 'Chapter two');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Card' }), 'tok_visa');
    await userEvent.click(canvas.getByRole('button', { name: 'Book for $120' }));
    await expect(onBook).toHaveBeenCalledWith({ name: 'Paolo', topic: 'Chapter two', attachment: null, timezone: 'America/New_York', card: 'tok_visa' });
  },
};

/** Submitting, with the server's words from an earlier try on the form. */
export const OrderSubmittingWithError: Story = {
  render: () => (
    <MeetingBookingView state="order">
      <MeetingOrderStepView {...orderStep} error="Your card was declined." />
    </MeetingBookingView>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Your card was declined.');
  },
};

/** The slot picker across the end of daylight saving time: days in New York, 1:30 AM twice with its zone named. */
export const ScheduleAcrossDaylightSaving: Story = {
  render: () => (
    <MeetingBookingView state="schedule">
      <MeetingScheduleStepView state="choosing" slots={dstSlots} timeZone="America/New_York" now={new Date('2026-10-31T12:00:00Z')} />
    </MeetingBookingView>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sunday, November 1' })).toBeVisible();
    await expect(canvas.getByText('5 availabilities')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: (n) => plain(n) === '1:30 AM EDT, Sunday, November 1, 2026 at 1:30 AM Eastern Daylight Time' }),
    ).toHaveTextContent(/1:30\sAM\sEDT/);
    await expect(
      canvas.getByRole('button', { name: (n) => plain(n) === '1:30 AM EST, Sunday, November 1, 2026 at 1:30 AM Eastern Standard Time' }),
    ).toHaveTextContent(/1:30\sAM\sEST/);
  },
};

/** Over 50 slots: "Many availabilities". */
export const ScheduleMany: Story = {
  render: () => (
    <MeetingBookingView state="schedule">
      <MeetingScheduleStepView
        state="choosing"
        slots={Array.from({ length: 51 }, (_, i) => slot(new Date(Date.parse('2026-11-22T14:00:00Z') + i * 3_600_000).toISOString()))}
        timeZone="Europe/Rome"
      />
    </MeetingBookingView>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Many availabilities')).toBeVisible();
  },
};

export const ScheduleNone: Story = {
  render: () => (
    <MeetingBookingView state="schedule">
      <MeetingScheduleStepView state="choosing" slots={[]} timeZone="Asia/Tokyo" now={new Date('2026-11-21T12:00:00Z')} />
    </MeetingBookingView>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No slots available in the next week')).toBeVisible();
  },
};

export const ScheduleFailed: Story = {
  render: () => (
    <MeetingBookingView state="schedule">
      <MeetingScheduleStepView
        state="failed"
        slots={dstSlots}
        timeZone="America/New_York"
        failure="Something went wrong with your booking. Please contact meetings@dailymargin.example.com."
      />
    </MeetingBookingView>
  ),
};

const order = {
  start_time: '2026-11-24T15:00:00.000Z',
  user_name: 'Ada Admin',
  location: { type: 'zoom', location: null, join_url: 'https://zoom.example.com/j/1' },
} as const;

export const ConfirmationProcessing: Story = {
  render: () => (
    <MeetingBookingView state="confirmation">
      <MeetingConfirmationStepView view={{ name: 'processing' }} order={order} timeZone="America/New_York" />
    </MeetingBookingView>
  ),
};

export const ConfirmationBooked: Story = {
  render: () => (
    <MeetingBookingView state="confirmation">
      <MeetingConfirmationStepView view={{ name: 'booked' }} order={order} timeZone="America/New_York" />
    </MeetingBookingView>
  ),
  play: async ({ canvasElement }) => {
    await expect(plain(canvasElement.querySelector('[data-part="meeting-when"]')?.textContent)).toBe(
      'Tuesday, November 24, 2026 at 10:00 AM Eastern Standard Time',
    );
  },
};

/** A hostile join URL is refused by the URL policy: no join link. */
export const ConfirmationHostileJoinUrl: Story = {
  render: () => (
    <MeetingBookingView state="confirmation">
      <MeetingConfirmationStepView
        view={{ name: 'booked' }}
        order={{ ...order, location: { type: 'custom', location: 'Room ‮12', join_url: 'javascript:alert(1)' } }}
        timeZone="UTC"
      />
    </MeetingBookingView>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Join the meeting' })).toBeNull();
  },
};

export const ConfirmationCancelled: Story = {
  render: () => (
    <MeetingBookingView state="confirmation">
      <MeetingConfirmationStepView
        view={{ name: 'cancelled', reason: 'Ada is travelling.', refunded: true, rebookable: true }}
        order={order}
        timeZone="America/New_York"
        rebookHref="/meetings/book/4003?rebook=1"
      />
    </MeetingBookingView>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your payment has been refunded.')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Rebook' })).toHaveAttribute('href', '/meetings/book/4003?rebook=1');
  },
};
