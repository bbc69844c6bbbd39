import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findPost } from '../../../../mocks/db';
import { livestreamHandlers } from '../../../../mocks/handlers/livestream';
import { setScenario } from '../../../../mocks/scenario';
import { getVideosPageData } from '../../../../src/api/endpoints/livestream';
import { VideosPage } from '../../../../src/features/media';
import { faultOn, part, ready, STORY_WAIT_MS, stateIs } from '../../../support';

/**
 * The videos page (`/videos`, spec 001) on the mock API: The Daily Margin has 9 video posts, so the first page
 * brings 7 and "Load more" brings the last 2 (fewer than 7: the end). The series are its sections with video or
 * podcast posts.
 */
const meta = {
  title: 'Features/Media/VideosPage',
  component: VideosPage,
  tags: ['!autodocs'],
  parameters: { role: 'paid', layout: 'fullscreen' },
} satisfies Meta<typeof VideosPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded archive's first two video posts (archive-1, archive-6): their titles come from the mock's corpus. */
const FIRST_VIDEO = findPost(1100)!.title;
const SECOND_VIDEO = findPost(1105)!.title;
const FOURTH_VIDEO = 'A walk through the stacks (video)';

const cards = (root: HTMLElement) => root.querySelectorAll('[data-part="video-card"]');
const hero = (root: HTMLElement) => part(root, 'hero-carousel')!;
/** The hero's slide now in view, by its title. */
const currentSlideTitle = (root: HTMLElement) => hero(root).querySelector('[data-current] h2')?.textContent;

async function heroAt(root: HTMLElement, index: number, title: string) {
  await stateIs(() => hero(root), 'idle');
  await waitFor(() => expect(hero(root)).toHaveAttribute('data-index', String(index)), { timeout: STORY_WAIT_MS });
  await expect(currentSlideTitle(root)).toBe(title);
}

/** A paid reader: the title "Videos" (desktop), the hero on the newest video, the first 7 videos and "Load more". */
export const Latest: Story = {
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement, 'videos-page');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
    await expect(page).toHaveAttribute('data-state', 'ready');
    await expect(cards(canvasElement)).toHaveLength(7);
    await expect(canvas.getByRole('tab', { name: 'Latest Videos' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'All Series' })).toHaveAttribute('aria-selected', 'false');
    await heroAt(canvasElement, 0, FIRST_VIDEO);
    await expect(within(hero(canvasElement)).getByRole('link', { name: FIRST_VIDEO })).toHaveAttribute('href', '/p/archive-1');
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeVisible();
  },
};

/** The hero (M39): Next and Previous move one video, both wrap; a dot jumps; ←/→ work inside; off-screen slides are inert. */
export const HeroCarousel: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'videos-page');
    const carousel = within(hero(canvasElement));
    await expect(hero(canvasElement)).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel.getAllByRole('group', { hidden: true })).toHaveLength(4);
    await userEvent.click(carousel.getByRole('button', { name: 'Next video' }));
    await heroAt(canvasElement, 1, SECOND_VIDEO);
    await userEvent.click(carousel.getByRole('button', { name: 'Previous video' }));
    await heroAt(canvasElement, 0, FIRST_VIDEO);
    await userEvent.click(carousel.getByRole('button', { name: 'Previous video' }));
    await heroAt(canvasElement, 3, FOURTH_VIDEO);
    await userEvent.click(carousel.getByRole('button', { name: 'Next video' }));
    await heroAt(canvasElement, 0, FIRST_VIDEO);
    await userEvent.click(carousel.getByRole('button', { name: 'Show video 4' }));
    await heroAt(canvasElement, 3, FOURTH_VIDEO);
    await expect(carousel.getByRole('button', { name: 'Show video 4' })).toHaveAttribute('aria-current', 'true');
    // Keys: → from the last wraps to the first, ← goes back.
    carousel.getByRole('button', { name: 'Next video' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await heroAt(canvasElement, 0, FIRST_VIDEO);
    await userEvent.keyboard('{ArrowLeft}');
    await heroAt(canvasElement, 3, FOURTH_VIDEO);
    // Only the slide in view is reachable.
    await expect(carousel.queryByRole('link', { name: FIRST_VIDEO })).toBeNull();
    await expect(carousel.getByRole('link', { name: FOURTH_VIDEO })).toBeVisible();
  },
};

/** "Load more" brings the last 2 videos; fewer than 7 came back, so the list ends and the button goes. */
export const LoadMoreToTheEnd: Story = {
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement, 'videos-page');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(9), { timeout: STORY_WAIT_MS });
    await expect(page).toHaveAttribute('data-end', '');
    await expect(canvas.getByText('You’ve reached the end.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
    // The hero keeps the 4 newest.
    await expect(within(hero(canvasElement)).getAllByRole('group', { hidden: true })).toHaveLength(4);
  },
};

/** "Load more" fails: the 7 stay, the reason shows above "Load more". */
export const LoadMoreFails: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'videos-page');
    const canvas = within(canvasElement);
    setScenario(faultOn(getVideosPageData, '500'));
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('More videos could not be loaded. Internal server error');
    await expect(cards(canvasElement)).toHaveLength(7);
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeEnabled();
    await expect(part(canvasElement, 'videos-page')).not.toHaveAttribute('data-end');
  },
};

