import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { deleteCmsConfig, putCmsConfig } from '../../../src/api/endpoints/events';
import { MicrositePage } from '../../../src/features/microsite';
import { answerConfirm, body, expectToast, faultOn, part, STORY_WAIT_MS, settled } from '../../support';

/**
 * The admin event editor (M34) on the microsite's Events tab, on the mock API as an admin of The Daily Margin: "Add
 * Event" and each card's Edit open the editor (a dialog; full-screen on phones), each card's Delete asks first. The
 * mock keeps what is written, so the list after a save or a delete is the next GET's answer. Failures toast T079,
 * T080 or T129 with the error's words, and the form keeps what was typed.
 */
const meta = {
  title: 'Features/Microsite/EventEditor',
  component: MicrositePage,
  tags: ['!autodocs'],
  render: () => <MicrositePage eventsTagId={7} />,
  parameters: { role: 'admin', layout: 'fullscreen', platform: { path: '/america250?tab=events' } },
  globals: { viewport: { value: 'desktop1280' } },
} satisfies Meta<typeof MicrositePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardTitles = (root: ParentNode) => [...root.querySelectorAll('[data-part="event-card"] h3')].map((h) => h.textContent);

async function eventsReady(root: HTMLElement) {
  await waitFor(() => expect(part(root, 'event-lists')).toHaveAttribute('data-state', 'ready'), { timeout: STORY_WAIT_MS });
}

async function openEditor(trigger: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(trigger);
  const dialog = await body().findByRole('dialog', {}, { timeout: STORY_WAIT_MS });
  await settled(dialog);
  return dialog;
}

/** Types a new event's required fields (title, date and time, type). */
async function fillRequired(dialog: HTMLElement, title: string) {
  const form = within(dialog);
  await userEvent.type(form.getByRole('textbox', { name: /^Title/ }), title);
  await userEvent.type(form.getByLabelText(/^Date and time/), '2027-04-19T10:00');
  await userEvent.click(form.getByRole('checkbox', { name: 'In person' }));
}

/**
 * Add Event: a save of the empty form names each field and its rule; the fields typed, an author and a custom speaker,
 * a sponsor; a double click on Save creates one event ("Event created successfully!"), and the list shows it.
 */
