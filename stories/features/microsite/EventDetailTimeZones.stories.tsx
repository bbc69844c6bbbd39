import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_NOW } from '../../../mocks/clock';
import type { EventConfigItem } from '../../../src/api/schemas/events';
import { MicrositePage } from '../../../src/features/microsite';
import { part, STORY_WAIT_MS, stateIs } from '../../support';

/**
 * The event detail's date and time in two zones across a daylight-saving change. The Daily Margin holds its events in
 * New York (`eventTimeZone="America/New_York"`: an event's date-time is the wall-clock time there); the reader is in
 * Berlin (`readerTimeZone="Europe/Berlin"`). The platform clock is frozen at the mock's now (November 21, 2026). The
 * two zones change their clocks on different days, so the gap between them is 5 hours on March 8 and November 1,
 * 2026 (6 most of the year). Add to calendar: the `.ics` file and the Google Calendar link carry UTC times.
 */
function eventAt(key: string, title: string, dateTime: string): EventConfigItem {
  return {
    key,
    value: {
      status: 'published',
      title,
      description: 'A talk, then questions; doors open 30 minutes before.',
      dateTime,
      place: 'Congress Hall',
      location: 'Congress Hall, 6th and Chestnut St, Philadelphia',
      type: ['in-person'],
      image: null,
      placeholderImage: null,
      ticketLink: null,
      isSoldOut: false,
      postSlug: null,
      liveStreamId: null,
      speakers: [],
      sponsors: [],
    },
  };
}

const spring = eventAt('event-SpringDst1', 'Evening lecture on the night the clocks spring forward', '2026-03-08T19:00');
const fall = eventAt('event-FallDst001', 'Evening lecture on the day the clocks fall back', '2026-11-01T19:00');

const eventsHandlers = [
  http.get('*/api/v1/islands/cms/config', ({ request }) => {
    const key = new URL(request.url).searchParams.get('key');
    if (key === null) return HttpResponse.json([spring, fall]);
    const item = [spring, fall].find((e) => e.key === key);
    return item ? HttpResponse.json(item) : HttpResponse.json({ error: 'Event not found' }, { status: 404 });
  }),
];

const meta = {
  title: 'Features/Microsite/EventDetailTimeZones',
  component: MicrositePage,
  tags: ['!autodocs'],
  render: () => <MicrositePage eventsTagId={7} eventTimeZone="America/New_York" readerTimeZone="Europe/Berlin" />,
  parameters: { role: 'free', layout: 'fullscreen', msw: { handlers: { events: eventsHandlers } } },
  globals: { viewport: { value: 'desktop1280' } },
} satisfies Meta<typeof MicrositePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Runs `act` and returns the text of the calendar file it hands to the browser. */
async function downloadedCalendar(act: () => Promise<void>): Promise<string> {
  const original = URL.createObjectURL;
  let file: Blob | null = null;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    file = blob as Blob;
    return original.call(URL, blob);
  };
  try {
    await act();
    await waitFor(() => expect(file).not.toBeNull(), { timeout: STORY_WAIT_MS });
  } finally {
    URL.createObjectURL = original;
  }
  return (file as unknown as Blob).text();
}

const stamp = `DTSTAMP:${MOCK_NOW.replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z')}`;

/** March 8, 2026, 7:00 PM in New York (EDT, the first evening of daylight time) is 12:00 AM on March 9 in Berlin (still GMT+1). */
export const SpringForward: Story = {
  parameters: { platform: { path: '/america250?eventId=event-SpringDst1' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => part(canvasElement, 'event-detail'), 'found');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('March 8, 2026')).toBeVisible();
    await expect(canvas.getByText('7:00 PM (event time, EDT)')).toBeVisible();
    await expect(canvas.getByText('Your time: March 9, 2026, 12:00 AM (GMT+1)')).toBeVisible();
    const google = canvas.getByRole('link', { name: 'Google Calendar' });
    const url = new URL(google.getAttribute('href')!);
    await expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    await expect(url.searchParams.get('dates')).toBe('20260308T230000Z/20260309T010000Z');
    await expect(google).toHaveAttribute('rel', 'noopener noreferrer');
    const ics = await downloadedCalendar(() => userEvent.click(canvas.getByRole('button', { name: 'Download calendar file (.ics)' })));
    const lines = ics.split('\r\n');
    await expect(lines).toContain('DTSTART:20260308T230000Z');
    await expect(lines).toContain('DTEND:20260309T010000Z');
    await expect(lines).toContain(stamp);
    await expect(lines).toContain('LOCATION:Congress Hall\\, 6th and Chestnut St\\, Philadelphia');
    await expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  },
};

/** November 1, 2026, 7:00 PM in New York (EST, the first evening of standard time) is 1:00 AM on November 2 in Berlin (GMT+1). */
export const FallBack: Story = {
  parameters: { platform: { path: '/america250?eventId=event-FallDst001' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => part(canvasElement, 'event-detail'), 'found');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('November 1, 2026')).toBeVisible();
    await expect(canvas.getByText('7:00 PM (event time, EST)')).toBeVisible();
    await expect(canvas.getByText('Your time: November 2, 2026, 1:00 AM (GMT+1)')).toBeVisible();
    const url = new URL(canvas.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')!);
    await expect(url.searchParams.get('dates')).toBe('20261102T000000Z/20261102T020000Z');
    const ics = await downloadedCalendar(() => userEvent.click(canvas.getByRole('button', { name: 'Download calendar file (.ics)' })));
    await expect(ics.split('\r\n')).toContain('DTSTART:20261102T000000Z');
  },
};

/** On a phone: both times and the calendar actions fit 375 px. */
export const PhoneSpringForward: Story = {
  globals: { viewport: { value: 'mobile375' } },
  parameters: { platform: { path: '/america250?eventId=event-SpringDst1' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => part(canvasElement, 'event-detail'), 'found');
    await expect(within(canvasElement).getByText('Your time: March 9, 2026, 12:00 AM (GMT+1)')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
