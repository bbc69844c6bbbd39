import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { advanceMockClock, MOCK_NOW } from '../../../mocks/clock';
import { meetingsStore, ORDER_IDS } from '../../../mocks/db/meetings';
import { MEETING_PROCESSING_MS } from '../../../mocks/handlers/meetings';
import { viewersByRole } from '../../../mocks/viewers';
import { bookMeeting, getMeetingOrder, updateMeetingOrder } from '../../../src/api/endpoints/meetings';
import { MeetingBookingPage } from '../../../src/features/growth';
import { createFrozenClock } from '../../../src/platform/clock';
import { createMemoryNavigation } from '../../../src/platform/navigation';
import type { ViewerRole } from '../../../src/platform/viewer';
import { PlatformProvider } from '../../../src/provider/PlatformProvider';
import { faultOn, publicationNamed, STORY_WAIT_MS, stateIs } from '../../support';

/**
 * The booking flow (`/meetings/book`, `/meetings/book/{order_id}`, M56) on the mock API, as Paolo Paid (whose seeded
 * orders are in every state) unless a story says otherwise, in America/New_York. The card field takes a test card
 * token (`tok_visa`; `tok_chargeDeclined` is declined by the mock). The mock's slots start on 2026-11-22 at 14:00 UTC
 * (9:00 AM Eastern Standard Time).
 */
const T171 = 'Processing...';
const T175 = 'You must provide your name and a topic for the meeting before booking.';
const T176 = 'You must enable Meetings before one can be booked.';
const T177 = 'Internal error';
const T179 = 'Something went wrong.';
const T180 = 'Something went wrong with your booking. Please contact meetings@dailymargin.example.com.';
const FIRST_SLOT = 'Sunday, November 22, 2026 at 9:00 AM Eastern Standard Time';
const ZONE = 'America/New_York';

const MARGIN = { id: 1, name: 'The Daily Margin', subdomain: 'dailymargin', baseUrl: 'https://dailymargin.example.com' };
/** The platform at `path`, serving The Daily Margin (its site names T180's address). */
const at = (path: string, more: Record<string, unknown> = {}) => ({ path, publication: MARGIN, ...more });
const flow = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="meeting-booking"]');
const stepState = (root: HTMLElement, step: string) => root.querySelector<HTMLElement>(`[data-part="meeting-${step}-step"]`);
/** Intl may put a narrow no-break space before AM/PM. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
const ordersOf = (name: string) => meetingsStore.orders.filter((o) => o.name === name);

async function fillOrder(root: HTMLElement, { name = 'Paolo Paid', topic = 'Feedback on my second chapter', card = 'tok_visa' } = {}) {
  const canvas = within(root);
  await stateIs(() => stepState(root, 'order'), 'idle');
  if (name) await userEvent.type(canvas.getByRole('textbox', { name: /Your name/ }), name);
  if (topic) await userEvent.type(canvas.getByRole('textbox', { name: /Topic/ }), topic);
  const cardField = canvas.queryByRole('textbox', { name: 'Card' });
  if (cardField && card) await userEvent.type(cardField, card);
}

const bookButton = (root: HTMLElement) => root.querySelector<HTMLButtonElement>('[data-part="meeting-book"]')!;

async function chooseFirstSlot(root: HTMLElement) {
  await stateIs(() => stepState(root, 'schedule'), 'choosing');
  const slot = within(root).getAllByRole('button', { name: (name) => plain(name) === FIRST_SLOT })[0]!;
  await userEvent.click(slot);
}

const meta = {
  title: 'Features/Growth/MeetingBookingPage',
  component: MeetingBookingPage,
  tags: ['!autodocs'],
  args: { timeZone: ZONE },
  parameters: { role: 'paid', layout: 'fullscreen', platform: at('/meetings/book') },
} satisfies Meta<typeof MeetingBookingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order step, filled in: the price on the book button, the test-card note, the reader's zone. */
export const OrderStep: Story = {
  play: async ({ canvasElement }) => {
    await fillOrder(canvasElement);
    const canvas = within(canvasElement);
    await expect(bookButton(canvasElement)).toBeEnabled();
    await expect(bookButton(canvasElement)).toHaveTextContent('Book for $120');
    await expect(canvas.getByText('Test mode: type a test card token such as tok_visa.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toHaveValue(ZONE);
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Your details');
  },
};

/** Blank fields: the book button is disabled and says T175 (read with it). */
export const IncompleteForm: Story = {
  play: async ({ canvasElement }) => {
    await stateIs(() => stepState(canvasElement, 'order'), 'idle');
    await expect(bookButton(canvasElement)).toBeDisabled();
    await expect(bookButton(canvasElement)).toHaveAccessibleDescription(T175);
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: /Your name/ }), 'Paolo');
    await expect(bookButton(canvasElement)).toHaveAccessibleDescription(T175);
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: /Topic/ }), '   ');
    await expect(bookButton(canvasElement)).toBeDisabled();
  },
};

