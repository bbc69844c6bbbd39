import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { footerPermissions, MobileFooterToolbar, PostFooterBarView } from '../../../src/features/footer';

const bar = (
  <PostFooterBarView
    variant="compact"
    permissions={footerPermissions({
      role: 'paid',
      flags: { like_posts_enabled: true, enable_post_summarization: true, show_open_post_as_pdf_button: true },
      crossPost: false,
    })}
    liked
    likeCount={85}
    commentCount={7}
    commentHref="/p/the-city-that-reads/comments"
    restacked={false}
    restackCount={3}
    saved={false}
  />
);

const meta = {
  title: 'Features/Footer/MobileFooterToolbar',
  component: MobileFooterToolbar,
  args: { visibility: 'visible', children: bar },
  globals: { viewport: { value: 'mobile375' } },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 320 }}>{<Story />}</div>],
} satisfies Meta<typeof MobileFooterToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Visible: stuck to the bottom of the screen at 375 px. */
export const Visible: Story = {
  play: async ({ canvasElement }) => {
    const toolbar = within(canvasElement).getByRole('region', { name: 'Post actions toolbar' });
    await expect(toolbar).toHaveAttribute('data-state', 'visible');
  },
};

/** Hidden after a fast scroll down: slid below the screen and inert. */
export const Hidden: Story = {
  args: { visibility: 'hidden' },
  play: async ({ canvasElement }) => {
    const toolbar = canvasElement.querySelector('[data-part="mobile-footer-toolbar"]')!;
    await expect(toolbar).toHaveAttribute('data-state', 'hidden');
    await expect(toolbar).toHaveAttribute('inert');
  },
};
