import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mediaHandlers } from '../../../../mocks/handlers/media';
import { mediaToolsHandlers } from '../../../../mocks/handlers/mediaTools';
import { setScenario } from '../../../../mocks/scenario';
import { getPodcastShowLinks, updatePodcastShowLinks } from '../../../../src/api/endpoints/mediaTools';
import { PodcastLinksForm, PodcastLinksFormView } from '../../../../src/features/media';
import { expectAlert, expectToast, faultOn, part, stateIs } from '../../../support';

/**
 * The podcast platform links form (M69) on the mock API, as The Daily Margin's admin: section 13 (Margin Radio) has
 * Apple Podcasts and Spotify links. P47 saves what P46 answers next. The tools' handlers ride in the media domain's
 * slot (ahead of the unmatched-route fallback) until `mocks/index.ts` lists them.
 */
const T123_OVERCAST = 'Invalid URL. URL should start with "https://overcast.fm/".';
const T124 = "URL can't be longer than 255 characters";

const form = (root: HTMLElement) => part(root, 'podcast-links-form');
const input = (root: HTMLElement, name: string) => within(root).getByRole('textbox', { name });
/** The error shown under a field (its `aria-describedby` text). */
const errorOf = (root: HTMLElement, name: string) => {
  const ids = (input(root, name).getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => root.ownerDocument.getElementById(id)?.textContent ?? '').join(' ');
};
const loaded = (root: HTMLElement) => waitFor(() => expect(input(root, 'Spotify')).toHaveValue('https://open.spotify.com/show/4marginRadio13'));

const meta = {
  title: 'Features/Media/PodcastLinksForm',
  component: PodcastLinksForm,
  tags: ['!autodocs'],
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
  args: { sectionId: 13 },
  parameters: { role: 'admin', msw: { handlers: { media: [...mediaToolsHandlers, ...mediaHandlers] } } },
} satisfies Meta<typeof PodcastLinksForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six platforms with the section's saved links. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(input(canvasElement, 'Apple Podcasts')).toHaveValue('https://podcasts.apple.com/us/podcast/margin-radio/id1500000013');
    for (const name of ['Overcast', 'Pocket Casts', 'YouTube', 'YouTube Music']) await expect(input(canvasElement, name)).toHaveValue('');
    await expect(form(canvasElement)).toHaveAttribute('data-state', 'editing');
  },
};

/** Saving: the toast, and the next read (a fresh form) shows what was saved. */
export const Saves: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.type(input(canvasElement, 'Overcast'), 'https://overcast.fm/itunes1500000013');
    await userEvent.clear(input(canvasElement, 'Apple Podcasts'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save links' }));
    await expectToast('Podcast links saved');
    await stateIs(() => form(canvasElement), 'saved');
    await expect(input(canvasElement, 'Apple Podcasts')).toHaveValue('');
    // The server kept it: P46 answers the saved links.
    const answer = await fetch('/api/v1/podcast/section/13/show_links').then((r) => r.json());
    await expect(answer).toMatchObject({ overcast_url: 'https://overcast.fm/itunes1500000013', apple_podcasts_url: null });
  },
};

/** Each failing field gets T123 (with its platform's prefix) or T124; the alert names the fields; nothing is sent. */
export const InvalidFields: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.type(input(canvasElement, 'Overcast'), 'https://example.com/show');
    await userEvent.click(input(canvasElement, 'YouTube'));
    await userEvent.paste(`https://www.youtube.com/${'a'.repeat(240)}`);
    // Typing alone shows no error.
    await expect(errorOf(canvasElement, 'Overcast')).toBe('');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save links' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Check these links: Overcast, YouTube');
    await expect(errorOf(canvasElement, 'Overcast')).toContain(T123_OVERCAST);
    await expect(errorOf(canvasElement, 'YouTube')).toContain(T124);
    await expect(input(canvasElement, 'Overcast')).toHaveAttribute('aria-invalid', 'true');
    await expect(form(canvasElement)).toHaveAttribute('data-state', 'editing');
    // Fixing a field clears its error.
    await userEvent.clear(input(canvasElement, 'YouTube'));
    await waitFor(() => expect(errorOf(canvasElement, 'YouTube')).toBe(''));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Check this link: Overcast');
  },
};

