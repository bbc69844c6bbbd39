import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createReadingList, searchPublications, updateReadingList } from '../../../src/api/endpoints/feed';
import { type ListPublication, ReadingListModal, type ReadingListLike, ReadingListModalView } from '../../../src/features/discover';
import { isolate } from '../../../src/ui/bidi';
import { Button } from '../../../src/ui/Button';
import { body, expectToast, faultOn, STORY_WAIT_MS, settled } from '../../support';

// Spec texts (INVENTORY), word for word.
const T110 = 'Create new list';
const T111 = 'Edit list';
const T141 = 'Something went wrong. Please try again';
const T146 = 'Searching...';
const T147 = 'No publications found';
const T148 = 'Search publications to get started';
const added = (name: string) => `${isolate(name)} added`; // T149
const removed = (name: string) => `${isolate(name)} removed`; // T150
const updated = (name: string) => `${isolate(name)} updated`; // T151
const created = (name: string) => `${isolate(name)} created`; // T152
const NETWORK = 'We could not reach the server. Check your connection and try again.';
const SIGN_IN = 'Please sign in to continue.';

const margin: ListPublication = { id: 1, name: 'The Daily Margin', subdomain: 'margin', logo_url: null };
const fieldNotes: ListPublication = { id: 2, name: 'Field Notes', subdomain: 'fieldnotes', logo_url: null };
const nightGarden: ListPublication = { id: 51, name: 'Night Garden', subdomain: 'nightgarden', logo_url: null };
/** The paid reader's list in the mock world (id 1). */
const weekendReading: ReadingListLike = { id: 1, name: 'Weekend reading', publications: [margin, fieldNotes, nightGarden] };

/** A page with the button that opens the modal, as a host shows it; the saved list is printed under it. */
function ListHost({ list }: { list?: ReadingListLike | undefined }) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <div style={{ padding: 24 }}>
      <Button onClick={() => setOpen(true)}>{list ? 'Edit Weekend reading' : 'New list'}</Button>
      {saved ? <p data-part="saved-list">{saved}</p> : null}
      <ReadingListModal
        open={open}
        onOpenChange={setOpen}
        list={list}
        onSaved={(l) => setSaved(`Saved ${l.name}: ${l.publications.map((p) => p.name).join(', ')}`)}
      />
    </div>
  );
}

const meta = {
  title: 'Features/Discover/ReadingListModal',
  component: ReadingListModal,
  tags: ['!autodocs'],
  args: { open: false, onOpenChange: () => {} },
  parameters: { role: 'paid', layout: 'fullscreen' },
  render: (args) => <ListHost list={args.list} />,
} satisfies Meta<typeof ReadingListModal>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openModal(root: HTMLElement, button = 'New list') {
  const trigger = within(root).getByRole('button', { name: button });
  await userEvent.click(trigger);
  const dialog = await body().findByRole('dialog', {}, { timeout: STORY_WAIT_MS });
  await settled(dialog);
  return { dialog, trigger, modal: within(dialog) };
}

async function search(dialog: HTMLElement, text: string) {
  await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search publications' }), text);
}

const saveButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save' });

/** A new list: "Create new list", named "My list", the search's idle text, Save disabled until a publication is added. */
export const CreateList: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const { dialog, trigger, modal } = await openModal(canvasElement);
    await expect(modal.getByRole('heading', { name: T110 })).toBeVisible();
    await expect(modal.getByRole('textbox', { name: 'List name' })).toHaveValue('My list');
    await expect(modal.getByText(T148)).toBeVisible();
    await expect(saveButton(dialog)).toBeDisabled();
    await search(dialog, 'field');
    await userEvent.click(await modal.findByRole('button', { name: `Add ${isolate('Field Notes')}` }, { timeout: STORY_WAIT_MS }));
    await expectToast(added('Field Notes'));
    await expect(within(dialog.querySelector<HTMLElement>('[data-part="reading-list-publications"]')!).getByText('Field Notes')).toBeVisible();
    await expect(saveButton(dialog)).toBeEnabled();
    await userEvent.click(saveButton(dialog));
    await expectToast(created('My list'));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), { timeout: STORY_WAIT_MS });
    await expect(within(canvasElement).getByText('Saved My list: Field Notes')).toBeVisible();
    // Focus returns to the button that opened the modal.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** While the search is on its way: "Searching..." (a slow server). */
