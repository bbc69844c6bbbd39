import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChatMediaCarousel } from '../../../src/features/chat';
import { atRest, cover } from './viewFixtures';

const meta = {
  title: 'Features/Chat/ChatMediaCarousel',
  component: ChatMediaCarousel,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 680 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatMediaCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A thread's `mediaAttachments`: three images of different shapes, 6 px apart, none wider than 400 or taller than 420. */
export const ThreadImages: Story = {
  args: {
    attachments: [
      { id: 'm1', type: 'image', url: cover(1), width: 1200, height: 675 },
      { id: 'm2', type: 'image', url: cover(2), width: 600, height: 900 },
      { id: 'm3', type: 'image', url: cover(4), width: 1080, height: 1080 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Attached media' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Image 1 of 3' })).toBeVisible();
    const frames = [...canvasElement.querySelectorAll('[data-part="media"]')].map((m) => m.getBoundingClientRect());
    await expect(frames[0]?.width).toBe(400);
    await expect(frames[1]?.height).toBe(420);
    await expect((frames[1]?.left ?? 0) - (frames[0]?.right ?? 0)).toBe(6);
  },
};

/** An explicit image is blurred behind "Show" until the reader reveals it. */
export const ExplicitReveal: Story = {
  args: {
    uploads: [
      { media_upload_id: 'u1', url: cover(3), is_explicit: true, image_width: 1080, image_height: 1080 },
      { media_upload_id: 'u2', url: cover(1), is_explicit: false, image_width: 1200, image_height: 675 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const media = canvasElement.querySelector('[data-part="media"]')!;
    await expect(media).toHaveAttribute('data-state', 'concealed');
    await expect(getComputedStyle(media.querySelector('img')!).filter).toContain('blur');
    await expect(canvas.getByText('Explicit content')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Image 1 of 2' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(media).toHaveAttribute('data-state', 'revealed');
    await expect(canvas.getByRole('img', { name: 'Image 1 of 2' })).toBeVisible();
    // The blur fades out (with motion on): wait for it to finish.
    await waitFor(() => expect(getComputedStyle(media.querySelector('img')!).filter).toBe('none'), { timeout: 5000 });
    atRest(canvasElement);
  },
};

export const SingleUpload: Story = {
  args: { uploads: [{ media_upload_id: 'u4', url: cover(2), image_width: 1200, image_height: 675 }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Image 1 of 1' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** A video attachment: a player with controls, the thumbnail as poster, nothing loaded before play. */
export const Video: Story = {
  args: {
    attachments: [{ id: 'v1', type: 'video', url: '/mock-assets/media/video.mp4', thumb_url: cover(4), width: 1280, height: 720, duration: 4 }],
  },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video')!;
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAttribute('poster', cover(4));
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAccessibleName('Video');
    await expect(video.getBoundingClientRect().width).toBe(400);
  },
};

export const ExplicitVideo: Story = {
  args: {
    attachments: [{ id: 'v2', type: 'video', url: '/mock-assets/media/video.mp4', thumb_url: cover(4), width: 1280, height: 720, explicit: true }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvasElement.querySelector('[data-part="video"]')!;
    const video = frame.querySelector('video')!;
    await expect(frame).toHaveAttribute('data-state', 'concealed');
    await expect(video).not.toHaveAttribute('controls');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(frame).toHaveAttribute('data-state', 'revealed');
    await expect(video).toHaveAttribute('controls');
    await waitFor(() => expect(video).toHaveFocus());
    atRest(canvasElement);
  },
};

export const Mobile375: Story = {
  ...ThreadImages,
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const first = canvasElement.querySelector('[data-part="media"]')!.getBoundingClientRect();
    await expect(first.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
