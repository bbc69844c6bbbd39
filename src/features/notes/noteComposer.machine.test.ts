import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { Gate } from '../../kit/composerGate';
import {
  canSubmit,
  emptyDraft,
  gateShown,
  hasUnsentWork,
  initialNoteComposerState,
  isComposerOpen,
  MAX_NOTE_ATTACHMENTS,
  type NoteComposerEvent,
  type NoteComposerState,
  type NoteDraft,
  noteComposerEventTypes,
  postRequest,
  transition,
} from './noteComposer.machine';

const open: Gate = { kind: 'open' };
const signIn: Gate = { kind: 'signIn' };
const paid: Gate = { kind: 'requirement', need: 'paid' };
const subscriber: Gate = { kind: 'requirement', need: 'subscriber' };
const serverError = (status: number, serverMessage?: string) => new ApiError({ kind: 'http', route: 'POST /api/v1/comment/feed', status, serverMessage });
const draft = (text: string, attachments: NoteDraft['attachments'] = []): NoteDraft => ({ text, attachments });
const image = { type: 'image' as const, url: 'https://cdn.example.com/a.png' };
const link = { type: 'link' as const, url: 'https://example.com/story' };

const run = (events: NoteComposerEvent[], from: NoteComposerState = initialNoteComposerState) => events.reduce(transition, from);

