import { ApiError, type ApiErrorInit } from '../../api/errors';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAT_BODY_MAX_CHARS } from '../../api/constants/community';
import { ChatComment, ChatPost } from '../../api/schemas/community';
import { createTranslator } from '../../i18n/createTranslator';
import {
  canEdit,
  canSave,
  draftOf,
  type EditEvent,
  type EditState,
  editEventTypes,
  editFailure,
  editFailureMessage,
  editFailureOf,
  editableSource,
  editRequest,
  editStateNames,
  init,
  initialState,
  isEditorOpen,
  isPending,
  isSavable,
  marksEdited,
  shownBody,
  shownPost,
  syncEvent,
  transition,
} from './edit.machine';
import { type ChatViewer, chatCommentItem, chatPostItem } from './permissions';

/** A failed call as the client reports it (500 unless the case says otherwise). */
const apiError = (init: Partial<ApiErrorInit> = {}) => new ApiError({ kind: 'http', route: 'test', status: 500, ...init });

const t = createTranslator();
const author: ChatViewer = { role: 'paid', user: { id: 102, name: 'Paolo Paid' } };
const admin: ChatViewer = { role: 'admin', user: { id: 105, name: 'Ada Admin' } };
const anonymous: ChatViewer = { role: 'anonymous' };
const post = (over: Record<string, unknown> = {}) =>
  ChatPost.parse({ id: 3006, publication_id: 1, user_id: 102, body: 'Old body', audience: 'all_subscribers', created_at: '2025-01-01T00:00:00Z', ...over });
const thread = (over: Record<string, unknown> = {}) => chatPostItem(post(over));

const base = { body: 'Old body', hasMedia: false, blocked: null };
const viewing: EditState = { ...base, name: 'viewing' };
const editing: EditState = { ...base, name: 'editing', draft: 'New body' };
const saving: EditState = { ...base, name: 'saving', draft: 'New body' };
const saved: EditState = { ...base, body: 'New body', name: 'saved' };
const failed: EditState = { ...base, name: 'failed', draft: 'New body', failure: { id: 'chat.error.edit' } };

describe('edit machine: init and guards (author only, threads only)', () => {
  it('the author of a thread may edit it', () => {
    expect(init(thread(), author)).toEqual(viewing);
    expect(canEdit(init(thread(), author))).toBe(true);
    expect(init(thread({ mediaAttachments: [{ type: 'image', url: '/a.png' }] }), author)).toMatchObject({ hasMedia: true });
  });

  it.each([
    ['an admin on another’s thread', thread(), admin, {}, 'notOwner'],
    ['an anonymous reader', thread(), anonymous, {}, 'notOwner'],
    ['read-only mode', thread(), author, { readOnly: true }, 'readOnly'],
    ['a deleted thread', thread({ status: 'deleted' }), author, {}, 'unavailable'],
    ['a reply', chatCommentItem(ChatComment.parse({ id: 4005, post_id: 3001, user_id: 102, created_at: '2025-01-01T00:00:00Z' })), author, {}, 'notThread'],
  ])('START is ignored for %s', (_name, item, viewer, context, reason) => {
    const s = init(item, viewer, context);
    expect(s).toMatchObject({ name: 'viewing', blocked: reason });
    expect(canEdit(s)).toBe(false);
    expect(transition(s, { type: 'START' })).toBe(s);
  });

  it('initialState defaults', () => {
    expect(initialState('x')).toEqual({ name: 'viewing', body: 'x', hasMedia: false, blocked: null });
  });

  it('names every state and event', () => {
    expect(editStateNames).toEqual(['viewing', 'editing', 'saving', 'saved', 'failed']);
    expect(editEventTypes).toEqual(['START', 'CHANGE', 'SAVE', 'CANCEL', 'SUCCEEDED', 'FAILED', 'SYNC']);
  });
});

