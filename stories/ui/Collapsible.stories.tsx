import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { Collapsible } from '../../src/ui/Collapsible';

const columnists = (
  <ul style={{ margin: 0, paddingInlineStart: 20, display: 'grid', gap: 6 }}>
    <li>Ada Lovelace — Science</li>
    <li>Grace Hopper — Technology</li>
    <li>Frederick Douglass — Politics</li>
  </ul>
);

const meta = {
  title: 'UI/Collapsible',
  component: Collapsible,
  args: { label: 'Columnists', children: columnists, onOpenChange: fn() },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 560 }}>{<Story />}</div>],
} satisfies Meta<typeof Collapsible>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Columnists' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const region = canvasElement.querySelector(`#${CSS.escape(trigger.getAttribute('aria-controls')!)}`)!;
    await expect(region).toHaveAttribute('data-state', 'collapsed');
    await expect(canvas.getByText('Ada Lovelace — Science')).not.toBeVisible();
  },
};

export const Expanded: Story = {
  args: { defaultOpen: true, headingLevel: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Columnists' });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Columnists' })).toContainElement(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Ada Lovelace — Science')).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="collapsible"]')).toHaveAttribute('data-state', 'expanded');
  },
};

export const Toggle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Columnists' });
    const region = canvasElement.querySelector(`#${CSS.escape(trigger.getAttribute('aria-controls')!)}`)!;

    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByText('Ada Lovelace — Science')).toBeVisible();
    // The 250 ms animation ends (transitions are off in tests, so the platform-clock fallback ends it).
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'expanded'));
    await expect(region.getBoundingClientRect().height).toBeGreaterThan(40);

    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'collapsed'));
    await expect(canvas.getByText('Ada Lovelace — Science')).not.toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Columnists' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(trigger).toHaveAttribute('data-state', 'expanded'));
    await expect(canvas.getByText('Grace Hopper — Technology')).toBeVisible();

    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.getByText('Grace Hopper — Technology')).not.toBeVisible());

    // Reversing mid-animation goes straight back: three quick presses end open.
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(trigger).toHaveAttribute('data-state', 'expanded'));
    await expect(canvas.getByText('Grace Hopper — Technology')).toBeVisible();
  },
};

function ControlledCollapsible(props: React.ComponentProps<typeof Collapsible>) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Button variant="secondary" size="sm" onClick={() => setOpen((value) => !value)}>
        {open ? 'Hide columnists' : 'Show columnists'}
      </Button>
      <Collapsible
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      />
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledCollapsible {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Columnists' });
    await userEvent.click(canvas.getByRole('button', { name: 'Show columnists' }));
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(trigger).toHaveAttribute('data-state', 'expanded'));
    await expect(args.onOpenChange).not.toHaveBeenCalled();

    await userEvent.click(trigger);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Show columnists' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Ada Lovelace — Science')).not.toBeVisible());
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: (args) => (
    <div>
      <Collapsible {...args} defaultOpen />
      <Collapsible {...args} label="Staff Writers and Editors" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Columnists' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Staff Writers and Editors' })).toHaveAttribute('aria-expanded', 'false');
  },
};
