import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import {
  canSave,
  initialReadingListState,
  isDirty,
  type ListPublication,
  type ReadingListEvent,
  type ReadingListState,
  readingListTransition,
  saveRequest,
  savedToastId,
} from './readingList.machine';

const margin: ListPublication = { id: 1, name: 'The Daily Margin', subdomain: 'margin', logo_url: null };
const field: ListPublication = { id: 2, name: 'Field Notes', subdomain: 'fieldnotes', logo_url: null };
const deep: ListPublication = { id: 56, name: 'Deep Field', subdomain: 'deepfield', logo_url: null };
const server500 = new ApiError({ kind: 'http', route: 'POST /api/v1/list', status: 500 });
const offline = new ApiError({ kind: 'network', route: 'GET /api/v1/publication/search' });

const create = initialReadingListState({ mode: 'create', defaultName: 'My list' });
const edit = initialReadingListState({ mode: 'edit', list: { id: 7, name: 'Weekend reading', publications: [margin, field] } });
const run = (state: ReadingListState, ...events: ReadingListEvent[]) => events.reduce(readingListTransition, state);

describe('M46 reading list modal: transitions', () => {
  it('a new list opens pristine, named "My list", empty, Save disabled', () => {
    expect(create).toMatchObject({ name: 'pristine', mode: 'create', listId: null, draft: { name: 'My list', publications: [] }, search: { name: 'idle' } });
    expect(canSave(create)).toBe(false);
  });

  it('an existing list opens pristine with its name and publications, Save disabled', () => {
    expect(edit).toMatchObject({ name: 'pristine', mode: 'edit', listId: 7, draft: { name: 'Weekend reading', publications: [margin, field] } });
    expect(canSave(edit)).toBe(false);
  });

  it('pristine ─ADD→ dirty, Save enabled (default name, one publication)', () => {
    const next = run(create, { type: 'ADD', publication: margin });
    expect(next.name).toBe('dirty');
    expect(next.draft.publications).toEqual([margin]);
    expect(canSave(next)).toBe(true);
  });

  it('adding the same publication twice keeps it once (same state object)', () => {
    const once = run(create, { type: 'ADD', publication: margin });
    expect(readingListTransition(once, { type: 'ADD', publication: margin })).toBe(once);
  });

  it('dirty ─REMOVE (back to what was loaded)→ pristine', () => {
    expect(run(create, { type: 'ADD', publication: margin }, { type: 'REMOVE', publicationId: 1 }).name).toBe('pristine');
    expect(readingListTransition(create, { type: 'REMOVE', publicationId: 1 })).toBe(create);
  });

  it('a blank name disables Save although the draft is dirty', () => {
    const next = run(create, { type: 'ADD', publication: margin }, { type: 'RENAME', name: '   ' });
    expect(next.name).toBe('dirty');
    expect(canSave(next)).toBe(false);
    expect(readingListTransition(next, { type: 'SAVE' })).toBe(next);
  });

  it('removing the last publication of an existing list disables Save', () => {
    const next = run(edit, { type: 'REMOVE', publicationId: 1 }, { type: 'REMOVE', publicationId: 2 });
    expect(next.name).toBe('dirty');
    expect(canSave(next)).toBe(false);
  });

  it('renaming back to the loaded name is pristine again', () => {
    expect(run(edit, { type: 'RENAME', name: 'Desk' }, { type: 'RENAME', name: 'Weekend reading' }).name).toBe('pristine');
  });

  it('dirty ─SAVE→ saving, with the trimmed name and the ids in order', () => {
    const next = run(create, { type: 'RENAME', name: '  Sky  ' }, { type: 'ADD', publication: deep }, { type: 'ADD', publication: field }, { type: 'SAVE' });
    expect(next.name).toBe('saving');
    expect(saveRequest(next)).toEqual({ listId: null, body: { name: 'Sky', publications: [56, 2] } });
    expect(canSave(next)).toBe(false);
  });

  it('edits while saving are ignored', () => {
    const saving = run(create, { type: 'ADD', publication: margin }, { type: 'SAVE' });
    expect(readingListTransition(saving, { type: 'ADD', publication: field })).toBe(saving);
    expect(readingListTransition(saving, { type: 'SAVE' })).toBe(saving);
  });

  it('saving ─SAVED→ saved: the list exists (edit mode), pristine against the answer', () => {
    const saved = run(
      create,
      { type: 'ADD', publication: margin },
      { type: 'SAVE' },
      { type: 'SAVED', list: { id: 9, name: 'My list', publications: [margin] } },
    );
    expect(saved).toMatchObject({ name: 'saved', mode: 'edit', listId: 9 });
    expect(isDirty(saved)).toBe(false);
    expect(canSave(saved)).toBe(false);
    expect(saveRequest(run(saved, { type: 'ADD', publication: field })).listId).toBe(9);
    expect(run(saved, { type: 'ADD', publication: field }).name).toBe('dirty');
  });

  it('saving ─FAILED→ error: the draft is kept, Save enabled again, retry goes back to saving', () => {
    const failed = run(create, { type: 'ADD', publication: margin }, { type: 'SAVE' }, { type: 'FAILED', error: server500 });
    expect(failed).toMatchObject({ name: 'error', failure: server500, draft: { name: 'My list', publications: [margin] } });
    expect(canSave(failed)).toBe(true);
    expect(readingListTransition(failed, { type: 'SAVE' })).toMatchObject({ name: 'saving', failure: null });
  });

  it('late answers without a save under way are ignored', () => {
    expect(readingListTransition(create, { type: 'SAVED', list: { id: 1, name: 'x', publications: [] } })).toBe(create);
    expect(readingListTransition(create, { type: 'FAILED', error: server500 })).toBe(create);
  });

  it('CLOSE resets to what the modal opened with', () => {
    const dirty = run(edit, { type: 'RENAME', name: 'Other' }, { type: 'SEARCH', query: 'field' });
    expect(readingListTransition(dirty, { type: 'CLOSE' })).toEqual(edit);
  });

  it('the toasts of a save: created for a new list, updated for an edit', () => {
    expect(savedToastId('create')).toBe('discover.readingList.toast.created');
    expect(savedToastId('edit')).toBe('discover.readingList.toast.updated');
  });
});

