import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyEventDraft, type EventDraft, EventEditorView } from '../../../src/features/microsite';
import { body, settled, STORY_WAIT_MS } from '../../support';

/**
 * The bare event editor (`EventEditorView`): the dialog as a host with its own data layer would drive it, from the
 * M34 state it is given. The connected editor runs on the mock in `Features/Microsite/EventEditor`.
 */
const draft: EventDraft = {
  ...emptyEventDraft,
  status: 'published',
  title: 'Town hall: the next 250 years',
  description: 'An evening of questions about the next quarter-millennium.',
  dateTime: '2026-12-03T18:30',
  place: 'Congress Hall',
  location: 'Congress Hall, 6th and Chestnut St, Philadelphia',
  type: ['in-person', 'livestream'],
  ticketLink: 'https://tickets.example.com/town-hall',
  speakers: [
    { id: 2, name: 'Maya Okafor', role: null, isCustom: false },
    { id: 'custom-1', name: 'Dr. Helen Marsh', role: 'Historian', isCustom: true },
  ],
  sponsors: [{ name: 'Chestnut Street Press', imageUrl: '' }],
};

const candidates = [
  { id: 2, name: 'Maya Okafor', role: 'admin' as const, handle: 'maya', bio: null, imageUrl: null },
  { id: 3, name: 'Tomás Reyes', role: 'contributor' as const, handle: 'tomas', bio: null, imageUrl: null },
];

const meta = {
  title: 'Features/Microsite/EventEditorView',
  component: EventEditorView,
  args: {
    state: { name: 'editing', mode: 'update', key: 'event-TownHall26', draft, errors: {}, outcome: null },
    candidates,
    edit: fn(),
    cancel: fn(),
    save: fn(),
  },
  globals: { viewport: { value: 'desktop1280' } },
} satisfies Meta<typeof EventEditorView>;
export default meta;
type Story = StoryObj<typeof meta>;

async function dialog() {
  const element = await body().findByRole('dialog', {}, { timeout: STORY_WAIT_MS });
  await settled(element);
  return element;
}

/** An event being edited: its fields filled in; the picker offers only authors not yet added; Save asks to save. */
export const Editing: Story = {
  play: async ({ args }) => {
    const form = within(await dialog());
    await expect(form.getByRole('textbox', { name: /^Title/ })).toHaveValue('Town hall: the next 250 years');
    const picker = form.getByRole('combobox', { name: 'Add an author' });
    await expect([...picker.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Choose an author', 'Tomás Reyes']);
    await userEvent.click(form.getByRole('button', { name: 'Save event' }));
    await expect(args.save).toHaveBeenCalledTimes(1);
  },
};

/** A save refused by validation: each field's rule next to it, and the summary. */
export const Invalid: Story = {
  args: {
    state: {
      name: 'editing',
      mode: 'create',
      key: null,
      draft: { ...emptyEventDraft, dateTime: '2026-02-30T10:00', ticketLink: 'javascript:alert(1)' },
      errors: { title: 'title.required', dateTime: 'dateTime.format', type: 'type.required', ticketLink: 'ticketLink.url' },
      outcome: null,
    },
  },
  play: async () => {
    const form = within(await dialog());
    await expect(form.getByRole('alert')).toHaveTextContent('The event was not saved. Fix the fields below.');
    await expect(form.getByText('Title is required.')).toBeVisible();
    await expect(form.getByText('Date and time must be a real date and time written YYYY-MM-DDTHH:mm.')).toBeVisible();
    await expect(form.getByText('Type: choose in person, livestream or both.')).toBeVisible();
    await expect(form.getByText('Ticket link must be a web address (https://…).')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Title/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** While saving: the form is read-only and Save shows it is busy; Cancel is off. */
export const Saving: Story = {
  args: { state: { name: 'saving', mode: 'update', key: 'event-TownHall26', draft } },
  play: async () => {
    const form = within(await dialog());
    await expect(form.getByRole('textbox', { name: /^Title/ })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(form.getByRole('button', { name: /Saving/ })).toHaveAttribute('aria-busy', 'true');
  },
};
