/**
 * Paid meetings (`MeetingBookingPage`, /meetings/book, M56) as Paolo Paid books and schedules on the mock: the order
 * step's Book (E74, multipart) and the schedule step's slot (E75). A booking failure shows the server's words on the
 * form, else "Something went wrong." (T179), with what was typed kept; booking again lands one order (a retry with the
 * same details reuses the failed attempt's idempotency key). A scheduling failure shows T180 and the order stays
 * unscheduled; choosing again attaches the slot once.
 */
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { db } from '../../../../mocks';
import { ORDER_IDS } from '../../../../mocks/db/meetings';
import { bookMeeting, updateMeetingOrder } from '../../../../src/api/endpoints/meetings';
import { MeetingBookingPage } from '../../../../src/features/growth';
import type { Harness } from '../harness';
import type { ScreenCase, ScreenDriver } from '../types';
import { SERVER_WORDS, toldBy } from './texts';

const NAME = 'Matrix Booker';
const T179 = 'Something went wrong.';
const T180 = 'Something went wrong with your booking. Please contact meetings@dailymargin.example.com.';
const ZONE = 'America/New_York';
const ordersOf = () => db.meetings.orders.filter((o) => o.name === NAME);
const MARGIN = { id: 1, name: 'The Daily Margin', subdomain: 'dailymargin', baseUrl: 'https://dailymargin.example.com' };

async function bookDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const view = render(<MeetingBookingPage timeZone={ZONE} />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  const step = () => root.querySelector('[data-part="meeting-order-step"]');
  await waitFor(() => expect(step()?.getAttribute('data-state')).toBe('idle'), { timeout: 5000 });
  await user.type(within(root).getByRole('textbox', { name: /Your name/ }), NAME);
  await user.type(within(root).getByRole('textbox', { name: /Topic/ }), 'The fault matrix');
  await user.type(within(root).getByRole('textbox', { name: 'Card' }), 'tok_visa');
  const book = () => user.click(root.querySelector<HTMLButtonElement>('[data-part="meeting-book"]')!);
  return {
    container: root,
    act: book,
    assertReverted: async () => {
      await waitFor(() => expect(step()?.getAttribute('data-state')).toBe('failed'));
      expect((within(root).getByRole('textbox', { name: /Your name/ }) as HTMLInputElement).value).toBe(NAME);
      expect(ordersOf()).toHaveLength(0);
    },
    retry: async () => {
      await book();
      await waitFor(() => expect(root.querySelector('[data-part="meeting-booking"]')?.getAttribute('data-state')).toBe('schedule'), { timeout: 3000 });
    },
    assertLandedOnce: () => {
      expect(ordersOf()).toHaveLength(1);
    },
    signIn: () => null,
  };
}

async function scheduleDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const view = render(<MeetingBookingPage timeZone={ZONE} />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  const step = () => root.querySelector('[data-part="meeting-schedule-step"]');
  await waitFor(() => expect(step()?.getAttribute('data-state')).toBe('choosing'), { timeout: 5000 });
  const order = () => db.meetings.orders.find((o) => o.order_id === ORDER_IDS.unscheduled)!;
  const choose = () => user.click(root.querySelectorAll<HTMLButtonElement>('[data-part="meeting-slot"]')[0]!);
  return {
    container: root,
    act: choose,
    assertReverted: async () => {
      await waitFor(() => expect(step()?.getAttribute('data-state')).toBe('failed'));
      expect(order().calendly_event_uri).toBeNull();
    },
    retry: async () => {
      await choose();
      await waitFor(() => expect(step()?.getAttribute('data-state')).toBe('waiting'), { timeout: 3000 });
    },
    assertLandedOnce: () => {
      expect(order().calendly_event_uri).toMatch(/SLOT-/);
      expect(order().num_rebookings).toBe(0);
    },
    signIn: () => null,
  };
}

const serverOr = (fallback: string) =>
  toldBy((kind) => ({ inPlace: kind === '500' || kind === '401' || kind === '403' || kind === 'ban' ? SERVER_WORDS[kind] : fallback }));

export const cases: ScreenCase[] = [
  {
    area: 'meetings',
    screen: 'MeetingBookingPage',
    endpoint: bookMeeting,
    viewer: 'paid',
    harness: { path: '/meetings/book', publication: MARGIN },
    mount: bookDriver,
    told: serverOr(T179),
  },
  {
    area: 'meetings',
    screen: 'MeetingBookingPage',
    endpoint: updateMeetingOrder,
    viewer: 'paid',
    harness: { path: `/meetings/book/${ORDER_IDS.unscheduled}`, publication: MARGIN },
    mount: scheduleDriver,
    told: toldBy(() => ({ inPlace: T180 })),
  },
];