export const Searching: Story = {
  parameters: { scenario: { latencyMs: 60_000 } },
  play: async ({ canvasElement }) => {
    const { dialog, modal } = await openModal(canvasElement);
    await search(dialog, 'margin');
    await expect(await modal.findByText(T146)).toBeVisible();
    await expect(dialog.querySelector('[data-part="publication-search"]')).toHaveAttribute('data-state', 'searching');
  },
};

/** Nothing matches: "No publications found"; clearing the box shows the idle text again. */
export const NoPublicationsFound: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, modal } = await openModal(canvasElement);
    await search(dialog, 'zzzqx');
    await expect(await modal.findByText(T147, {}, { timeout: STORY_WAIT_MS })).toBeVisible();
    await userEvent.clear(modal.getByRole('searchbox', { name: 'Search publications' }));
    await expect(await modal.findByText(T148)).toBeVisible();
  },
};

/** A space after the query, or a letter taken back and typed again: the results stay (nothing left "Searching..."). */
export const SearchRetyped: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, modal } = await openModal(canvasElement);
    const state = () => dialog.querySelector('[data-part="publication-search"]');
    await search(dialog, 'field');
    await waitFor(() => expect(state()).toHaveAttribute('data-state', 'results'), { timeout: STORY_WAIT_MS });
    await search(dialog, ' ');
    await expect(state()).toHaveAttribute('data-state', 'results');
    await userEvent.type(modal.getByRole('searchbox', { name: 'Search publications' }), '{Backspace}{Backspace}d', { delay: 0 });
    await waitFor(() => expect(state()).toHaveAttribute('data-state', 'results'), { timeout: STORY_WAIT_MS });
    await expect(modal.getByRole('button', { name: `Add ${isolate('Deep Field')}` })).toBeVisible();
  },
};

/** The search itself fails: its reason in plain words, and the list can still be edited. */
export const SearchFails: Story = {
  parameters: { scenario: faultOn(searchPublications, 'network') },
  play: async ({ canvasElement }) => {
    const { dialog, modal } = await openModal(canvasElement);
    await search(dialog, 'field');
    await expect(await modal.findByRole('alert', {}, { timeout: STORY_WAIT_MS })).toHaveTextContent(NETWORK);
    await expect(modal.getByRole('textbox', { name: 'List name' })).toBeEnabled();
  },
};

/** Editing the reader's list: "Edit list"; removing a publication toasts it; Save sends the change and says "… updated". */
export const EditList: Story = {
  args: { list: weekendReading },
  play: async ({ canvasElement }) => {
    const { dialog, trigger, modal } = await openModal(canvasElement, 'Edit Weekend reading');
    await expect(modal.getByRole('heading', { name: T111 })).toBeVisible();
    await expect(modal.getByRole('textbox', { name: 'List name' })).toHaveValue('Weekend reading');
    await expect(saveButton(dialog)).toBeDisabled();
    await userEvent.click(modal.getByRole('button', { name: `Remove ${isolate('Night Garden')}` }));
    await expectToast(removed('Night Garden'));
    await expect(saveButton(dialog)).toBeEnabled();
    await userEvent.click(saveButton(dialog));
    await expectToast(updated('Weekend reading'));
    await expect(within(canvasElement).getByText('Saved Weekend reading: The Daily Margin, Field Notes')).toBeVisible();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Save needs a name and a publication: a blank name, or no publication left, disables it; undoing the edit does too. */
export const SaveRule: Story = {
  args: { list: weekendReading },
  play: async ({ canvasElement }) => {
    const { dialog, modal } = await openModal(canvasElement, 'Edit Weekend reading');
    const name = modal.getByRole('textbox', { name: 'List name' });
    await userEvent.clear(name);
    await expect(saveButton(dialog)).toBeDisabled();
    await userEvent.type(name, 'Desk picks');
    await expect(saveButton(dialog)).toBeEnabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'Weekend reading');
    await expect(saveButton(dialog)).toBeDisabled();
    for (const p of ['The Daily Margin', 'Field Notes', 'Night Garden']) await userEvent.click(modal.getByRole('button', { name: `Remove ${isolate(p)}` }));
    await expect(modal.getByText('No publications yet. Search above and add one.')).toBeVisible();
    await expect(saveButton(dialog)).toBeDisabled();
  },
};

/** Esc closes the modal without saving, focus returns to its button, and the next opening starts afresh. */
export const EscapeDiscards: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, trigger } = await openModal(canvasElement);
    await search(dialog, 'field');
    await userEvent.click(await within(dialog).findByRole('button', { name: `Add ${isolate('Field Notes')}` }, { timeout: STORY_WAIT_MS }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), { timeout: STORY_WAIT_MS });
    await waitFor(() => expect(trigger).toHaveFocus());
    const again = await openModal(canvasElement);
    await expect(again.modal.getByText(T148)).toBeVisible();
    await expect(again.modal.getByText('No publications yet. Search above and add one.')).toBeVisible();
    await expect(saveButton(again.dialog)).toBeDisabled();
  },
};