/** "Load more" fails offline, then "Load more" again (the server back) brings the rest and the end. */
export const LoadMoreRetries: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'videos-page');
    const canvas = within(canvasElement);
    setScenario(faultOn(getVideosPageData, 'network'));
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'More videos could not be loaded. We could not reach the server. Check your connection and try again.',
    );
    setScenario({ faults: {} });
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(9), { timeout: STORY_WAIT_MS });
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('You’ve reached the end.')).toBeVisible();
  },
};

/** The first load fails (500): the server's words ("Internal server error") and "Try again", which loads the page once the server answers. */
export const LoadFails: Story = {
  parameters: { scenario: faultOn(getVideosPageData, '500') },
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement, 'videos-page');
    const canvas = within(canvasElement);
    await expect(page).toHaveAttribute('data-state', 'error');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Internal server error');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await stateIs(() => part(canvasElement, 'videos-page'), 'error');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error');
    setScenario({ faults: {} });
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(7), { timeout: STORY_WAIT_MS });
    await expect(page).toHaveAttribute('data-state', 'ready');
  },
};

/** The network is down: the shared network text. */
export const LoadFailsOffline: Story = {
  parameters: { scenario: faultOn(getVideosPageData, 'network') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'videos-page');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('We could not reach the server. Check your connection and try again.');
  },
};

/** The first page is on its way: skeletons shaped like the hero and the cards. */
export const Loading: Story = {
  parameters: { scenario: faultOn(getVideosPageData, 'timeout') },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(part(canvasElement, 'videos-page')).toHaveAttribute('data-state', 'loading'));
    await expect(canvasElement.querySelectorAll('[data-part="skeleton"]').length).toBeGreaterThan(3);
  },
};

/** A paid reader on All Series: the series link to their sections; no free-with-ads note. */
export const AllSeries: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'videos-page');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'All Series' }));
    const series = await waitFor(() => {
      const el = part(canvasElement, 'video-series');
      expect(el).not.toBeNull();
      return el!;
    });
    await expect(
      within(series)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['The Daily Margin', 'Margin Radio']);
    const links = within(series).getAllByRole('link', { name: 'Watch the series' });
    await expect(links.map((a) => a.getAttribute('href'))).toEqual(['/s/main', '/s/radio']);
    await expect(part(canvasElement, 'free-with-ads')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Listen Ad-Free' })).toBeNull();
    // The tabs are keyboard tabs: ← goes back to Latest Videos.
    canvas.getByRole('tab', { name: 'All Series' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Latest Videos' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards(canvasElement)).toHaveLength(7);
  },
};

async function seriesWithNote(canvasElement: HTMLElement) {
  await ready(canvasElement, 'videos-page');
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('tab', { name: 'All Series' }));
  const note = await waitFor(() => {
    const el = part(canvasElement, 'free-with-ads');
    expect(el).not.toBeNull();
    return el!;
  });
  await expect(note).toHaveTextContent('Free to watch with ads.');
  await expect(within(note).getByRole('link', { name: 'Listen Ad-Free' })).toHaveAttribute('href', '/subscribe');
}

/** A free subscriber does not pay: the series list carries the free-with-ads note and "Listen Ad-Free". */
export const AllSeriesFreeReader: Story = {
  parameters: { role: 'free' },
  play: async ({ canvasElement }) => seriesWithNote(canvasElement),
};

/** An anonymous visitor: the same note and link. */
export const AllSeriesAnonymous: Story = {
  parameters: { role: 'anonymous' },
  play: async ({ canvasElement }) => seriesWithNote(canvasElement),
};

/** A publication admin: staff see no note. */
export const AllSeriesAdmin: Story = {
  parameters: { role: 'admin' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'videos-page');
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'All Series' }));
    await waitFor(() => expect(part(canvasElement, 'video-series')).not.toBeNull());
    await expect(part(canvasElement, 'free-with-ads')).toBeNull();
  },
};

const emptyVideos = {
  msw: {
    handlers: {
      livestream: [http.get('*/videos/data', () => HttpResponse.json({ recentPosts: [], series: [] })), ...livestreamHandlers],
    },
  },
};

/** No videos yet: no hero, the empty state says what comes; All Series is empty too. */
export const Empty: Story = {
  parameters: { ...emptyVideos, role: 'free' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'videos-page');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No videos yet' })).toBeVisible();
    await expect(part(canvasElement, 'hero-carousel')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'All Series' }));
    await expect(await canvas.findByRole('heading', { name: 'No series yet' })).toBeVisible();
  },
};

/** On a phone the page is titled "Video Series"; the cards stack in one column. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375' } },
  parameters: { role: 'free' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'videos-page');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Video Series' })).toBeVisible();
    await expect(canvas.queryByText('Videos', { selector: 'h1 span' })).not.toBeVisible();
    await heroAt(canvasElement, 0, FIRST_VIDEO);
  },
};

/** On a phone, All Series for a free reader: the note and "Listen Ad-Free" fit the narrow column. */
export const PhoneAllSeries: Story = {
  globals: { viewport: { value: 'mobile375' } },
  parameters: { role: 'free' },
  play: async ({ canvasElement }) => seriesWithNote(canvasElement),
};
