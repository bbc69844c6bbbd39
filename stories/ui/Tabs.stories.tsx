import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDays, LayoutGrid, Newspaper } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type TabItem, Tabs } from '../../src/ui/Tabs';

const panel = (text: string) => <p style={{ margin: 0, maxWidth: 560 }}>{text}</p>;

const items: TabItem[] = [
  { value: 'overview', label: 'Overview', content: panel('America at 250: a year of events, essays and conversations.') },
  { value: 'events', label: 'Events', content: panel('Twelve upcoming events in four cities, plus livestreams.') },
  { value: 'stories', label: 'Stories', content: panel('Essays, videos and podcasts from our writers.') },
];

const withIcons: TabItem[] = [
  { ...items[0]!, icon: LayoutGrid },
  { ...items[1]!, icon: CalendarDays },
  { ...items[2]!, icon: Newspaper },
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { items, label: 'Microsite sections', onValueChange: fn() },
  decorators: [(Story) => <div style={{ padding: 24 }}>{<Story />}</div>],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Microsite sections' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('America at 250');

    // Arrow keys move between tabs and show their panels.
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Events' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Twelve upcoming events');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Stories' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Essays, videos and podcasts');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('America at 250');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Stories' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('stories');

    // Tab leaves the list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Stories' })).toHaveFocus();
  },
};

export const WithIcons: Story = {
  args: { items: withIcons },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = canvas.getByRole('tab', { name: 'Events' });
    const icon = tab.querySelector('svg');
    await expect(icon).toHaveAttribute('width', '24');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(tab);
    await expect(tab).toHaveAttribute('data-state', 'active');
    await expect(canvas.getByRole('tabpanel', { name: 'Events' })).toHaveTextContent('Twelve upcoming events');
  },
};

function ControlledTabs(props: React.ComponentProps<typeof Tabs>) {
  const [value, setValue] = useState('events');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Tabs
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange?.(next);
        }}
      />
      <p style={{ margin: 0, fontSize: 14 }}>
        Host state: <output data-testid="host-value">{value}</output>
      </p>
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledTabs {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Stories' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('stories');
    await expect(canvas.getByTestId('host-value')).toHaveTextContent('stories');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Essays, videos and podcasts');
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  args: { items: withIcons, defaultValue: 'events' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
  },
};

const manyItems: TabItem[] = [
  ...withIcons,
  { value: 'sponsors', label: 'Sponsors', content: panel('The partners who make the year possible.') },
  { value: 'speakers', label: 'Speakers', content: panel('Writers, historians and guests.') },
  { value: 'archive', label: 'Archive', content: panel('Everything from past years.') },
];

export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile375' } },
  args: { items: manyItems },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    // The row scrolls sideways instead of wrapping.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(canvas.getByRole('tab', { name: 'Overview' }).offsetTop).toBe(canvas.getByRole('tab', { name: 'Archive' }).offsetTop);
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Archive' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Everything from past years.');
    await expect(list.scrollLeft).toBeGreaterThan(0);
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
  },
};