describe('edit machine: transitions', () => {
  it('viewing ─START→ editing with the current body', () => {
    const s = transition(viewing, { type: 'START' });
    expect(s).toEqual({ ...base, name: 'editing', draft: 'Old body' });
    expect(isEditorOpen(s)).toBe(true);
    expect(draftOf(s)).toBe('Old body');
  });

  it('saved ─START→ editing with the saved body', () => {
    expect(transition(saved, { type: 'START' })).toEqual({ ...base, body: 'New body', name: 'editing', draft: 'New body' });
  });

  it('editing ─CHANGE→ editing with the new text; the same text keeps the state', () => {
    expect(transition(editing, { type: 'CHANGE', text: 'Newer' })).toEqual({ ...base, name: 'editing', draft: 'Newer' });
    expect(transition(editing, { type: 'CHANGE', text: 'New body' })).toBe(editing);
  });

  it('editing ─SAVE→ saving: the card shows the new body, marked edited, and the call carries it', () => {
    const s = transition(editing, { type: 'SAVE' });
    expect(s).toEqual(saving);
    expect(isPending(s)).toBe(true);
    expect(isEditorOpen(s)).toBe(false);
    expect(shownBody(s)).toBe('New body');
    expect(marksEdited(s)).toBe(true);
    expect(editRequest(s)).toEqual({ body: 'New body' });
  });

  it('SAVE of the unchanged text closes the editor without a call', () => {
    const s = transition({ ...base, name: 'editing', draft: 'Old body' }, { type: 'SAVE' });
    expect(s).toEqual(viewing);
    expect(editRequest(s)).toBeNull();
  });

  it('SAVE of an empty text is ignored on a thread without media, sent on one with media', () => {
    const empty: EditState = { ...base, name: 'editing', draft: '   ' };
    expect(transition(empty, { type: 'SAVE' })).toBe(empty);
    expect(canSave(empty)).toBe(false);
    const withMedia: EditState = { ...base, hasMedia: true, name: 'editing', draft: '' };
    expect(canSave(withMedia)).toBe(true);
    expect(transition(withMedia, { type: 'SAVE' })).toEqual({ ...base, hasMedia: true, name: 'saving', draft: '' });
  });

  it('SAVE of a text over the limit is ignored', () => {
    const long: EditState = { ...base, name: 'editing', draft: 'x'.repeat(CHAT_BODY_MAX_CHARS + 1) };
    expect(transition(long, { type: 'SAVE' })).toBe(long);
    expect(isSavable('x'.repeat(CHAT_BODY_MAX_CHARS), false)).toBe(true);
  });

  it('editing ─CANCEL→ viewing: the body as it was', () => {
    const s = transition(editing, { type: 'CANCEL' });
    expect(s).toEqual(viewing);
    expect(shownBody(s)).toBe('Old body');
    expect(draftOf(s)).toBeNull();
  });

  it('saving ─SUCCEEDED→ saved with the server’s body, marked edited', () => {
    const s = transition(saving, { type: 'SUCCEEDED', body: 'New body (server)' });
    expect(s).toEqual({ ...base, body: 'New body (server)', name: 'saved' });
    expect(shownBody(s)).toBe('New body (server)');
    expect(marksEdited(s)).toBe(true);
    expect(canEdit(s)).toBe(true);
  });

  it('saving ─FAILED→ failed: the body reverted, the typed text kept in the editor, the designed alert', () => {
    const s = transition(saving, { type: 'FAILED', error: apiError({ status: 500 }) });
    expect(s).toEqual(failed);
    expect(shownBody(s)).toBe('Old body');
    expect(marksEdited(s)).toBe(false);
    expect(isEditorOpen(s)).toBe(true);
    expect(draftOf(s)).toBe('New body');
    expect(editFailureOf(s)).toEqual({ id: 'chat.error.edit' });
    expect(editFailureMessage(editFailureOf(s)!, t)).toBe('We could not save your changes. Please try again later.');
  });

  it('saving ─FAILED (PUBLICATION_BAN)→ failed with T024 and the server’s text', () => {
    const s = transition(saving, { type: 'FAILED', error: apiError({ status: 403, code: 'PUBLICATION_BAN', serverMessage: 'Banned until May.' }) });
    expect(editFailureOf(s)).toEqual({ id: 'chat.error.publicationBan', serverMessage: 'Banned until May.' });
    expect(editFailureMessage(editFailureOf(s)!, t)).toBe('You are not allowed to post or react to this chat. Banned until May.');
    expect(editFailure(undefined)).toEqual({ id: 'chat.error.edit' });
  });

  it('failed ─CHANGE→ editing, ─SAVE→ saving again, ─CANCEL→ viewing', () => {
    expect(transition(failed, { type: 'CHANGE', text: 'Fixed' })).toEqual({ ...base, name: 'editing', draft: 'Fixed' });
    expect(transition(failed, { type: 'CHANGE', text: 'New body' })).toEqual(editing);
    expect(transition(failed, { type: 'SAVE' })).toEqual(saving);
    expect(transition(failed, { type: 'CANCEL' })).toEqual(viewing);
    expect(editFailureOf(transition(failed, { type: 'CANCEL' }))).toBeNull();
  });

  it('SYNC moves the body of a closed editor', () => {
    expect(transition(viewing, { type: 'SYNC', body: 'Server', hasMedia: false, blocked: null })).toEqual({ ...base, body: 'Server', name: 'viewing' });
    expect(transition(saved, { type: 'SYNC', body: 'Server', hasMedia: true, blocked: null })).toEqual({
      ...base,
      body: 'Server',
      hasMedia: true,
      name: 'saved',
    });
    expect(transition(viewing, { type: 'SYNC', body: 'Old body', hasMedia: false, blocked: null })).toBe(viewing);
    expect(transition(viewing, { type: 'SYNC', body: 'Old body', hasMedia: false, blocked: 'unavailable' })).toEqual({ ...viewing, blocked: 'unavailable' });
  });

  it('SYNC under an open editor keeps the typing; losing the permission closes it', () => {
    expect(transition(editing, { type: 'SYNC', body: 'Server', hasMedia: false, blocked: null })).toEqual({ ...editing, body: 'Server' });
    expect(transition(failed, { type: 'SYNC', body: 'Server', hasMedia: false, blocked: null })).toEqual({ ...failed, body: 'Server' });
    expect(transition(editing, { type: 'SYNC', body: 'Old body', hasMedia: false, blocked: null })).toBe(editing);
    expect(transition(editing, { type: 'SYNC', body: 'Old body', hasMedia: false, blocked: 'unavailable' })).toEqual({ ...viewing, blocked: 'unavailable' });
  });

  it('syncEvent reads the thread and the permission', () => {
    expect(syncEvent(post({ body: 'B' }), author)).toEqual({ type: 'SYNC', body: 'B', hasMedia: false, blocked: null });
    expect(syncEvent(post(), admin)).toMatchObject({ blocked: 'notOwner' });
  });

  const ignored: [string, EditState, EditEvent][] = [
    ['viewing', viewing, { type: 'CHANGE', text: 'x' }],
    ['viewing', viewing, { type: 'SAVE' }],
    ['viewing', viewing, { type: 'CANCEL' }],
    ['viewing', viewing, { type: 'SUCCEEDED', body: 'x' }],
    ['viewing', viewing, { type: 'FAILED' }],
    ['saved', saved, { type: 'SAVE' }],
    ['saved', saved, { type: 'FAILED' }],
    ['editing', editing, { type: 'START' }],
    ['editing', editing, { type: 'SUCCEEDED', body: 'x' }],
    ['editing', editing, { type: 'FAILED' }],
    ['failed', failed, { type: 'START' }],
    ['failed', failed, { type: 'SUCCEEDED', body: 'x' }],
    ['failed', failed, { type: 'FAILED' }],
    ['saving', saving, { type: 'START' }],
    ['saving', saving, { type: 'CHANGE', text: 'x' }],
    ['saving', saving, { type: 'SAVE' }],
    ['saving', saving, { type: 'CANCEL' }],
    ['saving', saving, { type: 'SYNC', body: 'Server', hasMedia: false, blocked: null }],
  ];
  it.each(ignored)('%s ignores %j', (_name, state, event) => {
    expect(transition(state, event)).toBe(state);
  });
});

