import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { GeoblockedNotice, GuestBios, PostBody, SelectionShareView } from '../../../src/features/post';
import { ada, gus, sampleBody } from './postPageFixtures';

/** The post body (sanitised, serif reading type), the geoblock notice, guest bios and the selection status line. */
const meta = {
  title: 'Features/Post/PostBody',
  component: PostBody,
  args: { html: sampleBody },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 728, padding: 24, margin: '0 auto', display: 'flex', flexDirection: 'column', gap: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostBody>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Readable typography: headings, links, a figure with caption, a quote, lists and code. */
export const Typography: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Counting in pencil' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'annual report' })).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expect(canvas.getByRole('link', { name: 'earlier post' })).not.toHaveAttribute('target');
  },
};

/** The same at 375 px: images never wider than the column. */
export const TypographyMobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img')!;
    await expect(img.getBoundingClientRect().width).toBeLessThanOrEqual(canvasElement.querySelector('[data-part="post-body"]')!.getBoundingClientRect().width);
  },
};

const HOSTILE = [
  '<p>Safe text.</p>',
  '<script>window.__postBodyPwned = "script"</script>',
  '<img src="x" onerror="window.__postBodyPwned = \'onerror\'" alt="">',
  '<p><a href="javascript:window.__postBodyPwned=\'link\'">javascript link</a></p>',
  '<svg onload="window.__postBodyPwned = \'svg\'"><a xlink:href="javascript:window.__postBodyPwned=\'svg link\'"><text y="16">svg link</text></a></svg>',
  '<iframe srcdoc="<script>parent.__postBodyPwned = \'srcdoc\'</script>"></iframe>',
  '<p><a href="https://example.com">external</a></p>',
].join('');

/** The sanitiser on args: the payloads are gone and the flag they would set stays unset. */
export const Sanitised: Story = {
  args: { html: HOSTILE },
  play: async ({ canvasElement }) => {
    const w = window as unknown as { __postBodyPwned?: string };
    const root = canvasElement.querySelector<HTMLElement>('[data-part="post-body"]')!;
    await expect(root.querySelector('script, iframe, [onerror], [onload]')).toBeNull();
    await userEvent.click(within(root).getByText('javascript link'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(w.__postBodyPwned).toBeUndefined();
    await expect(within(root).getByRole('link', { name: 'external' })).toHaveAttribute('target', '_blank');
  },
};

/** A reader behind the paywall sees the first blocks up to the preview limit (here 40 words), fading out. */
export const Preview: Story = {
  args: { previewLimit: 40 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="post-body"]')).toHaveAttribute('data-preview', 'true');
    await expect(within(canvasElement).queryByText('They come for the light.')).toBeNull();
  },
};

/** A shared passage, highlighted. */
export const SelectionHighlighted: Story = {
  args: { selection: { status: 'ready', text: 'keep a tally on a clipboard' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="selection-share-view"]')).toHaveAttribute('data-state', 'highlighted');
    await expect(canvasElement.querySelector('mark')).toHaveTextContent('keep a tally on a clipboard');
    window.scrollTo(0, 0);
  },
};

/** The selection is still loading. */
export const SelectionLoading: Story = {
  args: { selection: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Finding the shared passage…')).toBeVisible();
  },
};

/** The shared passage is not in this body. */
export const SelectionNotFound: Story = {
  args: { selection: { status: 'ready', text: 'words that are not there' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="selection-share-view"]')).toHaveAttribute('data-state', 'not_found');
  },
};

/** The geoblock notice (T048) and the guest bios, on their own. */
export const NoticeAndBios: Story = {
  render: () => (
    <>
      <GeoblockedNotice />
      <SelectionShareView state="highlighted" image />
      <GuestBios bylines={[ada, gus, { ...gus, id: 108, name: 'Greta Guest', bio: 'Greta photographs bridges.' }]} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This content has been withheld in your country in response to a legal requirement.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'About the guest authors' })).toBeVisible();
    await expect(canvas.queryByText('Ada Admin')).toBeNull();
  },
};
