import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, SkeletonGroup, SkeletonRows, SkeletonText } from '../../src/ui/Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 720 }}>{<Story />}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {
  render: () => (
    <SkeletonGroup>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        <Skeleton width={56} height={56} radius="round" />
        <Skeleton width={240} height={120} />
        <Skeleton width={96} height={32} radius="pill" />
      </div>
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading content');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toContainElement(canvas.getByRole('status'));
    const blocks = canvasElement.querySelectorAll<HTMLElement>('[data-part="skeleton"]');
    await expect(Array.from(blocks, (block) => Math.round(block.getBoundingClientRect().width))).toEqual([56, 240, 96]);
  },
};

export const Text: Story = {
  render: () => (
    <SkeletonGroup label="Loading post">
      <div style={{ maxWidth: 480 }}>
        <SkeletonText lines={4} />
      </div>
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading post');
    const lines = canvasElement.querySelectorAll<HTMLElement>('[data-part="skeleton-text"] > span');
    await expect(lines).toHaveLength(4);
    // The last line is shorter, like the end of a paragraph.
    await expect(lines[3]!.getBoundingClientRect().width).toBeLessThan(lines[0]!.getBoundingClientRect().width);
  },
};

export const PostCardRows: Story = {
  render: () => <SkeletonRows />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Six rows (K094), announced once.
    await expect(canvasElement.querySelectorAll('[data-part="skeleton-row"]')).toHaveLength(6);
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading content');
    await expect(canvasElement.querySelector('[data-part="skeleton-group"]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: () => <SkeletonRows count={3} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-part="skeleton-row"]')).toHaveLength(3);
  },
};

export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile375' } },
  render: () => <SkeletonRows count={4} />,
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll<HTMLElement>('[data-part="skeleton-row"]');
    await expect(rows).toHaveLength(4);
    // Nothing spills past the phone's width.
    await expect(rows[0]!.scrollWidth).toBeLessThanOrEqual(rows[0]!.clientWidth);
  },
};
