import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { eventsHandlers } from '../../../mocks/handlers/events';
import { feedHandlers } from '../../../mocks/handlers/feed';
import { getCmsConfig } from '../../../src/api/endpoints/events';
import { MicrositePage } from '../../../src/features/microsite';
import { useLocation, usePlatform } from '../../../src/platform/context';
import type { MemoryNavigation } from '../../../src/platform/navigation';
import { faultOn, part, ready, STORY_WAIT_MS, stateIs } from '../../support';

/**
 * The anniversary microsite (`/america250`) on the mock API, mounted as the app mounts it: the view, the open event
 * and the filters come from the address, and every choice writes the address (back and forward step through them).
 * The Daily Margin's events: four upcoming (a livestreamed debate, the town hall, a sold-out tour, a hybrid book fair),
 * two past (a recorded livestream, a walk with its video post), two drafts only admins see. The clock is the mock's
 * (November 21, 2026).
 */
function RoutedMicrosite() {
  const { navigation } = usePlatform() as unknown as { navigation: MemoryNavigation };
  const location = useLocation();
  useEffect(() => {
    (window as unknown as { __micrositeNavigation?: MemoryNavigation }).__micrositeNavigation = navigation;
  }, [navigation]);
  return (
    <>
      <MicrositePage eventsTagId={7} readerTimeZone="America/Los_Angeles" />
      <output hidden data-testid="address" data-path={`${location.pathname}${location.search}`} />
    </>
  );
}

const navigation = () => (window as unknown as { __micrositeNavigation?: MemoryNavigation }).__micrositeNavigation!;
const at = (path: string) => ({ platform: { path } });
const address = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-testid="address"]')!.dataset.path;
const site = (root: HTMLElement) => part(root, 'microsite')!;
const cards = (root: HTMLElement, within: ParentNode = root) => [...within.querySelectorAll<HTMLElement>('[data-part="event-card"]')];
const cardTitles = (root: ParentNode) => [...root.querySelectorAll('[data-part="event-card"] h3')].map((h) => h.textContent);
const list = (root: HTMLElement, name: string) => within(root).getByRole('list', { name });

async function eventsReady(root: HTMLElement) {
  await waitFor(() => expect(part(root, 'event-lists')).toHaveAttribute('data-state', 'ready'), { timeout: STORY_WAIT_MS });
}

const meta = {
  title: 'Features/Microsite/MicrositePage',
  component: MicrositePage,
  tags: ['!autodocs'],
  render: () => <RoutedMicrosite />,
  parameters: { role: 'free', layout: 'fullscreen', ...at('/america250') },
  globals: { viewport: { value: 'desktop1280' } },
} satisfies Meta<typeof MicrositePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The overview: the manifesto collapsed ("Keep Reading" opens it), the next 3 published events and the 3 latest stories. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'America at 250' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    const keepReading = canvas.getByRole('button', { name: 'Keep Reading' });
    await expect(keepReading).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(/Come to an event, read along/)).not.toBeVisible();
    await userEvent.click(keepReading);
    await expect(await canvas.findByText(/Come to an event, read along/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    const upcoming = await canvas.findByRole('list', { name: 'Upcoming events' });
    await waitFor(() =>
      expect(cardTitles(upcoming)).toEqual([
        'Live debate: should the Constitution be easier to amend?',
        'Town hall: the next 250 years',
        'Printers of the Revolution: a walking tour',
      ]),
    );
    await expect(within(upcoming).getByText('December 3, 2026 · 6:30 PM')).toBeVisible();
    const stories = await canvas.findByRole('list', { name: 'Latest stories' });
    await expect(stories.querySelectorAll('[data-part="post-card"]')).toHaveLength(3);
    await expect(address(canvasElement)).toBe('/america250');
  },
};

