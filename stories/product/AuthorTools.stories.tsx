import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDropZone, OriginalDownload, PodcastLinksForm, TranscriptSearch } from '../../src/features/media';
import { part, stateIs } from '../support';

/**
 * The authors' tools are host-mounted: the product has no author-facing page of its own (the editor, `/publish/…`, is
 * the host's), so a host puts these connected parts on its own pages. Here they sit together as such a page would
 * hold them, on the mock API, for The Daily Margin's admin: the original of upload 501 (M55), a search in its
 * transcript (P45), the podcast links of section 13, Margin Radio (M69), and a drop zone for new files (M70).
 */
function AuthorToolsPage({
  onSeek,
  onFiles,
  saveFile,
}: {
  onSeek: (seconds: number) => void;
  onFiles: (files: File[]) => void;
  saveFile: (file: Blob, name: string) => void;
}) {
  return (
    <main style={{ display: 'grid', gap: 32, maxWidth: 720, margin: '0 auto', padding: 24 }}>
      <section aria-labelledby="tools-video" style={{ display: 'grid', gap: 12 }}>
        <h2 id="tools-video">The walk-through (video 501)</h2>
        <OriginalDownload videoUploadId={501} saveFile={saveFile} />
        <TranscriptSearch kind="video" id={501} onSeek={onSeek} />
      </section>
      <section aria-labelledby="tools-podcast">
        <h2 id="tools-podcast">Margin Radio</h2>
        <PodcastLinksForm sectionId={13} />
      </section>
      <section aria-labelledby="tools-upload">
        <h2 id="tools-upload">Upload</h2>
        <FileDropZone onFiles={onFiles} accept="video/*,audio/*" />
      </section>
    </main>
  );
}

const meta = {
  title: 'Product/AuthorTools',
  component: AuthorToolsPage,
  tags: ['!autodocs'],
  args: { onSeek: fn(), onFiles: fn(), saveFile: fn() },
  parameters: { role: 'admin', layout: 'fullscreen' },
} satisfies Meta<typeof AuthorToolsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const links = (root: HTMLElement) =>
  waitFor(() => expect(within(root).getByRole('textbox', { name: 'Spotify' })).toHaveValue('https://open.spotify.com/show/4marginRadio13'));

/** The four tools on one page, each at rest: the download ready, the search empty, the section's links loaded, the zone waiting. */
export const AllTools: Story = {
  play: async ({ canvasElement }) => {
    await stateIs(() => part(canvasElement, 'original-download'), 'idle');
    await expect(part(canvasElement, 'transcript-search')).toHaveAttribute('data-state', 'idle');
    await links(canvasElement);
    await expect(part(canvasElement, 'file-drop-zone')).toHaveAttribute('data-state', 'idle');
  },
};

/** Working on the page: a transcript search seeks the player, a bad podcast link is refused with the spec's text. */
export const SearchAndEdit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the transcript' }), 'Harbour');
    await stateIs(() => part(canvasElement, 'transcript-search'), 'results');
    await userEvent.click(canvas.getByRole('button', { name: 'Play from 1:35' }));
    await expect(args.onSeek).toHaveBeenCalledWith(95);

    await links(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Overcast' }), 'https://example.com/show');
    await userEvent.click(canvas.getByRole('button', { name: 'Save links' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Check this link: Overcast');
    await expect(canvas.getByRole('textbox', { name: 'Overcast' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Dropping a file on the page's drop zone (M70): the files reach the page's handler and the zone lists them. */
export const DropFile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement, args }) => {
    await links(canvasElement);
    const zone = part(canvasElement, 'file-drop-zone')!;
    const transfer = new DataTransfer();
    transfer.items.add(new File(['mock media bytes'], 'episode-13.mp3', { type: 'audio/mpeg' }));
    for (const type of ['dragenter', 'dragover'] as const) zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
    await stateIs(() => zone, 'dragover');
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    await waitFor(() => expect(args.onFiles).toHaveBeenCalledTimes(1));
    await expect((args.onFiles as ReturnType<typeof fn>).mock.calls[0]![0].map((f: File) => f.name)).toEqual(['episode-13.mp3']);
    await expect(zone).toHaveAttribute('data-state', 'accepted');
    await expect(await within(canvasElement).findByText('episode-13.mp3')).toBeVisible();
  },
};
