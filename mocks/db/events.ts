/**
 * Events of The Daily Margin's "America at 250" microsite, as islands CMS config items: published and draft,
 * upcoming and past (relative to the mock clock, 2026-11-21), sold out, in-person, livestream and both, with and
 * without a recording, speakers (staff and custom) and sponsors.
 */
import type { EventSpeaker, EventValue } from '../../src/api/schemas/events';
import { findUser, GUEST_AUTHOR_ID, PUB, VIEWER_IDS } from './core';
import { englishSentences, EVENT_SENTENCES } from './prose';
import { defineStore } from './store';

export const EVENT_KEYS = {
  townHall: 'event-TownHall26',
  liveDebate: 'event-LiveDebate',
  soldOut: 'event-SoldOut250',
  hybrid: 'event-HybridFair',
  julyFourth: 'event-JulyFourth',
  videoTour: 'event-VideoTour1',
  bookClub: 'event-BookClub09',
  draftUpcoming: 'event-DraftGala1',
  draftPast: 'event-DraftOld01',
} as const;

/** The livestream ids events point at (the livestream area's seeded streams). */
export const EVENT_LIVE_STREAM_IDS = { upcoming: 810, recorded: 811 } as const;

export interface EventRow {
  publication_id: number;
  key: string;
  value: EventValue;
}

function staffSpeaker(userId: number, role: string): EventSpeaker {
  const user = findUser(userId);
  return {
    id: userId,
    name: user?.name ?? 'Speaker',
    role,
    handle: user?.handle ?? null,
    bio: user?.bio ?? null,
    imageUrl: user?.photo_url ?? null,
    isCustom: false,
  };
}

export const eventsStore = defineStore('events', (ctx) => {
  const base = (v: Partial<EventValue> & Pick<EventValue, 'title' | 'dateTime'>): EventValue => ({
    status: 'published',
    description: englishSentences(ctx.faker.lorem.paragraph({ min: 2, max: 4 }), EVENT_SENTENCES),
    place: null,
    location: null,
    type: ['in-person'],
    image: '/mock-assets/covers/cover-1.jpg',
    placeholderImage: '/mock-assets/covers/cover-2.jpg',
    ticketLink: null,
    isSoldOut: false,
    postSlug: null,
    liveStreamId: null,
    speakers: [],
    sponsors: [],
    ...v,
  });
  const historian: EventSpeaker = {
    id: 'custom-1',
    name: 'Dr. Helen Marsh',
    role: 'Historian, University of Pennsylvania',
    handle: null,
    bio: 'Helen writes about the founding era and its printers.',
    imageUrl: null,
    isCustom: true,
  };
  const events: EventRow[] = [
    {
      publication_id: PUB.margin,
      key: EVENT_KEYS.townHall,
      value: base({
        title: 'Town hall: the next 250 years',
        dateTime: '2026-12-03T18:30',
        place: 'Congress Hall',
        location: 'Congress Hall, 6th and Chestnut St, Philadelphia',
        ticketLink: 'https://tickets.example.com/town-hall',
        speakers: [staffSpeaker(VIEWER_IDS.admin, 'Editor'), staffSpeaker(VIEWER_IDS.contributor, 'City Desk'), historian],
        sponsors: [
          { name: 'Chestnut Street Press', imageUrl: '/mock-assets/covers/cover-3.jpg' },
          { name: 'The Liberty Bell Foundation', imageUrl: null },
        ],
      }),
    },
    {
      publication_id: PUB.margin,
      key: EVENT_KEYS.liveDebate,
      value: base({
        title: 'Live debate: should the Constitution be easier to amend?',
        dateTime: '2026-11-28T20:00',
        type: ['livestream'],
        location: null,
        liveStreamId: EVENT_LIVE_STREAM_IDS.upcoming,
        speakers: [staffSpeaker(VIEWER_IDS.admin, 'Moderator'), historian],
      }),
    },
    {
      publication_id: PUB.margin,
      key: EVENT_KEYS.soldOut,
      value: base({
        title: 'Printers of the Revolution: a walking tour',
        dateTime: '2027-01-15T10:00',
        place: 'Franklin Court',
        location: 'Franklin Court, 314 Market St, Philadelphia',
        ticketLink: 'https://tickets.example.com/printers-tour',
        isSoldOut: true,
        speakers: [staffSpeaker(VIEWER_IDS.contributor, 'Guide')],
      }),
    },
    {
      publication_id: PUB.margin,
      key: EVENT_KEYS.hybrid,
      value: base({
        title: 'The Margin book fair (in person and online)',
        dateTime: '2027-02-20T11:00',
        place: 'Boston Public Library',
        location: 'Boston Public Library, 700 Boylston St, Boston',
        type: ['in-person', 'livestream'],
        ticketLink: 'https://tickets.example.com/book-fair',
        speakers: [staffSpeaker(VIEWER_IDS.admin, 'Host'), staffSpeaker(GUEST_AUTHOR_ID, 'Guest author')],
        sponsors: [{ name: 'Night Train Review', imageUrl: '/mock-assets/covers/cover-4.jpg' }],
      }),
    },
    {
      publication_id: PUB.margin,
      key: EVENT_KEYS.julyFourth,
      value: base({
        title: 'July Fourth live: reading the Declaration aloud',
        dateTime: '2026-07-04T16:00',
        type: ['livestream'],
        liveStreamId: EVENT_LIVE_STREAM_IDS.recorded,
        speakers: [staffSpeaker(VIEWER_IDS.admin, 'Reader')],
      }),
    },
    {
      publication_id: PUB.margin,
      key: EVENT_KEYS.videoTour,
      value: base({
        title: 'A walk through the stacks',
        dateTime: '2026-09-30T14:00',
        place: 'The Library Company',
        location: 'The Library Company, 1314 Locust St, Philadelphia',
        postSlug: 'video-walk-through',
      }),
    },
    {
      publication_id: PUB.margin,
      key: EVENT_KEYS.bookClub,
      value: base({
        title: 'Book club: Common Sense at 250',
        dateTime: '2026-09-12T19:00',
        place: 'Housing Works Bookstore',
        location: 'New York',
        speakers: [staffSpeaker(VIEWER_IDS.contributor, 'Host')],
      }),
    },
    {
      publication_id: PUB.margin,
      key: EVENT_KEYS.draftUpcoming,
      value: base({ status: 'draft', title: 'Gala (draft): the 250th dinner', dateTime: '2027-03-01T19:30', place: 'TBD', location: null }),
    },
    {
      publication_id: PUB.margin,
      key: EVENT_KEYS.draftPast,
      value: base({ status: 'draft', title: 'Old draft that never ran', dateTime: '2026-05-01T12:00' }),
    },
  ];
  return { events };
});