export const AddEvent: Story = {
  play: async ({ canvasElement }) => {
    await eventsReady(canvasElement);
    const dialog = await openEditor(within(canvasElement).getByRole('button', { name: 'Add Event' }));
    const form = within(dialog);
    await expect(form.getByRole('heading', { name: 'Add Event' })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Save event' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('The event was not saved. Fix the fields below.');
    await expect(form.getByText('Title is required.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Title/ })).toHaveFocus();
    await expect(form.getByText('Date and time is required.')).toBeVisible();
    await expect(form.getByText('Type: choose in person, livestream or both.')).toBeVisible();
    await fillRequired(dialog, 'Lecture: the printers of 1776');
    await expect(form.queryByText('Title is required.')).toBeNull();
    await userEvent.type(form.getByRole('textbox', { name: 'Place' }), 'Library Hall');
    await userEvent.type(form.getByRole('textbox', { name: 'Location' }), 'Library Hall, 105 S 5th St, Philadelphia');
    await userEvent.type(form.getByRole('textbox', { name: 'Ticket link' }), 'javascript:alert(1)');
    await userEvent.click(form.getByRole('button', { name: 'Save event' }));
    await expect(await form.findByText('Ticket link must be a web address (https://…).')).toBeVisible();
    await userEvent.clear(form.getByRole('textbox', { name: 'Ticket link' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Ticket link' }), 'https://tickets.example.com/printers');
    // Speakers: an author of the publication (then no longer offered), and a custom speaker.
    const picker = form.getByRole('combobox', { name: 'Add an author' });
    const firstAuthor = [...picker.querySelectorAll('option')].find((o) => o.value !== '')!;
    const authorName = firstAuthor.textContent!;
    await userEvent.selectOptions(picker, firstAuthor.value);
    await userEvent.click(form.getByRole('button', { name: 'Add speaker' }));
    const speakers = within(part(dialog, 'editor-speakers')!);
    await expect(speakers.getByText(authorName)).toBeVisible();
    await expect([...picker.querySelectorAll('option')].map((o) => o.textContent)).not.toContain(authorName);
    await userEvent.click(form.getByRole('button', { name: 'Add custom speaker' }));
    await userEvent.type(speakers.getByRole('textbox', { name: 'Speaker name' }), 'Dr. Helen Marsh');
    await userEvent.click(form.getByRole('button', { name: 'Add sponsor' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Sponsor name' }), 'Chestnut Street Press');
    const save = form.getByRole('button', { name: 'Save event' });
    await userEvent.dblClick(save);
    await expectToast('Event created successfully!');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), { timeout: STORY_WAIT_MS });
    await waitFor(() => expect(cardTitles(canvasElement).filter((t) => t === 'Lecture: the printers of 1776')).toHaveLength(1), {
      timeout: STORY_WAIT_MS,
    });
    const card = [...canvasElement.querySelectorAll<HTMLElement>('[data-part="event-card"]')].find((c) => c.textContent?.includes('Lecture'))!;
    await expect(within(card).getByText('Draft')).toBeVisible();
  },
};

/** A create the server refuses: "Error creating event: Internal server error"; the form stays open as typed. */
export const CreateFails: Story = {
  parameters: { scenario: faultOn(putCmsConfig, '500') },
  play: async ({ canvasElement }) => {
    await eventsReady(canvasElement);
    const dialog = await openEditor(within(canvasElement).getByRole('button', { name: 'Add Event' }));
    await fillRequired(dialog, 'A lecture that will not save');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save event' }));
    await expectToast('Error creating event: Internal server error');
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('A lecture that will not save');
    await expect(within(dialog).getByLabelText(/^Date and time/)).toHaveValue('2027-04-19T10:00');
    await expect(within(dialog).getByRole('checkbox', { name: 'In person' })).toBeChecked();
    await expect(part(dialog, 'event-editor')).toHaveAttribute('data-state', 'editing');
    await expect(cardTitles(canvasElement)).not.toContain('A lecture that will not save');
  },
};

/** A create that cannot reach the server: the network text after "Error creating event: ", the form kept. */
export const CreateNetworkError: Story = {
  parameters: { scenario: faultOn(putCmsConfig, 'network') },
  play: async ({ canvasElement }) => {
    await eventsReady(canvasElement);
    const dialog = await openEditor(within(canvasElement).getByRole('button', { name: 'Add Event' }));
    await fillRequired(dialog, 'Offline lecture');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save event' }));
    await expectToast('Error creating event: We could not reach the server. Check your connection and try again.');
    await expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('Offline lecture');
  },
};

/** Edit: the event's fields filled in; a new title saved ("Event updated successfully!"); the list shows it. */
export const EditEvent: Story = {
  play: async ({ canvasElement }) => {
    await eventsReady(canvasElement);
    const dialog = await openEditor(within(canvasElement).getByRole('button', { name: 'Edit Town hall: the next 250 years' }));
    const form = within(dialog);
    await expect(form.getByRole('heading', { name: 'Edit event' })).toBeVisible();
    const title = form.getByRole('textbox', { name: /^Title/ });
    await expect(title).toHaveValue('Town hall: the next 250 years');
    await expect(form.getByLabelText(/^Date and time/)).toHaveValue('2026-12-03T18:30');
    await expect(form.getByRole('textbox', { name: 'Ticket link' })).toHaveValue('https://tickets.example.com/town-hall');
    await expect(within(part(dialog, 'editor-speakers')!).getByRole('textbox', { name: 'Speaker name' })).toHaveValue('Dr. Helen Marsh');
    await userEvent.clear(title);
    await userEvent.type(title, 'Town hall: the next 250 years, revised');
    await userEvent.click(form.getByRole('button', { name: 'Save event' }));
    await expectToast('Event updated successfully!');
    await waitFor(() => expect(cardTitles(canvasElement)).toContain('Town hall: the next 250 years, revised'), { timeout: STORY_WAIT_MS });
    await expect(cardTitles(canvasElement)).not.toContain('Town hall: the next 250 years');
  },
};

/** An update the server refuses: "Error updating event: Forbidden"; the edited title is still in the form. */
export const UpdateFails: Story = {
  parameters: { scenario: faultOn(putCmsConfig, '403') },
  play: async ({ canvasElement }) => {
    await eventsReady(canvasElement);
    const dialog = await openEditor(within(canvasElement).getByRole('button', { name: 'Edit Town hall: the next 250 years' }));
    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    await userEvent.type(title, ' (moved)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save event' }));
    await expectToast('Error updating event: Forbidden');
    await expect(title).toHaveValue('Town hall: the next 250 years (moved)');
    await expect(cardTitles(canvasElement)).toContain('Town hall: the next 250 years');
  },
};

/** Delete asks "Are you sure you want to delete this event?": Cancel keeps it; Delete removes it ("Event deleted successfully!"). */
export const DeleteEvent: Story = {
  play: async ({ canvasElement }) => {
    await eventsReady(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Town hall: the next 250 years' }));
    await answerConfirm('Are you sure you want to delete this event?', 'cancel');
    await expect(cardTitles(canvasElement)).toContain('Town hall: the next 250 years');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Town hall: the next 250 years' }));
    await answerConfirm('Are you sure you want to delete this event?', { confirm: 'Delete' });
    await expectToast('Event deleted successfully!');
    await waitFor(() => expect(cardTitles(canvasElement)).not.toContain('Town hall: the next 250 years'), { timeout: STORY_WAIT_MS });
  },
};

/** A delete the server refuses: "Error deleting event: Internal server error"; the event stays listed. */
export const DeleteFails: Story = {
  parameters: { scenario: faultOn(deleteCmsConfig, '500') },
  play: async ({ canvasElement }) => {
    await eventsReady(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Town hall: the next 250 years' }));
    await answerConfirm('Are you sure you want to delete this event?', { confirm: 'Delete' });
    await expectToast('Error deleting event: Internal server error');
    await expect(cardTitles(canvasElement)).toContain('Town hall: the next 250 years');
  },
};

/** Keyboard only: Tab to "Add Event", Enter opens the editor with focus inside; typing and Escape close it, focus back on "Add Event". */
export const EditorByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await eventsReady(canvasElement);
    const add = within(canvasElement).getByRole('button', { name: 'Add Event' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', {}, { timeout: STORY_WAIT_MS });
    await settled(dialog);
    await expect(dialog.contains(document.activeElement)).toBe(true);
    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    title.focus();
    await userEvent.keyboard('Keyboard lecture');
    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), { timeout: STORY_WAIT_MS });
    await waitFor(() => expect(add).toHaveFocus());
  },
};

/** The editor on a phone: full-screen, nothing wider than 375 px. */
export const PhoneEditor: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await eventsReady(canvasElement);
    const dialog = await openEditor(within(canvasElement).getByRole('button', { name: 'Add Event' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add sponsor' }));
    await expect(within(dialog).getByRole('textbox', { name: 'Sponsor name' })).toBeVisible();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(375);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** With `hideAdmin` an admin sees no Add Event, Edit or Delete. */
export const HiddenWithHideAdmin: Story = {
  parameters: { platform: { path: '/america250?tab=events&hideAdmin=true' } },
  play: async ({ canvasElement }) => {
    await eventsReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add Event' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Edit / })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Delete / })).toBeNull();
  },
};
