import { describe, expect, it } from 'vitest';
import { bookMeeting, getMeetingOrder, getMeetingSettings, getMeetingSlots, updateMeetingOrder } from '../../src/api/endpoints/meetings';
import { callEndpoint } from '../../src/api/http';
import { isAcceptedMeetingAttachment, MEETING_LIMITS, meetingOrderStatuses } from '../../src/api/schemas/meetings';
import { advanceMockClock } from '../../mocks/clock';
import { ORDER_IDS } from '../../mocks/db/meetings';
import { MEETING_PROCESSING_MS } from '../../mocks/handlers/meetings';
import { setScenario } from '../../mocks/scenario';
import { meetingsSamples } from './meetings.samples';
import { call, callError, useMockServer } from './setup';

useMockServer();

const on = (host: string) => ({ baseUrl: `https://${host}.example.com` });
const booking = { name: 'Paolo Paid', description: 'How to pitch a column', stripe_token: 'tok_visa', timezone: 'Europe/Rome' };
const eventUri = 'https://api.calendly.com/scheduled_events/EVTEST';

describe('P14 GET /api/v1/meetings/settings', () => {
  it('answers the offer with every price and the one each viewer pays', async () => {
    const expected = { anonymous: [15000, 'price'], free: [15000, 'price'], paid: [12000, 'subscriber_price'], founding: [9000, 'founding_price'] } as const;
    for (const [viewer, [price, kind]] of Object.entries(expected)) {
      setScenario({ viewer: viewer as keyof typeof expected });
      const settings = await call(getMeetingSettings, {});
      expect(settings).toMatchObject({ enabled: true, user_id: 105, user_name: 'Ada Admin', viewer_price: price, viewer_price_kind: kind });
      expect(settings.selected_event_type).toMatchObject({
        price: 15000,
        subscriber_price: 12000,
        founding_price: 9000,
        currency: 'usd',
        duration: 30,
        num_availabilities: 64,
      });
    }
  });

  it('covers no open slots, meetings turned off and not set up', async () => {
    expect((await callEndpoint(on('openwater'), getMeetingSettings, {})).selected_event_type?.num_availabilities).toBe(0);
    expect((await callEndpoint(on('fieldnotes'), getMeetingSettings, {})).enabled).toBe(false);
    const none = await callEndpoint(on('innercircle'), getMeetingSettings, {});
    expect(none).toMatchObject({ enabled: false, selected_event_type: null, viewer_price: null });
  });
});

describe('E74 POST /api/v1/meetings/book', () => {
  it('books (multipart, with an attachment) and the new order is unscheduled at the viewer’s price', async () => {
    const attachment = new File(['%PDF-1.4 chapter'], 'chapter-two.pdf', { type: 'application/pdf' });
    const result = await call(bookMeeting, { body: { ...booking, attachment } });
    expect(result).toMatchObject({ name: 'Paolo Paid', email: 'paolo@example.com', description: 'How to pitch a column' });
    expect(result.calendly_scheduling_uri).toMatch(/^https:\/\/calendly\.com\//);
    const order = await call(getMeetingOrder, { params: { order_id: result.order_id } });
    expect(order).toMatchObject({ status: 'unscheduled', amount: 12000, attachment_name: 'chapter-two.pdf', timezone: 'Europe/Rome', user_name: 'Ada Admin' });
  });

  it('accepts images, audio, video and office documents', async () => {
    for (const [name, type] of [
      ['photo.png', 'image/png'],
      ['memo.m4a', 'audio/mp4'],
      ['clip.mov', 'video/quicktime'],
      ['budget.xlsx', ''],
      ['draft.doc', 'application/msword'],
    ]) {
      await expect(call(bookMeeting, { body: { ...booking, attachment: new File(['x'], name!, { type }) } })).resolves.toBeDefined();
    }
  });

  it('answers 400 naming the field and the rule for a long or blank name or topic, and a refused attachment', async () => {
    const long = await callError(bookMeeting, { body: { ...booking, name: 'n'.repeat(MEETING_LIMITS.name + 1) } });
    expect(long.status).toBe(400);
    expect(long.serverMessage).toBe('Invalid name: Name can be at most 500 characters');
    const topic = await callError(bookMeeting, { body: { ...booking, description: 't'.repeat(MEETING_LIMITS.description + 1) } });
    expect(topic.serverMessage).toBe('Invalid description: Topic can be at most 1000 characters');
    expect((await callError(bookMeeting, { body: { ...booking, name: '   ' } })).serverMessage).toBe('Invalid name: Name is required');
    expect((await callError(bookMeeting, { body: { ...booking, description: '' } })).serverMessage).toBe('Invalid description: Topic is required');
    const exe = await callError(bookMeeting, { body: { ...booking, attachment: new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }) } });
    expect(exe.status).toBe(400);
    expect(exe.serverMessage).toContain('attachment');
    await expect(call(bookMeeting, { body: { ...booking, name: 'n'.repeat(500), description: 't'.repeat(1000) } })).resolves.toBeDefined();
  });

  it('needs a card: 400 without a token, 402 with the server’s text when declined', async () => {
    const { stripe_token: _t, ...noCard } = booking;
    const missing = await callError(bookMeeting, { body: noCard });
    expect(missing).toMatchObject({ status: 400, serverMessage: 'A payment card is required (stripe_token).' });
    expect(await callError(bookMeeting, { body: { ...booking, stripe_token: 'tok_chargeDeclined' } })).toMatchObject({
      status: 402,
      serverMessage: 'Your card was declined.',
    });
  });

  it('answers 401 to an anonymous viewer and 403 where meetings are off', async () => {
    setScenario({ viewer: 'anonymous' });
    expect((await callError(bookMeeting, { body: booking })).status).toBe(401);
    setScenario({ viewer: 'paid' });
    try {
      await callEndpoint(on('fieldnotes'), bookMeeting, { body: booking });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ status: 403, serverMessage: 'Meetings are not enabled for this publication.' });
    }
  });
});