/** "View All" under the events opens the Events tab, written in the address; back returns to the overview. */
export const ViewAllEvents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, 'microsite');
    const [viewAllEvents] = await canvas.findAllByRole('link', { name: 'View All' });
    await userEvent.click(viewAllEvents!);
    await waitFor(() => expect(address(canvasElement)).toBe('/america250?tab=events'));
    await expect(canvas.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
    await eventsReady(canvasElement);
    navigation().back();
    await stateIs(() => site(canvasElement), 'overview');
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Keyboard only: arrows move between the tabs, Enter opens one (the address follows), Tab reaches the panel. */
export const TabsByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, 'microsite');
    canvas.getByRole('tab', { name: 'Overview' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Stories' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(address(canvasElement)).toBe('/america250?tab=stories'));
    await stateIs(() => site(canvasElement), 'stories');
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await waitFor(() => expect(address(canvasElement)).toBe('/america250?tab=events'));
    await eventsReady(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Events' })).toHaveFocus();
  },
};

/** A reader: upcoming events soonest first, then "Past Events"; no drafts, no status labels; sold out; Watch Recording on past events with a recording. */
export const EventsReader: Story = {
  parameters: at('/america250?tab=events'),
  play: async ({ canvasElement }) => {
    await eventsReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Events' })).toBeVisible();
    await expect(canvas.getByText('Filter By')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Add Event' })).toBeNull();
    await expect(cardTitles(list(canvasElement, 'Upcoming'))).toEqual([
      'Live debate: should the Constitution be easier to amend?',
      'Town hall: the next 250 years',
      'Printers of the Revolution: a walking tour',
      'The Margin book fair (in person and online)',
    ]);
    const past = list(canvasElement, 'Past Events');
    await expect(cardTitles(past)).toEqual(['A walk through the stacks', 'Book club: Common Sense at 250', 'July Fourth live: reading the Declaration aloud']);
    await expect(
      within(past)
        .getAllByRole('link', { name: 'Watch Recording' })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/p/video-walk-through', '/livestream']);
    await expect(within(list(canvasElement, 'Upcoming')).getByText('Sold out')).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="event-status"]')).toBeNull();
  },
};

/** An admin sees the drafts and each event's status label. */
export const EventsAdmin: Story = {
  parameters: { role: 'admin', ...at('/america250?tab=events') },
  play: async ({ canvasElement }) => {
    await eventsReady(canvasElement);
    await expect(site(canvasElement)).toHaveAttribute('data-admin', '');
    const upcoming = list(canvasElement, 'Upcoming');
    await expect(cardTitles(upcoming)).toContain('Gala (draft): the 250th dinner');
    await expect(cardTitles(list(canvasElement, 'Past Events'))).toContain('Old draft that never ran');
    const draft = cards(canvasElement).find((c) => c.textContent?.includes('Gala (draft)'))!;
    await expect(within(draft).getByText('Draft')).toBeVisible();
    await expect(within(cards(canvasElement)[0]!).getByText('Published')).toBeVisible();
  },
};

/** An admin with `hideAdmin` in the address sees what readers see. */
export const EventsAdminHideAdmin: Story = {
  parameters: { role: 'admin', ...at('/america250?tab=events&hideAdmin=true') },
  play: async ({ canvasElement }) => {
    await eventsReady(canvasElement);
    await expect(site(canvasElement)).not.toHaveAttribute('data-admin');
    await expect(cardTitles(canvasElement)).not.toContain('Gala (draft): the 250th dinner');
    await expect(canvasElement.querySelector('[data-part="event-status"]')).toBeNull();
  },
};

/** Filters live in the address: a location, then a type no event has (empty, with Clear All), back and forward, Clear All. */
export const FiltersInTheAddress: Story = {
  parameters: at('/america250?tab=events'),
  play: async ({ canvasElement }) => {
    await eventsReady(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Location' }), 'Philadelphia');
    await waitFor(() => expect(address(canvasElement)).toBe('/america250?tab=events&location=Philadelphia'));
    await waitFor(() =>
      expect(cardTitles(canvasElement)).toEqual(['Town hall: the next 250 years', 'Printers of the Revolution: a walking tour', 'A walk through the stacks']),
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'livestream');
    await waitFor(() => expect(address(canvasElement)).toBe('/america250?tab=events&location=Philadelphia&type=livestream'));
    await expect(await canvas.findByRole('heading', { name: 'No events match these filters' })).toBeVisible();
    navigation().back();
    await waitFor(() => expect(cardTitles(canvasElement)).toHaveLength(3));
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveValue('');
    navigation().forward();
    await expect(await canvas.findByRole('heading', { name: 'No events match these filters' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveValue('livestream');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Clear All' }).at(-1)!);
    await waitFor(() => expect(address(canvasElement)).toBe('/america250?tab=events'));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(7));
  },
};

/** A shared filtered address: Past events, Remote — the July Fourth livestream only. */
export const SharedFilteredList: Story = {
  parameters: at('/america250?tab=events&date=PAST&location=REMOTE'),
  play: async ({ canvasElement }) => {
    await eventsReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Date' })).toHaveValue('PAST');
    await expect(canvas.getByRole('combobox', { name: 'Location' })).toHaveValue('REMOTE');
    await expect(cardTitles(canvasElement)).toEqual(['July Fourth live: reading the Declaration aloud']);
    await expect(canvas.queryByRole('heading', { name: 'Upcoming' })).toBeNull();
  },
};

/** Opening an event from the list (by keyboard) shows its detail; "Back to events" returns to the list. */
export const EventDetail: Story = {
  parameters: at('/america250?tab=events'),
  play: async ({ canvasElement }) => {
    await eventsReady(canvasElement);
    const canvas = within(canvasElement);
    canvas.getByRole('link', { name: 'Town hall: the next 250 years' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(address(canvasElement)).toBe('/america250?tab=events&eventId=event-TownHall26'));
    await stateIs(() => part(canvasElement, 'event-detail'), 'found');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Town hall: the next 250 years' })).toBeVisible();
    await expect(canvas.getByText('December 3, 2026')).toBeVisible();
    await expect(canvas.getByText('6:30 PM (event time, UTC)')).toBeVisible();
    await expect(canvas.getByText('Your time: December 3, 2026, 10:30 AM (PST)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download calendar file (.ics)' })).toBeVisible();
    await expect(canvas.getByText('Congress Hall, 6th and Chestnut St, Philadelphia')).toBeVisible();
    await expect(canvas.getByText('Congress Hall')).toBeVisible();
    const tickets = canvas.getByRole('link', { name: 'Get tickets' });
    await expect(tickets).toHaveAttribute('href', 'https://tickets.example.com/town-hall');
    await expect(tickets).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('heading', { name: 'Speakers' })).toBeVisible();
    await expect(canvas.getByText('Dr. Helen Marsh')).toBeVisible();
    await expect(canvas.getByText('Chestnut Street Press')).toBeVisible();
    await expect(canvas.getByText(/partnerships@dailymargin\.example\.com/)).toBeVisible();
    const more = await canvas.findByRole('list', { name: 'More in America 250' });
    await waitFor(() => expect(more.querySelectorAll('[data-part="post-card"]').length).toBeGreaterThan(0));
    await userEvent.click(canvas.getByRole('link', { name: 'Back to events' }));
    await waitFor(() => expect(address(canvasElement)).toBe('/america250?tab=events'));
    await eventsReady(canvasElement);
  },
};

/** A sold-out event: "Sold out" instead of tickets. */
export const EventDetailSoldOut: Story = {
  parameters: at('/america250?tab=events&eventId=event-SoldOut250'),
  play: async ({ canvasElement }) => {
    await stateIs(() => part(canvasElement, 'event-detail'), 'found');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sold out')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Get tickets' })).toBeNull();
  },
};

/** While the event loads: "Loading..." (T059). */
export const EventDetailLoading: Story = {
  parameters: {
    ...at('/america250?eventId=event-TownHall26'),
    msw: {
      handlers: {
        events: [
          http.get('*/api/v1/islands/cms/config', async ({ request }) => {
            if (new URL(request.url).searchParams.has('key')) await delay('infinite');
            return undefined;
          }),
          ...eventsHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading...');
    await expect(part(canvasElement, 'event-detail')).toHaveAttribute('data-state', 'loading');
  },
};

/** No event with that key: "Event Not Found" / "The requested event could not be found." (T060, T061), with the way back. */
export const EventDetailNotFound: Story = {
  parameters: at('/america250?tab=events&eventId=event-NoSuchEvnt'),
  play: async ({ canvasElement }) => {
    await stateIs(() => part(canvasElement, 'event-detail'), 'not_found');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Event Not Found' })).toBeVisible();
    await expect(canvas.getByText('The requested event could not be found.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to events' })).toHaveAttribute('href', '/america250?tab=events');
  },
};

/** A draft is not found for a reader (the server does not send it). */
export const DraftNotFoundForReader: Story = {
  parameters: at('/america250?eventId=event-DraftGala1'),
  play: async ({ canvasElement }) => {
    await stateIs(() => part(canvasElement, 'event-detail'), 'not_found');
    await expect(within(canvasElement).getByRole('heading', { name: 'Event Not Found' })).toBeVisible();
  },
};

/** The events fail to load (500): the area's text with Try again, which reads them again. */
export const EventsLoadFails: Story = {
  parameters: { ...at('/america250?tab=events'), scenario: faultOn(getCmsConfig, '500') },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(part(canvasElement, 'event-lists')).toHaveAttribute('data-state', 'error'), { timeout: STORY_WAIT_MS });
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The events could not be loaded.');
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** No connection while the event loads: the shared network text. */
export const EventDetailNetworkError: Story = {
  parameters: { ...at('/america250?eventId=event-TownHall26'), scenario: faultOn(getCmsConfig, 'network') },
  play: async ({ canvasElement }) => {
    await stateIs(() => part(canvasElement, 'event-detail'), 'error');
    await expect(within(part(canvasElement, 'event-detail')!).getByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
  },
};

/** Stories: All, 20 a page with "Load More"; Videos lists only videos. */
export const Stories: Story = {
  parameters: at('/america250?tab=stories'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('list', { name: 'Stories' });
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(grid.querySelectorAll('[data-part="post-card"]')).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Stories' }).querySelectorAll('[data-part="post-card"]').length).toBeGreaterThan(20));
    await userEvent.click(canvas.getByRole('button', { name: 'Videos' }));
    await expect(canvas.getByRole('button', { name: 'Videos' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(part(canvasElement, 'microsite-stories')).toHaveAttribute('data-state', 'ready'));
    const videos = canvas.getByRole('list', { name: 'Stories' }).querySelectorAll('[data-part="post-card"]');
    await expect(videos.length).toBeGreaterThan(0);
    await expect(videos.length).toBeLessThan(20);
    await expect(canvas.queryByRole('button', { name: 'Load More' })).toBeNull();
  },
};

/** No stories for a filter: the empty state. */
export const StoriesEmpty: Story = {
  parameters: {
    ...at('/america250?tab=stories'),
    msw: { handlers: { feed: [http.get('*/api/v1/archive/stories', () => HttpResponse.json([])), ...feedHandlers] } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No stories here yet' })).toBeVisible();
  },
};

/** The sponsors section, reached by address only (no tab is selected). */
export const Sponsors: Story = {
  parameters: at('/america250?tab=sponsors'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sponsors' })).toBeVisible();
    await expect(canvas.getByText('Presenting sponsors')).toBeVisible();
    await expect(canvas.getByText('The Liberty Bell Foundation')).toBeVisible();
    for (const tab of canvas.getAllByRole('tab')) await expect(tab).toHaveAttribute('aria-selected', 'false');
  },
};

/** On a phone the filters open inline under the sidebar's header. */
export const PhoneEvents: Story = {
  globals: { viewport: { value: 'mobile375' } },
  parameters: at('/america250?tab=events'),
  play: async ({ canvasElement }) => {
    await eventsReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: 'Location' })).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByRole('combobox', { name: 'Location' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** The event detail on a phone. */
export const PhoneEventDetail: Story = {
  globals: { viewport: { value: 'mobile375' } },
  parameters: at('/america250?eventId=event-HybridFair'),
  play: async ({ canvasElement }) => {
    await stateIs(() => part(canvasElement, 'event-detail'), 'found');
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'The Margin book fair (in person and online)' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
