import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { podcastsHandlers } from '../../../../mocks/handlers/podcasts';
import { setScenario } from '../../../../mocks/scenario';
import { getAllPodcastsPageData, setUpSectionPodcast } from '../../../../src/api/endpoints/podcasts';
import { AllPodcastsPage } from '../../../../src/features/media';
import type { ClipboardLike } from '../../../../src/features/sharing';
import { isolate } from '../../../../src/ui/bidi';
import { expectAlert, expectToast, faultOn, part, ready, STORY_WAIT_MS, stateIs } from '../../../support';

/** A clipboard that records what was copied (or refuses, like a browser without permission). */
function recordingClipboard(fail = false): ClipboardLike & { writes: string[] } {
  const writes: string[] = [];
  return {
    writes,
    writeText: async (text) => {
      if (fail) throw new DOMException('Write permission denied.', 'NotAllowedError');
      writes.push(text);
    },
  };
}

/**
 * The all-podcasts page (`/podcasts/all`, spec 003) on the mock API (P41, P42): private feeds for paid readers and
 * staff with their RSS addresses, every podcast in section order, and "Set up podcast" per section for publication
 * admins.
 */
const meta = {
  title: 'Features/Media/AllPodcastsPage',
  component: AllPodcastsPage,
  tags: ['!autodocs'],
  args: { clipboard: recordingClipboard() },
  parameters: { role: 'paid', layout: 'fullscreen' },
} satisfies Meta<typeof AllPodcastsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const RSS = /^https:\/\/dailymargin\.example\.com\/feed\/podcast\/13\/private\/[a-z0-9]+\.rss$/;

const podcastNames = (root: HTMLElement) =>
  within(part(root, 'podcasts')!)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

/** A paid reader: the private feed of Margin Radio with its RSS address; Copy puts it on the clipboard and toasts T153. */
export const PaidReader: Story = {
  args: { clipboard: recordingClipboard() },
  play: async ({ canvasElement, args }) => {
    await ready(canvasElement, 'all-podcasts-page');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'All podcasts' })).toBeVisible();
    const field = canvas.getByLabelText(`RSS feed URL of ${isolate('Margin Radio')}`) as HTMLInputElement;
    await expect(field.value).toMatch(RSS);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expectToast('RSS feed URL copied');
    await expect((args.clipboard as ReturnType<typeof recordingClipboard>).writes).toEqual([field.value]);
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(podcastNames(canvasElement)).toEqual(['Margin Radio']);
    await expect(within(part(canvasElement, 'podcasts')!).getByRole('link', { name: 'See episodes' })).toHaveAttribute('href', '/s/radio');
    await expect(part(canvasElement, 'set-up-podcast')).toBeNull();
  },
};

/** The clipboard refuses: the copy field says so, and no toast claims it was copied. */
export const CopyFails: Story = {
  args: { clipboard: recordingClipboard(true) },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'all-podcasts-page');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Couldn’t copy the link. Select it and copy it by hand.');
    await expect(within(document.body).queryByText('RSS feed URL copied')).toBeNull();
  },
};

async function noFeeds(canvasElement: HTMLElement) {
  await ready(canvasElement, 'all-podcasts-page');
  const feeds = part(canvasElement, 'private-feeds')!;
  await expect(feeds).toHaveAttribute('data-state', 'empty');
  await expect(within(feeds).getByRole('heading', { name: 'No private feeds yet' })).toBeVisible();
  await expect(feeds).toHaveTextContent('Paid subscribers get a private feed of every podcast to listen to in their favourite app.');
  await expect(within(feeds).getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
  await expect(podcastNames(canvasElement)).toEqual(['Margin Radio']);
  await expect(part(canvasElement, 'set-up-podcast')).toBeNull();
}

/** A free subscriber has no private feed: the empty state offers Subscribe; the public podcasts are listed. */
export const FreeReader: Story = {
  parameters: { role: 'free' },
  play: async ({ canvasElement }) => noFeeds(canvasElement),
};

/** An anonymous visitor: the same. */
export const Anonymous: Story = {
  parameters: { role: 'anonymous' },
  play: async ({ canvasElement }) => noFeeds(canvasElement),
};

/**
 * A publication admin: every section in section order with "Set up podcast" where there is none. Setting one up on
 * City Desk toasts, marks it "Podcast", and the next P41 lists it first among the podcasts and the private feeds.
 */
export const AdminSetsUpPodcast: Story = {
  parameters: { role: 'admin' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'all-podcasts-page');
    const canvas = within(canvasElement);
    const setUp = part(canvasElement, 'set-up-podcast')!;
    await expect(
      within(setUp)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['City Desk', 'Margin Radio', 'The Daily Margin', 'Marginalia']);
    await expect(within(setUp).getAllByRole('button', { name: /^Set up podcast for / })).toHaveLength(3);
    await userEvent.click(within(setUp).getByRole('button', { name: 'Set up podcast for City Desk' }));
    await expectToast('Podcast set up for City Desk');
    await waitFor(() => expect(within(setUp).queryByRole('button', { name: 'Set up podcast for City Desk' })).toBeNull(), { timeout: STORY_WAIT_MS });
    await expect(setUp.querySelector('[data-part="section"]')).toHaveAttribute('data-state', 'podcast');
    await expect(podcastNames(canvasElement)).toEqual(['City Desk', 'Margin Radio']);
    await expect(canvas.getByLabelText(`RSS feed URL of ${isolate('City Desk')}`)).toBeVisible();
  },
};