describe('edit machine: selectors by state', () => {
  it.each([
    ['viewing', viewing, { open: false, pending: false, edit: true, shown: 'Old body', marked: false, request: null }],
    ['editing', editing, { open: true, pending: false, edit: false, shown: 'Old body', marked: false, request: null }],
    ['saving', saving, { open: false, pending: true, edit: false, shown: 'New body', marked: true, request: { body: 'New body' } }],
    ['saved', saved, { open: false, pending: false, edit: true, shown: 'New body', marked: true, request: null }],
    ['failed', failed, { open: true, pending: false, edit: false, shown: 'Old body', marked: false, request: null }],
  ] as const)('%s', (_name, state, expected) => {
    expect({
      open: isEditorOpen(state),
      pending: isPending(state),
      edit: canEdit(state),
      shown: shownBody(state),
      marked: marksEdited(state),
      request: editRequest(state),
    }).toEqual(expected);
  });
});

describe('edit machine: properties', () => {
  const arbEvent: fc.Arbitrary<EditEvent> = fc.oneof(
    fc.constant<EditEvent>({ type: 'START' }),
    fc.constantFrom('', 'a', 'Old body', 'New').map<EditEvent>((text) => ({ type: 'CHANGE', text })),
    fc.constant<EditEvent>({ type: 'SAVE' }),
    fc.constant<EditEvent>({ type: 'CANCEL' }),
    fc.constantFrom('New', 'Server').map<EditEvent>((body) => ({ type: 'SUCCEEDED', body })),
    fc.constant<EditEvent>({ type: 'FAILED', error: apiError({ status: 500 }) }),
  );

  it('a failed save shows the server’s body and keeps exactly the text sent', () => {
    fc.assert(
      fc.property(fc.array(arbEvent, { maxLength: 30 }), (events) => {
        let s: EditState = viewing;
        for (const e of events) {
          const before = s;
          s = transition(s, e);
          if (before.name === 'saving' && s.name === 'failed') {
            expect(shownBody(s)).toBe(before.body);
            expect(s.draft).toBe(before.draft);
          }
          // Only a successful save moves the body (no SYNC here).
          if (s.body !== before.body) expect(before.name === 'saving' && e.type === 'SUCCEEDED').toBe(true);
          expect(editRequest(s) === null).toBe(s.name !== 'saving');
        }
      }),
    );
  });
});

