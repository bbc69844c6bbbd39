import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, RadioGroup, Select, Switch, TextArea, TextField } from '../../src/ui/Field';

const FREQUENCIES = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
] as const;

const REPLY_OPTIONS = [
  { value: 'everyone', label: 'Everyone', hint: 'Anyone who can read the post' },
  { value: 'paid', label: 'Paid subscribers' },
  { value: 'founding', label: 'Founding members', disabled: true },
  { value: 'nobody', label: 'Only me' },
] as const;

/** 490 characters of a plausible meeting name, 10 short of the limit. */
const NEAR_LIMIT = 'Quarterly planning with the editorial team, the audience desk and the two new contributors: '.repeat(6).slice(0, 490);

const Column = ({ children }: { children: React.ReactNode }) => <div style={{ display: 'grid', gap: 20, maxWidth: 480 }}>{children}</div>;

function WholeForm() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 480px))', gap: 48, alignItems: 'start' }}>
      <Column>
        <TextField label="Display name" placeholder="Jane Doe" />
        <TextField label="Email" type="email" hint="We send receipts to this address." defaultValue="reader@example" error="Email must be a valid address" />
        <TextArea label="Meeting name" characterLimit={500} defaultValue={NEAR_LIMIT.slice(0, 120)} />
        <Select label="Frequency" options={FREQUENCIES} placeholder="Choose how often" />
      </Column>
      <Column>
        <RadioGroup label="Who can reply" options={REPLY_OPTIONS} defaultValue="paid" />
        <div>
          <Checkbox label="Email me when someone replies" defaultChecked />
          <Switch label="Show comments" hint="Readers see comments under the post." defaultChecked />
        </div>
      </Column>
    </div>
  );
}

/** What a phone-sized settings sheet holds: short fields and toggles. */
function PhoneForm() {
  return (
    <Column>
      <TextField label="Display name" placeholder="Jane Doe" />
      <TextField label="Email" type="email" hint="We send receipts to this address." defaultValue="reader@example" error="Email must be a valid address" />
      <TextArea label="Meeting name" characterLimit={500} defaultValue={NEAR_LIMIT.slice(0, 120)} />
      <Select label="Frequency" options={FREQUENCIES} defaultValue="weekly" />
      <div>
        <Checkbox label="Email me when someone replies" defaultChecked />
        <Switch label="Show comments" hint="Readers see comments under the post." defaultChecked />
      </div>
    </Column>
  );
}

