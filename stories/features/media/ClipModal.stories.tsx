import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_NOW } from '../../../mocks/clock';
import { getVideoUpload } from '../../../src/api/endpoints/media';
import { ClipModal, ClipModalView } from '../../../src/features/media';
import { createMemoryNavigation } from '../../../src/platform/navigation';
import { createManualClock } from '../../../src/platform/clock';
import { faultOn } from '../../support';

/**
 * The clip modal (M10, M09) on the mock API, opened by the address. The mock's clips (mocks/db/media.ts): 704
 * transcoded, 705 failed, 706 processing (preview after 1 poll, uploaded after 2, transcoded after 4), 708
 * processing and failing. Stories that poll run on a manual clock: each 5 s advanced is one poll.
 */
const T031 = 'Clip';
const T032 = 'Share Clip';
const T033 = 'Watch full episode';
const T037 = 'Oops! There was an error creating the clip.';
const T038 = 'Your clip is being processed';
const T039 = 'Clips may take up to a minute to process';

const modal = () => document.querySelector<HTMLElement>('[data-part="clip-modal"]');
const displayIs = (name: string, timeout = 5000) => waitFor(() => expect(modal()).toHaveAttribute('data-state', name), { timeout });
/** Waits for the `n`th answer, so the clock moves only between polls. */
const polled = (n: number) => waitFor(() => expect(modal()).toHaveAttribute('data-polls', String(n)));

const meta = {
  title: 'Features/Media/ClipModal',
  component: ClipModal,
  tags: ['!autodocs'],
  parameters: { role: 'paid', platform: { path: '/p/the-stacks-at-dawn?clipId=704' } },
} satisfies Meta<typeof ClipModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `clipId` of a transcoded clip: "Clip" (T031) with the clip's player and "Watch full episode" (T033). */
export const Transcoded: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: T031 });
    await displayIs('transcoded');
    await expect(within(dialog).getByRole('button', { name: 'Play Clip' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: T033 })).toBeVisible();
  },
};

const shareNavigation = createMemoryNavigation('/p/the-stacks-at-dawn?t=30&clipId=704&share=true');

/** `share` switches to share mode: "Share Clip" (T032); "Watch full episode" removes clipId and share, keeps `t`. */
export const ShareModeAndWatchFullEpisode: Story = {
  parameters: { platform: { navigation: shareNavigation } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: T032 });
    await userEvent.click(within(dialog).getByRole('button', { name: T033 }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(shareNavigation.location().search).toBe('?t=30');
    await expect(shareNavigation.location().pathname).toBe('/p/the-stacks-at-dawn');
  },
};

/** Share mode with something to share: "Share" opens the share dialog on the clip (its link carries `clipId`). */
export const ShareMode: Story = {
  args: {
    shareSubject: (clipId: number) => ({
      kind: 'clip',
      url: 'https://dailymargin.example.com/p/the-stacks-at-dawn',
      title: 'The stacks at dawn',
      clipId: String(clipId),
    }),
  },
  parameters: { platform: { path: '/p/the-stacks-at-dawn?clipId=704&share=true' } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: T032 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(within(document.body).getAllByRole('dialog').length).toBeGreaterThanOrEqual(1));
    // The share dialog's link field carries the clip.
    await waitFor(() => expect([...document.querySelectorAll('input')].some((input) => input.value.includes('clipId=704'))).toBe(true));
  },
};

/** A failed clip: the error text (T037). */
export const Failed: Story = {
  parameters: { platform: { path: '/p/the-stacks-at-dawn?clipId=705' } },
  play: async () => {
    await within(document.body).findByRole('dialog', { name: T031 });
    await expect(await within(document.body).findByRole('alert')).toHaveTextContent(T037);
  },
};

const processingClock = createManualClock(MOCK_NOW);

/** A new clip on a manual clock: creating → preview (1st poll) → uploaded (2nd) → transcoded (4th), then no more polls. */
export const ProcessingToTranscoded: Story = {
  parameters: {
    visual: { disable: 'walks a manual clock through every processing step; the steps’ own stories show each one' },
    platform: { path: '/p/the-stacks-at-dawn?clipId=706', clock: processingClock },
  },
  play: async () => {
    await within(document.body).findByRole('dialog', { name: T031 });
    // The first read is the first poll: the preview is ready.
    await polled(1);
    await displayIs('preview');
    processingClock.advance(5_000);
    await polled(2);
    await displayIs('uploaded');
    processingClock.advance(5_000);
    await polled(3);
    await displayIs('uploaded');
    processingClock.advance(5_000);
    await polled(4);
    await displayIs('transcoded');
    // Ready: the clock moves on, no more polls.
    processingClock.advance(15_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(modal()).toHaveAttribute('data-polls', '4');
    await expect(within(document.body).getByRole('button', { name: 'Play Clip' })).toBeVisible();
  },
};

const creatingClock = createManualClock(MOCK_NOW);

/** While creating, the processing notice (T038, T039) shows. */
export const Creating: Story = {
  parameters: { platform: { path: '/p/the-stacks-at-dawn?clipId=701', clock: creatingClock } },
  play: async () => {
    await within(document.body).findByRole('dialog', { name: T031 });
    await polled(1);
    await displayIs('creating');
    const notice = document.querySelector<HTMLElement>('[data-part="clip-processing-notice"]')!;
    await expect(notice).toHaveTextContent(T038);
    await expect(notice).toHaveTextContent(T039);
  },
};

const failingClock = createManualClock(MOCK_NOW);

/** A clip whose processing fails: polls until the server says error, then T037 and no more polls. */
export const ProcessingFails: Story = {
  parameters: { platform: { path: '/p/the-stacks-at-dawn?clipId=708', clock: failingClock } },
  play: async () => {
    await within(document.body).findByRole('dialog', { name: T031 });
    await polled(1);
    await displayIs('creating');
    failingClock.advance(5_000);
    await polled(2);
    await expect(await within(document.body).findByRole('alert')).toHaveTextContent(T037);
    await expect(modal()).toHaveAttribute('data-state', 'error');
  },
};

const downClock = createManualClock(MOCK_NOW);

/** The server cannot be read (E08 answers 500): three failed polls in a row end in T037. */
export const PollingFails: Story = {
  parameters: { scenario: faultOn(getVideoUpload, '500'), platform: { path: '/p/the-stacks-at-dawn?clipId=706', clock: downClock } },
  play: async () => {
    await within(document.body).findByRole('dialog', { name: T031 });
    await polled(1);
    await displayIs('creating');
    downClock.advance(5_000);
    await polled(2);
    await expect(modal()).toHaveAttribute('data-state', 'creating');
    downClock.advance(5_000);
    await polled(3);
    await expect(await within(document.body).findByRole('alert')).toHaveTextContent(T037);
  },
};

/** No `clipId`: nothing renders. */
export const Closed: Story = {
  parameters: { platform: { path: '/p/the-stacks-at-dawn?share=true' } },
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** The bare view in share mode with a player slot and a share action: props in, markup out. */
export const BareView: StoryObj<typeof ClipModalView> = {
  render: () => (
    <ClipModalView
      open
      mode="share"
      display="transcoded"
      player={<div style={{ height: 200, borderRadius: 8, background: '#1f3b57' }} />}
      onShare={() => {}}
      shareLabel="Share"
      onWatchFullEpisode={() => {}}
      onClose={() => {}}
    />
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: T032 });
    await expect(within(dialog).getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: T033 })).toBeVisible();
  },
};
