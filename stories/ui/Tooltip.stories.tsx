import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bookmark, Share2 } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, IconButton } from '../../src/ui/Button';
import { Icon } from '../../src/ui/Icon';
import { Tooltip, tooltipSideNames } from '../../src/ui/Tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Share',
    children: <IconButton label="Share" icon={<Icon icon={Share2} />} />,
    onOpenChange: fn(),
  },
  argTypes: {
    side: { control: 'inline-radio', options: tooltipSideNames },
    children: { control: false },
  },
  decorators: [(Story) => <div style={{ padding: 72, display: 'flex', gap: 12 }}>{<Story />}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnIconButton: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Share' });
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // Keyboard focus opens it straight away.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Share');
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Escape hides it without moving focus.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    // Tab away and back: shown again for the screenshot.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Share');
  },
};

export const Explaining: Story = {
  args: {
    content: 'Founding members pay more to support the publication and get a badge next to their name.',
    side: 'bottom',
    children: <Button variant="secondary">Founding member</Button>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Founding member' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(/pay more to support the publication/);
  },
};

export const OnHover: Story = {
  args: { content: 'Save for later', children: <IconButton label="Save" icon={<Icon icon={Bookmark} />} /> },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Save' }));
    // Opens after a short delay (300 ms).
    await expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent('Save for later');
  },
};

export const Sides: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 96, paddingInline: 48 }}>
      {tooltipSideNames.map((side) => (
        <Tooltip key={side} content={side} side={side} defaultOpen>
          <Button variant="secondary">{side}</Button>
        </Tooltip>
      ))}
    </div>
  ),
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('tooltip')).toHaveLength(4));
  },
};

export const Dark: Story = {
  ...OnIconButton,
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Share' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Share');
  },
};
