import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVENT_KEY_PATTERN } from '../../api/constants/events';
import { type EventConfigItem, newEventKey } from '../../api/schemas/events';
import { isEventDateTime, validateDraft } from './eventDraft';
import {
  type DraftErrors,
  draftOf,
  type EventDraft,
  editorOpen,
  emptyDraft,
  type Event,
  initialState,
  outcomeText,
  requestOf,
  type State,
  transition,
  eventValueOf,
} from './eventLifecycle.machine';

const validate = validateDraft;
const KEY = 'event-Abc123XYZ9';
const OTHER_KEY = 'event-0000000000';
const valid: EventDraft = { ...emptyDraft, title: 'Town hall', dateTime: '2026-12-03T18:30', type: ['in-person'] };
const item: EventConfigItem = {
  key: 'event-TownHall26',
  value: {
    status: 'published',
    title: 'Town hall',
    description: 'Talk',
    dateTime: '2026-12-03T18:30:00',
    place: 'Congress Hall',
    location: null,
    type: ['in-person'],
    image: null,
    placeholderImage: null,
    ticketLink: 'https://tickets.example.com/a',
    isSoldOut: true,
    postSlug: null,
    liveStreamId: 810,
    speakers: [{ id: 3, name: 'Ada', role: 'Editor' }],
    sponsors: [{ name: 'Press', imageUrl: null }],
  },
};

function run(events: Event[], from: State = initialState()): State {
  return events.reduce(transition, from);
}

describe('M34 event lifecycle: create', () => {
  it('OPEN_CREATE opens an empty draft; EDIT changes it; an invalid SAVE stays with the errors by field', () => {
    const open = transition(initialState(), { type: 'OPEN_CREATE' });
    expect(open).toEqual({ name: 'editing', mode: 'create', key: null, draft: emptyDraft, errors: {}, outcome: null });
    const invalid = transition(open, { type: 'SAVE', newKey: KEY, validate });
    expect(invalid.name).toBe('editing');
    expect(invalid.name === 'editing' && invalid.errors).toEqual({ title: 'title.required', dateTime: 'dateTime.required', type: 'type.required' });
    // Typing in a field clears that field's error only; the draft is what was typed.
    const typed = transition(invalid, { type: 'EDIT', patch: { title: 'Town hall' } });
    expect(typed.name === 'editing' && typed.errors).toEqual({ dateTime: 'dateTime.required', type: 'type.required' });
    expect(typed.name === 'editing' && typed.draft.title).toBe('Town hall');
  });

  it('a valid SAVE takes the new key and asks for the PUT; success closes with "created"', () => {
    const saving = run([{ type: 'OPEN_CREATE' }, { type: 'EDIT', patch: valid }, { type: 'SAVE', newKey: KEY, validate }]);
    expect(saving).toMatchObject({ name: 'saving', mode: 'create', key: KEY });
    expect(requestOf(saving)).toEqual({ type: 'put', key: KEY, value: eventValueOf(valid) });
    const done = transition(saving, { type: 'SAVE_SUCCEEDED' });
    expect(done).toEqual({ name: 'closed', outcome: { type: 'created' } });
    expect(outcomeText({ type: 'created' })).toEqual({ id: 'microsite.editor.created' });
    expect(requestOf(done)).toBeNull();
  });

  it('a SAVE while saving changes nothing (a double click sends one PUT)', () => {
    const saving = run([{ type: 'OPEN_CREATE' }, { type: 'EDIT', patch: valid }, { type: 'SAVE', newKey: KEY, validate }]);
    expect(transition(saving, { type: 'SAVE', newKey: OTHER_KEY, validate })).toBe(saving);
    expect(transition(saving, { type: 'EDIT', patch: { title: 'x' } })).toBe(saving);
    expect(transition(saving, { type: 'CANCEL' })).toBe(saving);
  });

  it('a failure returns to the draft as typed, with T079; the retry writes the same key', () => {
    const saving = run([{ type: 'OPEN_CREATE' }, { type: 'EDIT', patch: valid }, { type: 'SAVE', newKey: KEY, validate }]);
    const failed = transition(saving, { type: 'SAVE_FAILED', message: 'Only admins can manage events.' });
    expect(failed).toEqual({
      name: 'editing',
      mode: 'create',
      key: KEY,
      draft: valid,
      errors: {},
      outcome: { type: 'create_failed', message: 'Only admins can manage events.' },
    });
    expect(failed.name === 'editing' && outcomeText(failed.outcome!)).toEqual({
      id: 'microsite.editor.createFailed',
      params: { message: 'Only admins can manage events.' },
    });
    const retry = transition(failed, { type: 'SAVE', newKey: OTHER_KEY, validate });
    expect(retry).toMatchObject({ name: 'saving', key: KEY });
  });

  it('a key that is not `event-` + 10 letters or digits is never written', () => {
    const editing = run([{ type: 'OPEN_CREATE' }, { type: 'EDIT', patch: valid }]);
    expect(transition(editing, { type: 'SAVE', newKey: 'event-short', validate })).toBe(editing);
    expect(transition(editing, { type: 'SAVE', newKey: 'post-Abc123XYZ9', validate })).toBe(editing);
  });

  it('CANCEL closes without an outcome', () => {
    expect(run([{ type: 'OPEN_CREATE' }, { type: 'CANCEL' }])).toEqual({ name: 'closed', outcome: null });
  });
});