describe('M46 publication search', () => {
  it('idle ─SEARCH→ searching ─results→ results | empty', () => {
    const searching = readingListTransition(create, { type: 'SEARCH', query: ' field ' });
    expect(searching.search).toEqual({ name: 'searching', query: 'field' });
    expect(readingListTransition(searching, { type: 'SEARCH_RESULTS', query: 'field', results: [field, deep] }).search).toEqual({
      name: 'results',
      query: 'field',
      results: [field, deep],
    });
    expect(readingListTransition(searching, { type: 'SEARCH_RESULTS', query: 'field', results: [] }).search).toEqual({ name: 'empty', query: 'field' });
  });

  it('an answer for an older query is ignored', () => {
    const searching = run(create, { type: 'SEARCH', query: 'fie' }, { type: 'SEARCH', query: 'field' });
    expect(readingListTransition(searching, { type: 'SEARCH_RESULTS', query: 'fie', results: [field] })).toBe(searching);
  });

  it('the same query again (a space after it) keeps what is shown for it', () => {
    const shown = run(create, { type: 'SEARCH', query: 'field' }, { type: 'SEARCH_RESULTS', query: 'field', results: [field] });
    expect(readingListTransition(shown, { type: 'SEARCH', query: 'field ' })).toBe(shown);
    expect(readingListTransition(shown, { type: 'SEARCH', query: 'fiel' }).search).toEqual({ name: 'searching', query: 'fiel' });
  });

  it('a failed search says so; a blank query is idle again', () => {
    const failed = run(create, { type: 'SEARCH', query: 'x' }, { type: 'SEARCH_FAILED', query: 'x', error: offline });
    expect(failed.search).toEqual({ name: 'failed', query: 'x', error: offline });
    expect(readingListTransition(failed, { type: 'SEARCH', query: '  ' }).search).toEqual({ name: 'idle' });
  });

  it('the search never changes the draft or dirtiness', () => {
    const next = run(create, { type: 'SEARCH', query: 'a' }, { type: 'SEARCH_RESULTS', query: 'a', results: [margin] });
    expect(next.name).toBe('pristine');
    expect(next.draft).toBe(create.draft);
  });
});

describe('M46 Save rule (property)', () => {
  const pubs = [margin, field, deep];
  const editEvent = fc.oneof(
    fc.constantFrom(...pubs).map((publication): ReadingListEvent => ({ type: 'ADD', publication })),
    fc.constantFrom(...pubs).map((p): ReadingListEvent => ({ type: 'REMOVE', publicationId: p.id })),
    fc.constantFrom('My list', '', '  ', 'Weekend reading', 'Sky', ' Sky').map((name): ReadingListEvent => ({ type: 'RENAME', name })),
    fc.constant<ReadingListEvent>({ type: 'SAVE' }),
    fc.constant<ReadingListEvent>({ type: 'FAILED', error: server500 }),
    fc.constant<ReadingListEvent>({ type: 'SEARCH', query: 'field' }),
  );

  it('Save is enabled iff the draft differs from what was loaded, its name is non-empty and it holds ≥ 1 publication', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(editEvent, { maxLength: 30 }), (editing, events) => {
        let state = editing ? edit : create;
        const loaded = { name: state.draft.name, ids: state.draft.publications.map((p) => p.id) };
        for (const event of events) {
          const before = state;
          state = readingListTransition(state, event);
          if (event.type === 'SAVE' && !canSave(before)) expect(state).toBe(before);
          // A model of the rule, independent of the machine's helpers.
          const ids = state.draft.publications.map((p) => p.id);
          const dirty = state.draft.name !== loaded.name || ids.join() !== loaded.ids.join();
          const expected = state.name !== 'saving' && dirty && state.draft.name.trim().length > 0 && ids.length >= 1;
          expect(canSave(state)).toBe(expected);
          expect(new Set(ids).size).toBe(ids.length);
          if (state.name === 'pristine') expect(dirty).toBe(false);
          if (state.name === 'dirty') expect(dirty).toBe(true);
        }
      }),
    );
  });
});