const meta = {
  title: 'UI/Field',
  component: TextField,
  args: { label: 'Display name', onValueChange: fn() },
  decorators: [(Story) => <div style={{ padding: 24 }}>{<Story />}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextFieldStates: Story = {
  render: (args) => (
    <Column>
      <TextField {...args} placeholder="Jane Doe" />
      <TextField label="Email" type="email" hint="We send receipts to this address." />
      <TextField label="Meeting name" required error="Meeting name is required" />
      <TextField label="Publication address" disabled defaultValue="masthead.example.com" />
    </Column>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Display name' });
    await userEvent.type(name, 'Ada');
    await expect(name).toHaveValue('Ada');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Ada');

    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('We send receipts to this address.');

    const meeting = canvas.getByRole('textbox', { name: 'Meeting name' });
    await expect(meeting).toBeRequired();
    await expect(meeting).toHaveAttribute('aria-invalid', 'true');
    await expect(meeting).toHaveAccessibleDescription('Meeting name is required');
    await expect(canvas.getByText('Meeting name is required')).toBeVisible();

    await expect(canvas.getByRole('textbox', { name: 'Publication address' })).toBeDisabled();
  },
};

export const TextAreaWithCounter: Story = {
  render: () => (
    <Column>
      <TextArea label="Meeting name" hint="Shown to everyone invited." characterLimit={500} defaultValue={NEAR_LIMIT} />
    </Column>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Meeting name' });
    const counter = canvas.getByText('490 / 500');
    await expect(counter).toHaveAttribute('data-state', 'within');
    await expect(counter).toHaveAttribute('aria-live', 'polite');
    await expect(area).not.toHaveAttribute('aria-invalid');

    await userEvent.type(area, ' and guests');
    await expect(area).toHaveValue(`${NEAR_LIMIT} and guests`);
    const over = canvas.getByText('501 / 500');
    await expect(over).toHaveAttribute('data-state', 'over');
    await expect(canvas.getByText('Meeting name must be at most 500 characters')).toBeVisible();
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('Shown to everyone invited. Meeting name must be at most 500 characters 501 / 500');

    await userEvent.type(area, '{Backspace}');
    await expect(canvas.getByText('500 / 500')).toHaveAttribute('data-state', 'within');
    await expect(canvas.queryByText('Meeting name must be at most 500 characters')).toBeNull();

    // Past the limit again: the snapshot shows the over-limit state.
    await userEvent.type(area, 's!');
    await expect(canvas.getByText('502 / 500')).toHaveAttribute('data-state', 'over');
    await expect(canvas.getByText('Meeting name must be at most 500 characters')).toBeVisible();
  },
};

const onReplies = fn();
const onComments = fn();

export const CheckboxAndSwitch: Story = {
  render: () => (
    <Column>
      <div>
        <Checkbox label="Email me when someone replies" hint="At most one email a day." onCheckedChange={onReplies} />
        <Checkbox label="Select all posts" checked="indeterminate" />
        <Checkbox label="Archived posts" disabled />
      </div>
      <div>
        <Switch label="Show comments" hint="Readers see comments under the post." onCheckedChange={onComments} />
        <Switch label="Allow reactions" defaultChecked />
        <Switch label="Paid-only chat" disabled />
      </div>
    </Column>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const replies = canvas.getByRole('checkbox', { name: 'Email me when someone replies' });
    await expect(replies).toHaveAccessibleDescription('At most one email a day.');
    await userEvent.tab();
    await expect(replies).toHaveFocus();
    await expect(replies).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(replies).toBeChecked();
    await expect(onReplies).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('checkbox', { name: 'Select all posts' })).toHaveAttribute('aria-checked', 'mixed');
    await expect(canvas.getByRole('checkbox', { name: 'Archived posts' })).toBeDisabled();

    const comments = canvas.getByRole('switch', { name: 'Show comments' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(comments).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(comments).toBeChecked();
    await expect(onComments).toHaveBeenLastCalledWith(true);

    // The label toggles too.
    await userEvent.click(canvas.getByText('Allow reactions'));
    await expect(canvas.getByRole('switch', { name: 'Allow reactions' })).not.toBeChecked();
  },
};

const onReplyChange = fn();

/** Presses an arrow key the way a person does: key down, a moment, key up (Radix moves focus on a timer). */
async function pressKey(key: string) {
  await userEvent.keyboard(`{${key}>}`);
  await userEvent.keyboard(`{/${key}}`);
}

export const RadioGroupKeyboard: Story = {
  render: () => (
    <Column>
      <RadioGroup
        label="Who can reply"
        hint="You can change this for each post."
        options={REPLY_OPTIONS}
        defaultValue="everyone"
        onValueChange={onReplyChange}
      />
    </Column>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Who can reply' });
    await expect(group).toHaveAccessibleDescription('You can change this for each post.');
    const everyone = canvas.getByRole('radio', { name: 'Everyone' });
    const paid = canvas.getByRole('radio', { name: 'Paid subscribers' });
    const nobody = canvas.getByRole('radio', { name: 'Only me' });

    await userEvent.tab();
    await expect(everyone).toHaveFocus();
    await expect(everyone).toBeChecked();

    await pressKey('ArrowDown');
    await expect(paid).toHaveFocus();
    await expect(paid).toBeChecked();
    await expect(onReplyChange).toHaveBeenLastCalledWith('paid');

    // The disabled option is skipped.
    await pressKey('ArrowDown');
    await expect(nobody).toHaveFocus();
    await expect(nobody).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Founding members' })).toBeDisabled();

    await pressKey('ArrowUp');
    await expect(paid).toBeChecked();
    await expect(everyone).not.toBeChecked();
  },
};

const onFrequency = fn();

export const SelectField: Story = {
  render: () => (
    <Column>
      <Select label="Frequency" hint="How often we email you a digest." options={FREQUENCIES} placeholder="Choose how often" onValueChange={onFrequency} />
      <Select label="Section" options={FREQUENCIES} placeholder="Choose a section" required error="Section is required" />
      <Select label="Language" options={[{ value: 'en', label: 'English' }]} defaultValue="en" disabled />
    </Column>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frequency = canvas.getByRole('combobox', { name: 'Frequency' });
    await expect(frequency).toHaveValue('');
    await expect(frequency).toHaveAccessibleDescription('How often we email you a digest.');
    await userEvent.selectOptions(frequency, 'weekly');
    await expect(frequency).toHaveValue('weekly');
    await expect(within(frequency).getByRole('option', { name: 'Weekly' })).toHaveProperty('selected', true);
    await expect(onFrequency).toHaveBeenLastCalledWith('weekly');

    const section = canvas.getByRole('combobox', { name: 'Section' });
    await expect(section).toHaveAttribute('aria-invalid', 'true');
    await expect(section).toHaveAccessibleDescription('Section is required');
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toBeDisabled();
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: () => <WholeForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('radio', { name: 'Paid subscribers' })).toBeChecked();
  },
};

export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile375' } },
  render: () => <PhoneForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Display name' });
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(canvas.getByRole('switch', { name: 'Show comments' }).getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