describe('M34 event lifecycle: update', () => {
  it('OPEN_EDIT opens the event as a draft under its own key; success closes with "updated"', () => {
    const open = transition(initialState(), { type: 'OPEN_EDIT', item });
    expect(open).toMatchObject({ name: 'editing', mode: 'update', key: 'event-TownHall26' });
    expect(open.name === 'editing' && open.draft).toMatchObject({ dateTime: '2026-12-03T18:30', liveStreamId: '810', isSoldOut: true, description: 'Talk' });
    const saving = transition(open, { type: 'SAVE', newKey: KEY, validate });
    expect(saving).toMatchObject({ name: 'saving', key: 'event-TownHall26' });
    const request = requestOf(saving);
    expect(request?.type === 'put' && request.value).toMatchObject({
      liveStreamId: 810,
      dateTime: '2026-12-03T18:30',
      sponsors: [{ name: 'Press', imageUrl: null }],
    });
    expect(transition(saving, { type: 'SAVE_SUCCEEDED' })).toEqual({ name: 'closed', outcome: { type: 'updated' } });
    expect(outcomeText({ type: 'updated' })).toEqual({ id: 'microsite.editor.updated' });
  });

  it('a failed update keeps the edits, with T080', () => {
    const saving = run([
      { type: 'OPEN_EDIT', item },
      { type: 'EDIT', patch: { title: 'Renamed' } },
      { type: 'SAVE', newKey: KEY, validate },
    ]);
    const failed = transition(saving, { type: 'SAVE_FAILED', message: 'Server error' });
    expect(failed).toMatchObject({ name: 'editing', mode: 'update', draft: { title: 'Renamed' }, outcome: { type: 'update_failed', message: 'Server error' } });
    expect(outcomeText({ type: 'update_failed', message: 'Server error' })).toEqual({
      id: 'microsite.editor.updateFailed',
      params: { message: 'Server error' },
    });
  });

  it('the round trip event → draft → event keeps what the form shows', () => {
    const back = eventValueOf(draftOf(item.value));
    expect(back).toEqual({ ...item.value, dateTime: '2026-12-03T18:30', speakers: [{ id: 3, name: 'Ada', role: 'Editor' }] });
  });
});

describe('M34 event lifecycle: delete', () => {
  it('ASK_DELETE asks (T119); CONFIRMED asks for the DELETE; success closes with T130', () => {
    const asking = transition(initialState(), { type: 'ASK_DELETE', key: 'event-TownHall26', title: 'Town hall' });
    expect(asking).toEqual({ name: 'confirming_delete', key: 'event-TownHall26', title: 'Town hall' });
    expect(requestOf(asking)).toBeNull();
    const deleting = transition(asking, { type: 'CONFIRMED' });
    expect(requestOf(deleting)).toEqual({ type: 'delete', key: 'event-TownHall26' });
    expect(transition(deleting, { type: 'CONFIRMED' })).toBe(deleting);
    expect(transition(deleting, { type: 'DELETE_SUCCEEDED' })).toEqual({ name: 'closed', outcome: { type: 'deleted' } });
    expect(outcomeText({ type: 'deleted' })).toEqual({ id: 'microsite.editor.deleted' });
  });

  it('DECLINED closes without a request; a failed delete says T129 with the error', () => {
    expect(run([{ type: 'ASK_DELETE', key: KEY, title: 't' }, { type: 'DECLINED' }])).toEqual({ name: 'closed', outcome: null });
    const failed = run([{ type: 'ASK_DELETE', key: KEY, title: 't' }, { type: 'CONFIRMED' }, { type: 'DELETE_FAILED', message: 'Event not found' }]);
    expect(failed).toEqual({ name: 'closed', outcome: { type: 'delete_failed', message: 'Event not found' } });
    expect(outcomeText({ type: 'delete_failed', message: 'Event not found' })).toEqual({
      id: 'microsite.editor.deleteFailed',
      params: { error: 'Event not found' },
    });
  });

  it('events out of place change nothing', () => {
    const closed = initialState();
    for (const event of [
      { type: 'EDIT', patch: { title: 'x' } },
      { type: 'CANCEL' },
      { type: 'SAVE', newKey: KEY, validate },
      { type: 'SAVE_SUCCEEDED' },
      { type: 'SAVE_FAILED', message: 'x' },
      { type: 'CONFIRMED' },
      { type: 'DECLINED' },
      { type: 'DELETE_SUCCEEDED' },
      { type: 'DELETE_FAILED', message: 'x' },
    ] as Event[])
      expect(transition(closed, event)).toBe(closed);
    const editing = transition(closed, { type: 'OPEN_CREATE' });
    expect(transition(editing, { type: 'OPEN_EDIT', item })).toBe(editing);
    expect(transition(editing, { type: 'ASK_DELETE', key: KEY, title: 't' })).toBe(editing);
    expect(editorOpen(editing)).toBe(true);
    expect(editorOpen(closed)).toBe(false);
  });
});