describe('edit machine: the thread as shown', () => {
  it('edits the source with mention markup when the thread has one', () => {
    const withMention = thread({ body: 'Thanks Ada Admin', raw_body: 'Thanks [@Ada Admin](user:105)' });
    expect(init(withMention, author)).toMatchObject({ body: 'Thanks [@Ada Admin](user:105)' });
    expect(editableSource({ body: 'Plain', raw_body: null })).toBe('Plain');
    expect(syncEvent(post({ body: 'Thanks Ada Admin', raw_body: 'Thanks [@Ada Admin](user:105)' }), author).body).toBe('Thanks [@Ada Admin](user:105)');
  });

  it('saving: the text being saved, mentions as names, marked edited', () => {
    const p = post();
    const shown = shownPost(p, { ...base, name: 'saving', draft: ' Hi [@Ada Admin](user:105) ' });
    expect(shown).toMatchObject({ body: 'Hi Ada Admin', raw_body: 'Hi [@Ada Admin](user:105)', is_edited: true });
  });

  it('saved: marked edited; viewing, editing and failed: the server’s thread itself', () => {
    const p = post();
    expect(shownPost(p, saved)).toEqual({ ...p, is_edited: true });
    const edited = post({ is_edited: true });
    expect(shownPost(edited, saved)).toBe(edited);
    expect(shownPost(p, viewing)).toBe(p);
    expect(shownPost(p, editing)).toBe(p);
    expect(shownPost(p, failed)).toBe(p);
  });
});
