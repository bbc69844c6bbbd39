import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, Send, Share2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizeNames, buttonVariantNames, IconButton, IconButtonRoom } from '../../src/ui/Button';
import { Icon } from '../../src/ui/Icon';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Subscribe', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariantNames },
    size: { control: 'inline-radio', options: buttonSizeNames },
  },
  decorators: [(Story) => <div style={{ padding: 24 }}>{<Story />}</div>],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Subscribe' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      {buttonVariantNames.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      {buttonSizeNames.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </div>
  ),
};

export const WithIcon: Story = {
  args: { variant: 'secondary', leadingIcon: <Icon icon={Share2} />, children: 'Share' },
};

export const Loading: Story = {
  args: { loading: true, children: 'Sending' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sending' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Subscribe' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const IconButtons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <IconButton label="Like" icon={<Icon icon={Heart} />} aria-pressed={false} />
      <IconButton label="Unlike" icon={<Icon icon={Heart} filled />} aria-pressed />
      <IconButton label="Send" outlined icon={<Icon icon={Send} />} />
      <IconButton label="Share" size="sm" icon={<Icon icon={Share2} size="compressed" />} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/**
 * The room an icon button takes, for a button whose code comes on demand (a card's menu): as wide and tall as the button
 * of its size, and nothing to see, focus or announce (each row: the button, then its room, outlined to show it).
 */
export const IconButtonRooms: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, justifyContent: 'start' }}>
      {(['md', 'sm'] as const).map((size) => (
        <div key={size} data-size={size} style={{ display: 'flex', gap: 12, alignItems: 'start' }}>
          <IconButton label={`Menu ${size}`} size={size} icon={<Icon icon={Heart} />} />
          <span style={{ display: 'inline-flex', outline: '1px dashed currentColor' }}>
            <IconButtonRoom size={size} />
          </span>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const size of ['md', 'sm']) {
      const row = canvasElement.querySelector<HTMLElement>(`[data-size="${size}"]`)!;
      const button = within(row)
        .getByRole('button', { name: `Menu ${size}` })
        .getBoundingClientRect();
      const room = row.querySelector<HTMLElement>('[data-part="icon-button-room"]')!;
      const box = room.getBoundingClientRect();
      await expect([box.width, box.height]).toEqual([button.width, button.height]);
      await expect(room).toHaveAttribute('aria-hidden', 'true');
      await expect(getComputedStyle(room).visibility).toBe('hidden');
    }
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(2);
  },
};

export const DarkTheme: Story = {
  parameters: { theme: 'dark' },
  render: Variants.render,
};

export const BrandAccent: Story = {
  name: 'Brand accent (yellow → dark text)',
  parameters: { accent: '#f5c518' },
};