/** Adds one publication and presses Save (the failure stories). */
async function addAndSave(root: HTMLElement) {
  const { dialog, modal } = await openModal(root);
  await search(dialog, 'field');
  await userEvent.click(await modal.findByRole('button', { name: `Add ${isolate('Field Notes')}` }, { timeout: STORY_WAIT_MS }));
  await userEvent.click(saveButton(dialog));
  return { dialog, modal };
}

/** The save fails on the server: the spec's toast (T141); the draft stays and Save can be pressed again. */
export const SaveFails: Story = {
  parameters: { scenario: faultOn(createReadingList, '500') },
  play: async ({ canvasElement }) => {
    const { dialog, modal } = await addAndSave(canvasElement);
    await expectToast(T141);
    await expect(dialog.querySelector('[data-part="reading-list-modal"]')).toHaveAttribute('data-state', 'error');
    await expect(modal.getByRole('textbox', { name: 'List name' })).toHaveValue('My list');
    await expect(saveButton(dialog)).toBeEnabled();
  },
};

/** The save is refused (403): the same toast (T141). */
export const SaveForbidden: Story = {
  parameters: { scenario: faultOn(createReadingList, '403') },
  play: async ({ canvasElement }) => {
    await addAndSave(canvasElement);
    await expectToast(T141);
  },
};

/** The server's answer cannot be read: the same toast (T141). */
export const SaveMalformed: Story = {
  parameters: { scenario: faultOn(createReadingList, 'malformed') },
  play: async ({ canvasElement }) => {
    await addAndSave(canvasElement);
    await expectToast(T141);
  },
};

/** Offline: the shared text the reader can act on (reconnect), not the generic one. */
export const SaveOffline: Story = {
  parameters: { scenario: faultOn(createReadingList, 'network') },
  play: async ({ canvasElement }) => {
    await addAndSave(canvasElement);
    await expectToast(NETWORK);
  },
};

/** The session ended (401): sign in. */
export const SaveSignedOut: Story = {
  parameters: { scenario: faultOn(createReadingList, '401') },
  play: async ({ canvasElement }) => {
    await addAndSave(canvasElement);
    await expectToast(SIGN_IN);
  },
};

/** Updating fails too: T141, and the list keeps its edit. */
export const UpdateFails: Story = {
  args: { list: weekendReading },
  parameters: { scenario: faultOn(updateReadingList, '500') },
  play: async ({ canvasElement }) => {
    const { dialog, modal } = await openModal(canvasElement, 'Edit Weekend reading');
    await userEvent.click(modal.getByRole('button', { name: `Remove ${isolate('Night Garden')}` }));
    await userEvent.click(saveButton(dialog));
    await expectToast(T141);
    await expect(modal.queryByText('Night Garden')).toBeNull();
  },
};

/** On a phone the modal is full-screen, its actions within reach. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const { dialog } = await openModal(canvasElement);
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth));
    await expect(saveButton(dialog)).toBeVisible();
  },
};

/** The bare view while a save is on its way (a host with its own data layer). */
export const ViewSaving: Story = {
  render: () => (
    <ReadingListModalView
      open
      onOpenChange={() => {}}
      mode="edit"
      state="saving"
      name="Weekend reading"
      onNameChange={() => {}}
      searchText="field"
      onSearchChange={() => {}}
      search={{ name: 'results', query: 'field', results: [fieldNotes, { id: 56, name: 'Deep Field', subdomain: 'deepfield', logo_url: null }] }}
      publications={[margin, fieldNotes]}
      onAdd={() => {}}
      onRemove={() => {}}
      canSave={false}
      onSave={() => {}}
    />
  ),
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await settled(dialog);
    await expect(saveButton(dialog)).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: `Add ${isolate('Deep Field')}` })).toBeVisible();
  },
};