describe('P15 GET /api/v1/meetings/order/:order_id', () => {
  it('answers orders in every state', async () => {
    const byStatus: Record<string, number> = {};
    for (const id of Object.values(ORDER_IDS)) {
      setScenario({ viewer: id === ORDER_IDS.foundingScheduled ? 'founding' : 'paid' });
      byStatus[(await call(getMeetingOrder, { params: { order_id: id } })).status] = id;
    }
    expect(Object.keys(byStatus).sort()).toEqual([...meetingOrderStatuses].sort());
  });

  it('carries what each confirmation state shows', async () => {
    const get = (id: number) => call(getMeetingOrder, { params: { order_id: id } });
    expect(await get(ORDER_IDS.unscheduled)).toMatchObject({ status: 'unscheduled', start_time: null, location: null });
    expect(await get(ORDER_IDS.scheduled)).toMatchObject({ status: 'scheduled', location: { type: 'zoom', join_url: 'https://zoom.example.com/j/4002' } });
    const cancelled = await get(ORDER_IDS.cancelled);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellation_reason: expect.any(String), refunded_at: null });
    expect(cancelled.rebook_url).toBe('https://dailymargin.example.com/meetings/book/4003');
    const refunded = await get(ORDER_IDS.refunded);
    expect(refunded).toMatchObject({ status: 'refunded', rebook_url: null, location: { type: 'physical' } });
    expect(refunded.refunded_at).toBeTruthy();
    expect(await get(ORDER_IDS.rebooked)).toMatchObject({ status: 'rebooked', num_rebookings: 1, location: { type: 'outbound_call' } });
    expect(await get(ORDER_IDS.processing)).toMatchObject({ status: 'processing', location: null });
  });

  it('lets the host read an order, and hides it from other readers (404) and anonymous viewers (401)', async () => {
    setScenario({ viewer: 'admin' });
    expect((await call(getMeetingOrder, { params: { order_id: ORDER_IDS.scheduled } })).name).toBe('Paolo Paid');
    setScenario({ viewer: 'free' });
    expect((await callError(getMeetingOrder, { params: { order_id: ORDER_IDS.scheduled } })).status).toBe(404);
    setScenario({ viewer: 'anonymous' });
    expect((await callError(getMeetingOrder, { params: { order_id: ORDER_IDS.scheduled } })).status).toBe(401);
    setScenario({ viewer: 'paid' });
    expect((await callError(getMeetingOrder, { params: { order_id: 99999 } })).status).toBe(404);
  });
});

