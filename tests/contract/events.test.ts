import { describe, expect, it } from 'vitest';
import { deleteCmsConfig, getCmsConfig, putCmsConfig } from '../../src/api/endpoints/events';
import type { ApiError } from '../../src/api/errors';
import { callEndpoint } from '../../src/api/http';
import { EVENT_KEY_PATTERN, type EventConfigItem, eventCity, isUpcomingEvent, newEventKey } from '../../src/api/schemas/events';
import { MOCK_NOW } from '../../mocks/clock';
import { EVENT_KEYS, EVENT_LIVE_STREAM_IDS } from '../../mocks/db/events';
import { findLiveStream, liveStreamStatus } from '../../mocks/db/livestream';
import { setScenario } from '../../mocks/scenario';
import { eventsSamples } from './events.samples';
import { call, callError, useMockServer } from './setup';

useMockServer();

const now = new Date(MOCK_NOW);
const list = async () => (await call(getCmsConfig, { query: { prefix: 'event-' } })) as EventConfigItem[];
const one = async (key: string) => (await call(getCmsConfig, { query: { key } })) as EventConfigItem;

describe('E65 GET /api/v1/islands/cms/config', () => {
  it('lists the published events, sorted by date, with every state a reader sees', async () => {
    setScenario({ viewer: 'anonymous' });
    const events = await list();
    expect(events).toHaveLength(7);
    expect(events.every((e) => EVENT_KEY_PATTERN.test(e.key) && e.value.status === 'published')).toBe(true);
    const times = events.map((e) => e.value.dateTime);
    expect([...times].sort()).toEqual(times);
    const upcoming = events.filter((e) => isUpcomingEvent(e.value, now));
    expect(upcoming.map((e) => e.key)).toEqual([EVENT_KEYS.liveDebate, EVENT_KEYS.townHall, EVENT_KEYS.soldOut, EVENT_KEYS.hybrid]);
    expect(events.filter((e) => !isUpcomingEvent(e.value, now))).toHaveLength(3);
    expect(events.find((e) => e.value.isSoldOut)?.key).toBe(EVENT_KEYS.soldOut);
    expect(events.find((e) => e.key === EVENT_KEYS.hybrid)?.value.type).toEqual(['in-person', 'livestream']);
    expect(events.find((e) => e.key === EVENT_KEYS.liveDebate)?.value.type).toEqual(['livestream']);
    const past = events.filter((e) => !isUpcomingEvent(e.value, now));
    expect(
      past
        .filter((e) => e.value.liveStreamId || e.value.postSlug)
        .map((e) => e.key)
        .sort(),
    ).toEqual([EVENT_KEYS.julyFourth, EVENT_KEYS.videoTour].sort());
  });

  it('answers one event with its speakers (staff and custom) and sponsors', async () => {
    const event = await one(EVENT_KEYS.townHall);
    expect(event.value.title).toBe('Town hall: the next 250 years');
    expect(event.value.speakers.map((s) => [s.name, s.isCustom])).toEqual([
      ['Ada Admin', false],
      ['Carmen Contributor', false],
      ['Dr. Helen Marsh', true],
    ]);
    expect(event.value.sponsors).toHaveLength(2);
    expect(eventCity(event.value.location)).toBe('Philadelphia');
  });

  it('hides drafts from everyone but admins', async () => {
    for (const viewer of ['anonymous', 'paid', 'contributor'] as const) {
      setScenario({ viewer });
      expect((await list()).some((e) => e.value.status === 'draft')).toBe(false);
      expect((await callError(getCmsConfig, { query: { key: EVENT_KEYS.draftUpcoming } })).status).toBe(404);
    }
    setScenario({ viewer: 'admin' });
    const all = await list();
    expect(all).toHaveLength(9);
    expect(
      all
        .filter((e) => e.value.status === 'draft')
        .map((e) => e.key)
        .sort(),
    ).toEqual([EVENT_KEYS.draftPast, EVENT_KEYS.draftUpcoming].sort());
    expect((await one(EVENT_KEYS.draftUpcoming)).value.status).toBe('draft');
  });

  it('answers 404 "Event not found" for an unknown key, [] for another prefix, and 400 without prefix or key', async () => {
    expect(await callError(getCmsConfig, { query: { key: 'event-Nope000000' } })).toMatchObject({ status: 404, serverMessage: 'Event not found' });
    expect(await call(getCmsConfig, { query: { prefix: 'sponsor-' } })).toEqual([]);
    const error = await callError(getCmsConfig, { query: {} });
    expect(error.status).toBe(400);
    expect(error.serverMessage).toContain('key');
  });

  it('keeps each publication’s events apart (by host)', async () => {
    expect(await callEndpoint({ baseUrl: 'https://openwater.example.com' }, getCmsConfig, { query: { prefix: 'event-' } })).toEqual([]);
  });
});

