/**
 * The microsite's admin event editor as a publication admin uses it on the Events tab (M34): a new event saved from
 * "Add Event" (E66 PUT) and a card's Delete after its confirmation (E67 DELETE). A failure toasts "Error creating
 * event: …" / "Error deleting event: …" with the kit's text for the failure (the server's words, else the shared
 * text); the editor keeps what was typed, the event stays listed; saving or deleting again lands once.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { db } from '../../../../mocks';
import { EVENT_KEYS } from '../../../../mocks/db/events';
import { deleteCmsConfig, putCmsConfig } from '../../../../src/api/endpoints/events';
import { MicrositePage } from '../../../../src/features/microsite';
import type { Harness } from '../harness';
import type { ScreenCase, ScreenDriver } from '../types';
import { kitText, toldBy } from './texts';

const TITLE = 'Lecture: the printers of 1776';
const eventsTitled = (title: string) => db.events.events.filter((e) => e.value.title === title);
const editorState = () => document.body.querySelector('[data-part="event-editor"]')?.getAttribute('data-state') ?? null;

async function eventsListed(root: HTMLElement) {
  await waitFor(() => expect(root.querySelector('[data-part="event-lists"]')?.getAttribute('data-state')).toBe('ready'), { timeout: 5000 });
}

/** Add Event, the required fields typed; `act` presses Save. */
async function createDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const view = render(<MicrositePage />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  await eventsListed(root);
  await user.click(within(root).getByRole('button', { name: 'Add Event' }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), TITLE);
  await user.type(within(dialog).getByLabelText(/^Date and time/), '2027-04-19T10:00');
  await user.click(within(dialog).getByRole('checkbox', { name: 'In person' }));
  const save = async () => {
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save event' }));
    await waitFor(() => expect(editorState()).not.toBe('saving'), { timeout: 3000 });
  };
  return {
    container: document.body,
    act: save,
    assertReverted: () => {
      expect(editorState()).toBe('editing');
      expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: /^Title/ })).toHaveProperty('value', TITLE);
      expect(eventsTitled(TITLE)).toHaveLength(0);
    },
    retry: save,
    assertLandedOnce: () => {
      expect(editorState()).toBeNull();
      expect(eventsTitled(TITLE)).toHaveLength(1);
      expect(eventsTitled(TITLE)[0]!.key).toMatch(/^event-[A-Za-z0-9]{10}$/);
    },
    signIn: () => null,
  };
}

/** The town hall's Delete (the confirmation answered yes); `act` presses it. */
async function deleteDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const view = render(<MicrositePage />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  await eventsListed(root);
  const listed = () => db.events.events.filter((e) => e.key === EVENT_KEYS.townHall);
  const remove = async () => {
    await user.click(within(root).getByRole('button', { name: 'Delete Town hall: the next 250 years' }));
    await waitFor(() => expect(h.confirms.at(-1)).toBe('Are you sure you want to delete this event?'));
  };
  return {
    container: root,
    act: remove,
    assertReverted: () => {
      expect(listed()).toHaveLength(1);
      expect(within(root).getByRole('button', { name: 'Delete Town hall: the next 250 years' })).toBeTruthy();
    },
    retry: async () => {
      await remove();
      await waitFor(() => expect(listed()).toHaveLength(0), { timeout: 3000 });
    },
    assertLandedOnce: () => {
      expect(listed()).toHaveLength(0);
    },
    signIn: () => null,
  };
}

export const cases: ScreenCase[] = [
  {
    area: 'microsite',
    screen: 'MicrositePage',
    endpoint: putCmsConfig,
    viewer: 'admin',
    harness: { path: '/america250?tab=events' },
    mount: createDriver,
    told: toldBy((kind) => ({ toast: `Error creating event: ${kitText[kind]}` })),
  },
  {
    area: 'microsite',
    screen: 'MicrositePage',
    endpoint: deleteCmsConfig,
    viewer: 'admin',
    harness: { path: '/america250?tab=events' },
    mount: deleteDriver,
    told: toldBy((kind) => ({ toast: `Error deleting event: ${kitText[kind]}` })),
  },
];