describe('E75 PUT /api/v1/meetings/order/:order_id', () => {
  it('attaches the slot: processing until the location is known (mock clock), then scheduled', async () => {
    const updated = await call(updateMeetingOrder, { params: { order_id: ORDER_IDS.unscheduled }, body: { calendly_event_uri: eventUri } });
    expect(updated).toMatchObject({ status: 'processing', calendly_event_uri: eventUri, location: null, num_rebookings: 0 });
    expect(updated.start_time).toBe('2026-11-24T12:00:00.000Z');
    expect(updated.end_time).toBe('2026-11-24T12:30:00.000Z');
    expect((await call(getMeetingOrder, { params: { order_id: ORDER_IDS.unscheduled } })).status).toBe('processing');
    advanceMockClock(MEETING_PROCESSING_MS);
    expect(await call(getMeetingOrder, { params: { order_id: ORDER_IDS.unscheduled } })).toMatchObject({
      status: 'scheduled',
      location: { type: 'zoom', join_url: 'https://zoom.example.com/j/4001' },
    });
  });

  it('rebooks a cancelled meeting when rebooking is enabled', async () => {
    await call(updateMeetingOrder, { params: { order_id: ORDER_IDS.cancelled }, body: { calendly_event_uri: eventUri } });
    advanceMockClock(MEETING_PROCESSING_MS);
    expect(await call(getMeetingOrder, { params: { order_id: ORDER_IDS.cancelled } })).toMatchObject({
      status: 'rebooked',
      num_rebookings: 1,
      cancelled_at: null,
    });
  });

  it('answers 400 for a refunded order and an invalid event URI, 404 for someone else’s order, 401 anonymous', async () => {
    expect(await callError(updateMeetingOrder, { params: { order_id: ORDER_IDS.refunded }, body: { calendly_event_uri: eventUri } })).toMatchObject({
      status: 400,
      serverMessage: 'This meeting was refunded and cannot be rebooked.',
    });
    const bad = await callError(updateMeetingOrder, { params: { order_id: ORDER_IDS.unscheduled }, body: { calendly_event_uri: 'not a url' } });
    expect(bad.status).toBe(400);
    expect(bad.serverMessage).toContain('calendly_event_uri');
    expect((await call(getMeetingOrder, { params: { order_id: ORDER_IDS.unscheduled } })).status).toBe('unscheduled');
    setScenario({ viewer: 'founding' });
    expect((await callError(updateMeetingOrder, { params: { order_id: ORDER_IDS.unscheduled }, body: { calendly_event_uri: eventUri } })).status).toBe(404);
    setScenario({ viewer: 'anonymous' });
    expect((await callError(updateMeetingOrder, { params: { order_id: ORDER_IDS.unscheduled }, body: { calendly_event_uri: eventUri } })).status).toBe(401);
  });
});

describe('P61 GET /api/v1/meetings/slots (designed)', () => {
  it('answers the open slots of the next week, as many as the event type has, in order', async () => {
    const { slots } = await call(getMeetingSlots, {});
    expect(slots).toHaveLength(64);
    expect(slots[0]).toEqual({
      start_time: '2026-11-22T14:00:00.000Z',
      end_time: '2026-11-22T14:30:00.000Z',
      event_uri: 'https://api.calendly.com/scheduled_events/SLOT-20261122T1400Z',
    });
    const starts = slots.map((s) => Date.parse(s.start_time));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(Math.max(...starts) - Date.parse('2026-11-21T12:00:00.000Z')).toBeLessThanOrEqual(8 * 24 * 3600_000);
  });

  it('none where there are no availabilities or meetings are off', async () => {
    expect((await callEndpoint(on('openwater'), getMeetingSlots, {})).slots).toEqual([]);
    expect((await callEndpoint(on('fieldnotes'), getMeetingSlots, {})).slots).toEqual([]);
    expect((await callEndpoint(on('innercircle'), getMeetingSlots, {})).slots).toEqual([]);
  });

  it('E75 with a slot’s event URI books that slot, which then leaves the open slots', async () => {
    const [first] = (await call(getMeetingSlots, {})).slots;
    const updated = await call(updateMeetingOrder, { params: { order_id: ORDER_IDS.unscheduled }, body: { calendly_event_uri: first!.event_uri } });
    expect(updated).toMatchObject({ start_time: first!.start_time, end_time: first!.end_time, status: 'processing' });
    const after = (await call(getMeetingSlots, {})).slots;
    expect(after.map((s) => s.start_time)).not.toContain(first!.start_time);
    expect(after).toHaveLength(64);
  });
});

describe('meeting helpers and samples', () => {
  it('accepts attachments per K131', () => {
    expect(isAcceptedMeetingAttachment({ name: 'a.PDF', type: '' })).toBe(true);
    expect(isAcceptedMeetingAttachment({ name: 'a.bin', type: 'video/mp4' })).toBe(true);
    expect(isAcceptedMeetingAttachment({ name: 'a.zip', type: 'application/zip' })).toBe(false);
  });

  it('every meetings endpoint has a sample that succeeds', async () => {
    for (const s of meetingsSamples) {
      setScenario({ viewer: s.viewer ?? 'paid' });
      await expect(call(s.def, s.input as never)).resolves.toBeDefined();
    }
    expect(new Set(meetingsSamples.map((s) => s.def.id))).toEqual(new Set(['P14', 'E74', 'P15', 'E75', 'P61']));
  });
});
