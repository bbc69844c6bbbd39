import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatThreadEditor } from '../../../src/features/chat';

/** The inline editor of one's own thread (Edit, P05), as a bare view: props in, calls out. */
const meta = {
  title: 'Features/Chat/ChatThreadEditor',
  component: ChatThreadEditor,
  args: {
    value: 'Weekend reading thread. What are you reading this week?',
    onValueChange: fn(),
    onSave: fn(),
    onCancel: fn(),
    canSave: true,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 728, boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatThreadEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens focused with the caret at the end; typing reports the text; ⌘/Ctrl + Enter saves; Escape cancels. */
export const Default: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <ChatThreadEditor
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Edit your thread' });
    await expect(field).toHaveFocus();
    await expect((field as HTMLTextAreaElement).selectionStart).toBe(args.value.length);
    await userEvent.keyboard(' Two novels.');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Weekend reading thread. What are you reading this week? Two novels.');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    // Keyboard order: the field, Cancel, Save.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(2);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** An empty text on a thread without media cannot be saved: Save is disabled and ⌘/Ctrl + Enter does nothing. */
export const CannotSave: Story = {
  args: { value: '', canSave: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Edit your thread' });
    await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    field.blur();
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('textbox', { name: 'Edit your thread' }).blur();
  },
};
