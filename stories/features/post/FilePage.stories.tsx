import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { setScenario } from '../../../mocks/scenario';
import { FileEntry } from '../../../src/api/schemas/growth';
import { FilePage, FilePageView } from '../../../src/features/post';
import { getFileEntry } from '../../../src/api/endpoints/growth';
import { faultOn } from '../../support';

/**
 * The file page `/file/{name}` on the mock API (mocks/db/growth.ts files): `reading-guide-2026.pdf` (2.3 MB, from
 * post 1001 "The city that reads"), `night-bus-comic.cbz` (a comic for Panels), `city-budget-2026.xlsx` (no post),
 * `README` (no title, no extension).
 */
const T164 = 'Read Now';
const T165 = 'Open in Panels';
const T166 = 'Download file';

const page = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="file-page"]')!;
const ready = (root: HTMLElement) => waitFor(() => expect(page(root)).toHaveAttribute('data-state', 'ready'), { timeout: 5000 });

const meta = {
  title: 'Features/Post/FilePage',
  component: FilePage,
  tags: ['!autodocs'],
  // The one screenshot allowance left (README "Visual regression"): the four anti-aliased corners of the bordered, rounded
  // cover image (10 pixels) come out one of two ways when the whole suite runs on a loaded machine, the same way when this
  // file runs alone, even with partial raster off. Text and every other pixel are still compared exactly.
  parameters: { role: 'paid', platform: { path: '/file/reading-guide-2026.pdf' }, visual: { maxDiffPixels: 12 } },
} satisfies Meta<typeof FilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A PDF from a post, read from the route: Read Now back to the post, title, size and type, both links. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'The 2026 reading guide' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: T164 })).toHaveAttribute('href', '/p/the-city-that-reads');
    await expect(canvas.getByText('Back to “The city that reads”')).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="file-meta"]')).toHaveTextContent('2.3 MB · PDF');
    const download = canvas.getByRole('link', { name: T166 });
    await expect(download.getAttribute('href')).toMatch(/\/file\/reading-guide-2026\.pdf\/download$/);
    await expect(download).toHaveAttribute('download');
    const panels = canvas.getByRole('link', { name: T165 });
    await expect(panels.getAttribute('href')).toMatch(/^https:\/\/panels\.app\/import\?url=/);
    await expect(panels).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** A comic (.cbz) — what "Open in Panels" is for — by prop. */
export const Comic: Story = {
  args: { name: 'night-bus-comic.cbz' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(canvasElement.querySelector('[data-part="file-meta"]')).toHaveTextContent('18 MB · CBZ');
    await expect(within(canvasElement).getByRole('link', { name: T165 })).toBeVisible();
  },
};

/** A file that belongs to no post: no Read Now link. */
export const WithoutPost: Story = {
  args: { name: 'city-budget-2026.xlsx' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).queryByRole('link', { name: T164 })).toBeNull();
    await expect(canvasElement.querySelector('[data-part="file-meta"]')).toHaveTextContent('94 KB · XLSX');
  },
};

/** No title and no extension: the key is the title and the type is FILE. */
export const UntitledFile: Story = {
  args: { name: 'README' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'README' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="file-meta"]')).toHaveTextContent('1 KB · FILE');
  },
};

/** The file is not there (404): "File not found". */
export const NotFound: Story = {
  args: { name: 'no-such-file.pdf' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'not_found'), { timeout: 5000 });
    await expect(within(canvasElement).getByRole('heading', { name: 'File not found' })).toBeVisible();
  },
};

/** The request never answers: the skeleton, announced once. */
export const Loading: Story = {
  parameters: { scenario: faultOn(getFileEntry, 'timeout') },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the file');
  },
};

/** A 500: the error in plain words; Try again shows the file once the server is back. */
export const ServerError: Story = {
  parameters: { scenario: faultOn(getFileEntry, '500') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'error'), { timeout: 5000 });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    setScenario({ faults: {} });
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await ready(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'The 2026 reading guide' })).toBeVisible();
  },
};

/** Phone width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: T166 })).toBeVisible();
  },
};

/** Bare view (args): a hostile download URL renders no links; `javascript:` never reaches the DOM. */
export const UnsafeLinksView: Story = {
  render: () => (
    <FilePageView
      status="ready"
      file={FileEntry.parse({
        id: 1,
        file_key: 'guide.pdf',
        title: 'A guide',
        num_bytes: 4096,
        post: { id: 1001, slug: 'the-city-that-reads', title: 'The city that reads' },
        download_url: 'javascript:alert(1)',
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: T166 })).toBeNull();
    await expect(canvas.queryByRole('link', { name: T165 })).toBeNull();
    await expect(canvasElement.innerHTML).not.toContain('javascript:');
    await expect(canvasElement.querySelector('[data-part="file-meta"]')).toHaveTextContent('4 KB · PDF');
  },
};
