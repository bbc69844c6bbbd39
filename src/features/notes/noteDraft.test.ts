import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyDraft, MAX_NOTE_ATTACHMENTS } from './noteComposer.machine';
import { decodeDraft, draftKey, encodeDraft, MAX_STORED_DRAFT_CHARS } from './noteDraft';
import { gateViewerOf, membershipOfRole } from './noteGate';

describe('stored drafts', () => {
  it('keys a new note and each reply apart, per reader', () => {
    expect(draftKey(102, null)).toBe('notes:draft:102:new');
    expect(draftKey(102, 5001)).toBe('notes:draft:102:reply-5001');
    expect(draftKey(null, null)).toBe('notes:draft:anonymous:new');
  });

  it('round-trips text and accepted attachments', () => {
    const draft = {
      text: 'Herons',
      attachments: [
        { type: 'image' as const, url: 'https://cdn.example.com/a.png' },
        { type: 'link' as const, url: 'https://example.com/x' },
      ],
    };
    expect(decodeDraft(encodeDraft(draft))).toEqual(draft);
  });

  it('reads nothing from nothing, garbage or the wrong shape', () => {
    for (const raw of [null, '', 'not json', '42', '[]', '{"text":5}', 'null']) expect(decodeDraft(raw)).toEqual(emptyDraft);
  });

  it('drops stored attachments the URL policy refuses or that only this page could open', () => {
    const raw = JSON.stringify({
      text: 'x',
      attachments: [
        { type: 'link', url: 'javascript:alert(1)' },
        { type: 'image', url: 'data:image/svg+xml,<svg onload=alert(1)>' },
        { type: 'image', url: 'blob:https://example.com/1' },
        { type: 'video', url: 'https://example.com/v.mp4' },
        { type: 'link', url: 'mailto:a@example.com' },
        { type: 'link', url: 'https://example.com/ok' },
      ],
    });
    expect(decodeDraft(raw)).toEqual({ text: 'x', attachments: [{ type: 'link', url: 'https://example.com/ok' }] });
  });

  it('property: whatever is stored, a read is a bounded, well-formed draft', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.anything().map((v) => JSON.stringify({ text: v, attachments: v })),
        ),
        (raw) => {
          const d = decodeDraft(raw ?? null);
          expect(typeof d.text).toBe('string');
          expect(d.text.length).toBeLessThanOrEqual(MAX_STORED_DRAFT_CHARS);
          expect(d.attachments.length).toBeLessThanOrEqual(MAX_NOTE_ATTACHMENTS);
          for (const a of d.attachments) expect(a.url).toMatch(/^https?:\/\//);
        },
      ),
    );
  });
});

describe('the gate viewer of a note', () => {
  it('maps roles to membership and staff', () => {
    expect(membershipOfRole('anonymous')).toBe('unsubscribed');
    expect(membershipOfRole('free')).toBe('free_signup');
    for (const role of ['paid', 'founding', 'contributor', 'admin'] as const) expect(membershipOfRole(role)).toBe('subscribed');
    expect(gateViewerOf({ role: 'anonymous' })).toEqual({ userId: null, membership: 'unsubscribed', isStaff: false });
    expect(gateViewerOf({ role: 'admin', user: { id: 105 } })).toEqual({ userId: 105, membership: 'subscribed', isStaff: true });
    expect(gateViewerOf({ role: 'free', user: { id: 101 } }, 'unsubscribed')).toEqual({ userId: 101, membership: 'unsubscribed', isStaff: false });
  });
});