describe('event editor validation', () => {
  const errorsOf = (patch: Partial<EventDraft>): DraftErrors => validateDraft({ ...valid, ...patch });
  it('names each field and its rule', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ title: '   ' })).toEqual({ title: 'title.required' });
    expect(errorsOf({ title: 'x'.repeat(201) })).toEqual({ title: 'title.tooLong' });
    expect(errorsOf({ dateTime: '2026-12-03 18:30' })).toEqual({ dateTime: 'dateTime.format' });
    expect(errorsOf({ dateTime: '2026-02-30T10:00' })).toEqual({ dateTime: 'dateTime.format' });
    expect(errorsOf({ dateTime: '2026-12-03T24:00' })).toEqual({ dateTime: 'dateTime.format' });
    expect(errorsOf({ type: [] })).toEqual({ type: 'type.required' });
    expect(errorsOf({ image: 'javascript:alert(1)' })).toEqual({ image: 'image.url' });
    expect(errorsOf({ placeholderImage: 'data:image/svg+xml,<svg/>' })).toEqual({ placeholderImage: 'placeholderImage.url' });
    expect(errorsOf({ ticketLink: 'javascript:alert(1)' })).toEqual({ ticketLink: 'ticketLink.url' });
    expect(errorsOf({ ticketLink: '/tickets' })).toEqual({ ticketLink: 'ticketLink.url' });
    expect(errorsOf({ ticketLink: 'https://tickets.example.com/a' })).toEqual({});
    expect(errorsOf({ postSlug: 'Not A Slug' })).toEqual({ postSlug: 'postSlug.format' });
    expect(errorsOf({ liveStreamId: '81 0' })).toEqual({ liveStreamId: 'liveStreamId.format' });
    expect(errorsOf({ speakers: [{ name: ' ' }] })).toEqual({ speakers: 'speakers.name' });
    expect(errorsOf({ sponsors: [{ name: '', imageUrl: '' }] })).toEqual({ sponsors: 'sponsors.name' });
    expect(errorsOf({ sponsors: [{ name: 'A', imageUrl: 'javascript:x' }] })).toEqual({ sponsors: 'sponsors.imageUrl' });
    expect(isEventDateTime('2028-02-29T23:59')).toBe(true);
    expect(isEventDateTime('2027-02-29T10:00')).toBe(false);
  });
});

describe('M34 properties', () => {
  it('newEventKey: `event-` + 10 letters or digits for any random source', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 10, maxLength: 10 }), (draws) => {
        let i = 0;
        const key = newEventKey(() => draws[i++]!);
        expect(key).toMatch(EVENT_KEY_PATTERN);
        expect(key).toMatch(/^event-[A-Za-z0-9]{10}$/);
      }),
    );
  });

  const eventArb: fc.Arbitrary<Event> = fc.oneof(
    fc.constant<Event>({ type: 'OPEN_CREATE' }),
    fc.constant<Event>({ type: 'OPEN_EDIT', item }),
    fc.constantFrom<Partial<EventDraft>>({ title: '' }, { title: 'A' }, valid, { dateTime: 'nope' }).map<Event>((patch) => ({ type: 'EDIT', patch })),
    fc.constant<Event>({ type: 'CANCEL' }),
    fc.constantFrom(KEY, OTHER_KEY, 'bad').map<Event>((newKey) => ({ type: 'SAVE', newKey, validate })),
    fc.constant<Event>({ type: 'SAVE_SUCCEEDED' }),
    fc.constant<Event>({ type: 'SAVE_FAILED', message: 'boom' }),
    fc.constant<Event>({ type: 'ASK_DELETE', key: KEY, title: 't' }),
    fc.constant<Event>({ type: 'CONFIRMED' }),
    fc.constant<Event>({ type: 'DECLINED' }),
    fc.constant<Event>({ type: 'DELETE_SUCCEEDED' }),
    fc.constant<Event>({ type: 'DELETE_FAILED', message: 'boom' }),
  );

  it('any sequence: writes name a valid key and a valid event; a failure keeps the draft; a new event keeps its first key', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
        let state = initialState();
        let createKey: string | null = null;
        for (const event of events) {
          const before = state;
          state = transition(state, event);
          const request = requestOf(state);
          if (request) expect(request.key).toMatch(EVENT_KEY_PATTERN);
          if (request?.type === 'put') expect(validateDraft(draftOf(request.value))).toEqual({});
          if (before.name === 'saving' && event.type === 'SAVE_FAILED') expect(state.name === 'editing' && state.draft).toBe(before.draft);
          if (state.name === 'saving' && state.mode === 'create') {
            if (before.name === 'editing' && before.key === null) createKey = state.key;
            expect(state.key).toBe(createKey);
          }
          if (state.name === 'closed' || (state.name === 'editing' && state.mode === 'update')) createKey = null;
        }
      }),
    );
  });
});
