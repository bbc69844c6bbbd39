import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar, avatarSizes } from '../../src/ui/Avatar';
import { svgImageUrl } from '../support';

/** A tiny inline portrait (an SVG drawn here, as a blob URL: no network). */
function portrait(background: string, skin: string, hair: string, shirt: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="${background}"/><circle cx="40" cy="34" r="15" fill="${skin}"/><path d="M24 32c0-11 7-18 16-18s16 7 16 18c-3-6-9-9-16-9s-13 3-16 9z" fill="${hair}"/><path d="M12 80c2-16 14-24 28-24s26 8 28 24z" fill="${shirt}"/></svg>`;
  return svgImageUrl(svg);
}
const adaPhoto = portrait('#f3d9c6', '#e8b894', '#3b2a20', '#2f5d62');

const row = { display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' } as const;

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace', src: adaPhoto },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
  decorators: [(Story) => <div style={{ padding: 24 }}>{<Story />}</div>],
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  args: { size: 80 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The photo replaces the initials once it has loaded.
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Ada Lovelace' }).tagName).toBe('IMG'));
    // The initials stay underneath, hidden from assistive technology, so the photo is the one image named Ada Lovelace.
    await expect(canvas.getByText('AL')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getAllByRole('img', { name: 'Ada Lovelace' })).toHaveLength(1);
  },
};

export const FallbackInitials: Story = {
  render: () => (
    <div style={row}>
      {['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Katherine Johnson', 'Émile Zola', 'Prince'].map((name) => (
        <Avatar key={name} name={name} size={56} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
    await expect(canvas.getByRole('img', { name: 'Émile Zola' })).toHaveTextContent('ÉZ');
    await expect(canvas.getByRole('img', { name: 'Prince' })).toHaveTextContent('P');
  },
};

export const BrokenImage: Story = {
  args: { name: 'Grace Hopper', src: 'data:image/png;base64,bm90IGFuIGltYWdl', size: 56 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Grace Hopper' })).toHaveTextContent('GH'));
    // The failed photo is hidden, not left as a broken image.
    await expect(canvasElement.querySelector('img')).toHaveAttribute('data-failed');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={row}>
        {avatarSizes.map((size) => (
          <Avatar key={size} {...args} size={size} />
        ))}
      </div>
      <div style={row}>
        {avatarSizes.map((size) => (
          <Avatar key={size} name="Alan Turing" size={size} />
        ))}
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const avatars = canvasElement.querySelectorAll<HTMLElement>('[data-part="avatar"]');
    await expect(Array.from(avatars, (avatar) => avatar.getBoundingClientRect().width)).toEqual([...avatarSizes, ...avatarSizes]);
    await waitFor(() => expect(canvasElement.querySelectorAll('img')).toHaveLength(avatarSizes.length));
  },
};

export const Decorative: Story = {
  name: 'Decorative (name printed beside it)',
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size={32} decorative />
      <span>Ada Lovelace</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(within(canvasElement).getByText('Ada Lovelace')).toBeVisible();
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: FallbackInitials.render,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Grace Hopper' })).toHaveTextContent('GH');
  },
};