describe('note composer (M48 gate, drafts never lost)', () => {
  it('OPEN with an open gate edits the kept draft; with a refusal shows the gate, draft kept', () => {
    expect(transition({ name: 'closed', draft: draft('kept') }, { type: 'OPEN', gate: open })).toEqual({ name: 'editing', draft: draft('kept') });
    expect(transition({ name: 'closed', draft: draft('kept') }, { type: 'OPEN', gate: signIn })).toEqual({
      name: 'gated',
      gate: { kind: 'signIn' },
      draft: draft('kept'),
    });
    expect(gateShown(transition(initialNoteComposerState, { type: 'OPEN', gate: paid }))).toEqual({ kind: 'requirement', need: 'paid' });
    expect(gateShown(transition(initialNoteComposerState, { type: 'OPEN', gate: subscriber }))).toEqual({ kind: 'requirement', need: 'subscriber' });
  });

  it('OPEN is ignored while writing or sending', () => {
    for (const name of ['editing', 'sending'] as const) {
      const s: NoteComposerState = { name, draft: draft('x') };
      expect(transition(s, { type: 'OPEN', gate: signIn })).toBe(s);
    }
  });

  it('CHANGE edits in editing and failed (leaving failed), and nowhere else', () => {
    expect(
      run([
        { type: 'OPEN', gate: open },
        { type: 'CHANGE', text: 'Hello' },
      ]),
    ).toEqual({ name: 'editing', draft: draft('Hello') });
    const failed: NoteComposerState = { name: 'failed', draft: draft('a'), error: serverError(500) };
    expect(transition(failed, { type: 'CHANGE', text: 'ab' })).toEqual({ name: 'editing', draft: draft('ab') });
    for (const s of [initialNoteComposerState, { name: 'sending', draft: draft('a') } as NoteComposerState])
      expect(transition(s, { type: 'CHANGE', text: 'z' })).toBe(s);
    const same: NoteComposerState = { name: 'editing', draft: draft('a') };
    expect(transition(same, { type: 'CHANGE', text: 'a' })).toBe(same);
  });

  it('ATTACH adds an image or link once, up to the limit; DETACH removes by index', () => {
    const s = run([
      { type: 'OPEN', gate: open },
      { type: 'ATTACH', attachment: image },
      { type: 'ATTACH', attachment: link },
      { type: 'ATTACH', attachment: image },
    ]);
    expect(s.draft.attachments).toEqual([image, link]);
    expect(transition(s, { type: 'DETACH', index: 0 }).draft.attachments).toEqual([link]);
    expect(transition(s, { type: 'DETACH', index: 5 })).toBe(s);
    let full: NoteComposerState = { name: 'editing', draft: emptyDraft };
    for (let i = 0; i < MAX_NOTE_ATTACHMENTS + 3; i++)
      full = transition(full, { type: 'ATTACH', attachment: { type: 'link', url: `https://example.com/${i}` } });
    expect(full.draft.attachments).toHaveLength(MAX_NOTE_ATTACHMENTS);
    expect(transition(initialNoteComposerState, { type: 'ATTACH', attachment: image })).toBe(initialNoteComposerState);
  });

  it('SUBMIT needs some text; the request is the trimmed text with the attachments', () => {
    const blank: NoteComposerState = { name: 'editing', draft: draft('   ', [image]) };
    expect(canSubmit(blank)).toBe(false);
    expect(transition(blank, { type: 'SUBMIT' })).toBe(blank);
    const s = transition({ name: 'editing', draft: draft('  A note  ', [image]) }, { type: 'SUBMIT' });
    expect(s.name).toBe('sending');
    expect(postRequest(s)).toEqual({ text: 'A note', attachments: [image] });
    expect(postRequest({ name: 'editing', draft: draft('x') })).toBeNull();
  });

  it('SUCCEEDED clears the draft and closes; only from sending', () => {
    expect(transition({ name: 'sending', draft: draft('x') }, { type: 'SUCCEEDED' })).toEqual({ name: 'closed', draft: emptyDraft });
    const e: NoteComposerState = { name: 'editing', draft: draft('x') };
    expect(transition(e, { type: 'SUCCEEDED' })).toBe(e);
  });

  it('FAILED keeps the draft with the error; a 401 shows the sign-in modal instead, draft kept', () => {
    const error = serverError(500);
    expect(transition({ name: 'sending', draft: draft('x') }, { type: 'FAILED', error })).toEqual({ name: 'failed', draft: draft('x'), error });
    const forbidden = serverError(403, 'Only paid subscribers can reply.');
    expect(transition({ name: 'sending', draft: draft('x') }, { type: 'FAILED', error: forbidden })).toMatchObject({ name: 'failed', draft: draft('x') });
    expect(transition({ name: 'sending', draft: draft('x') }, { type: 'FAILED', error: serverError(401) })).toEqual({
      name: 'gated',
      gate: { kind: 'signIn' },
      draft: draft('x'),
    });
    for (const kind of ['network', 'timeout', 'schema'] as const) {
      const s = transition({ name: 'sending', draft: draft('x') }, { type: 'FAILED', error: new ApiError({ kind, route: 'x' }) });
      expect(s).toMatchObject({ name: 'failed', draft: draft('x') });
    }
    const e: NoteComposerState = { name: 'editing', draft: draft('x') };
    expect(transition(e, { type: 'FAILED', error })).toBe(e);
  });

  it('a failed post is sent again with the same draft', () => {
    const s = transition({ name: 'failed', draft: draft('again'), error: serverError(500) }, { type: 'SUBMIT' });
    expect(s).toEqual({ name: 'sending', draft: draft('again') });
  });

  it('CLOSE keeps the draft from editing, failed and gated; not while sending', () => {
    for (const s of [
      { name: 'editing', draft: draft('x') },
      { name: 'failed', draft: draft('x'), error: serverError(500) },
      { name: 'gated', gate: { kind: 'signIn' }, draft: draft('x') },
    ] as NoteComposerState[]) {
      expect(transition(s, { type: 'CLOSE' })).toEqual({ name: 'closed', draft: draft('x') });
    }
    const sending: NoteComposerState = { name: 'sending', draft: draft('x') };
    expect(transition(sending, { type: 'CLOSE' })).toBe(sending);
  });

  it('DISMISS_GATE closes the gate only', () => {
    expect(transition({ name: 'gated', gate: { kind: 'signIn' }, draft: draft('x') }, { type: 'DISMISS_GATE' })).toEqual({ name: 'closed', draft: draft('x') });
    const e: NoteComposerState = { name: 'editing', draft: draft('x') };
    expect(transition(e, { type: 'DISMISS_GATE' })).toBe(e);
  });

  it('RESTORE brings back a stored draft only into an empty composer, never while sending', () => {
    expect(transition(initialNoteComposerState, { type: 'RESTORE', draft: draft('stored', [link]) })).toEqual({
      name: 'closed',
      draft: draft('stored', [link]),
    });
    expect(transition({ name: 'editing', draft: emptyDraft }, { type: 'RESTORE', draft: draft('stored') })).toEqual({
      name: 'editing',
      draft: draft('stored'),
    });
    const typed: NoteComposerState = { name: 'editing', draft: draft('typed since') };
    expect(transition(typed, { type: 'RESTORE', draft: draft('stored') })).toBe(typed);
    expect(transition(initialNoteComposerState, { type: 'RESTORE', draft: emptyDraft })).toBe(initialNoteComposerState);
    const sending: NoteComposerState = { name: 'sending', draft: emptyDraft };
    expect(transition(sending, { type: 'RESTORE', draft: draft('s') })).toBe(sending);
  });

  it('DISCARD empties and closes, except while sending', () => {
    expect(transition({ name: 'editing', draft: draft('x') }, { type: 'DISCARD' })).toEqual({ name: 'closed', draft: emptyDraft });
    const sending: NoteComposerState = { name: 'sending', draft: draft('x') };
    expect(transition(sending, { type: 'DISCARD' })).toBe(sending);
  });

  it('selectors: open, unsent work', () => {
    expect(isComposerOpen({ name: 'editing', draft: emptyDraft })).toBe(true);
    expect(isComposerOpen({ name: 'gated', gate: { kind: 'signIn' }, draft: draft('x') })).toBe(false);
    expect(hasUnsentWork({ name: 'editing', draft: emptyDraft })).toBe(false);
    expect(hasUnsentWork({ name: 'failed', draft: draft('x'), error: serverError(500) })).toBe(true);
    expect(hasUnsentWork({ name: 'closed', draft: draft('x') })).toBe(false);
  });

  // ——— properties ———
  const gateArb = fc.constantFrom<Gate>(open, signIn, paid, subscriber);
  const errorArb = fc.constantFrom(serverError(500), serverError(401), serverError(403, 'No'), new ApiError({ kind: 'network', route: 'x' }));
  const eventArb: fc.Arbitrary<NoteComposerEvent> = fc.oneof(
    gateArb.map((gate) => ({ type: 'OPEN' as const, gate })),
    fc.string({ maxLength: 6 }).map((text) => ({ type: 'CHANGE' as const, text })),
    fc.constantFrom(image, link).map((attachment) => ({ type: 'ATTACH' as const, attachment })),
    fc.nat(3).map((index) => ({ type: 'DETACH' as const, index })),
    fc.constant({ type: 'SUBMIT' as const }),
    errorArb.map((error) => ({ type: 'FAILED' as const, error })),
    fc.constant({ type: 'CLOSE' as const }),
    fc.constant({ type: 'DISMISS_GATE' as const }),
    fc.string({ maxLength: 4 }).map((text) => ({ type: 'RESTORE' as const, draft: draft(text) })),
  );

  it('property: without SUCCEEDED, DISCARD or CHANGE, the draft never changes text (closing, failing, gating keep it)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.array(
          eventArb.filter((e) => e.type !== 'CHANGE' && e.type !== 'RESTORE'),
          { maxLength: 30 },
        ),
        (text, events) => {
          const end = run(events, { name: 'closed', draft: draft(text) });
          expect(end.draft.text).toBe(text);
        },
      ),
    );
  });

  it('property: every event type keeps the state well-formed and the attachments within the limit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(eventArb, fc.constant({ type: 'SUCCEEDED' as const }), fc.constant({ type: 'DISCARD' as const })), { maxLength: 40 }),
        (events) => {
          const end = run(events);
          expect(['closed', 'gated', 'editing', 'sending', 'failed']).toContain(end.name);
          expect(end.draft.attachments.length).toBeLessThanOrEqual(MAX_NOTE_ATTACHMENTS);
        },
      ),
    );
    expect(noteComposerEventTypes).toHaveLength(11);
  });
});