/** A topic over 1,000 characters: the field names the limit and the button stays disabled. */
export const TopicTooLong: Story = {
  play: async ({ canvasElement }) => {
    await stateIs(() => stepState(canvasElement, 'order'), 'idle');
    const topic = within(canvasElement).getByRole('textbox', { name: /Topic/ });
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: /Your name/ }), 'Paolo');
    await userEvent.click(topic);
    await userEvent.paste('t'.repeat(1001));
    await expect(bookButton(canvasElement)).toBeDisabled();
    await expect(topic).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Meetings are off (Field Notes): the book button is disabled with T176. */
export const MeetingsOff: Story = {
  parameters: { platform: at('/meetings/book', { apiBaseUrl: publicationNamed('Field Notes').baseUrl }) },
  play: async ({ canvasElement }) => {
    await fillOrder(canvasElement);
    await expect(bookButton(canvasElement)).toBeDisabled();
    await expect(bookButton(canvasElement)).toHaveAccessibleDescription(T176);
  },
};

/** An anonymous visitor is asked to sign in before booking. */
export const Anonymous: Story = {
  parameters: { role: 'anonymous' },
  play: async ({ canvasElement }) => {
    await stateIs(() => stepState(canvasElement, 'order'), 'signed-out');
    await expect(within(canvasElement).getByText('Sign in to book a meeting.')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fmeetings%2Fbook');
  },
};

/** A free subscriber books at the full price. */
export const FreeSubscriber: Story = {
  parameters: { role: 'free' },
  play: async ({ canvasElement }) => {
    await fillOrder(canvasElement, { name: 'Frances Free' });
    await expect(bookButton(canvasElement)).toHaveTextContent('Book for $150');
  },
};

/** A founding member books at the founding price. */
export const FoundingMember: Story = {
  parameters: { role: 'founding' },
  play: async ({ canvasElement }) => {
    await fillOrder(canvasElement, { name: 'Fiona Founding' });
    await expect(bookButton(canvasElement)).toHaveTextContent('Book for $90');
  },
};

/** The card element's token error is shown on the form; nothing is booked and the form keeps its text. */
export const CardTokenError: Story = {
  play: async ({ canvasElement }) => {
    const before = meetingsStore.orders.length;
    await fillOrder(canvasElement, { card: '4242 4242 4242 4242' });
    await userEvent.click(bookButton(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Your card number is invalid.');
    await expect(meetingsStore.orders.length).toBe(before);
    await expect(within(canvasElement).getByRole('textbox', { name: /Topic/ })).toHaveValue('Feedback on my second chapter');
  },
};

/** No card element on the page: "Internal error" (T177). */
export const CardElementMissing: Story = {
  args: { createCardToken: null },
  play: async ({ canvasElement }) => {
    await fillOrder(canvasElement);
    await expect(within(canvasElement).queryByRole('textbox', { name: 'Card' })).toBeNull();
    await userEvent.click(bookButton(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(T177);
  },
};

/** The card is declined (402): the server's words on the form, the form kept. */
export const CardDeclined: Story = {
  play: async ({ canvasElement }) => {
    await fillOrder(canvasElement, { card: 'tok_chargeDeclined' });
    await userEvent.click(bookButton(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Your card was declined.');
    await stateIs(() => stepState(canvasElement, 'order'), 'failed');
    await expect(within(canvasElement).getByRole('textbox', { name: /Your name/ })).toHaveValue('Paolo Paid');
  },
};

/** E74 answers 500: the server's words on the form. */
export const BookFailsServerError: Story = {
  parameters: { scenario: faultOn(bookMeeting, '500') },
  play: async ({ canvasElement }) => {
    await fillOrder(canvasElement);
    await userEvent.click(bookButton(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Internal server error');
  },
};

/** E74 answers 403: the server's words. */
export const BookFailsForbidden: Story = {
  parameters: { scenario: faultOn(bookMeeting, '403') },
  play: async ({ canvasElement }) => {
    await fillOrder(canvasElement);
    await userEvent.click(bookButton(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Forbidden');
  },
};

/** E74 fails without words (network): "Something went wrong." (T179); booking again lands one order. */
export const BookFailsNetwork: Story = {
  parameters: { scenario: faultOn(bookMeeting, 'network') },
  play: async ({ canvasElement }) => {
    await fillOrder(canvasElement);
    await userEvent.click(bookButton(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(T179);
  },
};

/** An unreadable answer to E74: T179. */
export const BookFailsMalformed: Story = {
  parameters: { scenario: faultOn(bookMeeting, 'malformed') },
  play: async ({ canvasElement }) => {
    await fillOrder(canvasElement);
    await userEvent.click(bookButton(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(T179);
  },
};

/** A double click on Book books once: one new order, then the schedule step. */
export const DoubleClickBooksOnce: Story = {
  parameters: { scenario: { latencyMs: 300 } },
  play: async ({ canvasElement }) => {
    const before = meetingsStore.orders.length;
    await fillOrder(canvasElement, { name: 'Double Clicker' });
    await userEvent.dblClick(bookButton(canvasElement));
    await stateIs(() => flow(canvasElement), 'schedule');
    await stateIs(() => stepState(canvasElement, 'schedule'), 'choosing');
    await expect(meetingsStore.orders.length).toBe(before + 1);
    await expect(ordersOf('Double Clicker')).toHaveLength(1);
  },
};

/** The whole flow: book → schedule (zone named, "Many availabilities") → a slot → 2 s → "Processing..." → booked. */
export const BookScheduleConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillOrder(canvasElement, { name: 'Paula Flow' });
    await userEvent.click(bookButton(canvasElement));
    await stateIs(() => flow(canvasElement), 'schedule');
    await expect(await canvas.findByText('Many availabilities')).toBeVisible();
    await expect(plain(canvasElement.querySelector('[data-part="meeting-zone"]')?.textContent)).toBe('Times in America/New_York (Eastern Standard Time)');
    await chooseFirstSlot(canvasElement);
    await stateIs(() => stepState(canvasElement, 'schedule'), 'waiting');
    await expect(plain(canvas.getByRole('status').textContent)).toBe(`Booked for ${FIRST_SLOT}.`);
    await stateIs(() => flow(canvasElement), 'confirmation', STORY_WAIT_MS);
    await expect(stepState(canvasElement, 'confirmation')).toHaveTextContent(T171);
    advanceMockClock(MEETING_PROCESSING_MS);
    await stateIs(() => stepState(canvasElement, 'confirmation'), 'booked');
    await expect(canvas.getByRole('heading', { name: 'Your meeting is booked' })).toBeVisible();
    await expect(plain(canvasElement.querySelector('[data-part="meeting-when"]')?.textContent)).toBe(FIRST_SLOT);
    await expect(canvas.getByRole('link', { name: 'Join the meeting' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/zoom\.example\.com\/j\/\d+$/),
    );
    const [order] = ordersOf('Paula Flow');
    await expect(order?.start_time).toBe('2026-11-22T14:00:00.000Z');
  },
};

/** An order with no open slots: "No slots available in the next week" (Open Water's offer). */
export const NoSlots: Story = {
  parameters: { platform: at('/meetings/book', { apiBaseUrl: publicationNamed('Open Water').baseUrl }) },
  play: async ({ canvasElement }) => {
    await fillOrder(canvasElement);
    await userEvent.click(bookButton(canvasElement));
    await stateIs(() => flow(canvasElement), 'schedule');
    await expect(await within(canvasElement).findByText('No slots available in the next week')).toBeVisible();
    await expect(within(canvasElement).queryAllByRole('button', { name: /Eastern/ })).toHaveLength(0);
  },
};

/** Resuming an unscheduled order from the address: the schedule step, slots labelled with full date, time and zone. */
export const ScheduleStep: Story = {
  parameters: { platform: at(`/meetings/book/${ORDER_IDS.unscheduled}`) },
  play: async ({ canvasElement }) => {
    await stateIs(() => stepState(canvasElement, 'schedule'), 'choosing');
    const slot = within(canvasElement).getAllByRole('button', { name: (name) => plain(name) === FIRST_SLOT })[0]!;
    await expect(plain(slot.textContent)).toBe('9:00 AM');
    slot.focus();
    await expect(slot).toHaveFocus();
  },
};

/** E75 fails: T180 naming the host's address; the order stays unscheduled. */
export const ScheduleFails: Story = {
  parameters: { platform: at(`/meetings/book/${ORDER_IDS.unscheduled}`), scenario: faultOn(updateMeetingOrder, '500') },
  play: async ({ canvasElement }) => {
    await chooseFirstSlot(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(T180);
    await stateIs(() => stepState(canvasElement, 'schedule'), 'failed');
    await expect(meetingsStore.orders.find((o) => o.order_id === ORDER_IDS.unscheduled)?.calendly_event_uri).toBeNull();
  },
};

/** E75 fails on the network: T180 too. */
export const ScheduleFailsNetwork: Story = {
  parameters: { platform: at(`/meetings/book/${ORDER_IDS.unscheduled}`), scenario: faultOn(updateMeetingOrder, 'network') },
  play: async ({ canvasElement }) => {
    await chooseFirstSlot(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(T180);
  },
};

/** A processing order from the address: "Processing..." (T171) until the poll learns the place. */
export const Processing: Story = {
  parameters: { platform: at(`/meetings/book/${ORDER_IDS.processing}`) },
  play: async ({ canvasElement }) => {
    await stateIs(() => stepState(canvasElement, 'confirmation'), 'processing');
    await expect(stepState(canvasElement, 'confirmation')).toHaveTextContent(T171);
  },
};

/** A signed-out reader opening an order's address is asked to sign in and come back to it. */
export const AnonymousWithOrder: Story = {
  parameters: { role: 'anonymous', platform: at(`/meetings/book/${ORDER_IDS.scheduled}`) },
  play: async ({ canvasElement }) => {
    await stateIs(() => stepState(canvasElement, 'order'), 'signed-out');
    await expect(within(canvasElement).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fmeetings%2Fbook%2F4002');
  },
};

/** A founding member's booked meeting on Microsoft Teams. */
export const FoundingBooked: Story = {
  parameters: { role: 'founding', platform: at(`/meetings/book/${ORDER_IDS.foundingScheduled}`) },
  play: async ({ canvasElement }) => {
    await stateIs(() => stepState(canvasElement, 'confirmation'), 'booked');
    await expect(within(canvasElement).getByText('Microsoft Teams')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Join the meeting' })).toHaveAttribute('href', 'https://teams.example.com/l/meetup-join/4007');
  },
};

/** A booked order: the time in the reader's zone and the Zoom join link. */
export const Booked: Story = {
  parameters: { platform: at(`/meetings/book/${ORDER_IDS.scheduled}`) },
  play: async ({ canvasElement }) => {
    await stateIs(() => stepState(canvasElement, 'confirmation'), 'booked');
    await expect(within(canvasElement).getByText('Zoom')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Join the meeting' })).toHaveAttribute('href', 'https://zoom.example.com/j/4002');
  },
};

/** A rebooked order (num_rebookings > 0): an outbound call. */
export const Rebooked: Story = {
  parameters: { platform: at(`/meetings/book/${ORDER_IDS.rebooked}`) },
  play: async ({ canvasElement }) => {
    await stateIs(() => stepState(canvasElement, 'confirmation'), 'rebooked');
    await expect(within(canvasElement).getByRole('heading', { name: 'Your meeting is rebooked' })).toBeVisible();
    await expect(within(canvasElement).getByText(/will call you at \+1 215 555 0142/)).toBeVisible();
  },
};

/** A cancelled order: the reason, no refund, and Rebook → the schedule step → a new slot → rebooked. */
export const CancelledAndRebook: Story = {
  parameters: { platform: at(`/meetings/book/${ORDER_IDS.cancelled}`) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stateIs(() => stepState(canvasElement, 'confirmation'), 'cancelled');
    await expect(canvas.getByText('Reason: Ada is travelling that week; please pick another slot.')).toBeVisible();
    await expect(canvas.getByText('Your payment has not been refunded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Rebook' }));
    await chooseFirstSlot(canvasElement);
    await stateIs(() => flow(canvasElement), 'confirmation', STORY_WAIT_MS);
    advanceMockClock(MEETING_PROCESSING_MS);
    await stateIs(() => stepState(canvasElement, 'confirmation'), 'rebooked');
  },
};

/** A refunded order: the refund note, no rebook link. */
export const Refunded: Story = {
  parameters: { platform: at(`/meetings/book/${ORDER_IDS.refunded}`) },
  play: async ({ canvasElement }) => {
    await stateIs(() => stepState(canvasElement, 'confirmation'), 'cancelled');
    await expect(within(canvasElement).getByText('Your payment has been refunded.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('link', { name: 'Rebook' })).toBeNull();
  },
};

/** Someone else's order (or none): not found, with a way to book a new one. */
export const OrderNotFound: Story = {
  parameters: { role: 'free', platform: at(`/meetings/book/${ORDER_IDS.scheduled}`) },
  play: async ({ canvasElement }) => {
    await stateIs(() => flow(canvasElement), 'not-found');
    await expect(within(canvasElement).getByRole('link', { name: 'Book a new meeting' })).toHaveAttribute('href', '/meetings/book');
  },
};

/** The order fails to load: Try again. */
export const OrderLoadFails: Story = {
  parameters: { platform: at(`/meetings/book/${ORDER_IDS.scheduled}`), scenario: faultOn(getMeetingOrder, '500') },
  play: async ({ canvasElement }) => {
    await stateIs(() => flow(canvasElement), 'error');
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A page with its own provider over one address: "Reload the page" remounts it with a fresh cache, as a reload would. */
function ReloadablePage({ viewerRole, path }: { viewerRole: ViewerRole; path: string }) {
  const [navigation] = useState(() => createMemoryNavigation(path));
  const [clock] = useState(() => createFrozenClock(MOCK_NOW));
  const [key, setKey] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setKey((k) => k + 1)} style={{ margin: 16 }}>
        Reload the page
      </button>
      <PlatformProvider key={key} dialogs="in-page" viewer={viewersByRole[viewerRole]} navigation={navigation} clock={clock} publication={MARGIN}>
        <MeetingBookingPage timeZone={ZONE} />
      </PlatformProvider>
    </>
  );
}

/** A reload at each step resumes it from the address: after booking (schedule), after scheduling (processing), once booked. */
export const ReloadAtEachStep: Story = {
  render: () => <ReloadablePage viewerRole="paid" path="/meetings/book" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reload = () => userEvent.click(canvas.getByRole('button', { name: 'Reload the page' }));
    await fillOrder(canvasElement, { name: 'Rita Reload' });
    await userEvent.click(bookButton(canvasElement));
    await stateIs(() => flow(canvasElement), 'schedule');
    const [order] = ordersOf('Rita Reload');
    await reload();
    await stateIs(() => stepState(canvasElement, 'schedule'), 'choosing');
    await chooseFirstSlot(canvasElement);
    await stateIs(() => flow(canvasElement), 'confirmation', STORY_WAIT_MS);
    await reload();
    await stateIs(() => stepState(canvasElement, 'confirmation'), 'processing');
    advanceMockClock(MEETING_PROCESSING_MS);
    await stateIs(() => stepState(canvasElement, 'confirmation'), 'booked');
    await reload();
    await stateIs(() => stepState(canvasElement, 'confirmation'), 'booked');
    await expect(ordersOf('Rita Reload')).toHaveLength(1);
    await expect(order?.order_id).toBeGreaterThan(4100);
  },
};

/** The order step at 375 px. */
export const Phone375: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await fillOrder(canvasElement);
    await expect(bookButton(canvasElement)).toBeEnabled();
  },
};

/** The schedule step at 375 px. */
export const SchedulePhone375: Story = {
  globals: { viewport: { value: 'mobile375' } },
  parameters: { platform: at(`/meetings/book/${ORDER_IDS.unscheduled}`) },
  play: async ({ canvasElement }) => {
    await stateIs(() => stepState(canvasElement, 'schedule'), 'choosing');
  },
};

/** The confirmation at 1280 px: the card keeps its 450 px. */
export const Desktop1280: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  parameters: { platform: at(`/meetings/book/${ORDER_IDS.scheduled}`) },
  play: async ({ canvasElement }) => {
    await stateIs(() => stepState(canvasElement, 'confirmation'), 'booked');
    await waitFor(() => expect(canvasElement.querySelector('section')!.getBoundingClientRect().width).toBeLessThanOrEqual(450));
  },
};