describe('E66 PUT /api/v1/islands/cms/config', () => {
  const value = {
    status: 'published' as const,
    title: 'Lecture: the printers’ war',
    description: 'An evening on pamphlets.',
    dateTime: '2027-05-10T19:00',
    place: 'Congress Hall',
    location: 'Congress Hall, 6th and Chestnut St, Philadelphia',
    type: ['in-person' as const],
    ticketLink: 'https://tickets.example.com/lecture',
    speakers: [{ id: 'custom-9', name: 'Lee Park', isCustom: true }],
    sponsors: [{ name: 'Chestnut Street Press' }],
  };

  it('an admin creates an event, visible to the next GET (and to readers once published)', async () => {
    setScenario({ viewer: 'admin' });
    const key = 'event-Lecture001';
    const saved = await call(putCmsConfig, { query: { key }, body: { value } });
    expect(saved).toMatchObject({ key, value: { title: value.title, type: ['in-person'], status: 'published' } });
    setScenario({ viewer: 'anonymous' });
    expect((await one(key)).value.speakers[0]!.name).toBe('Lee Park');
    expect((await list()).map((e) => e.key)).toContain(key);
  });

  it('an admin updates an event (title, sold out, back to draft)', async () => {
    setScenario({ viewer: 'admin' });
    const current = await one(EVENT_KEYS.townHall);
    await call(putCmsConfig, { query: { key: EVENT_KEYS.townHall }, body: { value: { ...current.value, title: 'Town hall (moved)', isSoldOut: true } } });
    expect((await one(EVENT_KEYS.townHall)).value).toMatchObject({ title: 'Town hall (moved)', isSoldOut: true });
    await call(putCmsConfig, { query: { key: EVENT_KEYS.townHall }, body: { value: { ...current.value, status: 'draft' } } });
    setScenario({ viewer: 'paid' });
    expect((await callError(getCmsConfig, { query: { key: EVENT_KEYS.townHall } })).status).toBe(404);
  });

  it('answers 400 naming the field for a bad key, a blank title, a bad date or an unknown status', async () => {
    setScenario({ viewer: 'admin' });
    const badKey = await callError(putCmsConfig, { query: { key: 'event-short' }, body: { value } });
    expect(badKey.status).toBe(400);
    expect(badKey.serverMessage).toContain('key');
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, 'value.title'],
      [{ dateTime: 'next Tuesday' }, 'value.dateTime'],
      [{ status: 'archived' }, 'value.status'],
      [{ type: ['hybrid'] }, 'value.type'],
    ];
    for (const [patch, field] of cases) {
      const error: ApiError = await callError(putCmsConfig, { query: { key: 'event-Lecture002' }, body: { value: { ...value, ...patch } as never } });
      expect(error.status).toBe(400);
      expect(error.serverMessage).toContain(field);
    }
    expect((await callError(getCmsConfig, { query: { key: 'event-Lecture002' } })).status).toBe(404);
  });

  it('answers 403 to a contributor and 401 to an anonymous viewer', async () => {
    setScenario({ viewer: 'contributor' });
    expect((await callError(putCmsConfig, { query: { key: 'event-Lecture003' }, body: { value } })).status).toBe(403);
    setScenario({ viewer: 'anonymous' });
    expect((await callError(putCmsConfig, { query: { key: 'event-Lecture003' }, body: { value } })).status).toBe(401);
  });
});

describe('E67 DELETE /api/v1/islands/cms/config', () => {
  it('an admin deletes an event; the next GET no longer has it; deleting again is 404', async () => {
    setScenario({ viewer: 'admin' });
    expect(await call(deleteCmsConfig, { query: { key: EVENT_KEYS.bookClub } })).toEqual({});
    expect((await list()).map((e) => e.key)).not.toContain(EVENT_KEYS.bookClub);
    expect((await callError(deleteCmsConfig, { query: { key: EVENT_KEYS.bookClub } })).status).toBe(404);
  });

  it('answers 403 to a reader, 401 to an anonymous viewer, 400 to a bad key', async () => {
    setScenario({ viewer: 'paid' });
    expect((await callError(deleteCmsConfig, { query: { key: EVENT_KEYS.bookClub } })).status).toBe(403);
    setScenario({ viewer: 'anonymous' });
    expect((await callError(deleteCmsConfig, { query: { key: EVENT_KEYS.bookClub } })).status).toBe(401);
    setScenario({ viewer: 'admin' });
    expect((await callError(deleteCmsConfig, { query: { key: 'bookclub' } })).status).toBe(400);
    setScenario({ viewer: 'anonymous' });
    expect((await list()).map((e) => e.key)).toContain(EVENT_KEYS.bookClub);
  });
});

describe('event helpers and samples', () => {
  it('makes keys of the right shape and reads the city of a three-part location', () => {
    expect(newEventKey()).toMatch(EVENT_KEY_PATTERN);
    expect(eventCity('Hall, 1 Main St, Boston')).toBe('Boston');
    expect(eventCity('New York')).toBe('New York');
    expect(eventCity(null)).toBeNull();
  });

  it('every events endpoint has a sample that succeeds', async () => {
    for (const s of eventsSamples) {
      setScenario({ viewer: s.viewer ?? 'paid' });
      await expect(call(s.def, s.input as never)).resolves.toBeDefined();
    }
    expect(new Set(eventsSamples.map((s) => s.def.id))).toEqual(new Set(['E65', 'E66', 'E67']));
  });
});

describe('events and livestreams agree', () => {
  it('every event that names a livestream points at a seeded stream with its title and state', async () => {
    setScenario({ viewer: 'admin' });
    const events = await list();
    const linked = events.filter((e) => typeof e.value.liveStreamId === 'number');
    expect(linked.map((e) => e.value.liveStreamId).sort()).toEqual(Object.values(EVENT_LIVE_STREAM_IDS).sort());
    for (const event of linked) {
      const stream = findLiveStream(event.value.liveStreamId as number);
      expect(stream, `${event.key} → stream ${event.value.liveStreamId}`).toBeDefined();
      expect(stream!.title).toBe(event.value.title);
      expect(liveStreamStatus(stream!, now)).toBe(isUpcomingEvent(event.value, now) ? 'scheduled' : 'ended');
    }
  });
});
