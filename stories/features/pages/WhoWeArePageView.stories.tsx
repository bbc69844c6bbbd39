import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { WhoWeArePageView } from '../../../src/features/pages';

const rtl = 'Dana \u202Enehoc\u202C Cohen';
const long = `${'Very long name without spaces '.repeat(12)}end`;

/** The bare Who We Are page, for hosts with their own data layer: states and hostile text from args. */
const meta = {
  title: 'Features/Pages/WhoWeArePageView',
  component: WhoWeArePageView,
  args: {
    publicationName: 'The Daily Margin',
    mailboxes: { letters: 'letters@example.com', tips: 'javascript:alert(1)' },
    status: {
      name: 'ready',
      columnists: [{ id: 1, name: rtl, photoUrl: 'javascript:alert(1)', bio: long, role: 'contributor', path: '/authors/1', primarySectionId: 3 }],
      staff: [{ id: 2, name: long, photoUrl: null, bio: null, role: 'admin', path: '/authors/2', primarySectionId: null }],
    },
    onRetry: fn(),
  },
} satisfies Meta<typeof WhoWeArePageView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hostile names (a right-to-left override, 370 characters) stay isolated and inside the column at 375 px; a mailbox reading as a script address is only ever a mail link. */
export const HostileText: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvasElement.querySelector('main')!;
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth + 1);
    // The 370-character name is cut to 80 characters with an ellipsis.
    const staffName = canvasElement.querySelector('[data-part="staff"] a')!;
    await expect(staffName.textContent!.length).toBeLessThanOrEqual(81);
    await expect(staffName.textContent).toMatch(/…$/);
    await expect(canvas.getByRole('link', { name: /Dana/ })).toHaveAttribute('dir', 'auto');
    await expect(canvas.getByRole('link', { name: 'letters@example.com' })).toHaveAttribute('href', 'mailto:letters@example.com');
    // A mailbox that reads as a script address stays an inert mail link, never a script.
    await expect(canvas.getByRole('link', { name: 'javascript:alert(1)' }).getAttribute('href')).toMatch(/^mailto:/);
  },
};

/** Nobody listed yet. */
export const Empty: Story = {
  args: { status: { name: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No one is listed yet.' })).toBeVisible();
  },
};

/** Loading: a skeleton, the page busy. */
export const Loading: Story = {
  args: { status: { name: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="who-we-are"]')).toHaveAttribute('aria-busy', 'true');
  },
};
