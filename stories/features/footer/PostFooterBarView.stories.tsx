import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { footerPermissions, FooterMoreMenu, LikeButton, PostFooterBarView, RestackButton, SaveButton } from '../../../src/features/footer';
import { body, openMenu, settled } from '../../support';

/** The bare footer bar and its buttons, driven by args (no API). */
const ALL_FLAGS = { like_posts_enabled: true, enable_post_summarization: true, show_open_post_as_pdf_button: true };
const paidAll = footerPermissions({ role: 'paid', flags: ALL_FLAGS, crossPost: false });
const named = (label: string) => new RegExp(`^${label}( |$)`);

const meta = {
  title: 'Features/Footer/PostFooterBarView',
  component: PostFooterBarView,
  args: {
    permissions: footerPermissions({
      role: 'free',
      flags: { ...ALL_FLAGS, enable_post_summarization: false, show_open_post_as_pdf_button: false },
      crossPost: false,
    }),
    liked: false,
    likeCount: 84,
    commentCount: 7,
    commentHref: '/p/the-city-that-reads/comments',
    restacked: false,
    restackCount: 3,
    saved: false,
    onLike: fn(),
    onRestack: fn(),
    onShare: fn(),
    onSave: fn(),
    onReaderGuide: fn(),
    onOpenAsPdf: fn(),
    onEdit: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 680, margin: '0 auto', padding: 16 }}>{<Story />}</div>],
} satisfies Meta<typeof PostFooterBarView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default bar: like, comment, restack, share, save. Pressing each calls its handler. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: named('Like') }));
    await expect(args.onLike).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: named('Restack') }));
    await expect(args.onRestack).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(args.onShare).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: named('Comment') })).toHaveAttribute('href', '/p/the-city-that-reads/comments');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Liked, restacked and saved, with counts shortened (12K likes, 1.2K comments). */
export const AllOnBigCounts: Story = {
  args: { liked: true, likeCount: 12_400, commentCount: 1_234, restacked: true, restackCount: 987, saved: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const like = canvas.getByRole('button', { name: named('Like') });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveTextContent('12K');
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('data-state', 'saved');
    await expect(canvas.getByRole('button', { name: named('Restack') })).toHaveAttribute('data-state', 'restacked');
  },
};

/** Every flag on for a paid reader: Reader guide and Open as PDF with labels. */
export const AllFlags: Story = {
  args: { permissions: paidAll },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reader guide' }));
    await expect(args.onReaderGuide).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Open as PDF' }));
    await expect(args.onOpenAsPdf).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Likes off and restacks disabled (publication hides them). */
export const LikesOffRestacksDisabled: Story = {
  args: {
    permissions: footerPermissions({
      role: 'paid',
      flags: { ...ALL_FLAGS, like_posts_enabled: false },
      crossPost: false,
      publication: { hide_post_restacks: true },
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: named('Like') })).toBeNull();
    const restack = canvas.getByRole('button', { name: named('Restack') });
    await expect(restack).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(restack);
    await expect(args.onRestack).not.toHaveBeenCalled();
  },
};

/** A contributor's More menu, open: Edit (T083). */
export const ContributorMoreMenu: Story = {
  args: { permissions: footerPermissions({ role: 'contributor', flags: ALL_FLAGS, crossPost: false }), moreOpen: true },
  play: async ({ args }) => {
    const menu = await body().findByRole('menu', {}, { timeout: 5000 });
    await settled(menu);
    const edit = within(menu).getByRole('menuitem', { name: 'Edit' });
    await userEvent.click(edit);
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** The compact row (feeds, comments, mobile toolbar): icons only; Open as PDF moves into More. */
export const Compact: Story = {
  args: { variant: 'compact', permissions: paidAll },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Open as PDF' })).toBeNull();
    const menu = await openMenu(canvas.getByRole('button', { name: 'More' }));
    await expect(within(menu).getByRole('menuitem', { name: 'Open as PDF' })).toBeVisible();
  },
};

/** At 375 px every action still fits: the bar wraps, labels hide. */
export const Mobile: Story = {
  args: { permissions: footerPermissions({ role: 'contributor', flags: ALL_FLAGS, crossPost: false }), likeCount: 1_200, commentCount: 45 },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Reader guide' })).toBeVisible();
  },
};

/** The buttons on their own, as feeds and comments may place them. */
export const Buttons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
      <LikeButton liked={false} count={0} />
      <LikeButton liked count={1} />
      <LikeButton liked={false} count={3_450} pending />
      <RestackButton restacked={false} count={0} />
      <RestackButton restacked count={12} />
      <RestackButton restacked={false} count={2} availability="disabled" />
      <SaveButton saved={false} />
      <SaveButton saved />
      <FooterMoreMenu onEdit={() => {}} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const likes = canvas.getAllByRole('button', { name: named('Like') });
    await expect(likes.map((b) => b.getAttribute('data-state'))).toEqual(['unliked', 'liked', 'unliked']);
    await expect(likes[2]).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('button', { name: 'Save' })[1]).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'More' })).toBeVisible();
  },
};
