import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { originalFileFault } from '../../../../mocks/handlers/mediaTools';
import { mediaHandlers } from '../../../../mocks/handlers/media';
import { setScenario } from '../../../../mocks/scenario';
import { getVideoUploadSrcJson } from '../../../../src/api/endpoints/media';
import { OriginalDownload, OriginalDownloadView } from '../../../../src/features/media';
import { expectToast, faultOn, part, stateIs } from '../../../support';

/**
 * Downloading a video's original file (M55) on the mock API, as the publication's admin: E09 presigns the generated
 * MP4, the browser downloads it. Video 501 is the walk-through of post 1006; clip 705 failed processing (E09 answers 409).
 */
const T142 = 'there was an error generating the pre-signed url of the original source';
const T143 = 'there was an error downloading the original source';
const T144 = 'Download started, do not close the window until download is completed';

const zone = (root: HTMLElement) => part(root, 'original-download');

const meta = {
  title: 'Features/Media/OriginalDownload',
  component: OriginalDownload,
  tags: ['!autodocs'],
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
  args: { videoUploadId: 501, saveFile: fn() },
  parameters: { role: 'admin' },
} satisfies Meta<typeof OriginalDownload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before anything is asked: the "Download original" button. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(zone(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(within(canvasElement).getByRole('button', { name: 'Download original' })).toBeEnabled();
  },
};

/** presigning → downloading (toast T144) → done: the file reaches `saveFile`, then it may be downloaded again. */
export const Downloads: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download original' }));
    await expectToast(T144);
    await stateIs(() => zone(canvasElement), 'done');
    await expect(within(canvasElement).getByText('Original downloaded')).toBeVisible();
    await expect(args.saveFile).toHaveBeenCalledTimes(1);
    const [file, name] = (args.saveFile as ReturnType<typeof fn>).mock.calls[0]! as [Blob, string];
    await expect(file.size).toBeGreaterThan(0);
    await expect(name).toBe('video-501-original.mp4');
    await expect(within(canvasElement).getByRole('button', { name: 'Download again' })).toBeEnabled();
  },
};

/** E09 fails (500): T142 in place, with a retry. */
export const PresignFails: Story = {
  parameters: { scenario: faultOn(getVideoUploadSrcJson, '500') },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download original' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(T142);
    await expect(zone(canvasElement)).toHaveAttribute('data-state', 'error');
    await expect(args.saveFile).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The retry after T142 succeeds once the server answers again. */
export const RetryAfterPresignFailure: Story = {
  parameters: { scenario: faultOn(getVideoUploadSrcJson, '500'), visual: { disable: 'ends downloaded after the retry: the same zone as Downloads' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download original' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(T142);
    setScenario({ faults: {} });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await stateIs(() => zone(canvasElement), 'done');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(args.saveFile).toHaveBeenCalledTimes(1);
  },
};

/** E09 unreachable (network error): T142. */
export const PresignNetworkError: Story = {
  parameters: { scenario: faultOn(getVideoUploadSrcJson, 'network'), visual: { disable: 'the same text and zone as Presign Fails (T142)' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download original' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(T142);
  },
};

/** A video whose processing failed (clip 705): E09 answers 409, which is T142 too. */
export const OriginalNotAvailable: Story = {
  args: { videoUploadId: 705 },
  parameters: { visual: { disable: 'the same text and zone as Presign Fails (T142)' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download original' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(T142);
  },
};

/** The presigned address answers 500: after the toast T144, T143. */
export const DownloadFails: Story = {
  parameters: { msw: { handlers: { media: [originalFileFault('status'), ...mediaHandlers] } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download original' }));
    await expectToast(T144);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(T143);
    await expect(zone(canvasElement)).toHaveAttribute('data-state', 'error');
    await expect(args.saveFile).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** An empty answer (no body, length 0) fails as well: T143. */
export const DownloadEmpty: Story = {
  parameters: {
    msw: { handlers: { media: [originalFileFault('empty'), ...mediaHandlers] } },
    visual: { disable: 'the same text and zone as Download Fails (T143)' },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download original' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(T143);
  },
};

/** An answer without a content length fails as well: T143. */
export const DownloadWithoutLength: Story = {
  parameters: {
    msw: { handlers: { media: [originalFileFault('no-length'), ...mediaHandlers] } },
    visual: { disable: 'the same text and zone as Download Fails (T143)' },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download original' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(T143);
  },
};

/** The bare view in each step (for hosts with their own data layer), on a phone. */
export const ViewStates: StoryObj<typeof OriginalDownloadView> = {
  globals: { viewport: { value: 'mobile375' } },
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <OriginalDownloadView state={{ name: 'presigning' }} onStart={() => {}} />
      <OriginalDownloadView state={{ name: 'downloading', src: '/original.mp4' }} onStart={() => {}} />
      <OriginalDownloadView state={{ name: 'done' }} onStart={() => {}} />
      <OriginalDownloadView state={{ name: 'error', messageId: 'media.download.downloadFailed' }} onStart={() => {}} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const states = [...canvasElement.querySelectorAll('[data-part="original-download"]')].map((el) => el.getAttribute('data-state'));
    await expect(states).toEqual(['presigning', 'downloading', 'done', 'error']);
    await expect(within(canvasElement).getByText('Preparing the download…')).toBeVisible();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(T143);
    await waitFor(() => expect(within(canvasElement).getAllByRole('button')).toHaveLength(4));
  },
};