/** Setting up fails (500): the alert gives the server's words; the section keeps its button. */
export const SetUpFails: Story = {
  parameters: { role: 'admin', scenario: faultOn(setUpSectionPodcast, '500') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'all-podcasts-page');
    const setUp = part(canvasElement, 'set-up-podcast')!;
    await userEvent.click(within(setUp).getByRole('button', { name: 'Set up podcast for Marginalia' }));
    await expectAlert('Internal server error');
    await expect(within(setUp).getByRole('button', { name: 'Set up podcast for Marginalia' })).toBeEnabled();
    await expect(podcastNames(canvasElement)).toEqual(['Margin Radio']);
  },
};

/** Setting up is refused (403, e.g. the admin role was taken away meanwhile): the server's words. */
export const SetUpRefused: Story = {
  parameters: { role: 'admin', scenario: faultOn(setUpSectionPodcast, '403') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'all-podcasts-page');
    await userEvent.click(within(part(canvasElement, 'set-up-podcast')!).getByRole('button', { name: 'Set up podcast for City Desk' }));
    await expectAlert('Forbidden');
  },
};

/** P41 fails: the server's words and "Try again", which loads the page once the server answers. */
export const LoadFails: Story = {
  parameters: { scenario: faultOn(getAllPodcastsPageData, '500') },
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement, 'all-podcasts-page');
    const canvas = within(canvasElement);
    await expect(page).toHaveAttribute('data-state', 'error');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Internal server error');
    setScenario({ faults: {} });
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await stateIs(() => part(canvasElement, 'all-podcasts-page'), 'ready');
    await expect(canvas.getByLabelText(`RSS feed URL of ${isolate('Margin Radio')}`)).toBeVisible();
  },
};

/** Offline: the shared network text. */
export const LoadFailsOffline: Story = {
  parameters: { scenario: faultOn(getAllPodcastsPageData, 'network') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'all-podcasts-page');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('We could not reach the server. Check your connection and try again.');
  },
};

/** No podcasts at all: both lists say so, and there is nothing to subscribe for. */
export const Empty: Story = {
  parameters: {
    role: 'paid',
    msw: {
      handlers: {
        podcasts: [
          http.get('*/api/v1/podcasts/all', () => HttpResponse.json({ podcasts: [], privateFeeds: [], canManage: false, sections: [] })),
          ...podcastsHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'all-podcasts-page');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No private feeds yet' })).toBeVisible();
    await expect(part(canvasElement, 'private-feeds')).toHaveTextContent('This publication has no podcasts yet, so there is no feed to add.');
    await expect(canvas.getByRole('heading', { name: 'No podcasts yet' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Subscribe' })).toBeNull();
  },
};

/** On a phone, the admin's page: the feed field and the set-up buttons fit the column. */
export const PhoneAdmin: Story = {
  globals: { viewport: { value: 'mobile375' } },
  parameters: { role: 'admin' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'all-podcasts-page');
    await expect(within(canvasElement).getByLabelText(`RSS feed URL of ${isolate('Margin Radio')}`)).toBeVisible();
    await expect(within(part(canvasElement, 'set-up-podcast')!).getAllByRole('button', { name: /^Set up podcast for / })).toHaveLength(3);
  },
};

/** On a phone, a free reader's page. */
export const PhoneFreeReader: Story = {
  globals: { viewport: { value: 'mobile375' } },
  parameters: { role: 'free' },
  play: async ({ canvasElement }) => noFeeds(canvasElement),
};