/** On a phone (375 px), with errors. */
export const InvalidFieldsPhone: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.type(input(canvasElement, 'Pocket Casts'), 'pocketcasts.com/podcast/margin');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save links' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Check this link: Pocket Casts');
    await expect(errorOf(canvasElement, 'Pocket Casts')).toContain('Invalid URL. URL should start with "https://pca.st/".');
  },
};

/** The server refuses a link M69 lets through (a space inside): its words under that field, the typed text kept. */
export const ServerRejectsField: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.clear(input(canvasElement, 'Spotify'));
    await userEvent.type(input(canvasElement, 'Spotify'), 'https://open.spotify.com/show/margin radio');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save links' }));
    await waitFor(() => expect(errorOf(canvasElement, 'Spotify')).toContain('This address is not a valid URL.'));
    await expect(input(canvasElement, 'Spotify')).toHaveValue('https://open.spotify.com/show/margin radio');
    await expect(form(canvasElement)).toHaveAttribute('data-state', 'editing');
  },
};

/** The save fails (500): the alert says so, the typed text stays, and saving again works once the server answers. */
export const SaveFails: Story = {
  parameters: { scenario: faultOn(updatePodcastShowLinks, '500'), visual: { disable: 'ends saved after the retry: the same form as Saves' } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.type(input(canvasElement, 'Overcast'), 'https://overcast.fm/itunes1500000013');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save links' }));
    await expectAlert('Internal server error');
    await expect(input(canvasElement, 'Overcast')).toHaveValue('https://overcast.fm/itunes1500000013');
    setScenario({ faults: {} });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save links' }));
    await expectToast('Podcast links saved');
  },
};

/** The save cannot reach the server: the network text, the typed text stays. */
export const SaveNetworkError: Story = {
  parameters: { scenario: faultOn(updatePodcastShowLinks, 'network') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.type(input(canvasElement, 'Overcast'), 'https://overcast.fm/x');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save links' }));
    await expectAlert('We could not reach the server. Check your connection and try again.');
    await expect(input(canvasElement, 'Overcast')).toHaveValue('https://overcast.fm/x');
  },
};

/**
 * A contributor may read the links (they are public: every listener's player shows them) but not save them: the
 * server's 403 words in the alert, the typed text kept, nothing stored.
 */
export const NotAnAdmin: Story = {
  parameters: { role: 'contributor' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.type(input(canvasElement, 'Overcast'), 'https://overcast.fm/itunes1500000013');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save links' }));
    await expectAlert('Only publication admins can edit podcast links.');
    await expect(input(canvasElement, 'Overcast')).toHaveValue('https://overcast.fm/itunes1500000013');
    await expect((await fetch('/api/v1/podcast/section/13/show_links').then((r) => r.json())).overcast_url).toBeNull();
  },
};

/** The read fails: the failure with "Try again", which loads the form once the server answers. */
export const LoadFails: Story = {
  parameters: { scenario: faultOn(getPodcastShowLinks, '500'), visual: { disable: 'ends loaded after the retry: the same form as Loaded' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Internal server error');
    setScenario({ faults: {} });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await loaded(canvasElement);
  },
};

/** The bare view while the links load. */
export const Loading: StoryObj<typeof PodcastLinksFormView> = {
  render: () => <PodcastLinksFormView status="loading" state={{ name: 'loading' }} onEdit={() => {}} onSubmit={() => {}} />,
  play: async ({ canvasElement }) => {
    await expect(form(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(canvasElement.querySelector('input')).toBeNull();
  },
};
